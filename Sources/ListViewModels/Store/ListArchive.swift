// SPDX-License-Identifier: MIT

public import Foundation
public import ListNetworking
public import ListPaging
import ReactiveListInternals

/// Every page a list loaded, kept on disk between launches, with the row being read: the list a
/// view model shows again, whole and on the same row, when it is created (online or not).
///
/// Plug it into a store with ``PageStore/archiving(in:key:)``; the view model writes each page
/// that lands and the reading position, and reads the archive back when it is created:
///
/// ```swift
/// let archive = try ListArchive<Post>(directory: cachesURL.appendingPathComponent("timeline"))
/// let store = PageStore<Post, OffsetIDPaging<Int>.Request, Void>.async { request, _ in
///   try await api.posts(request)
/// }.archiving(in: archive) { _ in "timeline" }
/// ```
///
/// - **Format**: an `ArchiveLog` file per key: a refreshed first page starts the list again, an
///   appended page is one record at the end (O(page), never a rewrite), a prepended page one
///   record too, the reading position a small record. A list with gaps on
///   (`PagingState.withGaps(_:)`) records a prepend that left a gap and each gap load's items
///   (one record each, where they went), so it comes back with its gaps (``ArchivedList/gaps``).
/// - **Budget**: past ``maxBytesPerList`` a list's file is rewritten with the pages nearest its
///   top that fit three quarters of the budget (the far end goes first), and later pages at its
///   end are no longer kept; past the log's `maxBytes`, the least recently written lists go.
/// - **Honesty**: a file that is damaged, foreign, of another version, or whose items no longer
///   decode is reported to ``errors`` as a ``ListArchiveError``, set aside, and the list loads as
///   if there were no archive.
/// - **When it writes**: the view model writes on the main actor as each page lands (one append
///   of the page's bytes) and when ``ItemsViewModel/readingPositionChanged(at:offset:)`` is called;
///   it reads once, when it is created.
/// - **Two lists on one key**: each view model writes as its own ``ListArchiveWriter``. A refresh
///   (or a restore) makes its writer the owner of the key's list; pages of any other writer
///   after that are ignored, so two lists never mix their pages.
public final class ListArchive<Item: Codable & Identifiable & Sendable>: Sendable
where Item.ID: Codable & Sendable {
  /// The files.
  package let log: ArchiveLog
  /// The budget of one list's file, in bytes.
  public let maxBytesPerList: Int
  /// Told about every file that could not be read or written, after it was set aside.
  public let errors: @Sendable (ListArchiveError) -> Void

  /// What this instance knows of each key: the writer that owns it, and whether its end is sealed.
  private let owners = LockedState<[String: Ownership]>([:])

  private struct Ownership {
    var writer: ListArchiveWriter
    /// The budget dropped pages at the end: pages appended later are not kept.
    var sealed: Bool
  }

  /// Record kinds of the file.
  enum Kind: UInt8 {
    case start = 1
    case claim = 2
    case page = 3
    case anchor = 4
    /// A gap load's items, gone into the gap above the item `id` (`closed`: the gap closed).
    case gapPage = 5
  }

  /// An open gap in a record: the ids of the items just above and just below it.
  struct GapEntry: Codable {
    var newer: Item.ID
    var older: Item.ID
  }

  /// One record's payload.
  struct Entry: Codable {
    var writer: ListArchiveWriter
    var sealed: Bool?
    var front: Bool?
    var items: [Item]?
    var total: Int?
    var cursor: String?
    var id: Item.ID?
    var offset: Double?
    /// A front page that went on top of a gap rather than joining the items below.
    var opensGap: Bool?
    /// A gap page whose gap closed.
    var closed: Bool?
    /// The open gaps, in a compacted file's closing claim.
    var gaps: [GapEntry]?
  }

  /// Creates an archive over a log.
  ///
  /// - Parameters:
  ///   - log: The files.
  ///   - maxBytesPerList: The budget of one list's file. Default 4 MB.
  ///   - errors: Told about files that could not be read or written. Default: nothing.
  package init(
    log: ArchiveLog,
    maxBytesPerList: Int = 4 * 1024 * 1024,
    errors: @escaping @Sendable (ListArchiveError) -> Void = { _ in }
  ) {
    self.log = log
    self.maxBytesPerList = maxBytesPerList
    self.errors = errors
  }

  /// Creates an archive in a folder.
  ///
  /// - Parameters:
  ///   - directory: The folder; one folder per kind of list is simplest.
  ///   - maxBytesPerList: The budget of one list's file. Default 4 MB.
  ///   - maxBytes: The budget of every list together. Default 64 MB.
  ///   - errors: Told about files that could not be read or written. Default: nothing.
  /// - Throws: When the folder cannot be created.
  public convenience init(
    directory: URL,
    maxBytesPerList: Int = 4 * 1024 * 1024,
    maxBytes: Int = 64 * 1024 * 1024,
    errors: @escaping @Sendable (ListArchiveError) -> Void = { _ in }
  ) throws {
    self.init(
      log: try ArchiveLog(directory: directory, maxBytes: maxBytes),
      maxBytesPerList: maxBytesPerList,
      errors: errors
    )
  }

  // MARK: Reading

  /// Reads the list archived under `key`, or `nil` when there is none (or it is damaged: then the
  /// error goes to ``errors`` and the file is set aside).
  ///
  /// - Parameter key: The list's key.
  /// - Returns: The archived list, or `nil`.
  /// - Complexity: O(*n*) for a file of *n* bytes.
  public func read(key: String) -> ArchivedList<Item>? {
    do {
      return try fold(key: key).list
    } catch {
      errors(error)
      return nil
    }
  }

  /// Reads the list archived under `key` and makes `writer` its owner: the pages `writer` adds next
  /// continue it. Returns `nil` when there is none (or it is damaged, reported to ``errors``).
  ///
  /// - Parameters:
  ///   - key: The list's key.
  ///   - writer: The view model that will continue the list.
  /// - Returns: The archived list, or `nil`.
  public func restore(key: String, writer: ListArchiveWriter) -> ArchivedList<Item>? {
    do {
      let folded = try fold(key: key)
      guard let list = folded.list else { return nil }
      try write([(.claim, Entry(writer: writer))], key: key)
      owners.withLock { $0[key] = Ownership(writer: writer, sealed: folded.sealed) }
      return list
    } catch {
      errors(error)
      return nil
    }
  }

  /// Reads a page the memory cap dropped back from the list archived under `key`: the rows at
  /// `dropped.position..<dropped.position + dropped.count` of the list as the view model held it
  /// (each id once, where it first came), with the total and cursor of the archived page they end.
  ///
  /// It answers `nil`, and the view model loads the page from the store, when the list is not
  /// `writer`'s (another list refreshed the key since), does not hold all those rows (the budget
  /// let the far end go), when the row next to them is not `dropped.neighbour` (the archived list
  /// is not the list on screen), or when rows below the neighbour do not end where an archived page
  /// ends (the cursor to go on from would be wrong). A damaged file is reported to ``errors`` and
  /// set aside, and the answer is `nil`.
  ///
  /// ```swift
  /// // Rows 0..<20 were dropped above row 20; the archive of the list holds them:
  /// archive.page(
  ///   DroppedPage(edge: .beforeItems, neighbour: row20, position: 0, count: 20, request: page1),
  ///   key: "feed", writer: writer)  // Page(items: rows 0..<20)
  /// ```
  ///
  /// - Parameters:
  ///   - dropped: Where the page sat and how many rows it held.
  ///   - key: The list's key.
  ///   - writer: The view model that reloads it.
  /// - Returns: The page, or `nil`.
  /// - Complexity: O(*n*) for a file of *n* bytes.
  public func page<Request>(
    _ dropped: DroppedPage<Item, Request>,
    key: String,
    writer: ListArchiveWriter
  ) -> Page<Item>? {
    let list: ArchivedList<Item>?
    do {
      list = try fold(key: key).list
    } catch {
      errors(error)
      return nil
    }
    guard let list, list.writer == writer, dropped.count > 0, dropped.position >= 0 else { return nil }
    // The rows as the view model holds them (each id once, where it first came), with the number
    // of the archived page each came from.
    var seen = Set<Item.ID>()
    var rows: [(item: Item, page: Int)] = []
    for (number, page) in list.pages.enumerated() {
      for item in page.items where seen.insert(item.id).inserted { rows.append((item, number)) }
    }
    let range = dropped.position..<dropped.position + dropped.count
    guard range.upperBound <= rows.count else { return nil }
    switch dropped.edge {
    case .beforeItems:
      // The neighbour below may be past the archive's end (the budget let it go), never elsewhere.
      if range.upperBound < rows.count, rows[range.upperBound].item.id != dropped.neighbour.id { return nil }
    case .afterItems:
      guard range.lowerBound > 0, rows[range.lowerBound - 1].item.id == dropped.neighbour.id,
        range.upperBound == rows.count || rows[range.upperBound].page != rows[range.upperBound - 1].page
      else { return nil }
    }
    let last = list.pages[rows[range.upperBound - 1].page]
    return Page(items: rows[range].map(\.item), total: last.total, nextCursor: last.nextCursor)
  }

  // MARK: Writing

  /// Writes what a landed page did to the list.
  ///
  /// A ``ListArchiveChange/replace(_:)`` starts the key's list again, owned by `writer`; any other
  /// change by a writer that does not own the key is ignored (see the type's discussion). A gap
  /// load's items (``ListArchiveChange/fillGap(_:below:closed:)``) go where they went in the list,
  /// and are kept after the budget let the list's end go, as long as the row below them is kept.
  ///
  /// - Parameters:
  ///   - change: What the page did.
  ///   - key: The list's key.
  ///   - writer: The view model that loaded it.
  /// - Complexity: O(page), and O(*budget*) when the list's file passes its budget.
  public func record(_ change: ListArchiveChange<Item>, key: String, writer: ListArchiveWriter) {
    let entries: [(Kind, Entry)]
    switch change {
    case .replace(let page):
      owners.withLock { $0[key] = Ownership(writer: writer, sealed: false) }
      entries = [
        (.start, Entry(writer: writer, sealed: false)), (.page, Self.entry(page, writer: writer, front: false)),
      ]
    case .append(let page), .prepend(let page), .prependAboveGap(let page):
      let front = if case .append = change { false } else { true }
      let kept = owners.withLock { owners in owners[key].map { $0.writer == writer && (front || !$0.sealed) } }
      guard kept == true else { return }
      var entry = Self.entry(page, writer: writer, front: front)
      if case .prependAboveGap = change { entry.opensGap = true }
      entries = [(.page, entry)]
    case .fillGap(let page, let below, let closed):
      // Like a prepend, a gap page goes inside the list: it is kept past the budget's seal.
      guard owners.withLock({ $0[key]?.writer == writer }) else { return }
      var entry = Self.entry(page, writer: writer, front: false)
      entry.id = below.id
      entry.closed = closed
      entries = [(.gapPage, entry)]
    }
    do {
      let size = try write(entries, key: key)
      if size > maxBytesPerList { try compact(key: key) }
    } catch {
      errors(error)
    }
  }

  /// Writes the row being read: its item and its distance from the top of the viewport.
  ///
  /// - Parameters:
  ///   - item: The item of the row at the top of the viewport.
  ///   - offset: The row's top minus the viewport's top, in points (negative when it is partly
  ///     scrolled out).
  ///   - key: The list's key.
  ///   - writer: The view model that shows it.
  public func recordReadingPosition(of item: Item, offset: Double, key: String, writer: ListArchiveWriter) {
    guard owners.withLock({ $0[key]?.writer == writer }) else { return }
    do {
      // Positions are small records; past the budget the compaction keeps the last one only.
      let size = try write([(.anchor, Entry(writer: writer, id: item.id, offset: offset))], key: key)
      if size > maxBytesPerList { try compact(key: key) }
    } catch {
      errors(error)
    }
  }

  /// Deletes the list archived under `key`.
  ///
  /// - Parameter key: The list's key.
  public func remove(key: String) {
    owners.withLock { $0[key] = nil }
    log.remove(key: key)
  }

  // MARK: File

  private static func entry(_ page: Page<Item>, writer: ListArchiveWriter, front: Bool) -> Entry {
    Entry(writer: writer, front: front, items: page.items, total: page.total, cursor: page.nextCursor)
  }

  @discardableResult
  private func write(_ entries: [(Kind, Entry)], key: String) throws(ListArchiveError) -> Int {
    let encoder = ArchiveEncoder()
    var records: [ArchiveRecord] = []
    for (kind, entry) in entries {
      guard let payload = try? encoder.encode(entry) else { throw .unencodable }
      records.append(ArchiveRecord(kind: kind.rawValue, payload: payload))
    }
    do {
      return try log.append(records, for: key)
    } catch {
      throw .file(error)
    }
  }

  /// The key's list as its records say, and whether its end is sealed.
  private func fold(key: String) throws(ListArchiveError) -> (list: ArchivedList<Item>?, sealed: Bool) {
    let records: [ArchiveRecord]
    do {
      records = try log.records(for: key)
    } catch {
      throw .file(error)
    }
    let decoder = ArchiveDecoder()
    var pages: [Page<Item>] = []
    var owner: ListArchiveWriter?
    var sealed = false
    var anchor: (id: Item.ID, offset: Double)?
    var gaps: [GapEntry] = []
    for (number, record) in records.enumerated() {
      guard let kind = Kind(rawValue: record.kind), let entry = try? decoder.decode(Entry.self, from: record.payload)
      else {
        log.setAside(key: key)
        throw .undecodableRecord(number)
      }
      switch kind {
      case .start:
        pages = []
        owner = entry.writer
        sealed = entry.sealed ?? false
        anchor = nil
        gaps = []
      case .claim:
        guard owner != nil else { break }
        owner = entry.writer
        if let seal = entry.sealed { sealed = seal }
        if let kept = entry.gaps { gaps = kept }
      case .page where entry.writer == owner:
        let page = Page(items: entry.items ?? [], total: entry.total, nextCursor: entry.cursor)
        if entry.front == true {
          // A prepended page joins the first page, so the first page is never short on replay.
          if pages.isEmpty {
            pages = [page]
          } else {
            if entry.opensGap == true, let newer = page.items.last, let older = pages[0].items.first {
              gaps.insert(GapEntry(newer: newer.id, older: older.id), at: 0)
            }
            pages[0].items = page.items + pages[0].items
          }
        } else if !sealed {
          pages.append(page)
        }
      case .gapPage where entry.writer == owner:
        guard let below = entry.id else { break }
        Self.fillGap(above: below, with: entry.items ?? [], closed: entry.closed ?? true, pages: &pages, gaps: &gaps)
      case .anchor where entry.writer == owner:
        if let id = entry.id { anchor = (id, entry.offset ?? 0) }
      case .page, .anchor, .gapPage:
        break
      }
    }
    guard let owner, !pages.isEmpty else { return (nil, sealed) }
    // Each open gap as the index of the row below it, in display order.
    var firstIndex: [Item.ID: Int] = [:]
    var index = 0
    for page in pages {
      for item in page.items {
        if firstIndex[item.id] == nil { firstIndex[item.id] = index }
        index += 1
      }
    }
    let gapIndices = Set(gaps.compactMap { firstIndex[$0.older] }.filter { $0 > 0 }).sorted()
    var position: ArchivedList<Item>.Anchor?
    if let anchor {
      var index = 0
      search: for page in pages {
        for item in page.items {
          if item.id == anchor.id {
            position = .init(index: index, offset: anchor.offset)
            break search
          }
          index += 1
        }
      }
    }
    return (ArchivedList(pages: pages, anchor: position, gaps: gapIndices, writer: owner), sealed)
  }

  /// Puts a gap page's items into the pages, just above the item `below` (at the end of the page
  /// before when `below` starts a page, so each page still ends where it ended), and moves or closes
  /// the gap above it. Items already held are left out; an item `below` that is not held (the budget
  /// let it go) puts nothing in.
  private static func fillGap(
    above below: Item.ID,
    with items: [Item],
    closed: Bool,
    pages: inout [Page<Item>],
    gaps: inout [GapEntry]
  ) {
    var held = Set<Item.ID>()
    var target: (page: Int, index: Int)?
    for (number, page) in pages.enumerated() {
      for (index, item) in page.items.enumerated() {
        if target == nil, item.id == below { target = (number, index) }
        held.insert(item.id)
      }
    }
    guard let target else { return }
    var seen = Set<Item.ID>()
    let fresh = items.filter { !held.contains($0.id) && seen.insert($0.id).inserted }
    if target.index == 0, target.page > 0 {
      pages[target.page - 1].items.append(contentsOf: fresh)
    } else {
      pages[target.page].items.insert(contentsOf: fresh, at: target.index)
    }
    guard let gap = gaps.firstIndex(where: { $0.older == below }) else { return }
    if closed || fresh.isEmpty {
      gaps.remove(at: gap)
    } else if let last = fresh.last {
      gaps[gap].newer = last.id
    }
  }

  /// Rewrites the key's file with the pages nearest the top that fit three quarters of the budget.
  private func compact(key: String) throws(ListArchiveError) {
    let (folded, wasSealed) = try fold(key: key)
    guard let folded else { return }
    let encoder = ArchiveEncoder()
    let writer = folded.writer
    var kept: [ArchiveRecord] = []
    // The file's header (8 bytes), then each record's framing (9 bytes) and payload.
    var size = 8
    for page in folded.pages {
      guard let payload = try? encoder.encode(Self.entry(page, writer: writer, front: false)) else {
        throw .unencodable
      }
      size += payload.count + 9
      if size > maxBytesPerList * 3 / 4, !kept.isEmpty { break }
      kept.append(ArchiveRecord(kind: Kind.page.rawValue, payload: payload))
    }
    // The pages come after the start and before the seal: a sealed list keeps no later appends.
    // A list sealed before stays sealed even when its pages now fit: pages appended since were
    // not kept, so one appended later would leave a hole.
    let sealed = wasSealed || kept.count < folded.pages.count
    // The open gaps whose rows are both kept.
    let keptItems = folded.pages.prefix(kept.count).flatMap(\.items)
    let keptGaps = folded.gaps.filter { $0 < keptItems.count }.map {
      GapEntry(newer: keptItems[$0 - 1].id, older: keptItems[$0].id)
    }
    var sealEntry = Entry(writer: writer, sealed: sealed)
    if !keptGaps.isEmpty { sealEntry.gaps = keptGaps }
    guard let start = try? encoder.encode(Entry(writer: writer, sealed: false)),
      let seal = try? encoder.encode(sealEntry)
    else { throw .unencodable }
    var records = [ArchiveRecord(kind: Kind.start.rawValue, payload: start)] + kept
    records.append(ArchiveRecord(kind: Kind.claim.rawValue, payload: seal))
    if let anchor = folded.anchor {
      let keptCount = folded.pages.prefix(kept.count).reduce(0) { $0 + $1.items.count }
      if anchor.index < keptCount, let item = folded.items.dropFirst(anchor.index).first,
        let payload = try? encoder.encode(Entry(writer: writer, id: item.id, offset: anchor.offset))
      {
        records.append(ArchiveRecord(kind: Kind.anchor.rawValue, payload: payload))
      }
    }
    do {
      try log.replace(records, for: key)
    } catch {
      throw .file(error)
    }
    owners.withLock { owners in
      if owners[key]?.writer == writer { owners[key]?.sealed = sealed }
    }
  }
}

