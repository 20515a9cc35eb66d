// SPDX-License-Identifier: MIT

/// What ``ScrollAnchor`` needs from a changeset, indexed for lookups that do not walk the list:
/// sorted arrays for binary search, and maps for the (few) moves.
struct AnchorPlan {
  let changeset: SectionedChangeset
  /// Old indices of sections that leave their place (deleted or moved away), ascending.
  let removedSections: [Int]
  /// New indices of sections that take a place (inserted or moved in), ascending.
  let occupiedSections: [Int]
  let movedSectionsByOld: [Int: Int]
  let movedSectionsByNew: [Int: Int]
  /// Old paths of moved rows.
  let movedRowSources: Set<RowPath>

  /// - Complexity: O(*s* log *s* + *m*) for *s* section changes and *m* row moves.
  init(_ changeset: SectionedChangeset) {
    self.changeset = changeset
    removedSections = (changeset.sectionDeletes + changeset.sectionMoves.map(\.old)).sorted()
    occupiedSections = (changeset.sectionInserts + changeset.sectionMoves.map(\.new)).sorted()
    var byOld: [Int: Int] = [:]
    var byNew: [Int: Int] = [:]
    for move in changeset.sectionMoves {
      byOld[move.old] = move.new
      byNew[move.new] = move.old
    }
    movedSectionsByOld = byOld
    movedSectionsByNew = byNew
    movedRowSources = Set(changeset.rowMoves.map(\.old))
  }

  /// Whether an old section keeps its place among the sections that stay.
  func sectionStays(_ section: Int) -> Bool {
    movedSectionsByOld[section] == nil && !changeset.sectionDeletes.containsSorted(section)
  }

  /// Whether an old row keeps its place: neither it nor its section is deleted or moved.
  func stays(_ path: RowPath) -> Bool {
    sectionStays(path.section) && !changeset.rowDeletes.containsSorted(path) && !movedRowSources.contains(path)
  }

  /// The nearest staying row before `path` (else after it) in `old`, and its distance from the
  /// viewport's top given the anchor's.
  ///
  /// - Complexity: O((*k* + *h*) log *c*) for *k* rows and sections passed over and *h* rows in
  ///   the sections passed over that do not stay.
  func replacement<SectionModel, RowModel, Heights: ListHeights>(
    for path: RowPath,
    distance: Double,
    in old: SectionedSnapshot<SectionModel, RowModel>,
    heights: Heights
  ) -> (RowPath, Double)?
  where Heights.RowID == RowModel.ID, Heights.SectionID == SectionModel.ID {
    // Backwards: `gap` is the anchor's top minus the top of the row looked at.
    var section = path.section
    var row = path.row - 1
    var gap = 0.0
    while true {
      let rows = old.sections[section].rows
      if sectionStays(section) {
        while row >= 0 {
          gap += heights.rowHeight(rows[row].id)
          let candidate = RowPath(section: section, row: row)
          if stays(candidate) { return (candidate, distance - gap) }
          row -= 1
        }
      } else {
        for index in 0..<max(row + 1, 0) { gap += heights.rowHeight(rows[index].id) }
      }
      gap += heights.headerHeight(old.sections[section].model.id)
      section -= 1
      guard section >= 0 else { break }
      row = old.sections[section].rows.count - 1
    }
    // Forwards: `gap` is the top of the row looked at minus the anchor's top.
    section = path.section
    row = path.row + 1
    gap = heights.rowHeight(old[path].id)
    while true {
      let rows = old.sections[section].rows
      if sectionStays(section) {
        while row < rows.count {
          let candidate = RowPath(section: section, row: row)
          if stays(candidate) { return (candidate, distance + gap) }
          gap += heights.rowHeight(rows[row].id)
          row += 1
        }
      } else {
        for index in row..<rows.count { gap += heights.rowHeight(rows[index].id) }
      }
      section += 1
      guard section < old.sectionCount else { return nil }
      gap += heights.headerHeight(old.sections[section].model.id)
      row = 0
    }
  }

