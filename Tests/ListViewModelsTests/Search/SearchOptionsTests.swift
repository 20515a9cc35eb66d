// SPDX-License-Identifier: MIT

import ListViewModels
import Testing

@Suite struct SearchOptionsTests {
  @Test(
    arguments: [
      ("swift", 1, "swift"), ("  swift \n", 1, "swift"), ("", 1, nil), ("   ", 1, nil), ("s", 2, nil),
      (" sw ", 2, "sw"), ("a b", 3, "a b"), ("x", 0, "x"),
    ] as [(String, Int, String?)]
  )
  func queryIsTheTrimmedTextWithAMinimumLength(text: String, minimumLength: Int, query: String?) {
    // SearchOptions: "The text is trimmed of white space and new lines; a query shorter than
    // minimumLength (the empty text included) is no query".
    #expect(SearchOptions(minimumLength: minimumLength).query(for: text) == query)
  }

  @Test func noResultsNamesTheQuery() {
    #expect(SearchOptions().noResults("swift") == "No results for 'swift'")
    #expect(SearchOptions(recentFirstPages: -3).recentFirstPages == 0)
  }
}
