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
  /// The index of the first item of each section: row paths map to items by counting rows.
  private var sectionStarts: [Int] = []
  let sectionsRelay: BehaviorRelay<SectionedSnapshot<Header, Row>>
  let changesRelay = PublishRelay<SectionedChangeset>()

  init(builder: SectionBuilder<Item, Header, Row>, items: [Item], revision: Int) {
    self.builder = builder
    self.revision = revision
    sectionsRelay = BehaviorRelay(value: SectionedSnapshot(sections: builder.build(items)))
    indexSections(from: 0)
  }

  /// Brings the sections to `items` at `revision`: appends in place when the only change since
  /// the last update is an append and the builder can append, else rebuilds and diffs.
  ///
  /// - Complexity: O(*p*) for *p* appended items with an appending builder; O(*n*) otherwise.
  func update(_ items: [Item], revision: Int, change: ItemsChange) {
    guard revision != self.revision else { return }
    let follows = revision == self.revision + 1
    self.revision = revision
    if follows, case .append(let start) = change, let append = builder.append {
      let (changes, oldSectionCount) = sectionsRelay.update { snapshot in
        let oldSectionCount = snapshot.sectionCount
        let oldLastRowCount = snapshot.sections.last?.rows.count ?? 0
        append(&snapshot, items[start...])
        var rowInserts: [RowPath] = []
        if oldSectionCount > 0 {
          let section = oldSectionCount - 1
          rowInserts = (oldLastRowCount..<snapshot.sections[section].rows.count).map {
            RowPath(section: section, row: $0)
          }
        }
        let changes = SectionedChangeset(
          sectionInserts: Array(oldSectionCount..<snapshot.sectionCount),
          rowInserts: rowInserts
        )
        return (changes, oldSectionCount)
      }
      indexSections(from: max(0, oldSectionCount - 1))
      changesRelay.accept(changes)
    } else {
      let old = sectionsRelay.value
      let snapshot = SectionedSnapshot(sections: builder.build(items))
      let changes = snapshot.changeset(from: old)
      guard !changes.isEmpty else { return }
      sectionsRelay.accept(snapshot)
      indexSections(from: 0)
      changesRelay.accept(changes)
    }
  }

  /// The index of the item shown at `path`, counting rows; `nil` when no row is there.
  ///
  /// - Complexity: O(1).
  func itemIndex(of path: RowPath) -> Int? {
    let sections = sectionsRelay.value.sections
    guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.row) else {
      return nil
    }
    return sectionStarts[path.section] + path.row
  }

  /// Recomputes where sections start, from section `first` on.
  private func indexSections(from first: Int) {
    let sections = sectionsRelay.value.sections
    sectionStarts.removeSubrange(min(first, sectionStarts.count)...)
    var start = first == 0 ? 0 : sectionStarts[first - 1] + sections[first - 1].rows.count
    for index in sectionStarts.count..<sections.count {
      sectionStarts.append(start)
      start += sections[index].rows.count
    }
  }
}
