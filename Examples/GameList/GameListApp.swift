// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// The game list app: it binds the view model's outputs to what it shows (its sections to a
/// terminal table, through their changes), calls its methods for each command, and pushes an
/// item's detail on a route.
@MainActor final class GameListApp: ExampleApp {
  private let viewModel: GameListViewModel
  private var title = "" {
    didSet { onChange() }
  }
  /// The rows as drawn: the sections are its data source, their changes its batch updates.
  private var table = TerminalTable<SectionHeader<ReleaseDay>, GameListItem>(
    header: { $0.model?.title },
    row: { $0.row }
  ) {
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
  /// The row whose detail is pushed over the list.
  private var detail: GameListItem? {
    didSet { onChange() }
  }
  private var onChange: @MainActor () -> Void = {}
  private let bag = DisposeBag()

  /// No tabs, nothing to star.
  nonisolated static var supportedCommands: Set<StandardCommand> {
    [.refresh, .more, .retry, .open, .back, .show, .wait]
  }

  init(viewModel: GameListViewModel) {
    self.viewModel = viewModel
    let output = viewModel.sections(.byReleaseDay)
    output.sections.drive(onNext: { [weak self] in self?.table.dataSource = $0 }).disposed(by: bag)
    output.changes.emit(onNext: { [weak self] in self?.table.performBatchUpdates($0) }).disposed(by: bag)
    viewModel.navigationTitle.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: bag)
    viewModel.pageState.drive(onNext: { [weak self] in self?.pageState = $0 }).disposed(by: bag)
    viewModel.refreshStatus.drive(onNext: { [weak self] in self?.refreshStatus = $0 }).disposed(by: bag)
    viewModel.message.emit(onNext: { [weak self] in self?.messages.append($0) }).disposed(by: bag)
    viewModel.route.emit(onNext: { [weak self] route in
      switch route {
      case .detail(let item): self?.detail = item
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
    guard detail == nil, let path = table.rowPath(ofItem: index) else { return }
    viewModel.itemAppeared(at: path)
  }

  func perform(_ command: ExampleCommand<NoCustomCommand>) {
    switch command {
    case .refresh: viewModel.refresh()
    case .more: viewModel.loadMore()
    case .retry: viewModel.retry()
    case .open(let row):
      // Rows are numbered across sections: the table knows which section and row that is.
      if let path = table.rowPath(ofItem: row - 1) { viewModel.itemSelected(at: path) }
    case .back: detail = nil
    case .show, .wait, .tab, .star: break  // Not supported, or nothing to do.
    }
  }

  func dismissMessages() {
    if !messages.isEmpty { messages = [] }
  }

  func screen() -> ExampleScreen {
    if let detail {
      return .detail(DetailScreen(title: "GameList", lines: detail.detailLines, messages: messages))
    }
    let games = table.dataSource.sections.reduce(0) { count, section in
      count + section.rows.count { if case .game = $0 { true } else { false } }
    }
    return .list(
      ListScreen(
        title: "GameList  \(title)",
        pageState: pageState,
        refreshStatus: refreshStatus,
        rows: table.rows,
        noun: "games",
        footerCount: games,
        messages: messages
      )
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
        "  released:  \(ReleaseDay.format(game.releaseDate))",
        "  developer: \(game.developer)",
      ]
    }
  }
}
