// SPDX-License-Identifier: MIT

extension ObservableType {
  /// Subscribes to this sequence, and later disposes that subscription, on `scheduler`.
  ///
  /// Use it to move the work a sequence does when subscribed (opening a file, starting a
  /// request) off the caller's thread. It does not change where events are delivered: the
  /// source delivers them wherever it produces them (use ``observe(on:)`` for that).
  ///
  /// ```swift
  /// _ = expensiveLoad
  ///   .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
  ///   .observe(on: MainScheduler.instance)
  ///   .subscribe(onNext: { show($0) })
  /// ```
  ///
  /// Disposing before the scheduled subscription ran cancels it. After `dispose()` returns no
  /// event reaches the observer, even while the source's disposal is still scheduled.
  ///
  /// - Parameter scheduler: Where the source is subscribed and disposed.
  /// - Returns: The same events, with subscription and disposal moved to `scheduler`.
  public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable { observer in
      let sink = SubscribeOnSink(scheduler: scheduler, observer: observer)
      sink.start(source)
      return sink
    }
  }
}

/// Subscribes the source on the scheduler and gates events once disposed.
private final class SubscribeOnSink<Element: Sendable>: ObserverType, Cancelable {
  private let scheduler: any ImmediateSchedulerType
  private let observer: AnyObserver<Element>
  /// The scheduled subscribe action; disposed once this sink is.
  private let scheduledSubscribe = SingleAssignmentDisposable()
  private let upstream = SingleAssignmentDisposable()
  private let resource = ResourceToken()

  init(scheduler: any ImmediateSchedulerType, observer: AnyObserver<Element>) {
    self.scheduler = scheduler
    self.observer = observer
  }

  func start(_ source: Observable<Element>) {
    scheduledSubscribe.setDisposable(
      scheduler.schedule { [self] in
        upstream.setDisposable(source.subscribeUnguarded(self))
      }
    )
  }

  var isDisposed: Bool {
    scheduledSubscribe.isDisposed
  }

  func on(_ event: Event<Element>) {
    guard !isDisposed else { return }
    observer.on(event)
  }

  func dispose() {
    // Two racing first calls may both schedule the upstream's disposal: it is idempotent.
    guard !isDisposed else { return }
    scheduledSubscribe.dispose()
    let upstream = self.upstream
    _ = scheduler.schedule { upstream.dispose() }
  }
}
