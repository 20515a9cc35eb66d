// SPDX-License-Identifier: MIT

public import ReactiveCore
import ReactiveListInternals

/// An observable that replays recorded events on a ``TestScheduler`` and logs its subscriptions.
///
/// Made by ``TestScheduler/createHotObservable(_:)-([Recorded<Event<Element>>])`` or
/// ``TestScheduler/createColdObservable(_:)-([Recorded<Event<Element>>])``:
///
/// - **Hot**: each event fires at its absolute time, whether or not anyone is subscribed;
///   subscribers get the events from the moment they subscribe.
/// - **Cold**: each subscriber gets its own replay; event times are offsets from the
///   subscription time.
///
/// ``subscriptions`` logs when each subscriber came and went, as a ``Subscription``.
///
/// ``subscribe(_:)`` delivers the recorded events as they are, as RxTest does, while
/// ``asObservable()`` (what operators subscribe through) enforces the grammar and ends the
/// subscription after a terminal event, so a source that completes at 300 under an operator
/// logs `Subscription(200, 300)`. Thread-safe.
public final class TestableObservable<Element: Sendable>: ObservableType {
  enum Kind {
    case hot
    case cold
  }

  private struct State {
    var subscriptions: [Subscription] = []
    var observers: [(key: Int, observer: AnyObserver<Element>)] = []
    var nextKey = 0
  }

  /// The events this observable replays, as given to the scheduler.
  ///
  /// Times are absolute for a hot observable, offsets from subscription for a cold one.
  public let recordedEvents: [Recorded<Event<Element>>]

  let testScheduler: TestScheduler
  private let kind: Kind
  private let state = LockedState(State())

  init(testScheduler: TestScheduler, kind: Kind, recordedEvents: [Recorded<Event<Element>>]) {
    self.testScheduler = testScheduler
    self.kind = kind
    self.recordedEvents = recordedEvents
    if kind == .hot {
      for recorded in recordedEvents {
        let fire: @Sendable () -> Void = { [state] in
          let observers = state.withLock { $0.observers.map(\.observer) }
          for observer in observers { observer.on(recorded.value) }
        }
        _ = testScheduler.enqueue(fire) { _ in recorded.time }
      }
    }
  }

  /// When each subscriber subscribed and unsubscribed, in subscription order.
  public var subscriptions: [Subscription] {
    state.withLock { $0.subscriptions }
  }

  /// Subscribes `observer` and logs the subscription at the scheduler's current clock.
  ///
  /// Events are forwarded as recorded, without a grammar guard. Disposing the returned
  /// disposable logs the unsubscription time (only the first disposal counts).
  ///
  /// - Parameter observer: Receives the events.
  /// - Returns: A disposable that ends the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    switch kind {
    case .hot: return subscribeHot(AnyObserver(observer))
    case .cold: return subscribeCold(AnyObserver(observer))
    }
  }

  /// This observable behind the grammar guard that operators rely on.
  ///
  /// - Returns: An observable that drops events after a terminal event and unsubscribes
  ///   from this one right after it.
  public func asObservable() -> Observable<Element> {
    Observable.create { [self] observer in subscribe(observer) }
  }

  private func subscribeHot(_ observer: AnyObserver<Element>) -> any Disposable {
    let clock = testScheduler.clock
    let (key, index) = state.withLock { state in
      let key = state.nextKey
      state.nextKey += 1
      state.observers.append((key, observer))
      state.subscriptions.append(Subscription(clock))
      return (key, state.subscriptions.count - 1)
    }
    return Disposables.create { [state, testScheduler] in
      let clock = testScheduler.clock
      // The removed observer is returned, so it is released after the lock, not under it.
      _ = state.withLock { state in
        let existing = state.subscriptions[index]
        state.subscriptions[index] = Subscription(existing.subscribe, clock)
        return state.observers.firstIndex { $0.key == key }.map { state.observers.remove(at: $0) }
      }
    }
  }

  private func subscribeCold(_ observer: AnyObserver<Element>) -> any Disposable {
    let clock = testScheduler.clock
    let index = state.withLock { state in
      state.subscriptions.append(Subscription(clock))
      return state.subscriptions.count - 1
    }
    let replay = CompositeDisposable()
    for recorded in recordedEvents {
      let scheduled = testScheduler.scheduleRelativeVirtual(recorded.time) { [replay] in
        if !replay.isDisposed { observer.on(recorded.value) }
      }
      _ = replay.insert(scheduled)
    }
    return Disposables.create { [state, testScheduler] in
      replay.dispose()
      let clock = testScheduler.clock
      state.withLock { state in
        let existing = state.subscriptions[index]
        state.subscriptions[index] = Subscription(existing.subscribe, clock)
      }
    }
  }
}
