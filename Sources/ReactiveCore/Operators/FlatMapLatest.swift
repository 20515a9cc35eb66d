// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Maps each element to an inner sequence and relays only the most recent one: a new element
  /// disposes the previous inner sequence before subscribing to its own.
  ///
  /// Use it for "latest request wins": a new search query cancels the request for the old one,
  /// so stale results never arrive. The result completes when the source and the current inner
  /// sequence have completed, and fails as soon as either fails.
  ///
  /// ```swift
  /// let results = queries.flatMapLatest { query in api.search(query) }
  /// ```
  ///
  /// - Parameter selector: Maps an element to its inner sequence. If it throws, the result fails
  ///   with that error.
  /// - Returns: The elements of the latest inner sequence.
  @inlinable
  public func flatMapLatest<Inner: ObservableType>(
    _ selector: @escaping @Sendable (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    let source = asObservable()
    return Observable { observer in
      let sink = FlatMapLatestSink(selector: selector, observer: observer)
      sink.run(source)
      return sink
    }
  }
}

/// The sink of `flatMapLatest`. Each inner subscription is tagged with the generation of the
/// element that created it; events of older generations are dropped, so an inner sequence that
/// is being disposed on another thread cannot leak a stale element. Per switch it allocates one
/// observer closure; decisions run under the emitter's lock, calls out after it.
@usableFromInline
final class FlatMapLatestSink<SourceElement: Sendable, Inner: ObservableType>: ObserverType, Disposable {
  @usableFromInline typealias Element = SourceElement

  @usableFromInline
  struct State: FlatteningState {
    @usableFromInline var isStopped = false
    @usableFromInline var isOuterCompleted = false
    @usableFromInline var outer: (any Disposable)?
    /// The generation of the latest inner sequence.
    @usableFromInline var latest: UInt64 = 0
    /// Whether the latest inner sequence has started and not completed.
    @usableFromInline var isInnerActive = false
    /// The latest inner subscription, once `subscribe` returned it.
    @usableFromInline var inner: (any Disposable)?

    @inlinable var hasPendingInner: Bool { isInnerActive }

    @inlinable init() {}

    /// Stops and returns the subscriptions still held.
    @inlinable
    mutating func stop() -> (outer: (any Disposable)?, inner: (any Disposable)?) {
      isStopped = true
      defer {
        outer = nil
        inner = nil
      }
      return (outer, inner)
    }
  }

  @usableFromInline let selector: @Sendable (SourceElement) throws -> Inner
  @usableFromInline let emitter: SerializedEmitter<Inner.Element, State>
  @usableFromInline let resource = ResourceToken()

  @inlinable
  init(selector: @escaping @Sendable (SourceElement) throws -> Inner, observer: AnyObserver<Inner.Element>) {
    self.selector = selector
    self.emitter = SerializedEmitter(State(), observer: observer)
  }

  @inlinable
  func run(_ source: Observable<SourceElement>) {
    emitter.keepOuter(source.subscribeUnguarded(self))
  }

  @inlinable
  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      guard let inner = innerSequence(of: element, selector, orFail: { fail($0) }) else { return }
      let (generation, previous): (UInt64?, (any Disposable)?) = emitter.update { state, _ in
        guard !state.isStopped else { return (nil, nil) }
        state.latest &+= 1
        state.isInnerActive = true
        defer { state.inner = nil }
        return (state.latest, state.inner)
      }
      previous?.dispose()
      guard let generation else { return }
      let subscription = inner.subscribeUnguarded(AnyObserver.delivering { [self] event in onInner(event, generation) })
      let disposeNow = emitter.update { state, _ in
        guard !state.isStopped, state.latest == generation, state.isInnerActive else { return true }
        state.inner = subscription
        return false
      }
      if disposeNow { subscription.dispose() }
    case .error(let error):
      fail(error)
    case .completed:
      emitter.outerCompleted()
    }
  }

  @inlinable
  func dispose() {
    let (outer, inner) = emitter.update { state, _ in state.stop() }
    outer?.dispose()
    inner?.dispose()
  }

  @inlinable
  func onInner(_ event: Event<Inner.Element>, _ generation: UInt64) {
    switch event {
    case .next:
      emitter.update { state, outbox in
        if !state.isStopped && state.latest == generation { outbox.send(event) }
      }
    case .error(let error):
      fail(error, onlyIfLatestIs: generation)
    case .completed:
      let finished: (any Disposable)? = emitter.update { state, outbox in
        guard !state.isStopped, state.latest == generation else { return nil }
        state.isInnerActive = false
        if state.isOuterCompleted {
          state.isStopped = true
          outbox.send(.completed)
        }
        defer { state.inner = nil }
        return state.inner
      }
      finished?.dispose()
    }
  }

  /// Fails the result, unless it stopped or `generation` is given and no longer the latest.
  @inlinable
  func fail(_ error: any Error, onlyIfLatestIs generation: UInt64? = nil) {
    let (outer, inner): ((any Disposable)?, (any Disposable)?) = emitter.update { state, outbox in
      guard !state.isStopped, generation == nil || generation == state.latest else { return (nil, nil) }
      outbox.send(.error(error))
      return state.stop()
    }
    outer?.dispose()
    inner?.dispose()
  }
}
