// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListPaging
public import ListViewModels

/// The small list the explorer runs: page size, server list, memory cap, persisted first page.
public struct ExplorationConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// A memory cap: `PagingState.withMaxSize(maxSize, reloadDistance: reloadDistance)`.
  public struct Cap: Hashable, Sendable {
    /// The most items held.
    public var maxSize: Int
    /// How close to a dropped page a seen position reloads it.
    public var reloadDistance: Int

    /// Creates a cap.
    ///
    /// - Parameters:
    ///   - maxSize: The most items held.
    ///   - reloadDistance: How close to a dropped page a seen position reloads it.
    public init(maxSize: Int, reloadDistance: Int) {
      self.maxSize = maxSize
      self.reloadDistance = reloadDistance
    }
  }

  /// Items per page.
  public var pageSize: Int
  /// How many items the server holds for parameters 0 (ids `serverCount` down to 1; parameters 1
  /// hold none).
  public var serverCount: Int
  /// The memory cap, if any.
  public var cap: Cap?
  /// Whether a persisted first page for parameters 0 is there before the first refresh.
  public var persisted: Bool
  /// The prefetch distance of the options.
  public var prefetchDistance: Int
  /// Whether the list starts restored from an archive (`ListState(paging:parameters:options:restoring:)`)
  /// of the server's first two pages, read at the third item, instead of empty.
  public var restored = false
  /// Whether the paging state leaves gaps (`PagingState.withGaps()`), and the server holds
  /// ``absentCount`` posts newer than the archive (a long absence): the restored list's prepend
  /// answers a full page, and a gap opens below it.
  public var gaps = false
  /// How many of the server's newest items the archive of a restored list misses (0: it holds the
  /// server's first two pages).
  public var absentCount = 0

  /// Creates a configuration whose cap, if any, is the tightest: `pageSize + 1` items (a page is
  /// dropped after a single append), reload distance 0.
  ///
  /// - Parameters:
  ///   - pageSize: Items per page. Default 2.
  ///   - serverCount: Items on the server for parameters 0. Default 5 (three pages).
  ///   - capped: Whether a memory cap applies.
  ///   - persisted: Whether a persisted first page is there.
  ///   - prefetchDistance: The prefetch distance. Default 1.
  public init(pageSize: Int = 2, serverCount: Int = 5, capped: Bool, persisted: Bool, prefetchDistance: Int = 1) {
    self.init(
      pageSize: pageSize,
      serverCount: serverCount,
      cap: capped ? Cap(maxSize: pageSize + 1, reloadDistance: 0) : nil,
      persisted: persisted,
      prefetchDistance: prefetchDistance
    )
  }

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - pageSize: Items per page. Default 2.
  ///   - serverCount: Items on the server for parameters 0. Default 5 (three pages).
  ///   - cap: The memory cap, if any.
  ///   - persisted: Whether a persisted first page is there.
  ///   - prefetchDistance: The prefetch distance. Default 1.
  public init(pageSize: Int = 2, serverCount: Int = 5, cap: Cap?, persisted: Bool, prefetchDistance: Int = 1) {
    self.pageSize = pageSize
    self.serverCount = serverCount
    self.cap = cap
    self.persisted = persisted
    self.prefetchDistance = prefetchDistance
  }

  /// Whether a memory cap applies.
  public var capped: Bool { cap != nil }

  /// The six configurations: no cap, the tightest cap (`pageSize + 1`, a page dropped after a
  /// single append, reload distance 0) and a wider one (`2 × pageSize + 1`, reload distance 1);
  /// each with a persisted first page present or not.
  public static let all: [ExplorationConfiguration] = plain + restoredLists + gapped

  /// The configurations with gaps: a list restored after a long absence (9 items on the server,
  /// the archive holding the oldest four), without a cap and with the wider cap (which leaves no
  /// gap: the list is replaced).
  public static let gapped: [ExplorationConfiguration] = [nil, Cap(maxSize: 5, reloadDistance: 1)].map { cap in
    var configuration = ExplorationConfiguration(serverCount: 9, cap: cap, persisted: false)
    configuration.restored = true
    configuration.gaps = true
    configuration.absentCount = 5
    return configuration
  }

  /// The configurations of lists that start empty.
  public static let plain: [ExplorationConfiguration] = [
    nil, Cap(maxSize: 3, reloadDistance: 0), Cap(maxSize: 5, reloadDistance: 1),
  ]
  .flatMap { cap in [false, true].map { ExplorationConfiguration(cap: cap, persisted: $0) } }

  /// The configurations of lists restored from an archive of two pages: no cap, and each cap.
  public static let restoredLists: [ExplorationConfiguration] = [
    nil, Cap(maxSize: 3, reloadDistance: 0), Cap(maxSize: 5, reloadDistance: 1),
  ]
  .map { cap in
    var configuration = ExplorationConfiguration(cap: cap, persisted: false)
    configuration.restored = true
    return configuration
  }

  /// The capped configurations of ``all``.
  public static let capped: [ExplorationConfiguration] = all.filter(\.capped)

  /// `cap 3 (reload 0), persisted page` and the like.
  public var description: String {
    let cap = cap.map { "cap \($0.maxSize) (reload \($0.reloadDistance))" } ?? "no cap"
    let start = restored ? "restored list" : persisted ? "persisted page" : "no persisted page"
    return "\(cap), \(start)\(gaps ? ", gaps after \(absentCount) new of \(serverCount)" : "")"
  }

  /// The same, as Swift source.
  public var source: String {
    let cap = cap.map { "ExplorationConfiguration.Cap(maxSize: \($0.maxSize), reloadDistance: \($0.reloadDistance))" }
    let source = "ExplorationConfiguration(cap: \(cap ?? "nil"), persisted: \(persisted))"
    guard restored else { return source }
    let gapped = gaps ? " c.serverCount = \(serverCount); c.gaps = true; c.absentCount = \(absentCount);" : ""
    return "{ var c = \(source); c.restored = true;\(gapped) return c }()"
  }
}

