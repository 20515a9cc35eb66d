// SPDX-License-Identifier: MIT

public import ListSections
public import ReactiveCore

/// The sections of an ``ItemsViewModel`` built by a ``SectionBuilder``, and the changeset of
/// every update, ready for a table view's batch updates.
///
/// ```swift
/// let output = viewModel.sections(.grouped { DayHeader(day: $0.day) })
/// output.changes.emit(onNext: { changes in print(changes.changeCount, "changes") }).disposed(by: bag)
/// // A table or collection view: let a SectionedDataSource apply them.
/// dataSource.bind(output, of: viewModel).disposed(by: bag)
/// ```
///
/// The order of an update: ``sections`` emits the new snapshot, then ``changes`` emits the
/// changeset from the previous one. The first snapshot (replayed on subscription) comes with no
/// changeset: load the view from it. An update whose rebuilt sections diff as equal to the shown
/// ones emits neither.
public struct ItemSections<
  Header: Identifiable & Equatable & Sendable,
  Row: Identifiable & Equatable & Sendable
>: Sendable {
  /// The current sections (replayed to new subscribers).
  public let sections: Driver<SectionedSnapshot<Header, Row>>
  /// The changeset from the previous sections to the new ones, once per update.
  public let changes: Signal<SectionedChangeset>
}

/// Keeps the sections of one ``ItemsViewModel/sections(_:)`` call up to date with the items.
@MainActor
final class SectionsPipeline<
  Item: Sendable,
  Header: Identifiable & Equatable & Sendable,
  Row: Identifiable & Equatable & Sendable
> {
  private let builder: SectionBuilder<Item, Header, Row>
  /// The ``ListState/itemsRevision`` the sections show.
  private var revision: Int
  /// The index of the item shown by the first row of each section (where it would be, for an
  /// empty section): row *r* of section *s* shows item `sectionStarts[s] + r`.
  private var sectionStarts: [Int]
  let sectionsRelay: BehaviorRelay<SectionedSnapshot<Header, Row>>
  let changesRelay = PublishRelay<SectionedChangeset>()

  init(builder: SectionBuilder<Item, Header, Row>, items: [Item], revision: Int) {
    self.builder = builder
    self.revision = revision
    let split = builder.split(items[...], nil)
    sectionsRelay = BehaviorRelay(value: SectionedSnapshot(sections: split.sections))
    sectionStarts = split.rowOffsets
  }

  /// Brings the sections to `items` at `revision`: when the only change since the last update is
  /// an append, splits the appended items onto the sections shown; otherwise splits all items again
  /// and diffs.
  ///
  /// - Complexity: O(*p*) for *p* appended items; O(*n*) otherwise.
  func update(_ items: [Item], revision: Int, change: ItemsChange) {
    guard revision != self.revision else { return }
    let follows = revision == self.revision + 1
    self.revision = revision
    if follows, case .append(let start) = change {
      let changes = sectionsRelay.update { snapshot in
        let sectionCount = snapshot.sectionCount
        // Read the last section's model and row count, never keep the section: a copy of its rows
        // would make appending to them copy them all.
        let split = builder.split(items[start...], snapshot.sections.last?.model)
        var rowInserts: [RowPath] = []
        if let rowCount = snapshot.sections.last?.rows.count, !split.continuingRows.isEmpty {
          rowInserts = (rowCount..<rowCount + split.continuingRows.count).map {
            RowPath(section: sectionCount - 1, row: $0)
          }
          snapshot.appendRows(split.continuingRows, toSection: sectionCount - 1)
        }
        for section in split.sections { snapshot.appendSection(section.model, rows: section.rows) }
        sectionStarts += split.rowOffsets.map { start + $0 }
        return SectionedChangeset(
          sectionInserts: Array(sectionCount..<snapshot.sectionCount),
          rowInserts: rowInserts
        )
      }
      changesRelay.accept(changes)
    } else {
      let old = sectionsRelay.value
      let split = builder.split(items[...], nil)
      let snapshot = SectionedSnapshot(sections: split.sections)
      let changes = snapshot.changeset(from: old)
      sectionStarts = split.rowOffsets
      guard !changes.isEmpty else { return }
      sectionsRelay.accept(snapshot)
      changesRelay.accept(changes)
    }
  }

  /// The index of the item shown at `path`; `nil` when no row is there.
  ///
  /// - Complexity: O(1).
  func itemIndex(of path: RowPath) -> Int? {
    let sections = sectionsRelay.value.sections
    guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.row) else {
      return nil
    }
    return sectionStarts[path.section] + path.row
  }
}
