// SPDX-License-Identifier: MIT
//
// The UIKit screen of Documentation/Search.md, compiled for iOS by .ci/apple-check (this folder is
// the module SearchGuide). The guide's block must appear here verbatim:
// Tests/DocumentationTests/AppleCheckFixtureTests.swift checks it.

import ReactiveList
import ReactiveListUIKit
import UIKit

final class ArticleSearchViewController: UITableViewController {
  private let search = makeArticleSearch(client: client)
  private let searchController = UISearchController(searchResultsController: nil)
  private let bag = DisposeBag()

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.searchController = searchController
    search.bind(searchController).disposed(by: bag)
    let dataSource = TableViewDataSource<EmptyHeader, Article>(tableView: tableView)
    dataSource.registerCell(UITableViewCell.self, for: Article.self) { cell, article in
      cell.textLabel?.text = article.title
    }
    dataSource.bind(to: search.viewModel, sections: .single(EmptyHeader())).disposed(by: bag)
    tableView.bindLoadMoreFooter(to: search.viewModel).disposed(by: bag)
    search.phase.drive(onNext: { [weak self] phase in self?.show(phase) }).disposed(by: bag)
  }

  private func show(_ phase: SearchPhase) {
    switch phase {
    case .idle(let prompt): tableView.backgroundView = label(prompt)  // "Type to search"
    case .results(_, .empty(let message)): tableView.backgroundView = label(message)  // "No results for 'swift'"
    case .results(_, .error(let failure)): tableView.backgroundView = label(failure.message)
    case .results(_, .loading), .results(_, .content): tableView.backgroundView = nil
    }
  }

  private func label(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.textAlignment = .center
    return label
  }
}
