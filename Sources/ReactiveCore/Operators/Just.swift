// SPDX-License-Identifier: MIT

extension Observable {
  /// Returns a sequence that emits one element and completes.
  ///
  /// The element is delivered synchronously, during `subscribe`, to every subscriber.
  ///
  /// ```swift
  /// _ = Observable.just(42).subscribe(onNext: { print($0) }, onCompleted: { print("done") })
  /// // 42
  /// // done
  /// ```
  ///
  /// - Parameter element: The only element of the sequence.
  /// - Returns: A sequence of `element` followed by `.completed`.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    // Inlinable so the inner sequences of `flatMapLatest { .just($0) }` are specialised for
    // their element type: without it each inner sequence runs generic code, which brings
    // `flatmap_latest_switch` too close to its ≥ 3× OpenCombine line (Benchmarks/README.md,
    // "Operators: one implementation per behaviour").
    Observable { observer in
      observer.on(.next(element))
      observer.on(.completed)
      return NopDisposable()
    }
  }

  /// Returns a sequence that emits one element on `scheduler`, then completes.
  ///
  /// - Parameters:
  ///   - element: The only element of the sequence.
  ///   - scheduler: Runs the emission; disposing before it runs cancels it.
  /// - Returns: A sequence of `element` followed by `.completed`.
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    Observable { observer in
      let sink = JustSink(observer: observer)
      sink.subscription.setDisposable(
        scheduler.schedule {
          guard !sink.subscription.isDisposed else { return }
          sink.observer.on(.next(element))
          sink.observer.on(.completed)
        }
      )
      return sink.subscription
    }
  }
}

/// Owns the scheduled emission of `just(_:scheduler:)`.
private final class JustSink<Element: Sendable>: Sendable {
  let subscription = SingleAssignmentDisposable()
  let observer: AnyObserver<Element>
  private let resource = ResourceToken()

  init(observer: AnyObserver<Element>) {
    self.observer = observer
  }
}
