// SPDX-License-Identifier: MIT

import ReactiveListInternals

extension ObservableType {
  /// Runs side effects on the events and lifecycle of each subscription, leaving events unchanged.
  ///
  /// The `on…` closures run before an event is forwarded, the `after…` closures after it.
  /// If `onNext` or `afterNext` throws, the sequence fails with the thrown error (after the
  /// element, for `afterNext`); if `onError` or `onCompleted` throws, the thrown error replaces
  /// the terminal event. Errors thrown by `afterError` and `afterCompleted` are ignored: the
  /// sequence has already ended. `onSubscribe` runs before the source is subscribed,
  /// `onSubscribed` after, and `onDispose` once when the subscription ends for any reason
  /// (on `dispose()`, or after a terminal event and its `after…` handler).
  ///
  /// ```swift
  /// let logged = page.do(
  ///   onNext: { print("loaded \($0.items.count) items") },
  ///   onSubscribe: { print("loading") },
  ///   onDispose: { print("done") }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Runs with each element before it is forwarded.
  ///   - afterNext: Runs with each element after it was forwarded.
  ///   - onError: Runs with the failure before it is forwarded.
  ///   - afterError: Runs with the failure after it was forwarded.
  ///   - onCompleted: Runs before the completion is forwarded.
  ///   - afterCompleted: Runs after the completion was forwarded.
  ///   - onSubscribe: Runs before the source is subscribed.
  ///   - onSubscribed: Runs after the source was subscribed.
  ///   - onDispose: Runs once when the subscription ends.
  /// - Returns: The source sequence, with the side effects attached.
  public func `do`(
    onNext: (@Sendable (Element) throws -> Void)? = nil,
    afterNext: (@Sendable (Element) throws -> Void)? = nil,
    onError: (@Sendable (any Error) throws -> Void)? = nil,
    afterError: (@Sendable (any Error) throws -> Void)? = nil,
    onCompleted: (@Sendable () throws -> Void)? = nil,
    afterCompleted: (@Sendable () throws -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Observable<Element> {
    let source = asObservable()
    let handlers = DoHandlers(
      onNext: onNext,
      afterNext: afterNext,
      onError: onError,
      afterError: afterError,
      onCompleted: onCompleted,
      afterCompleted: afterCompleted
    )
    return Observable { observer in
      onSubscribe?()
      let sink = DoSink(observer: observer, handlers: handlers, onDispose: onDispose)
      sink.subscription.setDisposable(source.subscribeUnguarded(sink))
      onSubscribed?()
      return sink
    }
  }
}

/// The event closures of one `do` operator.
private struct DoHandlers<Element: Sendable>: Sendable {
  let onNext: (@Sendable (Element) throws -> Void)?
  let afterNext: (@Sendable (Element) throws -> Void)?
  let onError: (@Sendable (any Error) throws -> Void)?
  let afterError: (@Sendable (any Error) throws -> Void)?
  let onCompleted: (@Sendable () throws -> Void)?
  let afterCompleted: (@Sendable () throws -> Void)?
}

/// Runs the handlers around each event.
private final class DoSink<Observer: ObserverType>: ObserverType, Disposable {
  typealias Element = Observer.Element

  private struct State {
    var isStopped = false
    /// A terminal event is being handled: `onDispose` waits for its `after…` handler.
    var isFinishing = false
  }

  let subscription = SingleAssignmentDisposable()
  private let observer: Observer
  private let handlers: DoHandlers<Element>
  private let disposeAction: any Disposable
  private let state = LockedState(State())
  private let resource = ResourceToken()

  init(observer: Observer, handlers: DoHandlers<Element>, onDispose: (@Sendable () -> Void)?) {
    self.observer = observer
    self.handlers = handlers
    self.disposeAction = onDispose.map { Disposables.create(with: $0) } ?? Disposables.create()
  }

  func on(_ event: Event<Element>) {
    let isStopped = state.withLock { state -> Bool in
      guard !state.isStopped else { return true }
      if event.isStopEvent {
        state.isStopped = true
        state.isFinishing = true
      }
      return false
    }
    guard !isStopped else { return }
    do {
      switch event {
      case .next(let element):
        try handlers.onNext?(element)
        observer.on(event)
        try handlers.afterNext?(element)
      case .error(let error):
        try handlers.onError?(error)
        observer.on(event)
        try? handlers.afterError?(error)
        finish()
      case .completed:
        try handlers.onCompleted?()
        observer.on(event)
        try? handlers.afterCompleted?()
        finish()
      }
    } catch {
      state.withLock { state in
        state.isStopped = true
        state.isFinishing = true
      }
      observer.on(.error(error))
      finish()
    }
  }

  /// Ends the subscription after a terminal event and its handlers.
  private func finish() {
    state.withLock { $0.isFinishing = false }
    dispose()
  }

  func dispose() {
    subscription.dispose()
    // The downstream usually disposes while it receives the terminal event; `onDispose`
    // then runs from `finish()`, after the `after…` handler.
    if !state.withLock({ $0.isFinishing }) { disposeAction.dispose() }
  }
}
