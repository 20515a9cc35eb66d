// SPDX-License-Identifier: MIT

import ReactiveListInternals

extension ObservableType {
  /// Resubscribes to this sequence after every failure, for as long as it keeps failing.
  ///
  /// Elements of every attempt are forwarded; the sequence completes when an attempt
  /// completes. A source that fails synchronously forever keeps the subscribing thread busy
  /// forever (without growing the stack); prefer ``retry(_:)`` with a limit.
  ///
  /// - Returns: The source sequence, resubscribed after each failure.
  public func retry() -> Observable<Element> {
    retry(attempts: nil)
  }

  /// Subscribes to this sequence up to `maxAttempts` times in total, until one attempt does not fail.
  ///
  /// `retry(3)` subscribes at most three times: the first subscription and two retries. The
  /// failure of the last attempt is forwarded. Elements of every attempt are forwarded. As in
  /// RxSwift, a `maxAttempts` of zero or less completes at once without subscribing.
  ///
  /// ```swift
  /// let page = api.page(1).retry(3)
  /// // attempt 1: -X   attempt 2: -X   attempt 3: -page|   →   page: ---page|
  /// ```
  ///
  /// - Parameter maxAttempts: The maximum number of subscriptions, the first one included.
  /// - Returns: The source sequence, resubscribed after failures up to the limit.
  public func retry(_ maxAttempts: Int) -> Observable<Element> {
    retry(attempts: maxAttempts)
  }

  private func retry(attempts maxAttempts: Int?) -> Observable<Element> {
    let source = asObservable()
    return Observable { observer in
      let sink = RetrySink(observer: observer, source: source, maxAttempts: maxAttempts)
      sink.run()
      return sink
    }
  }
}

/// What a failed attempt leads to.
private enum RetryAction {
  case ignore
  case forward
  case resubscribe
  case loopWillResubscribe
}

/// Resubscribes after failures; a loop (not recursion) handles synchronous failures.
private final class RetrySink<Observer: ObserverType>: Disposable {
  typealias Element = Observer.Element

  private struct State {
    var attempts = 0
    var isSubscribing = false
    var needsResubscribe = false
    var isDisposed = false
  }

  private let observer: Observer
  private let source: Observable<Element>
  private let maxAttempts: Int?
  private let state = LockedState(State())
  private let subscription = SerialDisposable()
  private let resource = ResourceToken()

  init(observer: Observer, source: Observable<Element>, maxAttempts: Int?) {
    self.observer = observer
    self.source = source
    self.maxAttempts = maxAttempts
  }

  func run() {
    if let maxAttempts, maxAttempts <= 0 {
      observer.on(.completed)
      return
    }
    subscribeLoop()
  }

  /// Subscribes; if an attempt fails while it is still being subscribed, loops instead of
  /// recursing.
  private func subscribeLoop() {
    while true {
      let proceed = state.withLock { state -> Bool in
        guard !state.isDisposed else { return false }
        state.attempts += 1
        state.isSubscribing = true
        return true
      }
      guard proceed else { return }
      let attempt = source.subscribeUnguarded(AnyObserver { [self] event in on(event) })
      subscription.disposable = attempt
      let again = state.withLock { state -> Bool in
        state.isSubscribing = false
        defer { state.needsResubscribe = false }
        return state.needsResubscribe
      }
      guard again else { return }
    }
  }

  private func on(_ event: Event<Element>) {
    guard let error = observer.forwardUnlessError(event, completed: dispose) else { return }
    let action = state.withLock { state -> RetryAction in
      if state.isDisposed { return .ignore }
      if let maxAttempts, state.attempts >= maxAttempts { return .forward }
      if state.isSubscribing {
        state.needsResubscribe = true
        return .loopWillResubscribe
      }
      return .resubscribe
    }
    switch action {
    case .forward:
      observer.on(.error(error))
      dispose()
    case .resubscribe:
      subscribeLoop()
    case .ignore, .loopWillResubscribe:
      break
    }
  }

  func dispose() {
    state.withLock { $0.isDisposed = true }
    subscription.dispose()
  }
}
