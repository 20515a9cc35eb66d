// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// The game list app: the view model, its sections, and what its other outputs last said
/// (covers, footer, messages, detail screens pushed by routes).
@MainActor final class GameListApp: ExampleApp {
  private let viewModel: GameListViewModel
  private let outputs: ListOutputs<GameListItem>
  private var sections = SectionedSnapshot<GameSection, GameListItem>() {
    didSet { outputs.notifyChange() }
  }
  private let bag = DisposeBag()

  /// No tabs, nothing to star.
  nonisolated static var supportedCommands: Set<StandardCommand> {
    [.refresh, .more, .retry, .open, .back, .show, .wait]
  }

  init(api: GamesAPI) {
    viewModel = GameListViewModel(store: api.store)
    let list = viewModel.list
    outputs = ListOutputs(
      pageState: list.pageState,
      refreshStatus: list.refreshStatus,
      loadStates: list.loadStates,
      message: list.message,
      route: list.route
    )
    viewModel.sections.sections.drive(onNext: { [weak self] in self?.sections = $0 })
      .disposed(by: bag)
  }

  func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    outputs.observeChanges(onChange)
  }

  func itemAppeared(at index: Int) {
    guard outputs.showsList else { return }
    viewModel.list.itemAppeared(at: index)
  }

  var isBusy: Bool {
    viewModel.list.state.paging.isLoading
  }

  func perform(_ command: ExampleCommand<NoCustomCommand>) {
    let list = viewModel.list
    switch command {
    case .refresh: list.refresh()
    case .more: list.loadMore()
    case .retry: list.retry()
    case .open(let row): list.itemSelected(at: row - 1)
    case .back: outputs.back()
    case .show, .wait, .tab, .star: break  // Not supported, or nothing to do.
    }
  }

  func dismissMessages() {
    outputs.dismissMessages()
  }

  func screen() -> ExampleScreen {
    outputs.screen(
      name: "GameList",
      title: "GameList  New releases",
      rows: {
        sections.sections.flatMap { section in
          (section.model.title.map { [ListRow.section($0)] } ?? []) + section.rows.map { .item($0.row) }
        }
      },
      noun: "games",
      footerCount: sections.sections.reduce(0) { count, section in
        count + section.rows.count { if case .game = $0 { true } else { false } }
      },
      detailLines: \.detailLines
    )
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
