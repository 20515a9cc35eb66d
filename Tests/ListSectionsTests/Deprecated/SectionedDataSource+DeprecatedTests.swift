// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import TestSupport
import Testing

/// The 0.x spellings `receive(sections:)` / `receive(changes:)`, called as 0.x code called them.
///
/// The calls go through ``ZeroXDataSourceSpelling`` so this file compiles without deprecation
/// warnings (CI builds tests with warnings as errors); the protocol's witnesses are the deprecated
/// methods themselves.
@MainActor
@Suite struct SectionedDataSourceDeprecatedTests {
  // "It now shows `snapshot` at once, as apply(_:changeset:) does without a changeset: the view
  // animates the same rows"
  @Test func theOldTwoStreamFeedStillShowsEachSnapshotAnimated() {
    let harness = DataSourceHarness(table: false)
    let old: any ZeroXDataSourceSpelling<Group, Item> = harness.dataSource
    let first = flat([1, 2])
    let second = flat([1, 2, 3])
    harness.dataSource.reload(first)  // 0.x: the first, replayed snapshot was shown with reload
    old.receive(changes: second.changeset(from: first))
    old.receive(sections: second)
    #expect(harness.dataSource.snapshot == second)
    #expect(harness.engine.texts == DataSourceHarness.texts(of: second))
    #expect(harness.engine.batchCount == 1)
    #expect(harness.engine.reloadDataCount == 1)
    #expect(harness.engine.violations.isEmpty)
    #expect(old.hasPendingSnapshots == false)
    // "`path` itself since 1.0"
    #expect(old.pathInNewestSnapshot(RowPath(section: 0, row: 2)) == RowPath(section: 0, row: 2))
  }

  // "a lost or repeated element can no longer pair a changeset with a snapshot it was not made
  // from"
  @Test func aLostChangesetNoLongerPairsTheNextChangesetWithTheWrongSnapshot() {
    let harness = DataSourceHarness(table: true)
    let old: any ZeroXDataSourceSpelling<Group, Item> = harness.dataSource
    let first = flat([1, 2])
    let lost = flat([1, 3])
    let next = flat([1, 3, 4])
    harness.dataSource.reload(first)
    // The changeset to `lost` never arrives; FIFO pairing gave `lost` the changeset to `next`.
    old.receive(sections: lost)
    old.receive(changes: next.changeset(from: lost))
    old.receive(sections: next)
    #expect(harness.dataSource.snapshot == next)
    #expect(harness.engine.texts == [["1", "3", "4"]])
    #expect(harness.engine.violations.isEmpty)
  }
}

/// The deprecated 0.x members, reached through a protocol so that calling them is not a warning.
@MainActor
protocol ZeroXDataSourceSpelling<SectionModel, RowModel> {
  associatedtype SectionModel: Identifiable & Equatable
  associatedtype RowModel: Identifiable & Equatable
  func receive(sections snapshot: SectionedSnapshot<SectionModel, RowModel>)
  func receive(changes changeset: SectionedChangeset)
  var hasPendingSnapshots: Bool { get }
  func pathInNewestSnapshot(_ path: RowPath) -> RowPath?
}

extension SectionedDataSource: ZeroXDataSourceSpelling {}
