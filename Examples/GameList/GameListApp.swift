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
  /// What the outputs last said: title, cover, header and footer, messages (the rows are `list`'s).
  private var outputs = ListScreen(title: "GameList", noun: "games") {
    didSet { onChange() }
  }
  /// The row whose detail a route pushed over the list; `nil` shows the list.
  private var detail: GameListItem? {
    didSet { onChange() }
  }
  private var onChange: @MainActor () -> Void = {}
  private let bag = DisposeBag()
  /// The rows as drawn, from `dataSource`.
  private let list = TerminalList()
  /// The list's data source: one line class per row model type (the banner, a game) and per
  /// header model type (a release day); the banner's section has no header.
  private let dataSource: TerminalList.DataSource

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
    dataSource.registerCell(TerminalLine.self, for: Banner.self) { line, banner in
      line.text = banner.row
      line.isNumbered = false  // Rows are numbered as games: `open 1` is the first game.
    }
    dataSource.registerCell(TerminalLine.self, for: Game.self) { line, game in line.text = game.row }
    dataSource.registerHeader(TerminalLine.self, for: ReleaseDay.self) { line, day in line.text = day.title }
    viewModel.navigationTitle.drive(onNext: { [weak self] in self?.outputs.title = "GameList  \($0)" })
      .disposed(by: bag)
    viewModel.pageState.drive(onNext: { [weak self] in self?.outputs.pageState = $0 }).disposed(by: bag)
    viewModel.refreshStatus.drive(onNext: { [weak self] in self?.outputs.refreshStatus = $0 }).disposed(by: bag)
    viewModel.message.emit(onNext: { [weak self] in self?.outputs.messages.append($0) }).disposed(by: bag)
    viewModel.route.emit(onNext: { [weak self] route in
      switch route {
      case .detail(let item): self?.detail = item
      }
    })
    .disposed(by: bag)
    dataSource.bind(to: viewModel, sections: .byReleaseDay).disposed(by: bag)
    list.onRedraw = { [weak self] in self?.onChange() }
  }

  func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
  }

  var isBusy: Bool {
    viewModel.state.paging.isLoading
  }

  func itemAppeared(at index: Int) {
    // The data source maps the row through its sections to the view model's itemAppeared: prefetch.
    guard detail == nil, let indexPath = list.indexPath(ofItem: index) else { return }
    dataSource.willDisplayRow(at: indexPath)
  }

  func perform(_ command: ExampleCommand) {
    switch (command.name, command.row) {
    case ("refresh", _): viewModel.refresh()
    case ("more", _): viewModel.loadMore()
    case ("retry", _): viewModel.retry()
    case ("open", let number?):
      // Rows are numbered across sections: the list knows which section and row that is, and the
      // data source sends the selection to the view model's itemSelected(at:in:).
      if let indexPath = list.indexPath(ofNumber: number) { dataSource.selectRow(at: indexPath) }
    case ("banner", _):
      if let indexPath = list.indexPath(ofNumber: nil) { dataSource.selectRow(at: indexPath) }
    case ("back", _): detail = nil
    default: break  // `show` and `wait` only print.
    }
  }

  /// Enter on the banner opens it (it has no number for `open N`); the other keys are the standard ones.
  func command(for key: TerminalKey, selection: Int) -> ExampleCommand? {
    let screen = screen()
    if key == .enter, case .list(let list) = screen, list.showsRows, !list.selectableRows.isEmpty,
      list.number(ofSelection: selection) == nil
    {
      return ExampleCommand("banner")
    }
    return Self.listCommand(for: key, selection: selection, on: screen)
  }

  func dismissMessages() {
    if !outputs.messages.isEmpty { outputs.messages = [] }
  }

  func screen() -> ExampleScreen {
    if let detail {
      return .detail(DetailScreen(title: "GameList", lines: detail.detailLines, messages: outputs.messages))
    }
    var screen = outputs
    screen.rows = list.rows
    return .list(screen)
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