/// A list read back from a ``ListArchive``: its pages in order, and the row that was being read.
public struct ArchivedList<Item: Sendable>: Sendable {
  /// Where the reading position was: the row's index in ``items``, and its distance from the top of
  /// the viewport.
  public struct Anchor: Sendable, Hashable {
    /// The row's index in ``ArchivedList/items``.
    public var index: Int
    /// The row's top minus the viewport's top, in points.
    public var offset: Double

    /// Creates an anchor.
    ///
    /// - Parameters:
    ///   - index: The row's index in the archived items.
    ///   - offset: The row's top minus the viewport's top, in points.
    public init(index: Int, offset: Double) {
      self.index = index
      self.offset = offset
    }
  }

  /// The pages, in order: a list is rebuilt by landing the first as a first page and each other as
  /// the next page.
  public var pages: [Page<Item>]
  /// The row being read when the list was archived, if it is still among the pages.
  public var anchor: Anchor?
  /// The gaps that were open (lists with gaps on, `PagingState.withGaps(_:)`): for each, the index
  /// in ``items`` of the row just below it, in display order. A restored list opens each again
  /// between that row and the row shown just above it. Empty for a list without gaps.
  ///
  /// ```swift
  /// // Archived: 1060...1041 | gap | 1035...1016
  /// list.gaps  // [20]: the gap sits above items[20], 1035
  /// ```
  public var gaps: [Int]
  /// The writer that owned the list.
  public var writer: ListArchiveWriter

