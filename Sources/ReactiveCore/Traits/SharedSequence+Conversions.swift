// SPDX-License-Identifier: MIT

extension ObservableType {
  /// This sequence as a ``Driver`` that replaces a failure with `onErrorJustReturn`.
  ///
  /// Events are delivered on `SharingScheduler.make()`, read now; the driver shares one
  /// subscription and replays the latest element. On failure it produces `onErrorJustReturn`
  /// and completes.
  ///
  /// ```swift
  /// let count: Driver<Int> = loadCount().asDriver(onErrorJustReturn: 0)
  /// ```
  ///
  /// - Parameter onErrorJustReturn: The element to produce instead of a failure.
  /// - Returns: The driver.
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    asSharedSequence(recoveringWith: { _ in .sharingFallback(onErrorJustReturn) })
  }

  /// This sequence as a ``Driver`` that continues with `onErrorDriveWith` after a failure.
  ///
  /// - Parameter onErrorDriveWith: The driver to switch to on failure.
  /// - Returns: The driver.
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    asSharedSequence(recoveringWith: { _ in onErrorDriveWith.asObservable() })
  }

  /// This sequence as a ``Driver`` that continues with the driver `onErrorRecover` returns for a
  /// failure.
  ///
  /// `onErrorRecover` runs with this driver's scheduler as the sharing scheduler, so a driver it
  /// creates delivers on the same scheduler (the test scheduler in tests).
  ///
  /// - Parameter onErrorRecover: Returns the driver to switch to for the error.
  /// - Returns: The driver.
  public func asDriver(onErrorRecover: @escaping @Sendable (any Error) -> Driver<Element>) -> Driver<Element> {
    asSharedSequence(recoveringWith: { onErrorRecover($0).asObservable() })
  }

  /// This sequence as a ``Signal`` that replaces a failure with `onErrorJustReturn`.
  ///
  /// Events are delivered on `SharingScheduler.make()`, read now; the signal shares one
  /// subscription and replays nothing.
  ///
  /// - Parameter onErrorJustReturn: The element to produce instead of a failure.
  /// - Returns: The signal.
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    asSharedSequence(recoveringWith: { _ in .sharingFallback(onErrorJustReturn) })
  }

  /// This sequence as a ``Signal`` that continues with `onErrorSignalWith` after a failure.
  ///
  /// - Parameter onErrorSignalWith: The signal to switch to on failure.
  /// - Returns: The signal.
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    asSharedSequence(recoveringWith: { _ in onErrorSignalWith.asObservable() })
  }

  /// This sequence as a ``Signal`` that continues with the signal `onErrorRecover` returns for a
  /// failure.
  ///
  /// `onErrorRecover` runs with this signal's scheduler as the sharing scheduler, so a signal it
  /// creates delivers on the same scheduler (the test scheduler in tests).
  ///
  /// - Parameter onErrorRecover: Returns the signal to switch to for the error.
  /// - Returns: The signal.
  public func asSignal(onErrorRecover: @escaping @Sendable (any Error) -> Signal<Element>) -> Signal<Element> {
    asSharedSequence(recoveringWith: { onErrorRecover($0).asObservable() })
  }

  /// Observes on the sharing scheduler read now and recovers from failure with `fallback`.
  func asSharedSequence<Strategy: SharingStrategyProtocol>(
    recoveringWith fallback: @escaping @Sendable (any Error) -> Observable<Element>
  ) -> SharedSequence<Strategy, Element> {
    let scheduler = SharingScheduler.make()
    let recovered = observe(on: scheduler).recoverForSharing { error in
      SharingScheduler.withScheduler(scheduler) { fallback(error) }
    }
    return SharedSequence(recovered, scheduler: scheduler)
  }

  /// Observes on the sharing scheduler read now; the source must never fail (relays).
  func asSharedSequenceOfInfallible<Strategy: SharingStrategyProtocol>() -> SharedSequence<Strategy, Element> {
    let scheduler = SharingScheduler.make()
    return SharedSequence(observe(on: scheduler), scheduler: scheduler)
  }
}

extension Observable {
  /// An observable that produces `element` and completes (the trait conversions' fallback).
  fileprivate static func sharingFallback(_ element: Element) -> Observable<Element> {
    Observable.create { observer in
      observer.onNext(element)
      observer.onCompleted()
      return Disposables.create()
    }
  }

  /// Switches to `fallback(error)` when this sequence fails.
  fileprivate func recoverForSharing(with fallback: @escaping @Sendable (any Error) -> Observable<Element>)
    -> Observable<Element>
  {
    let source = self
    return Observable.create { observer in
      let primary = SingleAssignmentDisposable()
      let secondary = SingleAssignmentDisposable()
      primary.setDisposable(
        source.subscribe { event in
          guard case .error(let error) = event else { return observer.on(event) }
          secondary.setDisposable(fallback(error).subscribe(observer))
        }
      )
      return Disposables.create(primary, secondary)
    }
  }
}