/// A ``ListState`` with a simulated driver and server around it: the driver runs every effect
/// (it holds loads and actions until the explorer answers them, answers reads of the persisted
/// page at once as `ItemsViewModel` does, and keeps the persisted page), the server answers from
/// its list, and every event is checked against ``ListStateInvariant``.
///
/// Paste a counterexample's events into a test:
///
/// ```swift
/// var world = ExplorationWorld<PageNumberPaging>(ExplorationConfiguration(capped: false, persisted: true))
/// world.send(.refresh)
/// world.send(.failed(ExplorationError.offline, requestID: PagingRequestID(generation: 1, serial: 1)))
/// #expect(world.violations.isEmpty, "\(world.violations)")
/// ```
@MainActor
public struct ExplorationWorld<Strategy: ExplorableStrategy>: Sendable {
  /// The explored state.
  public typealias State = ListState<ExplorationRow, Strategy, Int>
  /// Its events.
  public typealias Event = State.Event

  /// A load the driver was asked to start and that has not answered yet.
  struct Load: Sendable {
    let request: PagingRequest<Strategy.Request>
    let parameters: Int
    /// Whether it still runs; a cancelled load may still answer (late).
    var live = true
  }

  /// An action request the driver sent and that has not answered yet.
  struct Action: Sendable {
    let id: ListActionID
    let itemID: Int
    /// The item the request sent; the server stores it on success.
    let changed: ExplorationRow?
    /// Whether it still runs; a cancelled one may still answer (late).
    var live = true
  }

  /// The list.
  public let configuration: ExplorationConfiguration
  /// The state.
  public private(set) var state: State
  /// What the checks found, in order; empty while every invariant holds.
  public private(set) var violations: [ListStateViolation] = []
  /// Whether each event that changes the items is also shown through `SectionedDataSource` in an
  /// ``ExplorationScreen`` and checked there (I15). Off by default: it costs more than the state
  /// checks together.
  public var checksScreen = false

  var loads: [Load] = []
  var actions: [Action] = []
  /// The server's starred items (its only mutable part).
  var starred: Set<Int> = []
  /// The persisted first page per parameters.
  var store: [Int: Page<ExplorationRow>] = [:]
  /// What the server last told the client about each item: in a page that landed, in the
  /// persisted page shown, or in an action's confirmation.
  var known: [Int: ExplorationRow] = [:]
  /// The request whose failure is the last outcome, cleared when a load starts or lands.
  var lastFailure: (request: PagingRequest<Strategy.Request>, failure: PagingFailure)?
  /// Whether a page from a changed server list (shifted or with duplicates) landed since the
  /// last reset or the last refresh from the unchanged list: positions may move then.
  var serverChanged = false
  /// Whether the last page that landed was the server's own answer to its request.
  var lastAnswerPristine = false

