// SPDX-License-Identifier: MIT

/// What a search screen shows: a prompt before anything was asked, or the results of the last
/// settled query with their cover.
///
/// Bind it in place of the list's `pageState`: while the search is idle the list holds nothing
/// and its own cover says so, but the screen should invite the user to type, not say "no results".
///
/// ```swift
/// search.phase.drive(onNext: { phase in
///   switch phase {
///   case .idle(let prompt): cover.show(text: prompt)
///   case .results(_, .loading): cover.showSpinner()
///   case .results(_, .content): cover.hide()
///   case .results(_, .empty(let message)): cover.show(text: message)  // "No results for 'swift'"
///   case .results(_, .error(let failure)): cover.show(text: failure.message, retryButton: true)
///   }
/// })
/// ```
public enum SearchPhase: Sendable, Hashable {
  /// Nothing asked yet: the text is empty or shorter than ``SearchOptions/minimumLength``. The
  /// screen shows the prompt (``SearchOptions/prompt``), never a "no results" cover.
  case idle(prompt: String)
  /// The results of `query`, the last settled query: the items on screen are its own, and
  /// `pageState` is the list's cover, whose empty message names the query
  /// (``SearchOptions/noResults``).
  case results(query: String, pageState: PageState)

  /// The query whose results are shown, or `nil` when idle.
  public var query: String? {
    switch self {
    case .idle: nil
    case .results(let query, _): query
    }
  }
}
