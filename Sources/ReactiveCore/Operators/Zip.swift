// SPDX-License-Identifier: MIT

extension Observable {
  /// Pairs the elements of two sequences by position: the first with the first, the second
  /// with the second, and so on.
  ///
  /// Elements wait in a queue per source until every source has one at the same position.
  /// The result fails as soon as a source fails, and completes once every source has completed
  /// (as RxSwift does since 5.0, even when a completed source leaves nothing left to pair).
  ///
  /// ```swift
  /// let pairs = Observable.zip(a, b) { "\($0)\($1)" }
  /// // a:     -1--2--3-----|
  /// // b:     ---A----B-C--|
  /// // pairs: ---1A---2B-3C|
  /// ```
  ///
  /// Sources may deliver on different threads at the same time; results still reach the
  /// observer one at a time, and `resultSelector` never runs twice at once.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - resultSelector: Builds a result from one element of each source; a thrown error fails
  ///     the sequence.
  /// - Returns: A sequence of the zipped results.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    zipCore([source1.erasedToSendable(), source2.erasedToSendable()]) { values in
      // The casts cannot fail: value i comes from source i, erased just above.
      try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
    }
  }

  /// Pairs the elements of three sequences by position.
  ///
  /// See ``zip(_:_:resultSelector:)`` for the queueing, completion and failure rules.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - resultSelector: Builds a result from one element of each source; a thrown error fails
  ///     the sequence.
  /// - Returns: A sequence of the zipped results.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    zipCore([source1.erasedToSendable(), source2.erasedToSendable(), source3.erasedToSendable()]) { values in
      // The casts cannot fail: value i comes from source i, erased just above.
      try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
    }
  }

  /// Pairs the elements of four sequences by position.
  ///
  /// See ``zip(_:_:resultSelector:)`` for the queueing, completion and failure rules.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - resultSelector: Builds a result from one element of each source; a thrown error fails
  ///     the sequence.
  /// - Returns: A sequence of the zipped results.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    let sources = [
      source1.erasedToSendable(), source2.erasedToSendable(), source3.erasedToSendable(), source4.erasedToSendable(),
    ]
    return zipCore(sources) { values in
      // The casts cannot fail: value i comes from source i, erased just above.
      try resultSelector(
        values[0] as! O1.Element,
        values[1] as! O2.Element,
        values[2] as! O3.Element,
        values[3] as! O4.Element
      )
    }
  }

  /// Pairs the elements of a collection of sequences by position.
  ///
  /// See ``zip(_:_:resultSelector:)`` for the queueing, completion and failure rules; an empty
  /// collection completes at once.
  ///
  /// - Parameters:
  ///   - collection: The sources, all of the same element type.
  ///   - resultSelector: Builds a result from one element of each source, in source order; a
  ///     thrown error fails the sequence.
  /// - Returns: A sequence of the zipped results.
  public static func zip<Sources: Collection>(
    _ collection: Sources,
    resultSelector: @escaping @Sendable ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    zipCore(collection.map { $0.asObservable() }, resultSelector)
  }

  /// Pairs the elements of a collection of sequences by position, as arrays.
  ///
  /// ```swift
  /// let rows = Observable.zip([a, b])  // Observable<[Int]>
  /// // a:    -1--2--|
  /// // b:    ---10-20--|
  /// // rows: ---[1,10]-[2,20]--|
  /// ```
  ///
  /// - Parameter collection: The sources, all of the same element type.
  /// - Returns: A sequence of arrays with one element of each source, in source order.
  public static func zip<Sources: Collection>(
    _ collection: Sources
  ) -> Observable<[Element]> where Sources.Element: ObservableType, Sources.Element.Element == Element {
    Observable<[Element]>.zipCore(collection.map { $0.asObservable() }) { $0 }
  }

  /// The shared N-ary implementation behind every `zip` overload.
  static func zipCore<Value: Sendable>(
    _ sources: [Observable<Value>],
    _ resultSelector: @escaping @Sendable ([Value]) throws -> Element
  ) -> Observable<Element> {
    Observable { observer in
      let sink = ZipSink(count: sources.count, observer: observer, resultSelector: resultSelector)
      sink.run(sources)
      return sink
    }
  }
}

extension Observable where Element == any Sendable {
  /// Pairs the elements of two sequences by position, as tuples.
  ///
  /// ```swift
  /// let pairs = Observable.zip(requests, responses)  // Observable<(Request, Response)>
  /// ```
  ///
  /// See ``Observable/zip(_:_:resultSelector:)`` for the queueing, completion and failure rules.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  /// - Returns: A sequence of tuples with one element of each source.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
  }

  /// Pairs the elements of three sequences by position, as tuples.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  /// - Returns: A sequence of tuples with one element of each source.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Pairs the elements of four sequences by position, as tuples.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  /// - Returns: A sequence of tuples with one element of each source.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4) {
      ($0, $1, $2, $3)
    }
  }
}

/// The state machine of `zip`: a queue of waiting elements per source, and which are done.
private final class ZipSink<Value: Sendable, Observer: ObserverType>: Disposable {
  typealias Result = Observer.Element

  private struct State: GatedState {
    var gate = DeliveryGate<[Value]>()
    var queues: [[Value]]
    var heads: [Int]
    var isDone: [Bool]
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
      State(
        queues: Array(repeating: [], count: count),
        heads: Array(repeating: 0, count: count),
        isDone: Array(repeating: false, count: count)
      )
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
        state.queues[index].append(value)
        for source in state.queues.indices where state.heads[source] == state.queues[source].count {
          return nil
        }
        var row: [Value] = []
        row.reserveCapacity(state.queues.count)
        for source in state.queues.indices {
          row.append(state.queues[source][state.heads[source]])
          state.heads[source] += 1
          if state.heads[source] == state.queues[source].count {
            state.queues[source].removeAll(keepingCapacity: true)
            state.heads[source] = 0
          }
        }
        return state.gate.accept(.next(row))
      }
      deliver(event)
    case .error(let error):
      deliver(state.withLock { $0.gate.accept(.error(error)) })
    case .completed:
      let event = state.withLock { state -> Event<[Value]>? in
        state.isDone[index] = true
        return state.isDone.allSatisfy { $0 } ? state.gate.accept(.completed) : nil
      }
      subscriptions[index].dispose()
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
