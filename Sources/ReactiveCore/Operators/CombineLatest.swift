// SPDX-License-Identifier: MIT

extension Observable {
  /// Combines the latest elements of two sequences whenever either of them emits.
  ///
  /// Nothing is emitted until every source has emitted at least once. After that, each
  /// element of any source produces one result from the latest element of every source.
  /// The result fails as soon as a source fails, and completes when every source has
  /// completed, or earlier when an element arrives while every other source has completed and
  /// one of them never emitted (no result can be produced any more), as in RxSwift.
  ///
  /// ```swift
  /// let sums = Observable.combineLatest(a, b) { $0 + $1 }
  /// // a:    -1----2-----|
  /// // b:    ---10----20-|
  /// // sums: ---11-12-22-|
  /// ```
  ///
  /// Sources may deliver on different threads at the same time; results still reach the
  /// observer one at a time, and `resultSelector` never runs twice at once.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - resultSelector: Builds a result from the latest elements; a thrown error fails the sequence.
  /// - Returns: A sequence of the combined results.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    combineLatestCore([source1.erasedToSendable(), source2.erasedToSendable()]) { values in
      // The casts cannot fail: value i comes from source i, erased just above.
      try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
    }
  }

  /// Combines the latest elements of three sequences whenever any of them emits.
  ///
  /// Emits nothing until every source has emitted; see ``combineLatest(_:_:resultSelector:)``
  /// for the completion and failure rules.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - resultSelector: Builds a result from the latest elements; a thrown error fails the sequence.
  /// - Returns: A sequence of the combined results.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    let sources = [source1.erasedToSendable(), source2.erasedToSendable(), source3.erasedToSendable()]
    return combineLatestCore(sources) { values in
      // The casts cannot fail: value i comes from source i, erased just above.
      try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
    }
  }

  /// Combines the latest elements of four sequences whenever any of them emits.
  ///
  /// Emits nothing until every source has emitted; see ``combineLatest(_:_:resultSelector:)``
  /// for the completion and failure rules.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - resultSelector: Builds a result from the latest elements; a thrown error fails the sequence.
  /// - Returns: A sequence of the combined results.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    let sources = [
      source1.erasedToSendable(), source2.erasedToSendable(), source3.erasedToSendable(), source4.erasedToSendable(),
    ]
    return combineLatestCore(sources) { values in
      // The casts cannot fail: value i comes from source i, erased just above.
      try resultSelector(
        values[0] as! O1.Element,
        values[1] as! O2.Element,
        values[2] as! O3.Element,
        values[3] as! O4.Element
      )
    }
  }

  /// The shared N-ary implementation behind every `combineLatest` overload.
  static func combineLatestCore<Value: Sendable>(
    _ sources: [Observable<Value>],
    _ resultSelector: @escaping @Sendable ([Value]) throws -> Element
  ) -> Observable<Element> {
    Observable { observer in
      let sink = CombineLatestSink(count: sources.count, observer: observer, resultSelector: resultSelector)
      sink.run(sources)
      return sink
    }
  }
}

extension Observable where Element == any Sendable {
  /// Combines the latest elements of two sequences into tuples whenever either of them emits.
  ///
  /// ```swift
  /// let pairs = Observable.combineLatest(names, ages)  // Observable<(String, Int)>
  /// ```
  ///
  /// See ``Observable/combineLatest(_:_:resultSelector:)`` for the emission, completion and
  /// failure rules.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  /// - Returns: A sequence of tuples of the latest elements.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
  }

  /// Combines the latest elements of three sequences into tuples whenever any of them emits.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  /// - Returns: A sequence of tuples of the latest elements.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Combines the latest elements of four sequences into tuples whenever any of them emits.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  /// - Returns: A sequence of tuples of the latest elements.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4) {
      ($0, $1, $2, $3)
    }
  }
}

extension ObservableType {
  /// This sequence with its elements boxed as `any Sendable`, so sources of different
  /// element types can share one N-ary implementation.
  func erasedToSendable() -> Observable<any Sendable> {
    let source = asObservable()
    return Observable<any Sendable> { observer in
      source.subscribeUnguarded(AnyObserver<Element> { event in observer.on(event.map { $0 }) })
    }
  }
}

/// The state machine of `combineLatest`: the latest value of each source, and which are done.
private final class CombineLatestSink<Value: Sendable, Observer: ObserverType>: Disposable {
  typealias Result = Observer.Element

  private struct State: GatedState {
    var gate = DeliveryGate<[Value]>()
    var values: [Value?]
    var valueCount = 0
    var isDone: [Bool]
    var doneCount = 0
  }

  private let observer: Observer
  private let resultSelector: @Sendable ([Value]) throws -> Result
  private let state: LockedState<State>
  private let subscriptions: [SingleAssignmentDisposable]
  private let resource = ResourceToken()

  init(count: Int, observer: Observer, resultSelector: @escaping @Sendable ([Value]) throws -> Result) {
    self.observer = observer
    self.resultSelector = resultSelector
    self.state = LockedState(
      State(values: Array(repeating: nil, count: count), isDone: Array(repeating: false, count: count))
    )
    self.subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
  }

  func run(_ sources: [Observable<Value>]) {
    if sources.isEmpty {
      deliver(state.withLock { $0.gate.accept(.completed) })
      return
    }
    for (index, source) in sources.enumerated() {
      subscriptions[index].setDisposable(
        source.subscribeUnguarded(AnyObserver { [self] event in on(event, at: index) })
      )
    }
  }

  private func on(_ event: Event<Value>, at index: Int) {
    switch event {
    case .next(let value):
      let event = state.withLock { state -> Event<[Value]>? in
        guard !state.gate.isTerminated else { return nil }
        if state.values[index] == nil { state.valueCount += 1 }
        state.values[index] = value
        if state.valueCount == state.values.count {
          return state.gate.accept(.next(state.values.compactMap { $0 }))
        }
        // Some source has no value yet; if every other source is done, none ever will.
        let othersDone = state.doneCount - (state.isDone[index] ? 1 : 0)
        return othersDone == state.values.count - 1 ? state.gate.accept(.completed) : nil
      }
      deliver(event)
    case .error(let error):
      deliver(state.withLock { $0.gate.accept(.error(error)) })
    case .completed:
      let (event, isLast) = state.withLock { state -> (Event<[Value]>?, Bool) in
        guard !state.isDone[index] else { return (nil, false) }
        state.isDone[index] = true
        state.doneCount += 1
        guard state.doneCount == state.isDone.count else { return (nil, false) }
        return (state.gate.accept(.completed), true)
      }
      if !isLast { subscriptions[index].dispose() }
      deliver(event)
    }
  }

  private func deliver(_ event: Event<[Value]>?) {
    state.drain(event) { event in
      switch event {
      case .next(let values):
        do {
          observer.on(.next(try resultSelector(values)))
        } catch {
          state.withLock { $0.gate.terminate() }
          observer.on(.error(error))
          dispose()
        }
      case .error(let error):
        observer.on(.error(error))
        dispose()
      case .completed:
        observer.on(.completed)
        dispose()
      }
    }
  }

  func dispose() {
    state.withLock { $0.gate.terminate() }
    for subscription in subscriptions { subscription.dispose() }
  }
}
