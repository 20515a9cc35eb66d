// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Maps an element to an inner sequence only when no inner sequence is active, and relays the
  /// events of that inner sequence; elements arriving meanwhile are ignored.
  ///
  /// Use it for actions that must not overlap: a second tap on "Load more" while a page is
  /// loading does nothing. The selector is not called for ignored elements. The result
  /// completes when the source and the active inner sequence have completed, and fails as soon
  /// as either fails.
  ///
  /// ```swift
  /// let pages = loadMoreTaps.flatMapFirst { api.loadNextPage() }  // taps while loading are ignored
  /// ```
  ///
  /// - Parameter selector: Maps an element to its inner sequence. If it throws, the result fails
  ///   with that error.
  /// - Returns: The elements of the inner sequences, one inner sequence at a time.
  public func flatMapFirst<Inner: ObservableType>(
    _ selector: @escaping @Sendable (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    flatten(.first, selector)
  }
}