  /// Creates an archived list.
  ///
  /// - Parameters:
  ///   - pages: The pages, in order.
  ///   - anchor: The row being read, if any.
  ///   - gaps: The open gaps, each as the index in the pages' items of the row just below it.
  ///     Default: none.
  ///   - writer: The writer that owned the list. Default: a new one.
  public init(
    pages: [Page<Item>],
    anchor: Anchor? = nil,
    gaps: [Int] = [],
    writer: ListArchiveWriter = ListArchiveWriter()
  ) {
    self.pages = pages
    self.anchor = anchor
    self.gaps = gaps
    self.writer = writer
  }

  /// Every item of the pages, in order (a repeated id appears as often as the pages hold it).
  public var items: [Item] { pages.flatMap(\.items) }
}

/// What a page that landed did to a list, as a ``ListArchive`` records it.
public enum ListArchiveChange<Item: Sendable>: Sendable {
  /// The page starts the list again: a first page, a refresh, or a prepend that did not join.
  case replace(Page<Item>)
  /// The page went at the end.
  case append(Page<Item>)
  /// The page went in front and joins the items below it.
  case prepend(Page<Item>)
  /// The page's items went in front, above a gap: the items between them and the items below are
  /// not loaded (a list with gaps on, `PagingState.withGaps(_:)`). The page holds the items that
  /// went in, the last of them just above the gap.
  case prependAboveGap(Page<Item>)
  /// A gap load: the page's items went into the gap just above the item `below`, in order, and the
  /// gap closed (`closed`) or stays open below the last of them. The page holds the items that
  /// went in.
  case fillGap(Page<Item>, below: Item, closed: Bool)

