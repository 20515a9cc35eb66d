// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Maps each element to an inner sequence and merges the events of all inner sequences.
  ///
  /// Every inner sequence is subscribed as soon as its element arrives and runs concurrently
  /// with the others; their elements are interleaved in arrival order. The result completes when
  /// the source and every inner sequence have completed, and fails as soon as any of them fails
  /// (disposing the rest).
  ///
  /// ```swift
  /// let details = ids.flatMap { id in api.loadDetail(id) }  // all requests run in parallel
  /// ```
  ///
  /// - Parameter selector: Maps an element to its inner sequence. If it throws, the result fails
  ///   with that error.
  /// - Returns: The merged elements of the inner sequences.
  public func flatMap<Inner: ObservableType>(
    _ selector: @escaping @Sendable (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    flatten(.merge, selector)
  }

  /// Builds the flatMap family operator that uses `strategy`.
  func flatten<Inner: ObservableType>(
    _ strategy: FlattenStrategy,
    _ selector: @escaping @Sendable (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    let source = asObservable()
    return Observable { observer in
      let sink = FlattenSink(strategy: strategy, selector: selector, observer: observer)
      sink.run(source)
      return sink
    }
  }
}

/// How the flatMap family treats an element that arrives while inner sequences are active.
enum FlattenStrategy: Sendable {
  /// Subscribe to its inner sequence at once (`flatMap`).
  case merge
  /// Ignore it (`flatMapFirst`).
  case first
  /// Queue it; its inner sequence is created and subscribed after the active one completes
  /// (`concatMap`).
  case concat
}

/// The sink of `flatMap`, `flatMapFirst` and `concatMap`.
///
/// The outer and the inner subscriptions may deliver on different threads; every decision is
/// made under the emitter's lock and delivery is serialised by it. The selector and all
/// subscribing and disposing run outside the lock.
final class FlattenSink<SourceElement: Sendable, Inner: ObservableType>: ObserverType, Disposable {
  typealias Element = SourceElement

  private enum Slot {
    /// The inner sequence is being subscribed; its disposable is not known yet.
    case subscribing
    case subscribed(any Disposable)
  }

  private struct State: FlatteningState {
    var isStopped = false
    var isOuterCompleted = false
    var outer: (any Disposable)?
    var nextID: UInt64 = 0
    var inners: [UInt64: Slot] = [:]
    /// Elements waiting for their turn (`concat` only).
    var queue: [SourceElement] = []

    var hasPendingInner: Bool { !inners.isEmpty || !queue.isEmpty }

    mutating func reserveID() -> UInt64 {
      defer { nextID &+= 1 }
      inners[nextID] = .subscribing
      return nextID
    }

    /// Stops and returns every subscription still held.
    mutating func stop() -> [any Disposable] {
      isStopped = true
      var taken: [any Disposable] = outer.map { [$0] } ?? []
      for case .subscribed(let inner) in inners.values { taken.append(inner) }
      outer = nil
      inners = [:]
      queue = []
      return taken
    }
  }

  private let strategy: FlattenStrategy
  private let selector: @Sendable (SourceElement) throws -> Inner
  private let emitter: SerializedEmitter<Inner.Element, State>
  private let resource = ResourceToken()

  init(
    strategy: FlattenStrategy,
    selector: @escaping @Sendable (SourceElement) throws -> Inner,
    observer: AnyObserver<Inner.Element>
  ) {
    self.strategy = strategy
    self.selector = selector
    self.emitter = SerializedEmitter(State(), observer: observer)
  }

  func run(_ source: Observable<SourceElement>) {
    emitter.keepOuter(source.subscribeUnguarded(self))
  }

  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      let strategy = self.strategy
      let id: UInt64? = emitter.update { state, _ in
        guard !state.isStopped else { return nil }
        if state.inners.isEmpty || strategy == .merge { return state.reserveID() }
        if strategy == .concat { state.queue.append(element) }
        return nil
      }
      if let id { subscribeInner(for: element, id: id) }
    case .error(let error):
      fail(error)
    case .completed:
      emitter.outerCompleted()
    }
  }

  func dispose() {
    let subscriptions = emitter.update { state, _ in state.stop() }
    for subscription in subscriptions { subscription.dispose() }
  }

  private func subscribeInner(for element: SourceElement, id: UInt64) {
    guard let inner = innerSequence(of: element, selector, orFail: { fail($0) }) else { return }
    let subscription = inner.subscribeUnguarded(AnyObserver { [self] event in onInner(event, id: id) })
    let disposeNow = emitter.update { state, _ in
      guard !state.isStopped, state.inners[id] != nil else { return true }
      state.inners[id] = .subscribed(subscription)
      return false
    }
    if disposeNow { subscription.dispose() }
  }

  private func onInner(_ event: Event<Inner.Element>, id: UInt64) {
    switch event {
    case .next:
      emitter.update { state, outbox in
        if !state.isStopped { outbox.send(event) }
      }
    case .error(let error):
      fail(error)
    case .completed:
      let (finished, next): (Slot?, (SourceElement, UInt64)?) = emitter.update { state, outbox in
        guard !state.isStopped else { return (nil, nil) }
        let finished = state.inners.removeValue(forKey: id)
        if !state.queue.isEmpty {
          return (finished, (state.queue.removeFirst(), state.reserveID()))
        }
        if state.isOuterCompleted && !state.hasPendingInner {
          state.isStopped = true
          outbox.send(.completed)
        }
        return (finished, nil)
      }
      if case .subscribed(let subscription) = finished { subscription.dispose() }
      if let (element, nextID) = next { subscribeInner(for: element, id: nextID) }
    }
  }

  private func fail(_ error: any Error) {
    let subscriptions: [any Disposable] = emitter.update { state, outbox in
      guard !state.isStopped else { return [] }
      outbox.send(.error(error))
      return state.stop()
    }
    for subscription in subscriptions { subscription.dispose() }
  }
}

