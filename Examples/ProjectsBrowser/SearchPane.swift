// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// The search pane: a `ListSearch` over `GET /projects/search`, the text typed so far, and what its
/// outputs last said.
///
/// Its commands: `search TEXT` puts TEXT in the field (a paste) and waits out the debounce, `type
/// TEXT` types TEXT letter by letter without a pause, `pause MS` lets MS milliseconds pass,
/// `delete` erases the last letter and `clear` empties the field. In `--script` runs the debounce
/// runs on a ``ScriptClock``, so `pause` decides whether a query settles; in a terminal it runs on
/// the real clock and `pause` does nothing.
@MainActor final class SearchPane {
  typealias Search = ListSearch<Project, PageNumberPaging>

  let search: Search
  /// The script's clock, in `--script` runs.
  private let clock: ScriptClock?
  /// What the outputs last said.
  private(set) var outputs = TabOutputs()
  private(set) var phase = SearchPhase.idle(prompt: "")
  private let bag = DisposeBag()
  /// Called after an output changed.
  var onChange: @MainActor () -> Void = {}

  /// Creates the pane.
  ///
  /// - Parameters:
  ///   - api: Where the pages come from.
  ///   - paging: The empty paging state each query starts from.
  ///   - clock: The script's clock, or `nil` to debounce on the real clock.
  init(api: ProjectsAPI, paging: PagingState<Project, PageNumberPaging>, clock: ScriptClock?) {
    self.clock = clock
    let make = {
      Search(
        store: api.searchStore,
        paging: paging,
        search: SearchOptions(debounce: .milliseconds(300), prompt: "Type to search projects"),
        options: ItemsViewModelOptions(emptyMessage: "No projects here yet")
      )
    }
    search = clock.map { SharingScheduler.withScheduler($0, make) } ?? make()
    let viewModel = search.viewModel
    viewModel.items.drive(onNext: { [weak self] items in
      guard let self else { return }
      outputs.items = items
      onChange()
    })
    .disposed(by: bag)
    viewModel.placeholders.drive(onNext: { [weak self] placeholders in
      guard let self else { return }
      outputs.placeholders = placeholders
      onChange()
    })
    .disposed(by: bag)
    viewModel.refreshStatus.drive(onNext: { [weak self] status in
      guard let self else { return }
      outputs.refreshStatus = status
      onChange()
    })
    .disposed(by: bag)
    search.phase.drive(onNext: { [weak self] phase in
      guard let self else { return }
      self.phase = phase
      onChange()
    })
    .disposed(by: bag)
  }

  /// Performs a search command; returns whether it was one.
  func perform(_ command: ExampleCommand) -> Bool {
    switch command.name {
    case "search":
      search.text = command.argument ?? ""
      clock?.advance(milliseconds: 300)
    case "type":
      for letter in command.argument ?? "" { search.text.append(letter) }
    case "pause":
      clock?.advance(milliseconds: command.row ?? 0)
    case "delete":
      if !search.text.isEmpty { search.text.removeLast() }
    case "clear":
      search.text = ""
    default:
      return false
    }
    return true
  }

  /// The pane as a list screen: the field and the query whose results show in the title, the
  /// prompt while idle.
  func screen(messages: [String]) -> ListScreen {
    let title = "ProjectsBrowser  Search: \(search.text)_"
    switch phase {
    case .idle(let prompt):
      // Not the list's empty cover: nothing was asked, so there is nothing to refresh.
      return ListScreen(
        title: title,
        pageState: .content,
        rows: [.section("  \(prompt)")],
        noun: "projects",
        messages: messages
      )
    case .results(let query, let pageState):
      return ListScreen(
        title: title + "  (results for \"\(query)\")",
        pageState: pageState,
        refreshStatus: outputs.refreshStatus,
        rows: Project.rows(outputs.items, placeholders: outputs.placeholders),
        noun: "projects",
        messages: messages
      )
    }
  }
}
