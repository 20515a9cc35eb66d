// SPDX-License-Identifier: MIT

extension ScrollAnchor {
  /// The row id a scroll view that keeps its position by id (SwiftUI's `scrollPosition(id:)`)
  /// should hold after the rows change, by the rules of
  /// ``position(after:from:to:heightsBefore:heightsAfter:contentOffset:options:)`` without the
  /// geometry:
  /// - an id still in the list stays (the scroll view keeps that row where it is);
  /// - an id that left is replaced by the nearest row before it in the old order that is still in
  ///   the list, else the nearest after it, else the new first row;
  /// - with ``AnchorOptions/TopBehavior/revealsInsertedRows``, an id that was the first row (the
  ///   user at the top) becomes the new first row, so rows inserted at the top show.
  ///
  /// ```swift
  /// ScrollAnchor.keptID(3, oldIDs: [1, 2, 3, 4], newIDs: [0, 1, 2, 4])  // 2: 3 left, 2 was before it
  /// ScrollAnchor.keptID(1, oldIDs: [1, 2], newIDs: [0, 1, 2])           // 0: at the top, new rows show
  /// ```
  ///
  /// - Parameters:
  ///   - id: The id held now, or `nil`.
  ///   - oldIDs: The row ids before the change, in display order.
  ///   - newIDs: The row ids after the change, in display order.
  ///   - atTop: What happens when `id` is the first row.
  /// - Returns: The id to hold, or `nil` for an empty list or no id.
  /// - Complexity: O(*n* + *m*) for *n* old and *m* new rows: for models that see whole arrays; a
  ///   list view with a changeset uses the position form, O(changes).
  public static func keptID(
    _ id: RowID?,
    oldIDs: some Collection<RowID>,
    newIDs: some Collection<RowID>,
    atTop: AnchorOptions.TopBehavior = .revealsInsertedRows
  ) -> RowID? {
    guard let id else { return nil }
    if atTop == .revealsInsertedRows && oldIDs.first == id { return newIDs.first }
    let present = Set(newIDs)
    if present.contains(id) { return id }
    let old = Array(oldIDs)
    guard let index = old.firstIndex(of: id) else { return newIDs.first }
    return old[..<index].last(where: present.contains) ?? old[(index + 1)...].first(where: present.contains)
      ?? newIDs.first
  }
}
