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
  /// identifiable and equatable. An `ItemsViewModel` splits its items the same way, page by page,
  /// with ListViewModels' `SectionBuilder.split(by:)`.
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
    try splitSections(after: nil, leading: SectionHeader<Header>.none) { element, _ in try classify(element).step }
      .sections
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

  /// Splits the elements into sections that follow the section `last`: the one algorithm behind
  /// ``splitIntoSections(by:)`` and ListViewModels' `SectionBuilder`, for a whole list or for a
  /// page appended to one.
  ///
  /// A ``SplitStep/section(_:)`` element starts a section and is not a row; a
  /// ``SplitStep/sectionWithRow(_:_:)`` element starts a section and is its first row; a
  /// ``SplitStep/row(_:)`` element joins the section started last. Rows before the first section
  /// start form a section with model `leading` when it is given (omitted when there are no such
  /// rows); otherwise they are returned in ``SplitSections/continuingRows`` for the caller to add to
  /// `last`'s section. A section started with no rows stays, empty.
  ///
  /// The elements are read twice (to count each section's rows, then to fill arrays of exactly that
  /// capacity), so `step` is called twice per element and must be pure. It receives the model of
  /// the section the element joins if it is a row: the section started last, else `leading`, else
  /// `last`.
  ///
  /// - Parameters:
  ///   - last: The model of the section the elements follow, or `nil` when none does.
  ///   - leading: The model of a section for the rows before the first section start, or `nil` to
  ///     return them as continuing rows.
  ///   - step: Returns what an element is, given the model of the section it would join.
  /// - Returns: The continuing rows, the sections started, and where each one's rows begin.
  /// - Complexity: O(*n*) where *n* is the number of elements.
  @inlinable
  package func splitSections<SectionModel, Row>(
    after last: SectionModel?,
    leading: SectionModel?,
    by step: (Element, _ current: SectionModel?) throws -> SplitStep<SectionModel, Row>
  ) rethrows -> SplitSections<SectionModel, Row> {
    let initial = leading ?? last
    // Pass 1: the row count of every section the elements start.
    var counts: [Int] = []
    var leadingRows = 0
    var current = initial
    for element in self {
      switch try step(element, current) {
      case .section(let model):
        counts.append(0)
        current = model
      case .sectionWithRow(let model, _):
        counts.append(1)
        current = model
      case .row:
        if counts.isEmpty {
          leadingRows += 1
        } else {
          counts[counts.count - 1] += 1
        }
      }
    }
    // Pass 2: fill each section's rows into an array of exact capacity.
    var result = SplitSections<SectionModel, Row>(capacity: counts.count + (leading == nil ? 0 : 1))
    var filling = leading  // the model of the section being filled; nil for rows before any start
    var offset = 0  // the offset of the first row of the section being filled
    var rows: [Row] = []
    rows.reserveCapacity(leadingRows)
    var index = -1  // the index into `counts` of the section being filled; -1 before any start
    current = initial
    for element in self {
      let role = try step(element, current)
      switch role {
      case .section(let model), .sectionWithRow(let model, _):
        result.close(filling, rows: rows, offset: offset, wasStarted: index >= 0)
        offset += rows.count
        index += 1
        rows = []
        rows.reserveCapacity(counts[index])
        if case .sectionWithRow(_, let row) = role {
          rows.append(row)
        } else {
          offset += 1  // the header element takes no row
        }
        (filling, current) = (model, model)
      case .row(let row):
        rows.append(row)
      }
    }
    result.close(filling, rows: rows, offset: offset, wasStarted: index >= 0)
    return result
  }
}

/// What ``Swift/Collection/splitSections(after:leading:by:)`` made of some elements.
@usableFromInline
package struct SplitSections<SectionModel, Row> {
  /// The rows before the first section start when no leading model was given: they continue the
  /// section the elements follow.
  @usableFromInline package var continuingRows: [Row] = []
  /// The sections the elements start (the leading section first, if any), in order.
  @usableFromInline package var sections: [SnapshotSection<SectionModel, Row>] = []
  /// For each of ``sections``, the offset among the elements of its first row (where its first
  /// row would be, for an empty section): with one row per element except header elements, row
  /// *r* of section *s* is element `rowOffsets[s] + r`.
  @usableFromInline package var rowOffsets: [Int] = []

  /// Creates an empty result with room for `capacity` sections.
  @inlinable
  init(capacity: Int) {
    sections.reserveCapacity(capacity)
    rowOffsets.reserveCapacity(capacity)
  }

  /// Ends the section being filled: keeps it when an element started it or it has rows and a
  /// model, or keeps its rows as continuing rows when it has no model.
  @inlinable
  mutating func close(_ model: SectionModel?, rows: [Row], offset: Int, wasStarted: Bool) {
    guard let model else {
      continuingRows = rows
      return
    }
    guard wasStarted || !rows.isEmpty else { return }
    sections.append(SnapshotSection(model, rows: rows))
    rowOffsets.append(offset)
  }
}
