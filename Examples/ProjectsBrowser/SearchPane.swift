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
        search: Self.options,
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
    Self.perform(command, clock: clock, text: search.text) { search.text = $0 }
  }

  /// Performs a search command on a search field's text (a `ListSearch`'s or a `ListModel`'s);
  /// returns whether it was one.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - clock: The script's clock, or `nil` on the real clock.
  ///   - text: The field's text now.
  ///   - setText: Sets the field's text (a keystroke).
  static func perform(
    _ command: ExampleCommand,
    clock: ScriptClock?,
    text: String,
    setText: (String) -> Void
  ) -> Bool {
    switch command.name {
    case "search":
      setText(command.argument ?? "")
      clock?.advance(milliseconds: 300)
    case "type":
      var typed = text
      for letter in command.argument ?? "" {
        typed.append(letter)
        setText(typed)
      }
    case "pause":
      clock?.advance(milliseconds: command.row ?? 0)
    case "delete":
      if !text.isEmpty { setText(String(text.dropLast())) }
    case "clear":
      setText("")
    default:
      return false
    }
    return true
  }

  /// The search options of both panes: the debounce (300 ms) and the prompt.
  static let options = SearchOptions(debounce: .milliseconds(300), prompt: "Type to search projects")

  /// The pane as a list screen.
  func screen(messages: [String]) -> ListScreen {
    Self.screen(text: search.text, phase: phase, outputs: outputs, messages: messages)
  }

  /// A search pane as a list screen: the field and the query whose results show in the title, the
  /// prompt while idle.
  static func screen(text: String, phase: SearchPhase, outputs: TabOutputs, messages: [String]) -> ListScreen {
    let title = "ProjectsBrowser  Search: \(text)_"
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
