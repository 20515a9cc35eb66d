// SPDX-License-Identifier: MIT

/// Whether `take(while:behavior:)` and `take(until:behavior:)` also emit the element that ends
/// the sequence.
public enum TakeBehavior: Sendable, Equatable {
  /// Emit the element that ends the sequence, then complete.
  case inclusive
  /// Complete without emitting the element that ends the sequence.
  case exclusive
}

extension ObservableType {
  /// Emits elements while `predicate` holds, and completes at the first element that fails it.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 5, 1).take(while: { $0 < 3 }).subscribe(onNext: { print($0) })  // 1, 2
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Returns `true` to keep going. If it throws, the sequence fails with that error.
  ///   - behavior: Whether the first failing element is emitted before completing
  ///     (`.inclusive`) or not (`.exclusive`, the default).
  /// - Returns: A sequence of the leading elements that satisfy `predicate`.
  public func take(
    while predicate: @escaping @Sendable (Element) throws -> Bool,
    behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    take(stoppingWhenPredicateIs: false, predicate, behavior: behavior)
  }

  /// Emits elements until one satisfies `predicate`, then completes.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 5, 1).take(until: { $0 > 3 }, behavior: .inclusive)
  ///   .subscribe(onNext: { print($0) })  // 1, 2, 5
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Returns `true` to end the sequence. If it throws, the sequence fails with
  ///     that error.
  ///   - behavior: Whether the element that satisfies `predicate` is emitted before completing
  ///     (`.inclusive`) or not (`.exclusive`, the default).
  /// - Returns: A sequence of the elements before the first one that satisfies `predicate`.
  public func take(
    until predicate: @escaping @Sendable (Element) throws -> Bool,
    behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    take(stoppingWhenPredicateIs: true, predicate, behavior: behavior)
  }

  /// `take(while:)` (stops at `false`) and `take(until:)` (stops at `true`).
  private func take(
    stoppingWhenPredicateIs stopValue: Bool,
    _ predicate: @escaping @Sendable (Element) throws -> Bool,
    behavior: TakeBehavior
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable { observer in
      source.subscribeUnguarded(
        TakeWhileSink(observer: observer, behavior: behavior, stopsWhenPredicateIs: stopValue, predicate: predicate)
      )
    }
  }
}

// Safety: `isStopped` is only read and written in `on(_:)`, and the Observable contract
// guarantees `on(_:)` is never called concurrently for one observer.
private final class TakeWhileSink<Element: Sendable>: ObserverType, @unchecked Sendable {
  private let predicate: @Sendable (Element) throws -> Bool
  private let observer: AnyObserver<Element>
  private let behavior: TakeBehavior
  /// The predicate result that ends the sequence: `false` for take(while:), `true` for take(until:).
  private let stopValue: Bool
  private var isStopped = false
  private let resource = ResourceToken()

  init(
    observer: AnyObserver<Element>,
    behavior: TakeBehavior,
    stopsWhenPredicateIs stopValue: Bool,
    predicate: @escaping @Sendable (Element) throws -> Bool
  ) {
    self.observer = observer
    self.behavior = behavior
    self.stopValue = stopValue
    self.predicate = predicate
  }

  func on(_ event: Event<Element>) {
    guard !isStopped else { return }
    switch event {
    case .next(let element):
      let stops: Bool
      do {
        stops = try predicate(element) == stopValue
      } catch {
        isStopped = true
        observer.on(.error(error))
        return
      }
      guard stops else {
        observer.on(event)
        return
      }
      isStopped = true
      if behavior == .inclusive { observer.on(event) }
      observer.on(.completed)
    case .error, .completed:
      isStopped = true
      observer.on(event)
    }
  }
}
