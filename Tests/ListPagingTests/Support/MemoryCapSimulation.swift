// SPDX-License-Identifier: MIT

import ListPaging
import TestSupport

/// Drives a capped ``PagingState`` with random refreshes, prepends and scrolling (positions reported with
/// `itemAppeared(at:)`, load-more near the end) and random deliveries (out of order, twice,
/// failed, cancelled, stale, carrying a copy of a held item) against a server that does not
/// change, checking after every event that no item is lost, none is held twice, and every held
/// item sits at its server position.
struct MemoryCapSimulation<Strategy: PagingStrategy & Equatable> {
  typealias State = PagingState<TestItem, Strategy>
  typealias Request = PagingRequest<Strategy.Request>

  let seed: UInt64
  var rng: SeededGenerator
  let feed: FakeFeed
  var state: State
  let pageSize: Int
  let respond: (FakeFeed, Strategy.Request) -> Page<TestItem>

  /// Every issued request's response that may still arrive.
  var pending: [(request: Request, page: Page<TestItem>)] = []
  /// The position the simulated user looks at.
  var position = 0
  /// The first violation, if any.
  var failure: String?
  var steps = 0
  /// How many pages were dropped and reloaded over the run (to show the schedule exercised both).
  var drops = 0
  var reloads = 0

  init(
    seed: UInt64,
    state: State,
    pageSize: Int,
    feedCount: Int,
    respond: @escaping (FakeFeed, Strategy.Request) -> Page<TestItem>
  ) {
    self.seed = seed
    rng = SeededGenerator(seed: seed)
    feed = FakeFeed(count: feedCount)
    self.state = state
    self.pageSize = pageSize
    self.respond = respond
  }

  // MARK: Random phase

  mutating func randomStep() {
    steps += 1
    let roll = Int.random(in: 0..<100, using: &rng)
    switch roll {
    case 0..<2: send(.refresh)
    case 2..<3: send(.prepend)  // a refresh while pages are dropped above, or for these strategies
    case 3..<45: scroll(by: Int.random(in: -2 * pageSize...2 * pageSize, using: &rng))
    case 45..<50: send(.loadMore)
    case 50..<55: send(.retry)
    case 55..<57: send(.cancel)
    case 57..<95: deliverRandomPending()
    default:
      let forged = PagingRequestID(generation: state.generation, serial: 1_000_000 + steps)
      send(.loaded(Page(items: items([steps + 5_000])), requestID: forged))
    }
  }

  /// Moves the user's position within the list and reports it, as a view model does: the
  /// position appears, and near the end of the held items it loads more.
  private mutating func scroll(by delta: Int) {
    guard state.positionCount > 0 else { return send(.refresh) }
    position = min(max(0, position + delta), state.positionCount - 1)
    appear(position)
  }

  private mutating func appear(_ position: Int) {
    guard failure == nil else { return }
    let before = state
    let effects = state.itemAppeared(at: position)
    track(effects, after: before)
    check(after: "itemAppeared(at: \(position))", before: before, replaced: false)
    let lastHeld = state.placeholdersBefore + state.items.count - 1
    if effects.isEmpty, position >= lastHeld - 3, state.loadStates.append.failure == nil { send(.loadMore) }
  }

  private mutating func deliverRandomPending() {
    guard !pending.isEmpty else { return }
    let index = Int.random(in: 0..<pending.count, using: &rng)
    var (request, page) = pending[index]
    if !rng.chance(0.15) { pending.remove(at: index) }  // otherwise it will arrive again
    // Rule 4 stays: a copy of a held item is dropped as a duplicate (not into a refreshed page,
    // which replaces the list).
    if request.direction != .refresh, rng.chance(0.2), let held = state.items.randomElement(using: &rng) {
      page.items.append(held)
    }
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 15 {
      send(.failed(PagingFailure(TestLoadError()), requestID: request.id))
    } else if roll < 18 {
      send(.failed(PagingFailure(CancellationError()), requestID: request.id))
    } else {
      send(.loaded(page, requestID: request.id))
    }
  }

