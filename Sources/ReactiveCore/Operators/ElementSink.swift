// SPDX-License-Identifier: MIT

/// What an element-by-element operator (`map`, `compactMap`, `filter`, `scan`,
/// `distinctUntilChanged`, `skip`) does with one element: the element to emit, or `nil` to emit
/// nothing. A thrown error fails the sequence.
///
/// A step is a value kept inside its ``ElementSink``, so its state (a running accumulation, the
/// last key) lives per subscription and a step call is a direct, specialisable call.
@usableFromInline
protocol ElementStep: Sendable {
  associatedtype Source: Sendable
  associatedtype Result: Sendable

  /// The element to emit for `element`, or `nil` to emit nothing.
  mutating func apply(_ element: Source) throws -> Result?
}

/// The one sink of the element-by-element operators: runs its step on each element, forwards
/// terminal events, and fails (and stops) when the step throws. Nothing reaches the observer
/// after a terminal event.
///
/// Inlinable, with `map`, `filter` and `scan` and their steps, so a client's chain is
/// specialised for its element types: without that every element runs generic code, and
/// `subject_map_filter_scan` falls far outside both budget lines (Benchmarks/README.md,
/// "Operators: one implementation per behaviour").
// Safety: `step` and `isStopped` are only read and written in `on(_:)`, and the Observable
// contract guarantees `on(_:)` is never called concurrently for one observer.
@usableFromInline
final class ElementSink<Step: ElementStep>: ObserverType, @unchecked Sendable {
  // `@exclusivity(unchecked)`: `on(_:)` is never reentered for one observer (the contract
  // above), so the dynamic exclusivity checks on every element are redundant. With the checks,
  // every element pays two access checks per operator, and `subject_map_filter_scan` breaks
  // both budget lines (Benchmarks/README.md, "Operators: one implementation per behaviour").
  @usableFromInline @exclusivity(unchecked) var step: Step
  @usableFromInline @exclusivity(unchecked) var isStopped = false
  @usableFromInline let observer: AnyObserver<Step.Result>
  @usableFromInline let resource = ResourceToken()

  @inlinable
  init(_ step: Step, observer: AnyObserver<Step.Result>) {
    self.step = step
    self.observer = observer
  }

  @inlinable @inline(__always)
  func on(_ event: Event<Step.Source>) {
    guard !isStopped else { return }
    switch event {
    case .next(let element):
      let result: Step.Result?
      do {
        result = try step.apply(element)
      } catch {
        isStopped = true
        observer.on(.error(error))
        return
      }
      if let result { observer.on(.next(result)) }
    case .error(let error):
      isStopped = true
      observer.on(.error(error))
    case .completed:
      isStopped = true
      observer.on(.completed)
    }
  }
}

extension ObservableType {
  /// This sequence with `step` applied to each element, a fresh copy of `step` per subscription.
  @inlinable
  func applying<Step: ElementStep>(_ step: Step) -> Observable<Step.Result> where Step.Source == Element {
    let source = asObservable()
    return Observable { observer in
      source.subscribeUnguarded(ElementSink(step, observer: observer))
    }
  }
}
