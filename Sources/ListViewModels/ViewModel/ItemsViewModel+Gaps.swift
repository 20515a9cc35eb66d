// SPDX-License-Identifier: MIT

public import ListPaging

extension ItemsViewModel {
  /// Tells the view model a gap's row appeared: it loads the gap unless a load is in flight or the
  /// gap's last load failed (a failed gap waits for ``loadGap(_:)`` or ``retry()``).
  ///
  /// Gaps exist only in a list made with `PagingState.withGaps(_:)`; see `PagingGap`.
  ///
  /// ```swift
  /// case .gap(let gap, _): viewModel.gapAppeared(gap)
  /// ```
  ///
  /// - Parameter gap: The gap whose row appeared.
  public func gapAppeared(_ gap: PagingGap<Item.ID>) { send(.gapAppeared(gap)) }

  /// Loads a gap's items (the user tapped its row), unless a load is in flight; a failed gap loads
  /// again.
  ///
  /// - Parameter gap: The gap to load.
  public func loadGap(_ gap: PagingGap<Item.ID>) { send(.loadGap(gap)) }
}

extension ItemsViewModel {
  /// Sections of the items and the gaps between them (`PagingState.withGaps(_:)`): each gap is an
  /// element of its own, ``ListElement/gap(_:_:)`` with its load state, just above the item below
  /// it, so its row shows "load missing items", a spinner while it loads, or its failure.
  ///
  /// ``ItemSections/itemIndex(of:)`` maps an item's row to its index in ``currentItems`` and a gap's
  /// row to `nil`; send ``gapAppeared(_:)`` when a gap's row appears and ``loadGap(_:)`` when it is
  /// tapped. A list without gaps costs what ``sections(_:)`` costs plus one wrap per item; a page
  /// appended below the gaps is an append, rows inserted at the end.
  ///
  /// ```swift
  /// let sections = viewModel.sections(withGaps: .single(EmptyHeader()) { element in
  ///   switch element {
  ///   case .item(let post): TimelineRow.post(post)
  ///   case .gap(let gap, let state): TimelineRow.gap(gap, state)
  ///   }
  /// })
  /// ```
  ///
  /// - Parameter builder: Splits the elements into sections of rows.
  /// - Returns: The sections, updated after each change of the items, the gaps or a gap's load.
  public func sections<Header, Row>(
    withGaps builder: SectionBuilder<ListElement<Item>, Header, Row>
  ) -> ItemSections<Header, Row> {
    let gapped = GappedElements(state)
    let pipeline = SectionsPipeline(builder: builder, items: gapped.elements, revision: 0)
    let sections = ItemSections(pipeline, scheduler: driver.scheduler) { [gapped] index in
      gapped.itemIndices.indices.contains(index) ? gapped.itemIndices[index] : nil
    }
    driver.observe { [weak handle = sections.handle] state in
      guard let change = gapped.update(state) else { return true }
      guard !pipeline.hasEnded, handle != nil || pipeline.isObserved else { return false }
      pipeline.update(gapped.elements, revision: gapped.revision, change: change)
      return true
    }
    return sections
  }
}

/// The elements of a list with gaps, rebuilt when the items, the gaps or a gap's load change.
@MainActor
final class GappedElements<Item: Identifiable & Equatable & Sendable, Strategy: PagingStrategy, Parameters: Sendable>
where Item.ID: Sendable {
  typealias State = ListState<Item, Strategy, Parameters>
  private(set) var elements: [ListElement<Item>] = []
  /// For each element, its item's index in the state's items, or `nil` for a gap.
  private(set) var itemIndices: [Int?] = []
  private(set) var revision = 0
  private var itemsRevision: Int
  private var gaps: [PagingGap<Item.ID>]
  private var gapLoad: PagingLoadState
  private var gapLoadID: Item.ID?

  init(_ state: State) {
    itemsRevision = state.itemsRevision
    gaps = state.paging.gaps
    gapLoad = state.paging.gapLoadState
    gapLoadID = state.paging.gapLoadID
    rebuild(state)
  }

  /// Takes in a new state; returns how the elements changed, or `nil` if they did not.
  func update(_ state: State) -> ItemsChange? {
    let sameGaps =
      gaps == state.paging.gaps && gapLoad == state.paging.gapLoadState && gapLoadID == state.paging.gapLoadID
    guard state.itemsRevision != itemsRevision || !sameGaps else { return nil }
    let follows = state.itemsRevision == itemsRevision + 1
    itemsRevision = state.itemsRevision
    gaps = state.paging.gaps
    gapLoad = state.paging.gapLoadState
    gapLoadID = state.paging.gapLoadID
    revision += 1
    if sameGaps, follows, case .append(let start) = state.itemsChange, start <= state.items.count {
      // Gaps sit above items: appended items come after every gap element.
      let from = elements.count
      for index in start..<state.items.count {
        elements.append(.item(state.items[index]))
        itemIndices.append(index)
      }
      return .append(from: from)
    }
    rebuild(state)
    return .reload
  }

  private func rebuild(_ state: State) {
    let above = state.gapsAbove
    elements = []
    itemIndices = []
    elements.reserveCapacity(state.items.count + above.count)
    itemIndices.reserveCapacity(state.items.count + above.count)
    for (index, item) in state.items.enumerated() {
      if let gap = above[item.id] {
        elements.append(.gap(gap, state.paging.loadState(of: gap)))
        itemIndices.append(nil)
      }
      elements.append(.item(item))
      itemIndices.append(index)
    }
  }
}