  // MARK: Final phase

  /// Walks every position from the top to the end and back to the top, answering each load
  /// right away: each position must show the server's item there.
  mutating func finish() {
    pending.removeAll()
    if state.inFlight != nil { send(.cancel) }
    if !state.hasLoadedFirstPage { send(.refresh) }
    settle()
    if state.failedRequest != nil {
      send(.retry)
      settle()
    }
    var walk = 0
    while failure == nil, walk < state.positionCount, walk < 10_000 {
      visit(walk)
      walk += 1
    }
    if failure == nil, !state.endReached { fail("the walk ended before the end of the list") }
    if failure == nil, state.positionCount != feed.items.count {
      fail("\(state.positionCount) positions for \(feed.items.count) server items")
    }
    for position in stride(from: state.positionCount - 1, through: 0, by: -1) where failure == nil {
      visit(position)
    }
  }

  private mutating func visit(_ position: Int) {
    self.position = position
    appear(position)
    settle()
    if state.item(at: position) != feed.items[position] {
      fail("position \(position) shows \(String(describing: state.item(at: position))), not \(feed.items[position])")
    }
  }

  /// Answers the load in flight, and the loads it leads to, until nothing is in flight.
  private mutating func settle() {
    var guardCount = 0
    while let request = state.inFlight, failure == nil, guardCount < 1_000 {
      guardCount += 1
      pending.removeAll()
      send(.loaded(respond(feed, request.request), requestID: request.id))
    }
  }

  // MARK: Sending and checking

  private mutating func send(_ event: PagingEvent<TestItem>) {
    guard failure == nil else { return }
    let before = state
    let effects = state.reduce(event)
    var replaced = false
    switch event {
    case .loaded(_, let id), .failed(_, let id):
      if let request = before.inFlight, request.id == id {
        if case .failed = event {
          if state.items != before.items || state.placeholdersBefore != before.placeholdersBefore {
            fail("a failure changed the items")
          }
        } else {
          replaced = request.direction == .refresh
          if before.isReloadingDroppedPage {
            reloads += 1
            drops += 1  // the reloaded page left the dropped ones; `track` counts the net change
          }
        }
      } else if !(effects.isEmpty && state == before) {
        fail("a stale event for \(id) changed the state")
      }
    default:
      break
    }
    track(effects, after: before)
    check(after: "\(event)", before: before, replaced: replaced)
  }

  private mutating func track(_ effects: [PagingEffect<Strategy.Request>], after before: State) {
    for effect in effects {
      if case .load(let request) = effect {
        pending.append((request, respond(feed, request.request)))
      }
    }
    drops += max(0, state.droppedPageCount - before.droppedPageCount)
  }

  /// No item twice, every held item at its server position, no item lost (the positions cover
  /// the server's first items exactly), and no more than `maxSize` held.
  private mutating func check(after event: String, before: State, replaced: Bool) {
    guard failure == nil else { return }
    if state.items == before.items && state.placeholdersBefore == before.placeholdersBefore
      && state.placeholdersAfter == before.placeholdersAfter
    {
      return
    }
    if Set(state.items.map(\.id)).count != state.items.count { fail("\(event): an item is held twice") }
    for (offset, item) in state.items.enumerated() {
      let position = state.placeholdersBefore + offset
      guard position < feed.items.count, feed.items[position] == item else {
        return fail("\(event): \(item) held at position \(position)")
      }
    }
    if state.positionCount > feed.items.count { fail("\(event): more positions than server items") }
    if !replaced, state.positionCount < before.positionCount {
      fail("\(event): positions went from \(before.positionCount) to \(state.positionCount): items lost")
    }
    if let maxSize = state.maxSize, state.items.count > maxSize {
      fail("\(event): \(state.items.count) items held, more than \(maxSize)")
    }
  }

  private mutating func fail(_ message: String) {
    if failure == nil { failure = "seed \(seed), step \(steps): \(message)" }
  }
}
