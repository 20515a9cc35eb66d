// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Maps each element to an inner sequence and relays the inner sequences one after another,
  /// in the order of the source elements.
  ///
  /// An element that arrives while an inner sequence is active waits in a queue; the selector
  /// is called for it, and its inner sequence subscribed, once the previous inner sequence has
  /// completed. The result completes when the source and every queued inner sequence have
  /// completed, and fails as soon as any of them fails.
  ///
  /// ```swift
  /// let saved = edits.concatMap { edit in api.save(edit) }  // saves run one at a time, in order
  /// ```
  ///
  /// - Parameter selector: Maps an element to its inner sequence. If it throws, the result fails
  ///   with that error.
  /// - Returns: The concatenated elements of the inner sequences.
  public func concatMap<Inner: ObservableType>(
    _ selector: @escaping @Sendable (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    flatten(.concat, selector)
  }
}
