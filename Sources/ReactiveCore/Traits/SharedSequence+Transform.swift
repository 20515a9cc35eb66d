// SPDX-License-Identifier: MIT

// Operators that keep a Driver a Driver and a Signal a Signal. Each wraps the Observable
// operator of the same name; the result delivers on the source's scheduler and shares again.
// Their closures run where the sequence delivers, and do not throw: a shared sequence never
// fails.

extension SharedSequence {
  /// Wraps an operator's result, keeping this sequence's scheduler.
  private func lift<Result: Sendable>(
    _ transform: (Observable<Element>) -> Observable<Result>
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence<SharingStrategy, Result>(transform(asObservable()), scheduler: scheduler)
  }

  /// Transforms each element.
  ///
  /// - Parameter transform: Maps an element.
  /// - Returns: A shared sequence of the transformed elements.
  public func map<Result: Sendable>(
    _ transform: @escaping @Sendable (Element) -> Result
  ) -> SharedSequence<SharingStrategy, Result> {
    lift { $0.map(transform) }
  }

  /// Transforms each element, dropping `nil` results.
  ///
  /// - Parameter transform: Maps an element, or returns `nil` to drop it.
  /// - Returns: A shared sequence of the non-`nil` results.
  public func compactMap<Result: Sendable>(
    _ transform: @escaping @Sendable (Element) -> Result?
  ) -> SharedSequence<SharingStrategy, Result> {
    lift { $0.compactMap(transform) }
  }

  /// Keeps the elements that satisfy `predicate`.
  ///
  /// - Parameter predicate: Returns whether to keep an element.
  /// - Returns: A shared sequence of the kept elements.
  public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
    lift { $0.filter(predicate) }
  }

  /// Drops elements equal to the previous one, according to `comparer`.
  ///
  /// - Parameter comparer: Returns whether two consecutive elements are equal.
  /// - Returns: A shared sequence without consecutive duplicates.
  public func distinctUntilChanged(
    _ comparer: @escaping @Sendable (Element, Element) -> Bool
  ) -> SharedSequence<SharingStrategy, Element> {
    lift { $0.distinctUntilChanged(comparer) }
  }

  /// Drops elements whose key equals the previous element's key.
  ///
  /// - Parameter keySelector: Returns the key to compare.
  /// - Returns: A shared sequence without consecutive duplicate keys.
  public func distinctUntilChanged<Key: Equatable & Sendable>(
    _ keySelector: @escaping @Sendable (Element) -> Key
  ) -> SharedSequence<SharingStrategy, Element> {
    lift { $0.distinctUntilChanged(keySelector) }
  }

  /// Emits `elements` first, then the elements of this sequence.
  ///
  /// - Parameter elements: The elements to start with.
  /// - Returns: A shared sequence that starts with `elements`.
  public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    lift { source in
      elements.reversed().reduce(source) { sequence, element in sequence.startWith(element) }
    }
  }

  /// Emits each intermediate result of accumulating the elements.
  ///
  /// - Parameters:
  ///   - seed: The initial accumulated value.
  ///   - accumulator: Combines the accumulated value with an element.
  /// - Returns: A shared sequence of the accumulated values.
  public func scan<Accumulate: Sendable>(
    _ seed: Accumulate,
    accumulator: @escaping @Sendable (Accumulate, Element) -> Accumulate
  ) -> SharedSequence<SharingStrategy, Accumulate> {
    lift { $0.scan(seed, accumulator: accumulator) }
  }

  /// Skips the first `count` elements.
  ///
  /// - Parameter count: How many elements to skip.
  /// - Returns: A shared sequence without the first `count` elements.
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    lift { $0.skip(count) }
  }

  /// Takes the first `count` elements, then completes.
  ///
  /// - Parameter count: How many elements to take.
  /// - Returns: A shared sequence of at most `count` elements.
  public func take(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    lift { $0.take(count) }
  }

  /// Switches to the shared sequence `selector` returns for each element, dropping the previous
  /// one.
  ///
  /// `selector` runs with this sequence's scheduler as the sharing scheduler, so sequences it
  /// creates (`asDriver(onErrorJustReturn:)`...) deliver on the same scheduler.
  ///
  /// ```swift
  /// let results = query.flatMapLatest { text in
  ///   api.search(text).asDriver(onErrorJustReturn: [])
  /// }
  /// ```
  ///
  /// - Parameter selector: Returns the inner sequence for an element.
  /// - Returns: A shared sequence of the latest inner sequence's elements.
  public func flatMapLatest<Result: Sendable>(
    _ selector: @escaping @Sendable (Element) -> SharedSequence<SharingStrategy, Result>
  ) -> SharedSequence<SharingStrategy, Result> {
    let scheduler = self.scheduler
    return lift { source in
      source.flatMapLatest { element in
        SharingScheduler.withScheduler(scheduler) { selector(element).asObservable() }
      }
    }
  }

  /// Maps each element to a shared sequence, ignoring elements while one is still running.
  ///
  /// `selector` runs with this sequence's scheduler as the sharing scheduler.
  ///
  /// - Parameter selector: Returns the inner sequence for an element.
  /// - Returns: A shared sequence of the inner sequences' elements.
  public func flatMapFirst<Result: Sendable>(
    _ selector: @escaping @Sendable (Element) -> SharedSequence<SharingStrategy, Result>
  ) -> SharedSequence<SharingStrategy, Result> {
    let scheduler = self.scheduler
    return lift { source in
      source.flatMapFirst { element in
        SharingScheduler.withScheduler(scheduler) { selector(element).asObservable() }
      }
    }
  }
}

extension SharedSequence where Element: Equatable {
  /// Drops elements equal to the previous one.
  ///
  /// - Returns: A shared sequence without consecutive duplicates.
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    lift { $0.distinctUntilChanged() }
  }
}
