// SPDX-License-Identifier: MIT

package import ListPaging
import ReactiveCore

/// The search input of a list, shared by both faces (``ListSearch`` for Drivers, ListObservation's
/// `ListModel` for Observation): the text in, one ``ListEvent/reset(_:)`` per settled query out.
///
/// The rules:
///
/// 1. The text's query is ``SearchOptions/query(for:)``: trimmed, with a minimum length.
/// 2. No query (the text is cleared or too short) settles at once: a pending query is cancelled
///    and the list resets to the idle state (the empty parameters, answered by ``SearchStore``
///    without a request), so the old query's loads are cancelled too.
/// 3. A query equal to the list's current one cancels the pending query and does nothing else.
/// 4. Any other query settles once the text stayed unchanged for ``SearchOptions/debounce`` on the
///    Driver scheduler (virtual time in tests): the list resets to it, which cancels every load and
///    action of the previous query and loads the new one's first page (shown at once from the
///    memory of recent first pages, if there). Late answers for older queries are stale
///    (``ListState`` rule 7), so nothing of an older query shows again.
@MainActor
package final class SearchDriver<
  Item: Identifiable & Equatable & Sendable,
  Strategy: PagingStrategy
> where Item.ID: Sendable {
  /// The list it searches.
  package let driver: ListDriver<Item, Strategy, String>
  /// The debounce, minimum length and texts.
  package let options: SearchOptions
  /// The timer of the query waiting to settle.
  private let pending = SerialDisposable()
  /// The text as last typed.
  package private(set) var text = ""

  /// Creates the search input of `driver`, whose parameters are the query (empty when idle).
  package init(driver: ListDriver<Item, Strategy, String>, options: SearchOptions) {
    self.driver = driver
    self.options = options
  }

  deinit {
    pending.dispose()
  }

  /// The settled query whose results the list holds, or `nil` when idle.
  package var query: String? {
    let parameters = driver.state.parameters
    return parameters.isEmpty ? nil : parameters
  }

  /// Takes the text as typed now (a keystroke, a deletion, a paste, a clear).
  package func setText(_ text: String) {
    self.text = text
    let parameters = options.query(for: text) ?? ""
    if parameters.isEmpty || parameters == driver.state.parameters {
      pending.disposable = Disposables.create()
      settle(parameters)
      return
    }
    let timer = Observable<Int>.timer(options.debounce, scheduler: driver.scheduler.scheduler).map { _ in parameters }
    pending.disposable = driver.scheduler.deliver(timer) { [weak self] in self?.settle($0) }
  }

  /// Settles the text's query now, without waiting for the debounce (the keyboard's search button).
  package func submit() {
    pending.disposable = Disposables.create()
    settle(options.query(for: text) ?? "")
  }

  /// Resets the list to `parameters`, unless it holds them already.
  private func settle(_ parameters: String) {
    guard parameters != driver.state.parameters else { return }
    driver.send(.reset(parameters))
  }

  /// `base` for a search list: the idle state answered without a request, and the first pages of
  /// the last ``SearchOptions/recentFirstPages`` queries kept in memory.
  package static func store<Base: ItemsStore>(_ base: Base, options: SearchOptions) -> SearchStore<Base>
  where Base.Parameters == String {
    SearchStore(base: base, recent: RecentFirstPages(bound: options.recentFirstPages))
  }

  /// The phase a list in `state` shows.
  nonisolated package static func phase(of state: ListState<Item, Strategy, String>, options: SearchOptions)
    -> SearchPhase
  {
    let query = state.parameters
    guard !query.isEmpty else { return .idle(prompt: options.prompt) }
    var pageState = state.pageState
    if case .empty = pageState { pageState = .empty(message: options.noResults(query)) }
    return .results(query: query, pageState: pageState)
  }
}
