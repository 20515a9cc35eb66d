// SPDX-License-Identifier: MIT

import ListViewModels
import ReactiveList
import TestSupport
import Testing

/// Random schedules of every input, store answer and action outcome, run against `ListState`
/// alone: answers arrive late, out of order, failed, cancelled or twice, and the invariants of
/// issue 11 are checked after every event.
@Suite struct ListStatePropertyTests {
  typealias State = ListState<Repo, PageNumberPaging, Int>

  /// 10 × 1,000 = 10,000 schedules of 60 steps each, then a settle-and-reload check.
  @Test(arguments: 0..<10)
  func invariantsHoldOverRandomSchedules(batch: Int) {
    for seed in 0..<1_000 {
      var simulation = Simulation(seed: UInt64(batch * 1_000 + seed))
      simulation.run(steps: 60)
      simulation.settle()
      if let failure = simulation.failure {
        Issue.record(
          "seed \(batch * 1_000 + seed): \(failure)\n\(simulation.history.map { "\($0)" }.joined(separator: "\n"))"
        )
        return
      }
    }
  }

  /// ListViewModels guide, "Memory cap": "positions stay stable", "no item is lost and none is
  /// held twice". 4 × 300 = 1,200 schedules of 120 steps over a capped list (random scrolling,
  /// drops and reloads among every other input), then a walk over every position down and up.
  @Test(arguments: 0..<4)
  func memoryCapKeepsPositionsOverRandomSchedules(batch: Int) {
    var drops = 0
    defer { #expect(drops > 1_000, "the schedules dropped pages \(drops) times") }
    for seed in 0..<300 {
      var simulation = Simulation(seed: UInt64(batch * 300 + seed), capped: true)
      simulation.run(steps: 120)
      simulation.settle()
      drops += simulation.drops
      if let failure = simulation.failure {
        Issue.record("seed \(batch * 300 + seed): \(failure)\n\(simulation.history.suffix(30).map { "\($0)" })")
        return
      }
    }
  }

  /// A server, a driver that records effects instead of running them, and the checks.
  struct Simulation {
    /// A load the state asked for, with the page the server had when it was asked.
    struct Load {
      let request: PagingRequest<PageNumberPaging.Request>
      let page: Page<Repo>
    }

    var random: SeededGenerator
    var state: State
    /// The server's items per parameters (0 or 1), in order; actions rename them.
    var server: [Int: [Repo]] = [:]
    var persisted: [Int: Page<Repo>] = [:]
    /// Every load asked for and not yet answered (cancelled ones too: their answers come late).
    var loads: [Load] = []
    /// Running actions: id, the item, the name it sets.
    var actions: [(id: ListActionID, item: Int, name: String)] = []
    var failure: String?
    /// The events so far, printed when a check fails.
    var history: [State.Event] = []

    /// Whether the list runs under a memory cap (17 items, reload distance 2).
    let capped: Bool

    init(seed: UInt64, capped: Bool = false) {
      random = SeededGenerator(seed: seed)
      self.capped = capped
      let paging = PagingState<Repo, PageNumberPaging>(strategy: .pageNumber(pageSize: 5))
      state = State(
        paging: capped ? paging.withMaxSize(17, reloadDistance: 2) : paging,
        parameters: 0,
        options: ItemsViewModelOptions(prefetchDistance: 2)
      )
      for parameters in 0..<2 {
        let count = Int.random(in: 0...(capped ? 80 : 23), using: &random)
        server[parameters] = (0..<count).map { Repo(id: parameters * 100 + $0, name: "p\(parameters)-\($0)") }
      }
    }

    mutating func run(steps: Int) {
      for _ in 0..<steps where failure == nil { step() }
    }

    /// One random input or answer.
    mutating func step() {
      let roll = Int.random(in: 0..<100, using: &random)
      switch roll {
      case 0..<14: send(.refresh)
      case 14..<19: send(.prepend)
      case 19..<33: send(.loadMore)
      case 33..<38: send(.retry)
      case 38..<41: send(.reset(Int.random(in: 0..<2, using: &random)))
      case 41..<50 where capped: scroll()
      case 41..<50: send(.itemAppeared(index: Int.random(in: -1...(state.items.count + 1), using: &random)))
      case 50..<53: send(.itemSelected(index: Int.random(in: -1...(state.items.count + 1), using: &random)))
      case 53..<63: startAction()
      case 63..<86: answerLoad()
      default: answerAction(success: random.chance(0.7))
      }
    }

    /// Answers every running action, then every old load, then reloads the whole list and checks
    /// it against the server.
    mutating func settle() {
      while failure == nil, !actions.isEmpty { answerAction(success: random.chance(0.7)) }
      guard failure == nil else { return }
      if !state.isShowingPersistedPage {
        for item in state.items where item != serverItem(item.id) {
          failure =
            "after every action settled, \(item) shows, but the server has \(String(describing: serverItem(item.id)))"
          return
        }
      }
      while failure == nil, !loads.isEmpty { answerLoad() }
      if capped { return walk() }
      send(.refresh)
      for _ in 0..<10 where failure == nil {
        while failure == nil, !loads.isEmpty { answerLoad(outcome: .success) }
        if state.loadStates.endReached { break }
        send(.loadMore)
      }
      let expected = server[state.parameters] ?? []
      if failure == nil, state.items != expected {
        failure = "after a full reload \(state.items.map(\.id)) is shown, the server has \(expected.map(\.id))"
      }
    }

    /// The position the simulated user looks at (memory cap).
    var position = 0
    /// How many events dropped pages (memory cap).
    var drops = 0

    /// Scrolls by up to two pages either way and reports the position that appeared.
    mutating func scroll() {
      let delta = Int.random(in: -10...10, using: &random)
      position = min(max(0, position + delta), max(0, state.positionCount - 1))
      send(.itemAppeared(index: position))
    }

    /// Refreshes, then shows every position down to the end and back up, answering each load:
    /// every position shows the server's item there.
    mutating func walk() {
      send(.refresh)
      answerEveryLoad()
      var next = 0
      while failure == nil, next < state.positionCount || !state.loadStates.endReached, next < 200 {
        visit(next)
        next += 1
      }
      let expected = server[state.parameters] ?? []
      if failure == nil, state.positionCount != expected.count {
        failure = "after the walk the list has \(state.positionCount) positions, the server \(expected.count) items"
      }
      for position in stride(from: state.positionCount - 1, through: 0, by: -1) where failure == nil {
        visit(position)
      }
    }

    mutating func visit(_ position: Int) {
      send(.itemAppeared(index: position))
      answerEveryLoad()
      let expected = server[state.parameters] ?? []
      guard failure == nil, position < expected.count else { return }
      if state.item(at: position)?.id != expected[position].id {
        failure =
          "position \(position) shows \(String(describing: state.item(at: position))), not \(expected[position])"
      }
    }

    mutating func answerEveryLoad() {
      var guardCount = 0
      while failure == nil, !loads.isEmpty, guardCount < 1_000 {
        guardCount += 1
        answerLoad(outcome: .success)
      }
    }

    // MARK: Inputs and answers

    mutating func startAction() {
      guard !state.items.isEmpty else { return }
      let item = state.items[Int.random(in: 0..<state.items.count, using: &random)]
      let name = "renamed \(Int.random(in: 0..<1_000, using: &random))"
      let action = ItemAction<Repo>.update({ $0.name = name }, request: { _ in nil })
      let effects = send(.actionStarted(action, itemID: item.id))
      for case .perform(_, let id, _, _) in effects { actions.append((id, item.id, name)) }
    }

    enum Outcome { case success, failure, cancellation }

    mutating func answerLoad(outcome: Outcome? = nil) {
      guard !loads.isEmpty else { return }
      let index = Int.random(in: 0..<loads.count, using: &random)
      let load = loads[index]
      // Some answers arrive twice: the copy stays to be delivered again.
      if !random.chance(0.15) { loads.remove(at: index) }
      let roll = Int.random(in: 0..<100, using: &random)
      switch outcome ?? (roll < 75 ? .success : roll < 95 ? .failure : .cancellation) {
      case .success: send(.loaded(load.page, requestID: load.request.id))
      case .failure: send(.failed(TestFailure.offline, requestID: load.request.id))
      case .cancellation: send(.failed(CancellationError(), requestID: load.request.id))
      }
    }

    mutating func answerAction(success: Bool) {
      guard !actions.isEmpty else { return }
      let action = actions.remove(at: Int.random(in: 0..<actions.count, using: &random))
      guard success else {
        send(.actionFailed(action.id, TestFailure.offline))
        return
      }
      // The server applies the change when it answers; it may or may not return the item.
      for key in server.keys {
        if let index = server[key]?.firstIndex(where: { $0.id == action.item }) {
          server[key]?[index].name = action.name
        }
      }
      send(.actionSucceeded(action.id, confirmed: random.chance(0.5) ? serverItem(action.item) : nil))
    }

    func serverItem(_ id: Int) -> Repo? {
      server.values.lazy.compactMap { $0.first { $0.id == id } }.first
    }

    // MARK: The driver and the checks

    /// Reduces `event`, records its effects like a driver would, and checks the invariants.
    @discardableResult
    mutating func send(_ event: State.Event) -> [State.Effect] {
      let before = state
      let effects = state.reduce(event)
      history.append(event)
      if state.paging.droppedPageCount > before.paging.droppedPageCount { drops += 1 }
      check(event, before: before)
      for effect in effects {
        switch effect {
        case .readPersistedFirstPage(let parameters):
          send(.persistedFirstPageRead(persisted[parameters]))
        case .load(let request, let parameters):
          loads.append(Load(request: request, page: page(request.request, parameters: parameters)))
        case .cancelLoad:
          break  // the answer may still come: it must be dropped
        case .persistFirstPage(let page, let parameters):
          persisted[parameters] = page
        case .perform:
          break
        case .cancelActions:
          actions = []
        }
      }
      return effects
    }

    func page(_ request: PageNumberPaging.Request, parameters: Int) -> Page<Repo> {
      let items = server[parameters] ?? []
      let start = min((request.page - 1) * request.pageSize, items.count)
      return Page(items: Array(items[start..<min(start + request.pageSize, items.count)]))
    }

    mutating func check(_ event: State.Event, before: State) {
      let ids = state.items.map(\.id)
      if Set(ids).count != ids.count {
        failure = "\(event): an item is shown twice: \(ids)"
        return
      }
      var replacesList = false
      switch event {
      case .loaded(_, let id), .failed(_, let id):
        guard before.paging.inFlight?.id == id else {
          // A stale answer never lands.
          if state.items != before.items || state.paging.items != before.paging.items || !state.notices.isEmpty {
            failure = "\(event): a stale answer changed the list"
          }
          return
        }
        if case .failed = event, state.items != before.items {
          failure = "\(event): a failure changed the items on screen"
          return
        }
        replacesList = before.paging.inFlight?.direction != .append
      case .reset:
        replacesList = true
      default:
        break
      }
      if capped { return checkPositions(event, before: before, replacesList: replacesList) }
      if !replacesList, !Set(before.items.map(\.id)).isSubset(of: Set(ids)) {
        failure = "\(event): items disappeared: \(before.items.map(\.id)) → \(ids)"
      }
    }
  }
}

extension ListStatePropertyTests.Simulation {
  /// Under a memory cap: every item on screen is the server's item at its position, no position
  /// is lost unless the list was replaced, and at most `maxSize` items are held.
  mutating func checkPositions(
    _ event: ListStatePropertyTests.State.Event,
    before: ListStatePropertyTests.State,
    replacesList: Bool
  ) {
    let expected = server[state.parameters] ?? []
    for (offset, item) in state.items.enumerated() {
      let position = state.placeholdersBefore + offset
      guard position < expected.count, expected[position].id == item.id else {
        failure = "\(event): \(item) is shown at position \(position)"
        return
      }
    }
    if !replacesList, state.positionCount < before.positionCount {
      failure = "\(event): positions went from \(before.positionCount) to \(state.positionCount)"
    }
    if state.paging.items.count > 17 { failure = "\(event): \(state.paging.items.count) items held" }
  }
}

/// The failure the simulated server answers with.
enum TestFailure: Error { case offline }
