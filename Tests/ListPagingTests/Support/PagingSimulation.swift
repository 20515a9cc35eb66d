// SPDX-License-Identifier: MIT

import ListPaging
import TestSupport
import Testing

/// Drives a ``PagingState`` with random interleavings of intents and responses against a
/// ``FakeFeed``, checking the invariants after every event.
///
/// Responses are computed when a request is issued and kept in `pending` until delivered, in any
/// order, possibly twice, possibly as a failure, possibly after they were cancelled or superseded.
struct PagingSimulation<Strategy: PagingStrategy & Equatable> {
  typealias State = PagingState<TestItem, Strategy>
  typealias Request = PagingRequest<Strategy.Request>

  let seed: UInt64
  var rng: SeededGenerator
  var feed: FakeFeed
  var state: State
  let respond: (FakeFeed, Strategy.Request) -> Page<TestItem>
  let usesPrepend: Bool
  let drifts: Bool

  /// Every issued request's response that may still arrive.
  var pending: [(request: Request, page: Page<TestItem>)] = []
  /// The model of the load in flight, tracked from effects only.
  var current: Request?
  /// The model of the retryable request.
  var lastFailed: Request?
  /// The first invariant violation, if any.
  var failure: String?
  var steps = 0

  init(
    seed: UInt64,
    state: State,
    feedCount: Int,
    usesPrepend: Bool,
    drifts: Bool,
    respond: @escaping (FakeFeed, Strategy.Request) -> Page<TestItem>
  ) {
    self.seed = seed
    rng = SeededGenerator(seed: seed)
    feed = FakeFeed(count: feedCount)
    feed.reportsTotal = rng.chance(0.5)
    self.state = state
    self.usesPrepend = usesPrepend
    self.drifts = drifts
    self.respond = respond
  }

  // MARK: Random phase

  mutating func randomStep() {
    steps += 1
    let roll = Int.random(in: 0..<100, using: &rng)
    switch roll {
    case 0..<8: send(.refresh)
    case 8..<14: send(usesPrepend ? .prepend : .loadMore)
    case 14..<34: send(.loadMore)
    case 34..<40: send(.retry)
    case 40..<43: send(.cancel)
    case 43..<85: deliverRandomPending()
    case 85..<88:
      let forged = PagingRequestID(generation: state.generation, serial: 1_000_000 + steps)
      send(.loaded(Page(items: items([steps + 5_000])), requestID: forged))
    case 88..<95: if drifts { feed.insertNewest(Int.random(in: 1...3, using: &rng)) }
    default: break
    }
  }

  private mutating func deliverRandomPending() {
    guard !pending.isEmpty else { return }
    let index = Int.random(in: 0..<pending.count, using: &rng)
    let (request, page) = pending[index]
    if !rng.chance(0.15) { pending.remove(at: index) }  // otherwise it will arrive again
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 18 {
      send(.failed(PagingFailure(TestLoadError()), requestID: request.id))
    } else if roll < 21 {
      send(.failed(PagingFailure(CancellationError()), requestID: request.id))
    } else {
      send(.loaded(page, requestID: request.id))
    }
  }

  // MARK: Final phase

  /// Stops the server drifting, then pages to the end; the list must equal the server's.
  mutating func finish() {
    pending.removeAll()
    if current != nil { send(.cancel) }
    if usesPrepend && state.hasLoadedFirstPage {
      send(.prepend)
    } else {
      send(.refresh)
    }
    var guardCount = 0
    while let request = current, failure == nil, guardCount < 1_000 {
      guardCount += 1
      pending.removeAll()
      send(.loaded(respond(feed, request.request), requestID: request.id))
      if current == nil, state.canLoadMore { send(.loadMore) }
    }
    if !(state.endReached) { fail("paging did not end") }
    if !(state.items == feed.items) { fail("final list \(state.items) differs from the server's \(feed.items)") }
  }

  // MARK: Sending and checking

  private mutating func send(_ event: PagingEvent<TestItem>) {
    guard failure == nil else { return }
    let before = state
    let effects = state.reduce(event)
    var replacedItems = false

    switch event {
    case .loaded(_, let id), .failed(_, let id):
      if let request = current, request.id == id {
        current = nil
        if case .failed = event {
          // Rule 5: a cancellation that answers the load in flight fails it like any other error.
          lastFailed = request
          if !(state.items == before.items) { fail("a failure changed the items") }
        } else {
          replacedItems = request.direction != .append
        }
      } else {
        if !(effects.isEmpty && state == before) { fail("a stale event for \(id) changed the state") }
      }
    default:
      break
    }

    for effect in effects {
      switch effect {
      case .cancel(let id):
        if !(current?.id == id) { fail("cancelled \(id), but \(String(describing: current)) was in flight") }
        current = nil
      case .load(let request):
        if !(current == nil) { fail("started \(request.id) while \(String(describing: current)) was in flight") }
        if case .retry = event {
          if request.request != lastFailed?.request || request.direction != lastFailed?.direction {
            fail("retry issued \(request), not the failed \(String(describing: lastFailed))")
          }
        }
        current = request
        lastFailed = nil
        pending.append((request, respond(feed, request.request)))
      }
    }
    if case .retry = event, effects.isEmpty, before.inFlight == nil, lastFailed != nil { fail("retry ignored") }

    // Invariants of issue 3 (`reduce` also ran `checkInvariants()`); arrays compare by identity
    // first, so the O(n) checks only run when the items changed.
    let loading = PagingDirection.allCases.filter { state.loadStates[$0].isLoading }
    if loading.count > 1 { fail("more than one direction loading: \(loading)") }
    if state.inFlight != current {
      fail("in flight \(String(describing: state.inFlight)), model \(String(describing: current))")
    }
    if state.failedRequest != lastFailed { fail("retryable \(String(describing: state.failedRequest))") }
    if state.items != before.items {
      let ids = Set(state.items.map(\.id))
      if ids.count != state.items.count { fail("duplicate ids in \(state.items)") }
      if !replacedItems && !before.items.allSatisfy({ ids.contains($0.id) }) { fail("items were lost by \(event)") }
    }
  }

  private mutating func fail(_ message: String) {
    if failure == nil { failure = "seed \(seed), step \(steps): \(message)" }
  }
}
