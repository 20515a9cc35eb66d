// SPDX-License-Identifier: MIT

public import ListSections
public import ReactiveCore
import ReactiveListInternals

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
///
/// Its life is its bindings': it follows the items from ``ItemsViewModel/sections(_:)`` until the
/// last subscription to ``sections`` or ``changes`` is disposed, and then ends. An ended
/// `ItemSections` maps no row path, and subscribing to it again completes at once; call
/// ``ItemsViewModel/sections(_:)`` again for a new binding.
public struct ItemSections<
  Header: Identifiable & Equatable & Sendable,
  Row: Identifiable & Equatable & Sendable
>: Sendable {
  /// The current sections (replayed to new subscribers).
  public let sections: Driver<SectionedSnapshot<Header, Row>>
  /// The changeset from the previous sections to the new ones, once per update.
  public let changes: Signal<SectionedChangeset>
  /// Maps a row path of these sections to an item index.
  private let rowIndex: @MainActor @Sendable (RowPath) -> Int?

  /// Publishes `pipeline`, which lives as long as a subscription to it or this value does, until
  /// `lifetime` ends.
  @MainActor
  init<Item>(
    _ pipeline: SectionsPipeline<Item, Header, Row>,
    lifetime: SectionsLifetime,
    scheduler: DriverScheduler
  ) {
    sections = scheduler.driver(lifetime.counting(pipeline.sectionsRelay.asObservable(), keeping: pipeline))
    changes = scheduler.signal(lifetime.counting(pipeline.changesRelay.asObservable(), keeping: pipeline))
    rowIndex = { path in lifetime.isEnded ? nil : pipeline.itemIndex(of: path) }
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

/// Whether the bindings of one ``ItemSections`` still run: live from its creation until its last
/// subscription is disposed, then ended for good. Subscriptions and disposals may come from any
/// thread.
final class SectionsLifetime: Sendable {
  private struct Count {
    var subscriptions = 0
    var isEnded = false
  }

  private let count = LockedState(Count())

  /// Whether the last subscription was disposed.
  var isEnded: Bool { count.withLock { $0.isEnded } }

  /// `source`, counted: each subscription keeps `owner` alive and the lifetime going; disposing
  /// the last one ends it. Once ended, a subscription completes at once.
  func counting<Element: Sendable>(_ source: Observable<Element>, keeping owner: some AnyObject & Sendable)
    -> Observable<Element>
  {
    Observable.create { [self] observer in
      let started = count.withLock { count in
        guard !count.isEnded else { return false }
        count.subscriptions += 1
        return true
      }
      guard started else {
        observer.onCompleted()
        return Disposables.create()
      }
      let subscription = source.subscribe(observer)
      return Disposables.create { [self] in
        subscription.dispose()
        withExtendedLifetime(owner) {}
        count.withLock { count in
          count.subscriptions -= 1
          if count.subscriptions == 0 { count.isEnded = true }
        }
      }
    }
  }
}

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

  /// Splits `items` at `revision`.
  package init(builder: SectionBuilder<Item, Header, Row>, items: [Item], revision: Int) {
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
      changesRelay.accept(changes)
      return true
    } else {
      let old = sectionsRelay.value
      let split = builder.split(items[...], nil)
      let snapshot = SectionedSnapshot(sections: split.sections)
      let changes = snapshot.changeset(from: old)
      sectionStarts = split.rowOffsets
      guard !changes.isEmpty else { return false }
      sectionsRelay.accept(snapshot)
      changesRelay.accept(changes)
      return true
    }
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
