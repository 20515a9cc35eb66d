// SPDX-License-Identifier: MIT

import ReactiveListInternals

extension ObservableType {
  /// Combines each element of this sequence with the latest element of `second`.
  ///
  /// `second` is subscribed first. Elements of this sequence that arrive before `second` has
  /// emitted are dropped. The result ends when this sequence ends or when `second` fails;
  /// `second` completing only freezes its latest element.
  ///
  /// ```swift
  /// let submits = taps.withLatestFrom(text) { _, text in text }
  /// // text:    --a---b------|
  /// // taps:    -x--x----x-----|
  /// // submits: ----a----b-----|
  /// ```
  ///
  /// - Parameters:
  ///   - second: The sequence whose latest element is sampled.
  ///   - resultSelector: Builds a result from an element of this sequence and the latest
  ///     element of `second`; a thrown error fails the sequence.
  /// - Returns: A sequence with one result per element of this sequence, once `second` has emitted.
  public func withLatestFrom<Second: ObservableType, Result: Sendable>(
    _ second: Second,
    resultSelector: @escaping @Sendable (Element, Second.Element) throws -> Result
  ) -> Observable<Result> {
    let first = asObservable()
    let second = second.asObservable()
    return Observable<Result> { observer in
      let sink = WithLatestFromSink(observer: observer, resultSelector: resultSelector)
      sink.run(first: first, second: second)
      return sink
    }
  }

  /// Replaces each element of this sequence with the latest element of `second`.
  ///
  /// Elements that arrive before `second` has emitted are dropped; see
  /// ``withLatestFrom(_:resultSelector:)`` for the termination rules.
  ///
  /// - Parameter second: The sequence whose latest element is sampled.
  /// - Returns: A sequence of the latest elements of `second`, one per element of this sequence.
  public func withLatestFrom<Second: ObservableType>(_ second: Second) -> Observable<Second.Element> {
    withLatestFrom(second) { _, latest in latest }
  }
}

/// Samples the latest element of a second sequence for each element of the first.
private final class WithLatestFromSink<First: Sendable, Second: Sendable, Observer: ObserverType>: Disposable {
  typealias Result = Observer.Element

  private struct State: GatedState {
    var gate = DeliveryGate<(First, Second)>()
    var latest: Second?
  }

  private let observer: Observer
  private let resultSelector: @Sendable (First, Second) throws -> Result
  private let state = LockedState(State())
  private let firstSubscription = SingleAssignmentDisposable()
  private let secondSubscription = SingleAssignmentDisposable()
  private let resource = ResourceToken()

  init(observer: Observer, resultSelector: @escaping @Sendable (First, Second) throws -> Result) {
    self.observer = observer
    self.resultSelector = resultSelector
  }

  func run(first: Observable<First>, second: Observable<Second>) {
    secondSubscription.setDisposable(
      second.subscribeUnguarded(
        AnyObserver { [self] event in
          switch event {
          case .next(let value): state.withLock { $0.latest = value }
          case .error(let error): deliver(state.withLock { $0.gate.accept(.error(error)) })
          case .completed: secondSubscription.dispose()
          }
        }
      )
    )
    firstSubscription.setDisposable(
      first.subscribeUnguarded(
        AnyObserver { [self] event in
          let event = state.withLock { state -> Event<(First, Second)>? in
            switch event {
            case .next(let value):
              guard let latest = state.latest else { return nil }
              return state.gate.accept(.next((value, latest)))
            case .error(let error): return state.gate.accept(.error(error))
            case .completed: return state.gate.accept(.completed)
            }
          }
          deliver(event)
        }
      )
    )
  }

  private func deliver(_ event: Event<(First, Second)>?) {
    state.drain(event, to: observer, selecting: resultSelector, onStop: dispose)
  }

  func dispose() {
    state.withLock { $0.gate.terminate() }
    secondSubscription.dispose()
    firstSubscription.dispose()
  }
}
