// SPDX-License-Identifier: MIT

/// A page the memory cap dropped and the view model now reloads: where it sat in the list, the
/// request that first loaded it, and how many rows it held. A store with an archive answers it from
/// disk (``ItemsStore/archivedPage(_:parameters:writer:)``); without one the request goes to the
/// store as any load.
///
/// ```swift
/// // Rows 20..<40 were dropped above the held rows 40..<100; row 41 appeared:
/// // DroppedPage(edge: .beforeItems, neighbour: <row 40>, position: 20, count: 20, request: <page 2's request>)
/// ```
public struct DroppedPage<Item: Sendable, Request: Hashable & Sendable>: Sendable {
  /// Which side of the held items a dropped page sat on.
  public enum Edge: Sendable, Hashable {
    /// Just above the first held item.
    case beforeItems
    /// Just below the last held item.
    case afterItems
  }

  /// Which side of the held items the page sat on.
  public var edge: Edge
  /// The held item next to the page: the first held item for ``Edge/beforeItems``, the last for
  /// ``Edge/afterItems``.
  public var neighbour: Item
  /// The position of the page's first row: its index in the whole list, the rows of every dropped
  /// page above it included.
  public var position: Int
  /// How many rows the page held (its placeholders while it was dropped).
  public var count: Int
  /// The request that first loaded the page, which reloads it from the store.
  public var request: Request

  /// Creates the description of a dropped page.
  ///
  /// - Parameters:
  ///   - edge: Which side of the held items the page sat on.
  ///   - neighbour: The held item next to the page.
  ///   - position: The position of the page's first row in the whole list.
  ///   - count: How many rows the page held.
  ///   - request: The request that first loaded the page.
  public init(edge: Edge, neighbour: Item, position: Int, count: Int, request: Request) {
    self.edge = edge
    self.neighbour = neighbour
    self.position = position
    self.count = count
    self.request = request
  }
}
