// SPDX-License-Identifier: MIT

public import ListSections
public import ReactiveCore

/// The sections of an ``ItemsViewModel`` built by a ``SectionBuilder``, and the changeset of
/// every update, ready for a table view's batch updates.
///
/// ```swift
/// let output = viewModel.sections(.grouped { DayHeader(day: $0.day) })
/// output.changes.emit(onNext: { changes in tableView.apply(changes) })
/// ```
public struct ItemSections<
  Header: Identifiable & Equatable & Sendable,
  Row: Identifiable & Equatable & Sendable
>: Sendable {
  /// The current sections (replayed to new subscribers).
  public let sections: Driver<SectionedSnapshot<Header, Row>>
  /// The changeset from the previous sections to the new ones, once per update.
  public let changes: Signal<SectionedChangeset>
}

/// What changed in the displayed items.
enum ItemsChange {
  /// Anything may have changed.
  case reload
  /// Items were appended from this index on; the ones before did not change.
  case append(from: Int)
}

/// Keeps one builder's snapshot in step with the view model's items.
@MainActor
final class SectionsPipeline<
  Item: Sendable,
  Header: Identifiable & Equatable & Sendable,
  Row: Identifiable & Equatable & Sendable
> {
  private let builder: SectionBuilder<Item, Header, Row>
  private var snapshot: SectionedSnapshot<Header, Row>
  let sectionsRelay: BehaviorRelay<SectionedSnapshot<Header, Row>>
  let changesRelay = PublishRelay<SectionedChangeset>()

  init(builder: SectionBuilder<Item, Header, Row>, items: [Item]) {
    self.builder = builder
    snapshot = SectionedSnapshot(sections: builder.build(items))
    sectionsRelay = BehaviorRelay(value: snapshot)
  }

  /// Brings the snapshot up to date and emits it with its changeset.
  func update(_ items: [Item], _ change: ItemsChange) {
    let changes: SectionedChangeset
    if case .append(let start) = change, let append = builder.append {
      let oldSectionCount = snapshot.sectionCount
      let oldLastRowCount = snapshot.sections.last?.rows.count ?? 0
      append(&snapshot, items[start...])
      var rowInserts: [RowPath] = []
      if oldSectionCount > 0 {
        let section = oldSectionCount - 1
        let newCount = snapshot.sections[section].rows.count
        rowInserts = (oldLastRowCount..<newCount).map { RowPath(section: section, row: $0) }
      }
      changes = SectionedChangeset(
        sectionInserts: Array(oldSectionCount..<snapshot.sectionCount),
        rowInserts: rowInserts
      )
    } else {
      let old = snapshot
      snapshot = SectionedSnapshot(sections: builder.build(items))
      changes = snapshot.changeset(from: old)
    }
    guard !changes.isEmpty else { return }
    sectionsRelay.accept(snapshot)
    changesRelay.accept(changes)
  }
}
