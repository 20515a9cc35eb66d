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
  /// The rows on screen: posts, and a row for each gap between them (issue 36).
  private var rows: [TimelineRow] = []
  /// Keeps the rows' sections alive.
  private let sections: ItemSections<EmptyHeader, TimelineRow>

  init(viewModel: TimelineViewModel) {
    self.viewModel = viewModel
    sections = viewModel.sections(withGaps: .single(EmptyHeader()) { TimelineRow($0) })
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
    sections.sections.drive(onNext: { [weak self] snapshot in
      let rows = snapshot.sections.flatMap(\.rows)
      self?.rows = rows
      self?.list.rows = rows.map(\.listRow)
    })
    .disposed(by: bag)
    viewModel.completedLoads
      .emit(onNext: { [weak self] result in
        if let message = self?.viewModel.newPostsMessage(after: result) { self?.list.messages.append(message) }
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
    guard detail == nil, rows.indices.contains(index) else { return }
    guard case .post = rows[index] else {
      // A gap row on screen loads the posts it stands for.
      if case .gap(let gap, _) = rows[index] { viewModel.gapAppeared(gap) }
      return
    }
    // The rows above it minus the gap rows: the post's index among the items.
    let item = rows[..<index].count { if case .post = $0 { true } else { false } }
    viewModel.itemAppeared(at: item)
    // The selected post is the one being read: --state-dir keeps it for the next run.
    viewModel.readingPositionChanged(at: item, offset: 0)
  }

  func perform(_ command: ExampleCommand) {
    switch (command.name, command.row) {
    case ("refresh", _): viewModel.prepend()  // The first load, then newer posts on top.
    case ("more", _): viewModel.loadMore()
    case ("gap", _):  // A tap on the first gap row: loads its missing posts (again after a failure).
      if let gap = viewModel.state.paging.gaps.first { viewModel.loadGap(gap) }
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

/// A row of the timeline: a post, or a gap between two posts with its load (issue 36).
enum TimelineRow: Identifiable, Equatable, Sendable {
  case post(Post)
  case gap(PagingGap<Int>, PagingLoadState)

  init(_ element: ListElement<Post>) {
    switch element {
    case .item(let post): self = .post(post)
    case .gap(let gap, let state): self = .gap(gap, state)
    }
  }

  var id: String {
    switch self {
    case .post(let post): "post \(post.id)"
    case .gap(let gap, _): "gap \(gap.id)"
    }
  }

  /// How the terminal shows it: a numbered post, or an unnumbered gap row.
  var listRow: ListRow {
    switch self {
    case .post(let post): .item(post.row)
    case .gap(_, .loading): .unnumbered("┄┄┄ loading missing posts… ┄┄┄")
    case .gap(_, .failed(let failure)): .unnumbered("┄┄┄ missing posts · \(failure.message) · gap to retry ┄┄┄")
    case .gap(_, .idle): .unnumbered("┄┄┄ missing posts · gap to load ┄┄┄")
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
