// SPDX-License-Identifier: MIT

import Foundation

/// A cell of the fake views: it remembers its reuse identifier and what it was configured with.
@MainActor
class FakeCell {
  /// The identifier it was dequeued with.
  let reuseIdentifier: String
  /// The text its configure closure wrote (`nil` until configured).
  var text: String?
  /// How many times it was configured.
  var configureCount = 0

  required init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
  }
}

/// A second cell class, for models whose cell type changes.
@MainActor
final class FakeBadgeCell: FakeCell {}

/// A section header view of the fake views.
@MainActor
final class FakeHeader {
  /// The identifier it was dequeued with.
  let reuseIdentifier: String
  /// The text its configure closure wrote.
  var text: String?

  init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
  }
}

/// What the fake views ask their data source, as `UITableViewDataSource` and
/// `UICollectionViewDataSource` are asked (plus the header view, which UIKit asks its delegate).
@MainActor
protocol FakeViewDataSource: AnyObject {
  /// The number of sections.
  func numberOfSections(in engine: FakeListEngine) -> Int
  /// The number of rows of a section.
  func numberOfRows(inSection section: Int, in engine: FakeListEngine) -> Int
  /// The cell for a row, dequeued from `engine`.
  func cell(at indexPath: IndexPath, in engine: FakeListEngine) -> FakeCell
  /// The header view of a section (`nil`: no header), dequeued from `engine`.
  func header(inSection section: Int, in engine: FakeListEngine) -> FakeHeader?
}
