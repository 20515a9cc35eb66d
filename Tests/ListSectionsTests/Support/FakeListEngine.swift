// SPDX-License-Identifier: MIT

import Foundation

/// UIKit's batch-update rules, as the fake table and collection views enforce them.
///
/// Written from Apple's documentation of `performBatchUpdates(_:completion:)` and of the
/// insert/delete/move/reload methods, independently of ListSections' own replay:
/// - the view keeps what it loaded; before a batch it has counts (it asks the data source first if
///   it never loaded), after the updates block it asks the data source again;
/// - deletes (sections and rows) and the sources of moves are in the *original* index space,
///   inserts and the destinations of moves in the *final* one; reloads in the original one;
/// - nothing is deleted or moved away twice, or inserted or moved to twice; a moved or deleted item
///   is not reloaded; no row operation inside a section being deleted or inserted;
/// - section count after = before − deleted + inserted; rows per kept section after = before −
///   deleted − moved away + inserted + moved in; otherwise UIKit raises
///   `NSInternalInconsistencyException` (here: a recorded violation, then a full reload).
///
/// Cells that stay on screen are the same objects before and after (moved ones included): only
/// inserted and reloaded rows get new cells from the data source, and a reconfigured row is
/// configured again *in its existing cell*. So if an update is not reconfigured, the stale text
/// stays visible, as it would on a device. Every row counts as on screen.
@MainActor
final class FakeListEngine {
  /// What one section shows.
  struct Section {
    var header: FakeHeader?
    var cells: [FakeCell]
  }

  /// The operations recorded by one batch (explicit, or implicit for a call outside a batch).
  struct Batch {
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionMoves: [(from: Int, to: Int)] = []
    var sectionReloads: [Int] = []
    var rowDeletes: [IndexPath] = []
    var rowInserts: [IndexPath] = []
    var rowMoves: [(from: IndexPath, to: IndexPath)] = []
    var rowReloads: [IndexPath] = []
    var rowReconfigures: [IndexPath] = []
  }

  /// A broken rule.
  struct Violation: Error, CustomStringConvertible {
    var description: String
  }

  weak var dataSource: (any FakeViewDataSource)?
  /// What is shown; `nil` until the first load.
  private(set) var sections: [Section]?
  /// Every broken rule, in order. A test expects this to stay empty.
  private(set) var violations: [String] = []
  /// Every call, by name, in order.
  private(set) var calls: [String] = []
  /// How many explicit batches ran.
  private(set) var batchCount = 0
  /// How many times `reloadData()` ran.
  private(set) var reloadDataCount = 0
  /// How many times each row (by final path) was reconfigured, since the last `resetCounters()`.
  private(set) var reconfigured: [IndexPath: Int] = [:]
  /// How many times each row (by final path) was reloaded, since the last `resetCounters()`.
  private(set) var reloadedRows: [IndexPath: Int] = [:]
  /// Sections reloaded since the last `resetCounters()`.
  private(set) var reloadedSections: [Int] = []
  /// Runs inside a batch, after its updates block: a stand-in for UIKit calling back mid-batch.
  var duringBatch: (() -> Void)?

  private var batch: Batch?
  private var cellClasses: [String: FakeCell.Type] = [:]
  private var headerIdentifiers: Set<String> = []
  /// The cell a reconfigure hands back from `dequeueCell`, as UIKit does.
  private var reconfiguring: FakeCell?

  // MARK: Registration and dequeueing

  func register(_ cellClass: FakeCell.Type, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass
  }

  func registerHeader(forReuseIdentifier identifier: String) {
    headerIdentifiers.insert(identifier)
  }

  func dequeueCell(withIdentifier identifier: String) -> FakeCell {
    if let cell = reconfiguring {
      if cell.reuseIdentifier != identifier {
        violations.append("a reconfigure dequeued \(identifier) for a \(cell.reuseIdentifier) cell")
      }
      return cell
    }
    guard let cellClass = cellClasses[identifier] else {
      violations.append("no cell class registered for \(identifier)")
      return FakeCell(reuseIdentifier: identifier)
    }
    return cellClass.init(reuseIdentifier: identifier)
  }

  func dequeueHeader(withIdentifier identifier: String) -> FakeHeader {
    if !headerIdentifiers.contains(identifier) { violations.append("no header registered for \(identifier)") }
    return FakeHeader(reuseIdentifier: identifier)
  }

  // MARK: What is shown

