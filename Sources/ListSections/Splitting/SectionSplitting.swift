// SPDX-License-Identifier: MIT

// The split functions are `@inlinable` so they specialise for the caller's element type: called
// unspecialised from another module they ran several times slower than the plain two-pass floor
// in the `split_1m` benchmark.

extension Collection {
  /// Splits a flat list into sections, asking `classify` what each element is.
  ///
  /// Every ``SplitRole/header(_:)`` element starts a section with that visible header; every
  /// ``SplitRole/emptyHeader`` element starts a section without a visible header; rows belong to
  /// the section started last. Rows before the first header form a first section with header
  /// ``SectionHeader/none``; that section is omitted when there are no such rows. A header followed
  /// by no rows yields an empty section.
  ///
  /// The sections are the ones a ``SectionedSnapshot`` holds, with a ``SectionHeader`` as section
  /// model: `SectionedSnapshot(sections: sections)` shows them when the header and row types are
  /// identifiable and equatable.
  ///
  /// ```swift
  /// let flat: [Model] = [.game(a), .date("Mon"), .game(b), .game(c)]
  /// let sections = flat.splitIntoSections { model -> SplitRole<String, Game> in
  ///   switch model {
  ///   case .date(let day): .header(day)
  ///   case .game(let game): .row(game)
  ///   }
  /// }
  /// // [(none, [a]), (visible("Mon"), [b, c])]
  /// ```
  ///
  /// The list is read twice, once to count the rows of each section and once to fill arrays of
  /// exactly that capacity, so `classify` is called twice per element and must be pure.
  ///
  /// - Parameter classify: Returns the role of an element.
  /// - Returns: The sections, in list order.
  /// - Complexity: O(*n*) where *n* is the number of elements.
  @inlinable
  public func splitIntoSections<Header, Row>(
    by classify: (Element) throws -> SplitRole<Header, Row>
  ) rethrows -> [SnapshotSection<SectionHeader<Header>, Row>] {
    // Pass 1: the header and the row count of every section.
    var headers: [SectionHeader<Header>] = []
    var counts: [Int] = []
    var leadingRows = 0
    for element in self {
      switch try classify(element) {
      case .header(let header):
        headers.append(.visible(header))
        counts.append(0)
      case .emptyHeader:
        headers.append(.empty)
        counts.append(0)
      case .row:
        if counts.isEmpty {
          leadingRows += 1
        } else {
          counts[counts.count - 1] += 1
        }
      }
    }
    var sections: [SnapshotSection<SectionHeader<Header>, Row>] = []
    sections.reserveCapacity(headers.count + 1)
    var rows: [Row] = []
    var current = -1  // index into headers of the section being filled; -1 = leading rows
    if leadingRows > 0 { rows.reserveCapacity(leadingRows) }
    // Pass 2: fill each section's rows into an array of exact capacity.
    for element in self {
      switch try classify(element) {
      case .header, .emptyHeader:
        if current >= 0 || leadingRows > 0 {
          sections.append(SnapshotSection(current >= 0 ? headers[current] : .none, rows: rows))
        }
        current += 1
        rows = []
        rows.reserveCapacity(counts[current])
      case .row(let row):
        rows.append(row)
      }
    }
    if current >= 0 || leadingRows > 0 {
      sections.append(SnapshotSection(current >= 0 ? headers[current] : .none, rows: rows))
    }
    return sections
  }

  /// Splits a list of heterogeneous, protocol-typed models into sections by their dynamic type.
  ///
  /// An element whose dynamic type is ``EmptyHeader`` starts a section without a visible header;
  /// an element whose dynamic type conforms to ``HeaderModel`` starts a section with that element
  /// as its header; every other element is a row. Headers and rows keep the collection's element
  /// type (for example `any ListModel`). See ``splitIntoSections(by:)`` for the rules.
  ///
  /// - Returns: The sections, in list order.
  /// - Complexity: O(*n*) dynamic casts, where *n* is the number of elements.
  @inlinable
  public func splitIntoSections() -> [SnapshotSection<SectionHeader<Element>, Element>] {
    splitIntoSections { element -> SplitRole<Element, Element> in
      if element is EmptyHeader { return .emptyHeader }
      if element is any HeaderModel { return .header(element) }
      return .row(element)
    }
  }
}