  /// A world whose list has received no event yet.
  ///
  /// - Parameter configuration: The list and server to simulate.
  public init(_ configuration: ExplorationConfiguration) {
    self.configuration = configuration
    var paging = Strategy.emptyPaging(pageSize: configuration.pageSize)
    if let cap = configuration.cap { paging = paging.withMaxSize(cap.maxSize, reloadDistance: cap.reloadDistance) }
    if configuration.gaps { paging = paging.withGaps() }
    let options = ItemsViewModelOptions(prefetchDistance: configuration.prefetchDistance)
    state = State(paging: paging, parameters: 0, options: options)
    if configuration.persisted {
      // A stale first page: the second item is starred there, not on the server.
      let ids = (1...configuration.serverCount).reversed().prefix(configuration.pageSize)
      store[0] = Page(items: ids.enumerated().map { ExplorationRow($1, starred: $0 == 1) })
    }
    if configuration.restored {
      // Archived pages of an earlier session: the server's first two pages, read at the third row.
      let list = Array(serverList(0).dropFirst(configuration.absentCount))
      let first = Page(items: Array(list.prefix(configuration.pageSize)))
      let second = Page(items: Array(list.dropFirst(configuration.pageSize).prefix(configuration.pageSize)))
      let archived = ArchivedList(pages: [first, second], anchor: .init(index: 2, offset: -8))
      state = State(paging: paging, parameters: 0, options: options, restoring: archived)
      learn(state.items)
    }
  }

  // MARK: Server

  /// The server's list for these parameters, newest first.
  func serverList(_ parameters: Int) -> [ExplorationRow] {
    guard parameters == 0 else { return [] }
    return (1...configuration.serverCount).reversed().map { ExplorationRow($0, starred: starred.contains($0)) }
  }

  /// The item the server adds on top in a shifted answer.
  var newcomer: ExplorationRow {
    ExplorationRow(configuration.serverCount + 1, starred: starred.contains(configuration.serverCount + 1))
  }

  /// Every answer the server may give to a load, as real stores answer: its page, a page of a list
  /// that got a new item on top, a page with duplicates, a page of only duplicates, a short page,
  /// an empty page, a failure, and the three ways a store gives up on its own (`CancellationError`,
  /// `URLError(.cancelled)`, the transport's `APIError.cancelled`). A cancelled load answers late
  /// (its page) or with a `CancellationError`.
  func answers(to load: Load) -> [Event] {
    let id = load.request.id
    let list = serverList(load.parameters)
    let page = state.paging.strategy.answer(load.request.request, from: list)
    guard load.live else {
      return [.loaded(page, requestID: id), .failed(CancellationError(), requestID: id)]
    }
    var pages = [page]
    pages.append(state.paging.strategy.answer(load.request.request, from: [newcomer] + list))
    let repeated = [page.items.first ?? list.first, list.first].compactMap { $0 }
    if !repeated.isEmpty {
      var duplicates = page
      duplicates.items += repeated
      pages.append(duplicates)
    }
    if let loaded = state.paging.items.first {
      // The server's version of an item the list already holds.
      var onlyDuplicates = page
      onlyDuplicates.items = [([newcomer] + list).first { $0.id == loaded.id } ?? loaded]
      pages.append(onlyDuplicates)
    }
    if page.items.count > 1 {
      var short = page
      short.items.removeLast()
      pages.append(short)
    }
    var empty = page
    empty.items = []
    pages.append(empty)
    var events: [Event] = []
    for candidate in pages where !events.contains(where: { Self.page(of: $0) == candidate }) {
      events.append(.loaded(candidate, requestID: id))
    }
    events.append(.failed(ExplorationError.offline, requestID: id))
    events.append(.failed(CancellationError(), requestID: id))
    events.append(.failed(URLError(.cancelled), requestID: id))
    events.append(.failed(APIError.cancelled, requestID: id))
    return events
  }

  /// The page of a `.loaded` event.
  static func page(of event: Event) -> Page<ExplorationRow>? {
    if case .loaded(let page, _) = event { return page }
    return nil
  }

  /// Every event that may come next: each input, then each answer of each load and action the
  /// driver holds.
  public func nextEvents() -> [Event] {
    var events: [Event] = [.refresh, .prepend, .loadMore, .retry, .reset(0), .reset(1)]
    for position in 0...state.positionCount { events.append(.itemAppeared(index: position)) }
    if let first = state.items.first { events.append(.actionStarted(ExplorationRow.star, itemID: first.id)) }
    for gap in state.paging.gaps {
      events.append(.gapAppeared(gap))
      events.append(.loadGap(gap))
    }
    for load in loads { events += answers(to: load) }
    for action in actions {
      if action.live {
        events.append(.actionSucceeded(action.id, confirmed: action.changed))
        events.append(.actionSucceeded(action.id, confirmed: nil))
      }
      events.append(.actionFailed(action.id, ExplorationError.offline))
    }
    return events
  }

  // MARK: Driver

  /// Sends an event, runs its effects and checks every invariant.
  ///
  /// - Parameter event: The event.
  public mutating func send(_ event: Event) {
    send(event, checking: true)
  }

