// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// How a multi-source operator (`combineLatest`, `zip`) turns its sources' elements into rows:
/// a value-type state machine, run under the sink's lock.
protocol CombiningRule: Sendable {
  associatedtype Value: Sendable

  /// Creates the state for `count` sources.
  init(count: Int)

  /// Records `value` from source `index`; returns the row to emit, `.completed` when no row
  /// can ever be emitted again, or `nil` when there is nothing to send yet.
  mutating func receive(_ value: Value, at index: Int) -> Event<[Value]>?

  /// Records that source `index` completed; returns whether the result completes now.
  mutating func complete(at index: Int) -> Bool
}

/// The sink shared by `combineLatest` and `zip`: subscribes to every source, runs the rule
/// under one lock, and delivers the rows (through the result selector) one at a time, outside
/// the lock. A failure of any source or of the selector fails the result at once.
final class CombiningSink<Rule: CombiningRule, Observer: ObserverType>: Disposable {
  typealias Value = Rule.Value
  typealias Result = Observer.Element

  private struct State: GatedState {
    var gate = DeliveryGate<[Value]>()
    var rule: Rule
  }

  private let observer: Observer
  private let resultSelector: @Sendable ([Value]) throws -> Result
  private let state: LockedState<State>
  private let subscriptions: [SingleAssignmentDisposable]
  private let resource = ResourceToken()

  init(count: Int, observer: Observer, resultSelector: @escaping @Sendable ([Value]) throws -> Result) {
    self.observer = observer
    self.resultSelector = resultSelector
    self.state = LockedState(State(rule: Rule(count: count)))
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
      deliver(
        state.withLock { state -> Event<[Value]>? in
          guard !state.gate.isTerminated, let event = state.rule.receive(value, at: index) else { return nil }
          return state.gate.accept(event)
        }
      )
    case .error(let error):
      deliver(state.withLock { $0.gate.accept(.error(error)) })
    case .completed:
      let event = state.withLock { state in
        state.rule.complete(at: index) ? state.gate.accept(.completed) : nil
      }
      subscriptions[index].dispose()
      deliver(event)
    }
  }

  private func deliver(_ event: Event<[Value]>?) {
    state.drain(event, to: observer, selecting: resultSelector, onStop: dispose)
  }

  func dispose() {
    state.withLock { $0.gate.terminate() }
    for subscription in subscriptions { subscription.dispose() }
  }
}

extension Observable {
  /// The N-ary implementation behind every `combineLatest` and `zip` overload: `rule` turns the
  /// sources' elements into the rows that `resultSelector` maps to results.
  static func combining<Rule: CombiningRule>(
    _ rule: Rule.Type,
    _ sources: [Observable<Rule.Value>],
    _ resultSelector: @escaping @Sendable ([Rule.Value]) throws -> Element
  ) -> Observable<Element> {
    Observable { observer in
      let sink = CombiningSink<Rule, AnyObserver<Element>>(
        count: sources.count,
        observer: observer,
        resultSelector: resultSelector
      )
      sink.run(sources)
      return sink
    }
  }

  // The arity overloads erase each source's elements to `any Sendable`, so sources of different
  // element types share the N-ary implementation. The casts in their selectors cannot fail:
  // value i comes from source i, erased just before.

  static func combining<Rule: CombiningRule, O1: ObservableType, O2: ObservableType>(
    _ rule: Rule.Type,
    _ source1: O1,
    _ source2: O2,
    _ resultSelector: @escaping @Sendable (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> where Rule.Value == any Sendable {
    combining(rule, [source1.erasedToSendable(), source2.erasedToSendable()]) { values in
      try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
    }
  }

  static func combining<Rule: CombiningRule, O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ rule: Rule.Type,
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> where Rule.Value == any Sendable {
    let sources = [source1.erasedToSendable(), source2.erasedToSendable(), source3.erasedToSendable()]
    return combining(rule, sources) { values in
      try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
    }
  }

  static func combining<
    Rule: CombiningRule,
    O1: ObservableType,
    O2: ObservableType,
    O3: ObservableType,
    O4: ObservableType
  >(
    _ rule: Rule.Type,
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    _ resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> where Rule.Value == any Sendable {
    let sources = [
      source1.erasedToSendable(), source2.erasedToSendable(), source3.erasedToSendable(), source4.erasedToSendable(),
    ]
    return combining(rule, sources) { values in
      try resultSelector(
        values[0] as! O1.Element,
        values[1] as! O2.Element,
        values[2] as! O3.Element,
        values[3] as! O4.Element
      )
    }
  }
}

extension ObservableType {
  /// This sequence with its elements boxed as `any Sendable`.
  func erasedToSendable() -> Observable<any Sendable> {
    let source = asObservable()
    return Observable<any Sendable> { observer in
      source.subscribeUnguarded(AnyObserver<Element> { event in observer.on(event.map { $0 }) })
    }
  }
}
