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
/// changeset from the previous one, then ``updates`` emits both with their revisions. The first snapshot (replayed on subscription) comes with no
/// changeset: load the view from it. An update whose rebuilt sections diff as equal to the shown
/// ones emits neither.
///
/// Its life is its bindings': it follows the items from ``ItemsViewModel/sections(_:)`` until the
/// last subscription to ``sections``, ``changes`` or ``updates`` is disposed, and then ends (at the next change
/// of the items or row path mapped): an ended `ItemSections` maps no row path and is never updated
/// again, and a new subscription to it only gets its last snapshot. Call
/// ``ItemsViewModel/sections(_:)`` again for a new binding. One never subscribed lives as long as
/// the value; one whose value was dropped lives as long as its subscriptions.
public struct ItemSections<
  Header: Identifiable & Equatable & Sendable,
  Row: Identifiable & Equatable & Sendable
>: Sendable {
  /// The current sections (replayed to new subscribers).
  public let sections: Driver<SectionedSnapshot<Header, Row>>
  /// The changeset from the previous sections to the new ones, once per update.
  public let changes: Signal<SectionedChangeset>
  /// Each new snapshot with its changeset and revisions, in one value (the last one replayed to
  /// new subscribers): what `SectionedDataSource.receive(_:)` takes, so a changeset is only ever
  /// applied to the snapshot it was made from.
  ///
  /// Revisions are the view model's ``ListState/itemsRevision`` of each snapshot emitted; an
  /// update's `baseRevision` is the revision of the snapshot emitted before it.
  public let updates: Driver<SectionedUpdate<Header, Row>>
  /// Maps a row path of these sections to an item index.
  private let rowIndex: @MainActor @Sendable (RowPath) -> Int?
  /// Lives as long as this value: while it does, the pipeline runs even when nobody subscribed.
  let handle = SectionsHandle()

  /// Publishes `pipeline`'s relays themselves, with no operator between them and the Drivers, so
  /// an update costs what it did before pipelines had a lifetime (Benchmarks/README.md, "one
  /// effect runner"); `pipeline` lives as long as this value does, and its relays as long as a
  /// subscription to them.
  @MainActor
  init<Item>(_ pipeline: SectionsPipeline<Item, Header, Row>, scheduler: DriverScheduler) {
    sections = scheduler.driver(of: pipeline.sectionsRelay)
    changes = scheduler.signal(of: pipeline.changesRelay)
    updates = scheduler.driver(of: pipeline.updatesRelay)
    rowIndex = { path in pipeline.hasEnded ? nil : pipeline.itemIndex(of: path) }
  }

  /// The same, for sections of elements that are not all items (``ListElement``): `itemIndex`
  /// maps an element's index to its item's index, or to `nil` for a gap.
  @MainActor
  init<Item>(
    _ pipeline: SectionsPipeline<Item, Header, Row>,
    scheduler: DriverScheduler,
    itemIndex: @escaping @MainActor @Sendable (Int) -> Int?
  ) {
    sections = scheduler.driver(of: pipeline.sectionsRelay)
    changes = scheduler.signal(of: pipeline.changesRelay)
    updates = scheduler.driver(of: pipeline.updatesRelay)
    rowIndex = { path in pipeline.hasEnded ? nil : pipeline.itemIndex(of: path).flatMap(itemIndex) }
  }

  /// The index in the view model's ``ItemsViewModel/currentItems`` of the item shown at `path` of
  /// these sections (the last snapshot ``sections`` emitted), or `nil` when no row is there.
  ///
  /// Every item is a row, in order, except the header items of ``SectionBuilder/split(by:)``.
  /// Once these sections ended (their last subscription disposed) it is always `nil`.
  ///
  /// ```swift
  /// let days = viewModel.sections(.grouped { DayHeader(day: $0.day) })
  /// days.itemIndex(of: RowPath(section: 1, row: 0))  // the first item of the second day
  /// ```
  ///
  /// - Parameter path: A row path of these sections.
  /// - Returns: The item's index, or `nil`.
  /// - Complexity: O(1).
  @MainActor
  public func itemIndex(of path: RowPath) -> Int? {
    rowIndex(path)
  }
}

/// The token of one ``ItemSections`` value: its pipeline knows whether the value is still held.
final class SectionsHandle: Sendable {}