  /// The text of every cell, section by section.
  var texts: [[String?]] { (sections ?? []).map { $0.cells.map(\.text) } }
  /// The text of every section's header (`nil`: no header view).
  var headerTexts: [String?] { (sections ?? []).map { $0.header?.text } }

  func headerView(forSection section: Int) -> FakeHeader? {
    guard let sections, sections.indices.contains(section) else { return nil }
    return sections[section].header
  }

  func resetCounters() {
    reconfigured = [:]
    reloadedRows = [:]
    reloadedSections = []
  }

  // MARK: Operations

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    calls.append("performBatchUpdates")
    if batch != nil {  // nested: coalesced into the outer batch
      updates?()
      completion?(true)
      return
    }
    if sections == nil { load() }
    batch = Batch()
    updates?()
    duringBatch?()
    let recorded = batch ?? Batch()
    batch = nil
    batchCount += 1
    commit(recorded)
    completion?(true)
  }

  func reloadData() {
    calls.append("reloadData")
    reloadDataCount += 1
    if batch != nil { violations.append("reloadData inside a batch") }
    load()
  }

  /// Records an operation in the running batch, or runs it as a batch of its own.
  func record(_ name: String, _ change: (inout Batch) -> Void) {
    calls.append(name)
    if batch != nil {
      change(&batch!)
    } else {
      if sections == nil { load() }
      var single = Batch()
      change(&single)
      commit(single)
    }
  }

  // MARK: Applying a batch

  private func load() {
    guard let dataSource else {
      sections = []
      return
    }
    sections = []
    let count = dataSource.numberOfSections(in: self)
    sections = (0..<count).map { makeSection($0, dataSource) }
  }

  private func makeSection(_ index: Int, _ dataSource: any FakeViewDataSource) -> Section {
    Section(
      header: dataSource.header(inSection: index, in: self),
      cells: (0..<dataSource.numberOfRows(inSection: index, in: self)).map {
        dataSource.cell(at: IndexPath(indexes: [index, $0]), in: self)
      }
    )
  }

  private func commit(_ batch: Batch) {
    do {
      try apply(batch)
    } catch {
      violations.append(error.description)
      load()
    }
  }

  // One pass per rule; long, but each step reads as the rule it checks.
  private func apply(_ batch: Batch) throws(Violation) {
    guard let dataSource else { return }
    let old = sections ?? []
    let newCount = dataSource.numberOfSections(in: self)
    func fail(_ message: String) -> Violation { Violation(description: message) }

    // Sections.
    var leaving = Set<Int>()
    for index in batch.sectionDeletes {
      guard old.indices.contains(index) else { throw fail("delete of section \(index), \(old.count) before") }
      guard leaving.insert(index).inserted else { throw fail("section \(index) deleted twice") }
    }
    for move in batch.sectionMoves {
      guard old.indices.contains(move.from) else { throw fail("move of section \(move.from), \(old.count) before") }
      guard leaving.insert(move.from).inserted else { throw fail("section \(move.from) deleted and moved") }
    }
    var arriving = Set<Int>()
    var movedTo: [Int: Int] = [:]
    for index in batch.sectionInserts {
      guard (0..<newCount).contains(index) else { throw fail("insert of section \(index), \(newCount) after") }
      guard arriving.insert(index).inserted else { throw fail("section \(index) inserted twice") }
    }
    for move in batch.sectionMoves {
      guard (0..<newCount).contains(move.to) else { throw fail("move to section \(move.to), \(newCount) after") }
      guard arriving.insert(move.to).inserted else { throw fail("section \(move.to) inserted and moved to") }
      movedTo[move.to] = move.from
    }
    let reloadedSections = Set(batch.sectionReloads)
    for index in reloadedSections {
      guard old.indices.contains(index) else { throw fail("reload of section \(index), \(old.count) before") }
      guard !leaving.contains(index) else { throw fail("reload of section \(index), which is deleted or moved") }
    }
    let expectedSections = old.count - batch.sectionDeletes.count + batch.sectionInserts.count
    guard expectedSections == newCount else {
      throw fail("invalid number of sections: \(newCount) after the update, \(expectedSections) expected")
    }
    let inserted = Set(batch.sectionInserts)
    var kept = old.indices.filter { !leaving.contains($0) }.makeIterator()
    var sourceOf = [Int?](repeating: nil, count: newCount)
    var newIndexOf: [Int: Int] = [:]
    for index in 0..<newCount where !inserted.contains(index) {
      sourceOf[index] = movedTo[index] ?? kept.next()
      if let source = sourceOf[index] { newIndexOf[source] = index }
    }

    // Rows.
    var removed: [Int: Set<Int>] = [:]
    func remove(_ path: IndexPath) throws(Violation) {
      guard path.count == 2 else { throw fail("index path \(path) is not [section, row]") }
      guard old.indices.contains(path[0]), old[path[0]].cells.indices.contains(path[1]) else {
        throw fail("delete or move of row \(path), out of range before the update")
      }
      guard newIndexOf[path[0]] != nil else { throw fail("row \(path) changed in a section being deleted") }
      guard removed[path[0], default: []].insert(path[1]).inserted else { throw fail("row \(path) removed twice") }
    }
    for path in batch.rowDeletes { try remove(path) }
    for move in batch.rowMoves { try remove(move.from) }
    var placed: [Int: [Int: IndexPath?]] = [:]
    func place(_ path: IndexPath, from origin: IndexPath?) throws(Violation) {
      guard path.count == 2 else { throw fail("index path \(path) is not [section, row]") }
      guard (0..<newCount).contains(path[0]) else { throw fail("insert or move to row \(path), no such section") }
      guard sourceOf[path[0]] != nil else { throw fail("row \(path) changed in a section being inserted") }
      let rows = dataSource.numberOfRows(inSection: path[0], in: self)
      guard (0..<rows).contains(path[1]) else { throw fail("insert or move to row \(path), \(rows) rows after") }
      guard placed[path[0], default: [:]].updateValue(origin, forKey: path[1]) == nil else {
        throw fail("row \(path) inserted or moved to twice")
      }
    }
    for path in batch.rowInserts { try place(path, from: nil) }
    for move in batch.rowMoves { try place(move.to, from: move.from) }
    for path in batch.rowReloads + batch.rowReconfigures {
      guard path.count == 2, old.indices.contains(path[0]), old[path[0]].cells.indices.contains(path[1]) else {
        throw fail("reload of row \(path), out of range before the update")
      }
      guard newIndexOf[path[0]] != nil, removed[path[0]]?.contains(path[1]) != true else {
        throw fail("reload of row \(path), which is deleted or moved")
      }
    }
    for (index, source) in sourceOf.enumerated() {
      guard let source, !reloadedSections.contains(source) else { continue }
      let expected = old[source].cells.count - (removed[source]?.count ?? 0) + (placed[index]?.count ?? 0)
      let actual = dataSource.numberOfRows(inSection: index, in: self)
      guard expected == actual else {
        throw fail("invalid number of rows in section \(index): \(actual) after the update, \(expected) expected")
      }
    }

    // The final state: kept and moved cells are the same objects; inserted and reloaded ones are new.
    var result: [Section] = []
    var newPathOf: [IndexPath: IndexPath] = [:]
    for index in 0..<newCount {
      guard let source = sourceOf[index], !reloadedSections.contains(source) else {
        result.append(makeSection(index, dataSource))
        if let source = sourceOf[index] { self.reloadedSections.append(source) }
        continue
      }
      var keptRows = old[source].cells.indices.filter { removed[source]?.contains($0) != true }.makeIterator()
      var cells: [FakeCell] = []
      for row in 0..<dataSource.numberOfRows(inSection: index, in: self) {
        let path = IndexPath(indexes: [index, row])
        if let placement = placed[index]?[row] {
          if let origin = placement {
            cells.append(old[origin[0]].cells[origin[1]])
            newPathOf[origin] = path
          } else {
            cells.append(dataSource.cell(at: path, in: self))
          }
        } else if let oldRow = keptRows.next() {
          cells.append(old[source].cells[oldRow])
          newPathOf[IndexPath(indexes: [source, oldRow])] = path
        }
      }
      result.append(Section(header: old[source].header, cells: cells))
    }
    sections = result
    for path in batch.rowReloads {
      guard let target = newPathOf[path] else { continue }
      sections?[target[0]].cells[target[1]] = dataSource.cell(at: target, in: self)
      reloadedRows[target, default: 0] += 1
    }
    for path in batch.rowReconfigures {
      guard let target = newPathOf[path], let cell = sections?[target[0]].cells[target[1]] else { continue }
      reconfiguring = cell
      let returned = dataSource.cell(at: target, in: self)
      reconfiguring = nil
      if returned !== cell { violations.append("a reconfigure of \(target) returned another cell") }
      reconfigured[target, default: 0] += 1
    }
  }
}
