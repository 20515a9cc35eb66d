// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// The game list app: it binds the view model's sections to a terminal list through a
/// `SectionedDataSource` (as a table view controller binds them with ReactiveListUIKit), binds the
/// other outputs to what it shows, calls the view model's methods for each command, and pushes an
/// item's detail on a route.
@MainActor final class GameListApp: ExampleApp {
  private let viewModel: GameListViewModel
  private var title = "" {
    didSet { onChange() }
  }
  /// The rows as drawn, from `dataSource`.
  private let list = TerminalList<SectionHeader<ReleaseDay>, GameListItem>()
  /// The list's data source: one line class per row model type (the banner, a game) and per
  /// header model type (a release day); the banner's section has no header.
  private let dataSource: SectionedDataSource<SectionHeader<ReleaseDay>, GameListItem, TerminalLine, TerminalLine>
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
    dataSource = SectionedDataSource(view: list)
    list.dataSource = dataSource
    dataSource.rowContent = { item -> Any in
      switch item {
      case .banner(let banner): banner
      case .game(let game): game
      }
    }
    dataSource.registerCell(TerminalLine.self, for: Banner.self) { line, banner in line.text = banner.row }
    dataSource.registerCell(TerminalLine.self, for: Game.self) { line, game in line.text = game.row }
    dataSource.registerHeader(TerminalLine.self, for: ReleaseDay.self) { line, day in line.text = day.title }
    dataSource.bind(to: viewModel, sections: .byReleaseDay).disposed(by: bag)
    list.onRedraw = { [weak self] in self?.onChange() }
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
    // The data source sends the row to the view model's itemAppeared(at: RowPath): prefetch.
    guard detail == nil, let indexPath = list.indexPath(ofItem: index) else { return }
    dataSource.willDisplayRow(at: indexPath)
  }

  func perform(_ command: ExampleCommand<NoCustomCommand>) {
    switch command {
    case .refresh: viewModel.refresh()
    case .more: viewModel.loadMore()
    case .retry: viewModel.retry()
    case .open(let row):
      // Rows are numbered across sections: the list knows which section and row that is, and the
      // data source sends the selection to the view model's itemSelected(at: RowPath).
      if let indexPath = list.indexPath(ofItem: row - 1) { dataSource.selectRow(at: indexPath) }
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
    let games = dataSource.snapshot.sections.reduce(0) { count, section in
      count + section.rows.count { if case .game = $0 { true } else { false } }
    }
    return .list(
      ListScreen(
        title: "GameList  \(title)",
        pageState: pageState,
        refreshStatus: refreshStatus,
        rows: list.rows,
        noun: "games",
        footerCount: games,
        messages: messages
      )
    )
  }
}

extension Banner {
  /// The banner's line: its title with a star.
  var row: String { "★ \(title)" }
}

extension Game {
  /// A game's line: title, platform, genre and score in columns.
  var row: String {
    let title = FrameRenderer.pad(String(title.prefix(22)), 22)
    let platform = FrameRenderer.pad(platform, 10)
    let genre = FrameRenderer.pad(genre, 11)
    return "\(title) \(platform) \(genre) \(FrameRenderer.pad(String(score), 3, right: true))"
  }
}

extension GameListItem {

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
