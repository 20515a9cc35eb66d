// SPDX-License-Identifier: MIT

import ListPaging

extension ListState {
  /// How many positions before ``items`` belong to pages dropped by the memory cap.
  ///
  /// Without a cap it is 0. With one, the item at `items[i]` is at position
  /// `placeholdersBefore + i`, and positions are what ``ListEvent/itemAppeared(index:)`` and
  /// ``ListEvent/itemSelected(index:)`` take.
  public var placeholdersBefore: Int { paging.placeholdersBefore }

  /// How many positions after ``items`` belong to pages dropped by the memory cap (0 without one).
  public var placeholdersAfter: Int { paging.placeholdersAfter }

  /// How many rows the list shows: placeholders before, items, placeholders after.
  public var positionCount: Int { placeholdersBefore + items.count + placeholdersAfter }

  /// The item on screen at a position, or `nil` for a placeholder or a position out of range.
  ///
  /// - Parameter position: A position, counting ``placeholdersBefore``.
  /// - Returns: The item, with its action changes, if it is held.
  /// - Complexity: O(1).
  public func item(at position: Int) -> Item? {
    let index = position - placeholdersBefore
    return items.indices.contains(index) ? items[index] : nil
  }
}
