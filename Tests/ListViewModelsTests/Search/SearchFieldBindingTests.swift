// SPDX-License-Identifier: MIT

import ListViewModels
import Testing

/// A search bar that keeps UIKit's rules: the user's edits tell the delegate
/// (`textDidChange`), setting `text` in code does not, and the cancel button does not clear the
/// text by itself (the delegate does).
@MainActor
final class FakeSearchBar {
  var text: String? = ""
  let binding: SearchFieldBinding

  init(binding: SearchFieldBinding) { self.binding = binding }

  /// The user typed, pasted or deleted: the bar's text is now `text`.
  func userEdits(to text: String) {
    self.text = text
    binding.textChanged(text)
  }

  func tapSearchButton() { binding.searchButtonTapped() }

  /// `searchBarCancelButtonClicked(_:)`: the forwarder sets the text it is given.
  func tapCancel() { text = binding.cancelTapped() }
}

/// A search controller that keeps UIKit's rules: every change of its bar's text, and its cancel
/// (which empties the bar), calls `updateSearchResults(for:)`, which reads the bar's `text`.
@MainActor
final class FakeSearchController {
  var barText: String?
  let binding: SearchFieldBinding

  init(binding: SearchFieldBinding) { self.binding = binding }

  func userEdits(to text: String) {
    barText = text
    binding.textChanged(barText)
  }

  func tapCancel() {
    barText = nil
    binding.textChanged(barText)
  }
}

@MainActor
@Suite struct SearchFieldBindingTests {
  @Test func aSearchControllersTextBecomesTheSearchText() {
    let harness = SearchHarness()
    let controller = FakeSearchController(binding: SearchFieldBinding(search: harness.search))
    for text in ["s", "sw", "swi"] {
      controller.userEdits(to: text)
      harness.advance(1)
    }
    harness.advance(3)
    #expect(harness.store.requests == ["swi:1"])
    controller.tapCancel()
    // SearchFieldBinding: "a nil text reads as empty".
    #expect(harness.search.text == "")
    #expect(harness.search.query == nil)
  }

  @Test func theSearchButtonSettlesAtOnce() {
    // SearchFieldBinding: "The keyboard's search button settles the query at once".
    let harness = SearchHarness()
    let bar = FakeSearchBar(binding: SearchFieldBinding(search: harness.search))
    bar.userEdits(to: "swift")
    bar.tapSearchButton()
    #expect(harness.store.requests == ["swift:1"])
    harness.advance(10)
    #expect(harness.store.requests == ["swift:1"], "the debounce that was pending asks nothing more")
  }

  @Test func aBareSearchBarsCancelClearsTheBarAndTheSearch() {
    // SearchFieldBinding: "the binding clears the search and returns the text the bar should show".
    let harness = SearchHarness()
    let bar = FakeSearchBar(binding: SearchFieldBinding(search: harness.search))
    bar.userEdits(to: "swift")
    harness.advance(20)
    bar.tapCancel()
    #expect(bar.text == "")
    #expect(harness.search.query == nil)
    #expect(harness.names.isEmpty)
  }

  @Test func afterUnbindEventsAreIgnored() {
    let harness = SearchHarness()
    let binding = SearchFieldBinding(search: harness.search)
    binding.unbind()
    #expect(!binding.isBound)
    binding.textChanged("swift")
    binding.searchButtonTapped()
    harness.advance(10)
    #expect(harness.store.requests.isEmpty)
  }
}
