// SPDX-License-Identifier: MIT

/// The sections of a ``SectionedSnapshot``: a random-access collection of ``SnapshotSection``s,
/// indexed from 0, stored in fixed-size chunks.
///
/// It reads like an array (`sections[2].rows`, `sections.count`, `ForEach(snapshot.sections)`,
/// `Array(snapshot.sections)`), but copying a snapshot and then changing one of its sections, or
/// appending one, copies only that chunk and the chunk list, not every section. A view model and
/// the data source of its screen both hold the snapshot shown; with a plain array, appending a page
/// to a list of 100,000 sections copied all 100,000 (one retain and one release each) on every
/// page. See Benchmarks/README.md ("screen").
///
/// ```swift
/// let snapshot = SectionedSnapshot(sections: [SnapshotSection(day, rows: games)])
/// for section in snapshot.sections { print(section.model, section.rows.count) }
/// let all: [SnapshotSection<Day, Game>] = Array(snapshot.sections)
/// ```
public struct SnapshotSections<SectionModel, RowModel>: RandomAccessCollection {
  /// The sections per chunk: every chunk but the last is full.
  static var chunkSize: Int { 256 }

  /// The chunks, each `chunkSize` sections except the last, which is never empty.
  private var chunks: [[SnapshotSection<SectionModel, RowModel>]]
  /// The number of sections.
  public private(set) var count: Int

  /// Creates an empty collection of sections.
  public init() {
    chunks = []
    count = 0
  }

  /// Creates a collection holding `sections`, in order.
  ///
  /// - Parameter sections: The sections.
  /// - Complexity: O(*s*) for *s* sections.
  public init(_ sections: some Sequence<SnapshotSection<SectionModel, RowModel>>) {
    self.init()
    for section in sections { append(section) }
  }

  /// The position of the first section: always 0.
  public var startIndex: Int { 0 }
  /// The position after the last section: ``count``.
  public var endIndex: Int { count }

  /// The section at a position.
  ///
  /// - Parameter position: A valid index, in `0..<count`.
  /// - Complexity: O(1); changing a section copies at most its chunk.
  public subscript(position: Int) -> SnapshotSection<SectionModel, RowModel> {
    get {
      precondition(position >= 0 && position < count, "SnapshotSections: index \(position) out of range")
      return chunks[position / Self.chunkSize][position % Self.chunkSize]
    }
    _modify {
      precondition(position >= 0 && position < count, "SnapshotSections: index \(position) out of range")
      yield &chunks[position / Self.chunkSize][position % Self.chunkSize]
    }
  }

  /// Appends a section.
  ///
  /// - Parameter section: The section.
  /// - Complexity: Amortised O(1); O(*s* / 256 + 256) when the storage is shared with a copy.
  public mutating func append(_ section: SnapshotSection<SectionModel, RowModel>) {
    if count % Self.chunkSize == 0 {
      var chunk: [SnapshotSection<SectionModel, RowModel>] = []
      chunk.reserveCapacity(Self.chunkSize)
      chunk.append(section)
      chunks.append(chunk)
    } else {
      chunks[chunks.count - 1].append(section)
    }
    count += 1
  }

  /// Inserts a section.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - index: Where to insert it, in `0...count`.
  /// - Complexity: O(*s*) for *s* sections after `index`; amortised O(1) at the end.
  public mutating func insert(_ section: SnapshotSection<SectionModel, RowModel>, at index: Int) {
    precondition(index >= 0 && index <= count, "SnapshotSections: insert index \(index) out of range")
    guard index < count else { return append(section) }
    var chunk = index / Self.chunkSize
    var carried = section
    var offset = index % Self.chunkSize
    // Insert into the chunk; the section pushed out of a full chunk starts the next one.
    while chunk < chunks.count {
      chunks[chunk].insert(carried, at: offset)
      guard chunks[chunk].count > Self.chunkSize else {
        count += 1
        return
      }
      carried = chunks[chunk].removeLast()
      chunk += 1
      offset = 0
    }
    chunks.append([carried])
    count += 1
  }

  /// Removes a section.
  ///
  /// - Parameter index: A valid index.
  /// - Returns: The removed section.
  /// - Complexity: O(*s*) for *s* sections after `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> SnapshotSection<SectionModel, RowModel> {
    precondition(index >= 0 && index < count, "SnapshotSections: remove index \(index) out of range")
    var chunk = index / Self.chunkSize
    let removed = chunks[chunk].remove(at: index % Self.chunkSize)
    // Pull the first section of each following chunk back into the one before it.
    while chunk + 1 < chunks.count {
      chunks[chunk].append(chunks[chunk + 1].removeFirst())
      chunk += 1
    }
    if chunks[chunks.count - 1].isEmpty { chunks.removeLast() }
    count -= 1
    return removed
  }
}

extension SnapshotSections: Sendable where SectionModel: Sendable, RowModel: Sendable {}

extension SnapshotSections: Equatable where SectionModel: Equatable, RowModel: Equatable {
  /// Whether two collections hold equal sections in the same order.
  ///
  /// - Parameters:
  ///   - lhs: Sections.
  ///   - rhs: Other sections.
  /// - Returns: `true` when they are equal.
  /// - Complexity: O(*n*) for *n* rows; chunks shared by both compare in O(1).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (left, right) in zip(lhs.chunks, rhs.chunks) where left != right { return false }
    return true
  }
}

extension SnapshotSections: Hashable where SectionModel: Hashable, RowModel: Hashable {
  /// Hashes the sections, in order.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for section in self { hasher.combine(section) }
  }
}