  /// The new index of an old section that stays: staying sections keep their order and fill the
  /// positions that inserted and moved sections leave free.
  func newSectionIndex(ofStaying section: Int) -> Int {
    Self.shift(section, removed: removedSections, occupied: occupiedSections)
  }

  /// The new row index of a staying row, in its section's new index.
  ///
  /// - Complexity: O(log *c* + *m* + *k* log *k*) for *k* changes in the two sections.
  func newRowIndex(ofStaying path: RowPath, newSection: Int) -> Int {
    let deletes = changeset.rowDeletes
    let firstDelete = deletes.lowerBound(RowPath(section: path.section, row: 0))
    let lastDelete = deletes.lowerBound(RowPath(section: path.section + 1, row: 0))
    var removed = deletes[firstDelete..<lastDelete].map(\.row)
    removed += changeset.rowMoves.lazy.filter { $0.old.section == path.section }.map(\.old.row)
    removed.sort()
    let inserts = changeset.rowInserts
    let firstInsert = inserts.lowerBound(RowPath(section: newSection, row: 0))
    let lastInsert = inserts.lowerBound(RowPath(section: newSection + 1, row: 0))
    var occupied = inserts[firstInsert..<lastInsert].map(\.row)
    occupied += changeset.rowMoves.lazy.filter { $0.new.section == newSection }.map(\.new.row)
    occupied.sort()
    return Self.shift(path.row, removed: removed, occupied: occupied)
  }

  /// Where an item that stays lands: its rank among the staying items, then the position with as
  /// many free positions before it.
  static func shift(_ old: Int, removed: [Int], occupied: [Int]) -> Int {
    let rank = old - removed.lowerBound(old)
    // occupied[i] - i never decreases, so the occupied positions before the landing place are a prefix.
    var low = 0
    var high = occupied.count
    while low < high {
      let mid = (low + high) / 2
      if occupied[mid] - mid <= rank { low = mid + 1 } else { high = mid }
    }
    return rank + low
  }

  /// Whether anything above a staying row may change height: a row or section inserted or
  /// deleted above it, moved across it or to a place above it, or updated above it (an update
  /// may resize a row or a header, a row moved next to the screen may show for the first time and
  /// trade its estimate for its height, and a view knows by how much only once it laid the batch
  /// out). A section moved with both ends above it changes nothing above it.
  ///
  /// - Complexity: O(log *c* + *m* + *s*) for *c* row changes, *m* row moves and *s* section
  ///   changes.
  func changesAbove(old: RowPath, new: RowPath) -> Bool {
    if changeset.sectionDeletes.contains(where: { $0 < old.section }) { return true }
    if changeset.sectionInserts.contains(where: { $0 < new.section }) { return true }
    if changeset.sectionUpdates.contains(where: { $0.new <= new.section }) { return true }
    if changeset.sectionMoves.contains(where: { ($0.old < old.section) != ($0.new < new.section) }) { return true }
    if changeset.rowDeletes.lowerBound(old) > 0 || changeset.rowInserts.lowerBound(new) > 0 { return true }
    if changeset.rowUpdates.first.map({ $0.new < new }) == true { return true }
    return changeset.rowMoves.contains { $0.old < old || $0.new < new }
  }

  /// The content's new height minus its old one.
  ///
  /// - Complexity: O(*c* + *h*) for *c* changes and *h* rows in inserted, deleted or moved
  ///   sections.
  func heightChange<SectionModel, RowModel, Before: ListHeights, After: ListHeights>(
    old: (snapshot: SectionedSnapshot<SectionModel, RowModel>, heights: Before),
    new: (snapshot: SectionedSnapshot<SectionModel, RowModel>, heights: After)
  ) -> Double
  where
    Before.RowID == RowModel.ID, After.RowID == RowModel.ID,
    Before.SectionID == SectionModel.ID, After.SectionID == SectionModel.ID
  {
    // An anchor past the end: everything is above it.
    heightAbove(
      old: (RowPath(section: old.snapshot.sectionCount, row: 0), old.snapshot, old.heights),
      new: (RowPath(section: new.snapshot.sectionCount, row: 0), new.snapshot, new.heights)
    )
  }