  /// What `page` did, as its load's result says; `nil` for a reload of a page dropped by the memory
  /// cap (already archived).
  ///
  /// ```swift
  /// ListArchiveChange(page: page, result: ItemsLoadResult(kind: .append, newItemCount: 20, replacedList: false))
  /// // .append(page)
  /// ```
  ///
  /// - Parameters:
  ///   - page: The page as the store returned it.
  ///   - result: The load's result (``ListNotice/completedLoad(_:)``).
  public init?(page: Page<Item>, result: ItemsLoadResult) {
    if result.reloadedDroppedPage { return nil }
    switch result.kind {
    case .firstPage, .refresh: self = .replace(page)
    case .append: self = .append(page)
    case .prepend: self = result.replacedList ? .replace(page) : .prepend(page)
    }
  }
}

extension ListArchiveChange where Item: Identifiable, Item.ID: Sendable {
  /// What `page` did to a list with gaps on, as the paging states before and after it landed say:
  /// a gap load is a ``fillGap(_:below:closed:)`` of the items it put in, a prepend that opened a
  /// gap a ``prependAboveGap(_:)`` of the items it put on top; anything else as
  /// ``init(page:result:)``.
  ///
  /// - Parameters:
  ///   - page: The page as the store returned it.
  ///   - result: The load's result.
  ///   - before: The gaps before the page landed (``GapsBefore/init(_:)``: only the gaps, so that
  ///     keeping them costs nothing while the reducer changes the items).
  ///   - after: The paging state after it landed.
  /// - Complexity: O(1) without gaps; O(*n*) for *n* items otherwise.
  package init?<Strategy>(
    page: Page<Item>,
    result: ItemsLoadResult,
    before: GapsBefore,
    after: PagingState<Item, Strategy>
  ) {
    if result.reloadedDroppedPage { return nil }
    if result.kind == .append, let gapID = before.loadingGapID,
      let gap = before.gap(above: gapID)
    {
      // The items now between the gap's upper row and its lower row went in.
      guard let upper = after.items.firstIndex(where: { $0.id == gap.newerID }),
        let lower = after.items[upper...].firstIndex(where: { $0.id == gapID })
      else { return nil }
      let inserted = Array(after.items[(upper + 1)..<lower])
      self = .fillGap(
        Page(items: inserted, total: page.total, nextCursor: page.nextCursor),
        below: after.items[lower],
        closed: after.gap(above: gapID) == nil
      )
      return
    }
    if result.kind == .prepend, !result.replacedList, let gap = after.gaps.first,
      before.gap(above: gap.olderID) == nil,
      let upper = after.items.firstIndex(where: { $0.id == gap.newerID })
    {
      self = .prependAboveGap(
        Page(items: Array(after.items[...upper]), total: page.total, nextCursor: page.nextCursor)
      )
      return
    }
    self.init(page: page, result: result)
  }