/// The outer-sequence part of a flattening operator's state (`flatMap`, `flatMapFirst`,
/// `concatMap`, `flatMapLatest`).
@usableFromInline
protocol FlatteningState {
  /// Whether the result has ended (terminal event sent, or disposed).
  var isStopped: Bool { get set }
  /// Whether the outer sequence completed (the result then completes after its last inner).
  var isOuterCompleted: Bool { get set }
  /// The outer subscription, until the outer sequence completes or the result stops.
  var outer: (any Disposable)? { get set }
  /// Whether an inner sequence is running or waiting to: the result completes only after it.
  var hasPendingInner: Bool { get }
}

/// The inner sequence `selector` makes of `element`; `nil` when `selector` throws, after handing
/// the error to `fail`. The first step of every flattening operator's element.
@inlinable
func innerSequence<Element, Inner: ObservableType>(
  of element: Element,
  _ selector: (Element) throws -> Inner,
  orFail fail: (any Error) -> Void
) -> Observable<Inner.Element>? {
  do {
    return try selector(element).asObservable()
  } catch {
    fail(error)
    return nil
  }
}

extension SerializedEmitter where State: FlatteningState {
  /// Keeps the outer subscription, or disposes it at once if the result already stopped or the
  /// outer sequence completed during `subscribe`.
  @inlinable
  func keepOuter(_ subscription: any Disposable) {
    let disposeNow = update { state, _ in
      if state.isStopped || state.isOuterCompleted { return true }
      state.outer = subscription
      return false
    }
    if disposeNow { subscription.dispose() }
  }

  /// The outer sequence completed: completes the result unless an inner sequence is pending,
  /// and releases the outer subscription at once, as RxSwift does.
  @inlinable
  func outerCompleted() {
    let outer: (any Disposable)? = update { state, outbox in
      guard !state.isStopped else { return nil }
      state.isOuterCompleted = true
      if !state.hasPendingInner {
        state.isStopped = true
        outbox.send(.completed)
      }
      defer { state.outer = nil }
      return state.outer
    }
    outer?.dispose()
  }
}
