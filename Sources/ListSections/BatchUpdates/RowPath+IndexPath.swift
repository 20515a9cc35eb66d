// SPDX-License-Identifier: MIT

public import Foundation

extension IndexPath {
  /// The two-index path `[section, row]` of a row path, as a table or collection view uses it.
  ///
  /// ```swift
  /// let indexPath = IndexPath(RowPath(section: 1, row: 4))
  /// // indexPath == [1, 4]; on Apple platforms indexPath.section == 1, indexPath.row == 4
  /// ```
  ///
  /// - Parameter path: A row path.
  public init(_ path: RowPath) {
    self.init(indexes: [path.section, path.row])
  }
}

extension RowPath {
  /// The row path of a two-index `IndexPath` (`[section, row]`), or `nil` when it has another
  /// number of indices.
  ///
  /// ```swift
  /// RowPath(IndexPath(indexes: [1, 4]))  // [1, 4]
  /// RowPath(IndexPath(index: 1))         // nil
  /// ```
  ///
  /// - Parameter indexPath: An index path of a table or collection view.
  public init?(_ indexPath: IndexPath) {
    guard indexPath.count == 2 else { return nil }
    self.init(section: indexPath[0], row: indexPath[1])
  }
}
