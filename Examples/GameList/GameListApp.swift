// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// The game list app: the view model, what its outputs last said, a detail screen pushed by routes,
/// and the one-shot messages not shown yet.
@MainActor final class GameListApp: ExampleApp {
  /// A screen the app can show.
  enum Screen: Equatable {
    case list
    case detail(GameListItem)
  }

  private let viewModel: GameListViewModel
  private var sections = SectionedSnapshot<GameSection, GameListItem>() {
    didSet { onChange() }
  }
  private var pageState = PageState.loading {
    didSet { onChange() }
  }
  private var refreshStatus = RefreshStatus(header: .idle, footer: .hidden) {
    didSet { onChange() }
  }
  private var loadStates = ItemsLoadStates() {
    didSet { onChange() }
  }
  private var messages: [String] = [] {
    didSet { onChange() }
  }
  private var stack: [Screen] = [.list] {
    didSet { onChange() }
  }
  private var started = false
  private var onChange: @MainActor () -> Void = {}
  private let bag = DisposeBag()

  init(api: GamesAPI) {
    viewModel = GameListViewModel(store: api.store)
    let list = viewModel.list
    viewModel.sections.sections.drive(onNext: { [weak self] in self?.sections = $0 })
      .disposed(by: bag)
    list.pageState.drive(onNext: { [weak self] in self?.pageState = $0 }).disposed(by: bag)
    list.refreshStatus.drive(onNext: { [weak self] in self?.refreshStatus = $0 }).disposed(by: bag)
    list.loadStates.drive(onNext: { [weak self] in self?.loadStates = $0 }).disposed(by: bag)
    list.message.emit(onNext: { [weak self] in self?.messages.append($0) }).disposed(by: bag)
    list.route.emit(onNext: { [weak self] route in
      switch route {
      case .detail(let item): self?.stack.append(.detail(item))
      }
    })
    .disposed(by: bag)
  }

  func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
  }

  func itemAppeared(at index: Int) {
    guard stack.last == .list else { return }
    viewModel.list.itemAppeared(at: index)
  }

  func run(_ command: ExampleCommand<NoCustomCommand>, pending: () -> Void) async {
    let list = viewModel.list
    switch command {
    case .refresh:
      started = true
      list.refresh()
    case .show:
      // Print what is on screen now, without waiting for the first page.
      startIfNeeded()
      await mainQueueTurn()
      return
    default:
      if startIfNeeded() { await idle() }
    }
    switch command {
    case .more:
      list.loadMore()
    case .retry:
      list.retry()
    case .open(let row):
      let routes = list.route.values
      list.itemSelected(at: row - 1)
      if row <= list.currentItems.count { await first(of: routes) }
    case .back:
      if stack.count > 1 { stack.removeLast() }
    case .refresh, .show, .wait, .tab, .star:
      break  // No tabs, nothing to star; refresh started above.
    }
    await idle()
  }

  /// Like an app showing its first screen, the list loads before the first command that needs it.
  /// - Returns: Whether a load started.
  @discardableResult
  private func startIfNeeded() -> Bool {
    guard !started else { return false }
    started = true
    viewModel.list.refresh()
    return true
  }

  /// Waits for the first element of `stream`.
  private func first<Element>(of stream: AsyncStream<Element>) async {
    for await _ in stream { return }
  }

  /// Waits until no page load is running, then lets the main queue deliver what is queued.
  private func idle() async {
    for await states in viewModel.list.loadStates.values
    where !states.refresh.isLoading && !states.append.isLoading && !states.prepend.isLoading {
      break
    }
    await mainQueueTurn()
  }

  private func mainQueueTurn() async {
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
  }

  func dismissMessages() {
    if !messages.isEmpty { messages = [] }
  }

  func screen() -> ExampleScreen {
    switch stack.last ?? .list {
    case .list:
      var rows: [ListRow] = []
      for section in sections.sections {
        if let title = section.model.title { rows.append(.section(title)) }
        rows.append(contentsOf: section.rows.map { .item($0.row) })
      }
      return .list(
        ListScreen(
          title: "GameList  New releases",
          pageState: pageState,
          refreshStatus: refreshStatus,
          loadStates: loadStates,
          rows: rows,
          noun: "rows",
          messages: messages
        )
      )
    case .detail(let item):
      return .detail(DetailScreen(title: "GameList", lines: item.detailLines, messages: messages))
    }
  }

  /// The standard keys, without `s` (nothing to star here).
  func command(for key: TerminalKey, selection: Int) -> ExampleCommand<NoCustomCommand>? {
    let command = Self.standardCommand(for: key, selection: selection, on: screen())
    if case .star = command { return nil }
    return command
  }

  func keyHints(for screen: ExampleScreen) -> String {
    switch screen {
    case .list: "↑/↓ select · Enter open · r refresh · m more · q quit"
    case .detail: "b back · q quit"
    }
  }
}

extension GameListItem {
  /// The row as printed: the banner with a star, a game with platform, genre and score.
  var row: String {
    switch self {
    case .banner(let banner):
      return "★ \(banner.title)"
    case .game(let game):
      let title = FrameRenderer.pad(String(game.title.prefix(22)), 22)
      let platform = FrameRenderer.pad(game.platform, 10)
      let genre = FrameRenderer.pad(game.genre, 11)
      return "\(title) \(platform) \(genre) \(FrameRenderer.pad(String(game.score), 3, right: true))"
    }
  }

  /// The detail screen's lines.
  var detailLines: [String] {
    switch self {
    case .banner(let banner):
      return [banner.title, "  \(banner.subtitle)", "  \(banner.link)"]
    case .game(let game):
      return [
        game.title,
        "  \(game.summary)",
        "  platform:  \(game.platform)",
        "  genre:     \(game.genre)",
        "  score:     \(game.score)/100",
        "  released:  \(GameSection.format(game.releaseDate))",
        "  developer: \(game.developer)",
      ]
    }
  }
}
