// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// The timeline app: it binds the view model's outputs to what it shows, calls its methods for
/// each command, pushes a post's detail on a route, and says how many posts a refresh brought.
@MainActor final class TimelineApp: ExampleApp {
  private let viewModel: TimelineViewModel
  /// The list as the outputs last described it: title, posts, cover, header and footer, messages.
  private var list = ListScreen(title: "Timeline", noun: "posts") {
    didSet { onChange() }
  }
  /// The post whose detail a route pushed over the list; `nil` shows the list.
  private var detail: Post? {
    didSet { onChange() }
  }
  private var onChange: @MainActor () -> Void = {}
  private let bag = DisposeBag()

  init(viewModel: TimelineViewModel) {
    self.viewModel = viewModel
    // A list restored from --state-dir says so until newer posts land (offline, it stays).
    Driver.combineLatest(viewModel.navigationTitle, viewModel.isRestored) { title, restored in
      "Timeline  \(title)" + (restored ? "  (saved)" : "")
    }
    .drive(onNext: { [weak self] in self?.list.title = $0 })
    .disposed(by: bag)
    viewModel.pageState.drive(onNext: { [weak self] in self?.list.pageState = $0 }).disposed(by: bag)
    viewModel.refreshStatus.drive(onNext: { [weak self] in self?.list.refreshStatus = $0 }).disposed(by: bag)
    viewModel.message.emit(onNext: { [weak self] in self?.list.messages.append($0) }).disposed(by: bag)
    viewModel.route.emit(onNext: { [weak self] route in
      switch route {
      case .detail(let post): self?.detail = post
      }
    })
    .disposed(by: bag)
    viewModel.items.drive(onNext: { [weak self] in self?.list.rows = $0.map { .item($0.row) } }).disposed(by: bag)
    viewModel.completedLoads.compactMap(\.newPostsMessage)
      .emit(onNext: { [weak self] in self?.list.messages.append($0) })
      .disposed(by: bag)
  }

  func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
  }

  var isBusy: Bool {
    viewModel.state.paging.isLoading
  }

  func itemAppeared(at index: Int) {
    guard detail == nil else { return }
    viewModel.itemAppeared(at: index)
    // The selected post is the one being read: --state-dir keeps it for the next run.
    viewModel.readingPositionChanged(at: index, offset: 0)
  }

  func perform(_ command: ExampleCommand) {
    switch (command.name, command.row) {
    case ("refresh", _): viewModel.prepend()  // The first load, then newer posts on top.
    case ("more", _): viewModel.loadMore()
    case ("retry", _): viewModel.retry()
    case ("open", let row?): viewModel.itemSelected(at: row - 1)
    case ("back", _): detail = nil
    default: break  // `show` and `wait` only print.
    }
  }

  /// The post that was selected when the list was archived (`--state-dir`), if it is shown.
  var restoredSelection: Int? {
    viewModel.restoredAnchor.flatMap { anchor in viewModel.currentItems.firstIndex { $0.id == anchor.id } }
  }

  func dismissMessages() {
    if !list.messages.isEmpty { list.messages = [] }
  }

  func screen() -> ExampleScreen {
    guard let detail else { return .list(list) }
    return .detail(DetailScreen(title: "Timeline", lines: detail.detailLines, messages: list.messages))
  }

  func keyHints(for screen: ExampleScreen) -> String {
    switch screen {
    case .list: "↑/↓ select · Enter open · r newer posts · m older posts · q quit"
    case .detail: "b back · q quit"
    }
  }
}

extension Post {
  /// The post as a list row: time, author, text (cut to fit).
  var row: String {
    let text = self.text.count > 45 ? self.text.prefix(44) + "…" : self.text
    return "\(time) \(FrameRenderer.pad("@" + author, 6)) \(text)"
  }

  /// The detail screen's lines.
  var detailLines: [String] {
    [
      "\(name) @\(author) · \(createdAt.prefix(10)) \(time) UTC",
      "  \(text)",
      "  ♥ \(likes)  ⟳ \(reposts)",
      "  id \(id)",
    ]
  }
}
