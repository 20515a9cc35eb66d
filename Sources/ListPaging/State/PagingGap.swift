// SPDX-License-Identifier: MIT

/// Items the server has but the list has not loaded, between two loaded items: the row a feed shows
/// as "load missing items".
///
/// A gap appears when a state made with ``PagingState/withGaps(_:)`` prepends a page that does not
/// join the loaded items (for ``OffsetIDPaging``, a full page of newer items): the page goes on top,
/// everything loaded stays below, and the gap sits between the page's last item (``newerID``) and
/// the first item that was loaded before (``olderID``).
///
/// Loading a gap (``PagingState/loadGap(_:)``) asks for the items just below ``newerID``, with the
/// strategy's ``PagingStrategy/gapRequest(below:)`` (for offset id, `.older(than: newerID,
/// pageSize:)`). The request carries one bound only, so `OffsetIDPaging.Request` keeps its three
/// cases and a store's exhaustive `switch` compiles unchanged; the state knows the lower bound and
/// stops at it:
///
/// - a page that holds ``olderID`` (or any item loaded below the gap) closes the gap: its items from
///   that one on are already loaded and are dropped;
/// - a page after which the strategy asks for no more (a short page) closes the gap: the server has
///   nothing more between;
/// - otherwise the new items go into the gap and its ``newerID`` moves down to the last of them;
///   ``olderID``, and so ``id``, stay the same while a gap fills.
///
/// ```swift
/// // Loaded: 50, 49 | gap(newer: 49, older: 10) | 10, 9 ...
/// state.loadGap(gap)  // [.load(#7 append .older(than: 49, pageSize: 2))]
/// // Answer 48, 47 (full): 50, 49, 48, 47 | gap(newer: 47, older: 10) | 10, 9 ...
/// ```
public struct PagingGap<ID: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// The id of the loaded item just above the gap (the newest side): the next gap load asks for
  /// items older than it.
  public var newerID: ID
  /// The id of the loaded item just below the gap (the oldest side): a gap load stops at it.
  public var olderID: ID

  /// The gap's identity, ``olderID``: it stays the same while the gap fills from the top, so a row
  /// keyed by it keeps its cell.
  public var id: ID { olderID }

  /// Creates a gap between two loaded items.
  ///
  /// ```swift
  /// let gap = PagingGap(newerID: 49, olderID: 10)
  /// ```
  ///
  /// - Parameters:
  ///   - newerID: The id of the loaded item just above the gap.
  ///   - olderID: The id of the loaded item just below the gap.
  public init(newerID: ID, olderID: ID) {
    self.newerID = newerID
    self.olderID = olderID
  }
}
