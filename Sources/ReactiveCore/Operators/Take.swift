// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Emits the first `count` elements, then completes.
  ///
  /// The sequence completes right after the `count`-th element, without waiting for the source.
  /// `take(0)` completes at once without subscribing to the source.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).take(2).subscribe(onNext: { print($0) })  // 1, 2
  /// ```
  ///
  /// - Parameter count: How many elements to emit; must not be negative.
  /// - Returns: A sequence of at most `count` elements.
  public func take(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "take(_:): count must not be negative (got \(count))")
    guard count > 0 else { return .empty() }
    let source = asObservable()
    return Observable { observer in
      source.subscribeUnguarded(TakeCountSink(count: count, observer: observer))
    }
  }

  /// Emits the elements produced during the first `duration`, then completes.
  ///
  /// ```swift
  /// let firstSecond = taps.take(for: .seconds(1), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long to relay elements after subscription.
  ///   - scheduler: The clock that ends the window; the completion is delivered on it.
  /// - Returns: A sequence that completes after `duration`, or earlier if the source ends.
  public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable { observer in
      let sink = TakeForSink(observer: observer)
      let timer = scheduler.scheduleRelative(duration) { sink.on(.completed) }
      let subscription = source.subscribeUnguarded(sink)
      return Disposables.create(timer, subscription)
    }
  }
}

// Safety: `remaining` is only read and written in `on(_:)`, and the Observable contract
// guarantees `on(_:)` is never called concurrently for one observer.
private final class TakeCountSink<Element: Sendable>: ObserverType, @unchecked Sendable {
  let observer: AnyObserver<Element>
  /// Elements still to emit; zero once the sink stopped.
  var remaining: Int
  let resource = ResourceToken()

  init(count: Int, observer: AnyObserver<Element>) {
    self.remaining = count
    self.observer = observer
  }

  func on(_ event: Event<Element>) {
    guard remaining > 0 else { return }
    switch event {
    case .next:
      remaining -= 1
      observer.on(event)
      if remaining == 0 { observer.on(.completed) }
    case .error, .completed:
      remaining = 0
      observer.on(event)
    }
  }
}

/// Relays source events until the timer completes it; the two may fire on different threads,
/// so delivery goes through a ``SerializedEmitter``.
private final class TakeForSink<Element: Sendable>: ObserverType {
  private let emitter: SerializedEmitter<Element, Void>
  private let resource = ResourceToken()

  init(observer: AnyObserver<Element>) {
    self.emitter = SerializedEmitter((), observer: observer)
  }

  func on(_ event: Event<Element>) {
    // The emitter drops everything after the first terminal event, from either side.
    emitter.update { _, outbox in outbox.send(event) }
  }
}