  /// The gaps of a paging state before a page lands: what ``init(page:result:before:after:)``
  /// compares with the state after it.
  ///
  /// It keeps the gaps alone, never the paging state: a copy of the state held while the reducer
  /// lands the page would make the reducer copy every item and id, O(*n*) per page (measured: the
  /// view-model page cycle 2.6× slower at 500 pages).
  package struct GapsBefore {
    /// The open gaps.
    let gaps: [PagingGap<Item.ID>]
    /// The id of the gap whose load is in flight, if a gap load is.
    let loadingGapID: Item.ID?

    /// The gaps of `paging` and its gap load in flight.
    ///
    /// - Parameter paging: The paging state before the page lands.
    /// - Complexity: O(*g*) for *g* open gaps.
    package init<Strategy>(_ paging: PagingState<Item, Strategy>) {
      gaps = paging.gaps
      loadingGapID = paging.isLoadingGap ? paging.gapLoadID : nil
    }

    /// The gap just above the item with this id, as ``PagingState/gap(above:)``.
    func gap(above id: Item.ID) -> PagingGap<Item.ID>? {
      gaps.first { $0.olderID == id }
    }
  }
}

/// Identifies one list writing to a ``ListArchive`` (a view model), so two lists on one key never
/// mix their pages.
public struct ListArchiveWriter: Sendable, Hashable, Codable {
  /// A random value.
  public let value: UInt64

  /// Creates a new writer.
  public init() {
    value = UInt64.random(in: 1...UInt64.max)
  }
}

/// Why a ``ListArchive`` could not read or write a list (the file was set aside when it could not
/// be read).
public enum ListArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file could not be read (damaged, foreign, another version) or written.
  case file(ArchiveLogError)
  /// The record with this number passes its checksum but does not decode (the item type changed).
  case undecodableRecord(Int)
  /// An item did not encode.
  case unencodable

  /// A sentence for logs.
  public var description: String {
    switch self {
    case .file(let error): error.description
    case .undecodableRecord(let number): "list archive record \(number) does not decode"
    case .unencodable: "an item did not encode for the list archive"
    }
  }
}
