// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// The timeline app: it binds the view model's outputs to what it shows, calls its methods for
/// each command, pushes a post's detail on a route, and says how many posts a refresh brought.
@MainActor final class TimelineApp: ExampleApp {
  private let viewModel: TimelineViewModel
  private var title = "" {
    didSet { onChange() }
  }
  private var posts: [Post] = [] {
    didSet { onChange() }
  }
  private var pageState = PageState.loading {
    didSet { onChange() }
  }
  private var refreshStatus = RefreshStatus(header: .idle, footer: .hidden) {
    didSet { onChange() }
  }
  /// The one-shot messages not dismissed yet.
  private var messages: [String] = [] {
    didSet { onChange() }
  }
  /// The post whose detail is pushed over the list.
  private var detail: Post? {
    didSet { onChange() }
  }
  private var onChange: @MainActor () -> Void = {}
  private let bag = DisposeBag()

  /// No tabs, nothing to star.
  nonisolated static var supportedCommands: Set<StandardCommand> {
    [.refresh, .more, .retry, .open, .back, .show, .wait]
  }

  init(viewModel: TimelineViewModel) {
    self.viewModel = viewModel
    viewModel.navigationTitle.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: bag)
    viewModel.items.drive(onNext: { [weak self] in self?.posts = $0 }).disposed(by: bag)
    viewModel.pageState.drive(onNext: { [weak self] in self?.pageState = $0 }).disposed(by: bag)
    viewModel.refreshStatus.drive(onNext: { [weak self] in self?.refreshStatus = $0 }).disposed(by: bag)
    viewModel.message.emit(onNext: { [weak self] in self?.messages.append($0) }).disposed(by: bag)
    viewModel.completedLoads.compactMap(\.newPostsMessage)
      .emit(onNext: { [weak self] in self?.messages.append($0) })
      .disposed(by: bag)
    viewModel.route.emit(onNext: { [weak self] route in
      switch route {
      case .detail(let post): self?.detail = post
      }
    })
    .disposed(by: bag)
  }

  func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
  }

  var isBusy: Bool {
    viewModel.state.paging.isLoading
  }

  func itemAppeared(at index: Int) {
    if detail == nil { viewModel.itemAppeared(at: index) }
  }

  func perform(_ command: ExampleCommand<NoCustomCommand>) {
    switch command {
    case .refresh: viewModel.prepend()  // The first load, then newer posts on top.
    case .more: viewModel.loadMore()
    case .retry: viewModel.retry()
    case .open(let row): viewModel.itemSelected(at: row - 1)
    case .back: detail = nil
    case .show, .wait, .tab, .star: break  // Not supported, or nothing to do.
    }
  }

  func dismissMessages() {
    if !messages.isEmpty { messages = [] }
  }

  func screen() -> ExampleScreen {
    if let detail {
      return .detail(DetailScreen(title: "Timeline", lines: detail.detailLines, messages: messages))
    }
    return .list(
      ListScreen(
        title: "Timeline  \(title)",
        pageState: pageState,
        refreshStatus: refreshStatus,
        rows: posts.map { .item($0.row) },
        noun: "posts",
        messages: messages
      )
    )
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