/// Keeps sections up to date with the items of a ``ListState``: the pipeline of one
/// ``ItemsViewModel/sections(_:)`` call or of one ListObservation `SectionsModel`.
@MainActor
package final class SectionsPipeline<
  Item: Sendable,
  Header: Identifiable & Equatable & Sendable,
  Row: Identifiable & Equatable & Sendable
> {
  private let builder: SectionBuilder<Item, Header, Row>
  /// The ``ListState/itemsRevision`` the sections show.
  package private(set) var revision: Int
  /// The index of the item shown by the first row of each section (where it would be, for an
  /// empty section): row *r* of section *s* shows item `sectionStarts[s] + r`.
  private var sectionStarts: [Int]
  /// The sections shown; it emits each new snapshot.
  package let sectionsRelay: BehaviorRelay<SectionedSnapshot<Header, Row>>
  /// Emits the changeset of each update, after the new snapshot.
  package let changesRelay = PublishRelay<SectionedChangeset>()
  /// The last snapshot emitted with its changeset and revisions; emits each update after
  /// ``changesRelay``.
  package let updatesRelay: BehaviorRelay<SectionedUpdate<Header, Row>>
  /// Whether the relays had an observer at some check.
  private var wasObserved = false
  /// Whether ``hasEnded`` found the relays unobserved after they had been observed.
  private var ended = false

  /// Splits `items` at `revision`.
  package init(builder: SectionBuilder<Item, Header, Row>, items: [Item], revision: Int) {
    self.builder = builder
    self.revision = revision
    let split = builder.split(items[...], nil)
    let snapshot = SectionedSnapshot(sections: split.sections)
    sectionsRelay = BehaviorRelay(value: snapshot)
    updatesRelay = BehaviorRelay(
      value: SectionedUpdate(snapshot: snapshot, changeset: SectionedChangeset(), revision: revision, baseRevision: nil)
    )
    sectionStarts = split.rowOffsets
  }

  /// Emits a new snapshot and its changeset on the three relays, in the documented order.
  private func emit(_ snapshot: SectionedSnapshot<Header, Row>?, _ changes: SectionedChangeset, revision: Int) {
    if let snapshot { sectionsRelay.accept(snapshot) }
    changesRelay.accept(changes)
    let base = updatesRelay.value.revision
    updatesRelay.accept(
      SectionedUpdate(snapshot: sectionsRelay.value, changeset: changes, revision: revision, baseRevision: base)
    )
  }

  /// Brings the sections to `items` at `revision`: when the only change since the last update is
  /// an append, splits the appended items onto the sections shown; otherwise splits all items again
  /// and diffs.
  ///
  /// - Returns: Whether new sections were emitted.
  /// - Complexity: O(*p*) for *p* appended items; O(*n*) otherwise.
  @discardableResult
  package func update(_ items: [Item], revision: Int, change: ItemsChange) -> Bool {
    guard revision != self.revision else { return false }
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
      emit(nil, changes, revision: revision)
      return true
    } else {
      let old = sectionsRelay.value
      let split = builder.split(items[...], nil)
      let snapshot = SectionedSnapshot(sections: split.sections)
      let changes = snapshot.changeset(from: old)
      sectionStarts = split.rowOffsets
      guard !changes.isEmpty else { return false }
      emit(snapshot, changes, revision: revision)
      return true
    }
  }

  /// Whether the bindings of its ``ItemSections`` were all disposed: its relays, observed at an
  /// earlier check, have no observer left. Once `true`, it stays `true`.
  ///
  /// Checked at each change of the items and each row path mapped: a pipeline subscribed only
  /// between two checks, or never, lives as long as its ``ItemSections``.
  ///
  /// - Complexity: O(1).
  var hasEnded: Bool {
    if ended { return true }
    if isObserved {
      wasObserved = true
    } else if wasObserved {
      ended = true
    }
    return ended
  }

  /// Whether a subscription to its relays runs now.
  var isObserved: Bool {
    sectionsRelay.hasObservers || changesRelay.hasObservers || updatesRelay.hasObservers
  }

  /// The index of the item shown at `path`; `nil` when no row is there.
  ///
  /// - Complexity: O(1).
  package func itemIndex(of path: RowPath) -> Int? {
    let sections = sectionsRelay.value.sections
    guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.row) else {
      return nil
    }
    return sectionStarts[path.section] + path.row
  }
}
