// SPDX-License-Identifier: MIT

/// What a search field's events do to a ``ListSearch``, in UIKit's terms: the logic behind
/// ReactiveListUIKit's `bind(_:)` of a `UISearchController` or a `UISearchBar`, kept here so it is
/// tested on Linux.
///
/// - A change of the field's text (`UISearchResultsUpdating.updateSearchResults(for:)`, or
///   `UISearchBarDelegate.searchBar(_:textDidChange:)`) becomes ``ListSearch/text``; a `nil` text
///   reads as empty.
/// - The keyboard's search button (`searchBarSearchButtonClicked(_:)`) settles the query at once
///   (``ListSearch/submit()``).
/// - The cancel button of a bare search bar (`searchBarCancelButtonClicked(_:)`) clears the search:
///   UIKit does not clear the bar's text itself, and setting `text` in code sends no
///   `textDidChange`, so the binding clears the search and returns the text the bar should show.
///   (A `UISearchController` clears its bar and reports the empty text by itself.)
///
/// After ``unbind()`` every event is ignored. It holds its search weakly.
@MainActor
package final class SearchFieldBinding {
  private var setText: (@MainActor (String) -> Void)?
  private var submitQuery: (@MainActor () -> Void)?

  /// Binds field events to `search`.
  package init<Item, Strategy>(search: ListSearch<Item, Strategy>) {
    setText = { [weak search] in search?.text = $0 }
    submitQuery = { [weak search] in search?.submit() }
  }

  /// Whether events still reach the search.
  package var isBound: Bool { setText != nil }

  /// The field's text changed (typed, pasted, deleted, or cleared by a search controller).
  package func textChanged(_ text: String?) {
    setText?(text ?? "")
  }

  /// The keyboard's search button: settles the query now.
  package func searchButtonTapped() {
    submitQuery?()
  }

  /// A bare search bar's cancel button: clears the search.
  ///
  /// - Returns: The text the bar should show: empty.
  package func cancelTapped() -> String {
    setText?("")
    return ""
  }

  /// Stops forwarding events.
  package func unbind() {
    setText = nil
    submitQuery = nil
  }
}
