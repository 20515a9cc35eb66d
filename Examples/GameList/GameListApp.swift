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
  private let loads: ListLoads
  private var onChange: @MainActor () -> Void = {}
  private let bag = DisposeBag()

  /// No tabs, nothing to star.
  nonisolated static var supportedCommands: Set<StandardCommand> {
    [.refresh, .more, .retry, .open, .back, .show, .wait]
  }

  init(api: GamesAPI) {
    viewModel = GameListViewModel(store: api.store)
    let list = viewModel.list
    loads = ListLoads(loadStates: list.loadStates) { list.refresh() }
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
    await command.run(on: loads) {
      switch command {
      case .refresh:
        loads.refresh()
      case .more:
        list.loadMore()
      case .retry:
        list.retry()
      case .open(let row):
        guard row <= list.currentItems.count else { break }  // No such row: no route.
        await list.route.next { list.itemSelected(at: row - 1) }
      case .back:
        if stack.count > 1 { stack.removeLast() }
      case .show, .wait, .tab, .star:
        break  // Not supported, or nothing to do but wait.
      }
    }
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
          noun: "games",
          footerCount: sections.sections.reduce(0) { count, section in
            count + section.rows.count { if case .game = $0 { true } else { false } }
          },
          messages: messages
        )
      )
    case .detail(let item):
      return .detail(DetailScreen(title: "GameList", lines: item.detailLines, messages: messages))
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
