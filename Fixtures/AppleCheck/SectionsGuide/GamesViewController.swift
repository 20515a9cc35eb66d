// SPDX-License-Identifier: MIT
//
// The UIKit screen of Documentation/Sections.md ("A table view screen, bound in a few lines"),
// compiled for iOS by .ci/apple-check (this folder is the module SectionsGuide). The guide's block
// must appear here verbatim: Tests/DocumentationTests/AppleCheckFixtureTests.swift checks it.

import ReactiveList
import ReactiveListUIKit
import UIKit

final class GamesViewController: UITableViewController {
  private let viewModel: ItemsViewModel<Game, PageNumberPaging, Void>
  private let bag = DisposeBag()

  init(viewModel: ItemsViewModel<Game, PageNumberPaging, Void>) {
    self.viewModel = viewModel
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let dataSource = TableViewDataSource<DayHeader, Game>(tableView: tableView)
    dataSource.delegate = self  // keeps this controller's own delegate methods (swipe actions, scrolling)
    dataSource.registerCell(GameCell.self, for: Game.self) { cell, game in cell.show(game) }
    dataSource.registerHeader(DayHeaderView.self, for: DayHeader.self) { view, header in view.show(header) }
    dataSource.bind(to: viewModel, sections: .grouped { DayHeader(day: $0.day) }).disposed(by: bag)
    tableView.bindRefreshControl(to: viewModel).disposed(by: bag)
    tableView.bindLoadMoreFooter(to: viewModel).disposed(by: bag)
    tableView.bindCover(to: viewModel).disposed(by: bag)
    viewModel.route.emit(onNext: { [weak self] route in self?.open(route) }).disposed(by: bag)
    viewModel.refresh()
  }

  // UITableViewDelegate: the data source does not handle swipe actions, so they reach this method.
  override func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let hide = UIContextualAction(style: .destructive, title: "Hide") { _, _, done in done(true) }
    return UISwipeActionsConfiguration(actions: [hide])
  }

  private func open(_ route: ItemRoute<Game>) {
    guard case .detail(let game) = route else { return }
    navigationController?.pushViewController(GameViewController(game: game), animated: true)
  }
}

/// The detail screen a tap opens (yours shows more than the title).
final class GameViewController: UIViewController {
  let game: Game

  init(game: Game) {
    self.game = game
    super.init(nibName: nil, bundle: nil)
    title = game.name
  }

  required init?(coder: NSCoder) { fatalError("not used") }
}

final class GameCell: UITableViewCell {
  func show(_ game: Game) {
    var content = defaultContentConfiguration()
    content.text = game.name
    contentConfiguration = content
  }
}

final class DayHeaderView: UITableViewHeaderFooterView {
  func show(_ header: DayHeader) {
    var content = defaultContentConfiguration()
    content.text = header.day
    contentConfiguration = content
  }
}