  /// Sends an event and runs its effects, checking the invariants only if asked.
  mutating func send(_ event: Event, checking: Bool) {
    let before = checking ? self : nil
    var answered: Load?
    switch event {
    case .loaded(_, let id), .failed(_, let id):
      answered = takeLoad(id)
    case .reset:
      known = [:]
      serverChanged = false
    default:
      break
    }
    if let answered, answered.live, case .loaded(let page, _) = event {
      let pristine =
        page == state.paging.strategy.answer(answered.request.request, from: serverList(answered.parameters))
      lastAnswerPristine = pristine
      if !pristine {
        serverChanged = true
      } else if answered.request.direction == .refresh {
        serverChanged = false
      }
    }
    let effects = state.reduce(event)
    if let answered, answered.live {
      if case .loaded(let page, _) = event {
        lastFailure = nil
        learn(page.items)
      } else if case .failed(let error, _) = event {
        // A live load that fails, by a cancellation of the store's own too, is retried (rule 5).
        lastFailure = (answered.request, PagingFailure(error, message: state.options.errorMessage(error)))
      }
    }
    switch event {
    case .actionSucceeded(let id, let confirmed):
      guard let action = takeAction(id), action.live else { break }
      let value = confirmed ?? action.changed
      if value?.starred == true { starred.insert(action.itemID) } else { starred.remove(action.itemID) }
      known[action.itemID] = value
    case .actionFailed(let id, _):
      _ = takeAction(id)
    default:
      break
    }
    var all = effects
    run(effects, collecting: &all)
    if let before {
      violations += ListStateInvariant.check(
        Transition(before: before, event: event, answered: answered, effects: all, after: self)
      )
      if checksScreen {
        var mayMove = state.notices.contains { $0.completedLoad?.replacedList == true }
        if case .reset = event { mayMove = true }
        violations += ScreenCheck.check(before: before.state, after: state, mayMove: mayMove).map {
          ListStateViolation(invariant: .screenShowsState, detail: $0)
        }
      }
    }
  }

  /// Runs effects as a driver does; a read of the persisted page is answered at once.
  mutating func run(_ effects: [State.Effect], collecting all: inout [State.Effect]) {
    for effect in effects {
      switch effect {
      case .readPersistedFirstPage(let parameters):
        let page = store[parameters]
        let more = state.reduce(.persistedFirstPageRead(page))
        if state.isShowingPersistedPage, let page { learn(page.items) }
        all += more
        run(more, collecting: &all)
      case .load(let request, let parameters):
        loads.append(Load(request: request, parameters: parameters))
        lastFailure = nil
      case .cancelLoad(let id):
        if let index = loads.firstIndex(where: { $0.request.id == id }) { loads[index].live = false }
      case .persistFirstPage(let page, let parameters):
        store[parameters] = page
      case .perform(_, let id, let original, let changed):
        actions.append(Action(id: id, itemID: original.id, changed: changed))
      case .cancelActions:
        for index in actions.indices { actions[index].live = false }
      }
    }
  }

  /// Records what the server said about these items (the first of a repeated id wins).
  mutating func learn(_ items: [ExplorationRow]) {
    for item in items.reversed() { known[item.id] = item }
  }

  /// Removes and returns the held load with this id.
  mutating func takeLoad(_ id: PagingRequestID) -> Load? {
    guard let index = loads.firstIndex(where: { $0.request.id == id }) else { return nil }
    return loads.remove(at: index)
  }

  /// Removes and returns the held action with this id.
  mutating func takeAction(_ id: ListActionID) -> Action? {
    guard let index = actions.firstIndex(where: { $0.id == id }) else { return nil }
    return actions.remove(at: index)
  }

  // MARK: Fingerprint

  /// The hash of everything that decides what comes next: the state (see
  /// `ListState.hashBehaviour(into:)`), the loads and actions held, the server and the store,
  /// with request ids and action numbers counted back from the newest.
  public var fingerprint: Int {
    var hasher = Hasher()
    state.hashBehaviour(into: &hasher)
    hasher.combine(configuration)
    hasher.combine(loads.count)
    for load in loads {
      state.paging.hashRelative(load.request, into: &hasher)
      hasher.combine(load.parameters)
      hasher.combine(load.live)
    }
    hasher.combine(actions.count)
    for action in actions {
      hasher.combine(state.newestActionNumber - action.id.number)
      hasher.combine(action.itemID)
      hasher.combine(action.changed)
      hasher.combine(action.live)
    }
    hasher.combine(starred)
    hasher.combine(store)
    hasher.combine(known)
    state.paging.hashRelative(lastFailure?.request, into: &hasher)
    hasher.combine(lastFailure?.failure)
    hasher.combine(serverChanged)
    return hasher.finalize()
  }
}