  /// The height above the anchor in the new layout minus the height above it in the old one.
  func heightAbove<SectionModel, RowModel, Before: ListHeights, After: ListHeights>(
    old: (anchor: RowPath, snapshot: SectionedSnapshot<SectionModel, RowModel>, heights: Before),
    new: (anchor: RowPath, snapshot: SectionedSnapshot<SectionModel, RowModel>, heights: After)
  ) -> Double
  where
    Before.RowID == RowModel.ID, After.RowID == RowModel.ID,
    Before.SectionID == SectionModel.ID, After.SectionID == SectionModel.ID
  {
    let oldSection = old.anchor.section
    let newSection = new.anchor.section
    func wholeOld(_ index: Int) -> Double {
      let section = old.snapshot.sections[index]
      return section.rows.reduce(old.heights.headerHeight(section.model.id)) { $0 + old.heights.rowHeight($1.id) }
    }
    func wholeNew(_ index: Int) -> Double {
      let section = new.snapshot.sections[index]
      return section.rows.reduce(new.heights.headerHeight(section.model.id)) { $0 + new.heights.rowHeight($1.id) }
    }
    // Rows are counted one by one only in sections above the anchor before and after, and in the
    // anchor's own; a section that crosses the anchor is counted whole.
    func rowLevel(old index: Int) -> Bool {
      if let moved = movedSectionsByOld[index] { return index < oldSection && moved < newSection }
      return index <= oldSection
    }
    func rowLevel(new index: Int) -> Bool {
      if let moved = movedSectionsByNew[index] { return moved < oldSection && index < newSection }
      return index <= newSection
    }
    var delta = 0.0
    for index in changeset.sectionDeletes.prefix(while: { $0 < oldSection }) { delta -= wholeOld(index) }
    for index in changeset.sectionInserts.prefix(while: { $0 < newSection }) { delta += wholeNew(index) }
    for move in changeset.sectionMoves {
      switch (move.old < oldSection, move.new < newSection) {
      case (true, true):
        delta += new.heights.headerHeight(new.snapshot.sections[move.new].model.id)
        delta -= old.heights.headerHeight(old.snapshot.sections[move.old].model.id)
      case (true, false): delta -= wholeOld(move.old)
      case (false, true): delta += wholeNew(move.new)
      case (false, false): break
      }
    }
    for update in changeset.sectionUpdates where movedSectionsByNew[update.new] == nil && update.new <= newSection {
      delta += new.heights.headerHeight(new.snapshot.sections[update.new].model.id)
      delta -= old.heights.headerHeight(old.snapshot.sections[update.old].model.id)
    }
    let deletes = changeset.rowDeletes
    for path in deletes[..<deletes.lowerBound(old.anchor)] where rowLevel(old: path.section) {
      delta -= old.heights.rowHeight(old.snapshot[path].id)
    }
    let inserts = changeset.rowInserts
    for path in inserts[..<inserts.lowerBound(new.anchor)] where rowLevel(new: path.section) {
      delta += new.heights.rowHeight(new.snapshot[path].id)
    }
    for move in changeset.rowMoves {
      if move.old < old.anchor && rowLevel(old: move.old.section) {
        delta -= old.heights.rowHeight(old.snapshot[move.old].id)
      }
      if move.new < new.anchor && rowLevel(new: move.new.section) {
        delta += new.heights.rowHeight(new.snapshot[move.new].id)
      }
    }
    for update in changeset.rowUpdates {
      guard update.new < new.anchor else { break }  // sorted by new path
      guard !movedRowSources.contains(update.old), rowLevel(new: update.new.section) else { continue }
      delta += new.heights.rowHeight(new.snapshot[update.new].id)
      delta -= old.heights.rowHeight(old.snapshot[update.old].id)
    }
    return delta
  }
}

extension Array where Element: Comparable {
  /// The first index whose element is not less than `value`, in a sorted array.
  ///
  /// - Complexity: O(log *n*).
  func lowerBound(_ value: Element) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if self[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Whether a sorted array holds `value`.
  ///
  /// - Complexity: O(log *n*).
  func containsSorted(_ value: Element) -> Bool {
    let index = lowerBound(value)
    return index < count && self[index] == value
  }
}
