// SPDX-License-Identifier: MIT

// Combining and timing operators that keep a Driver a Driver and a Signal a Signal.

extension SharedSequence {
  /// Combines each element with the latest element of `second`.
  ///
  /// Elements that arrive before `second` produced anything are dropped.
  ///
  /// - Parameters:
  ///   - second: The sequence whose latest element is used.
  ///   - resultSelector: Combines an element with `second`'s latest element.
  /// - Returns: A shared sequence of the combined results.
  public func withLatestFrom<Strategy: SharingStrategyProtocol, Second: Sendable, Result: Sendable>(
    _ second: SharedSequence<Strategy, Second>,
    resultSelector: @escaping @Sendable (Element, Second) -> Result
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence<SharingStrategy, Result>(
      asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector),
      scheduler: scheduler
    )
  }

  /// Replaces each element with the latest element of `second`.
  ///
  /// - Parameter second: The sequence whose latest element is used.
  /// - Returns: A shared sequence of `second`'s latest elements, one per element of this one.
  public func withLatestFrom<Strategy: SharingStrategyProtocol, Second: Sendable>(
    _ second: SharedSequence<Strategy, Second>
  ) -> SharedSequence<SharingStrategy, Second> {
    withLatestFrom(second) { _, latest in latest }
  }

  /// Emits an element only after `dueTime` passed without another one, on this sequence's
  /// scheduler.
  ///
  /// - Parameter dueTime: The quiet time required.
  /// - Returns: A debounced shared sequence.
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().debounce(dueTime, scheduler: scheduler), scheduler: scheduler)
  }

  /// Emits at most one element per `dueTime`, on this sequence's scheduler.
  ///
  /// - Parameters:
  ///   - dueTime: The minimum time between two elements.
  ///   - latest: Whether to emit the latest element received during the window when it ends.
  /// - Returns: A throttled shared sequence.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler), scheduler: scheduler)
  }

  /// Merges the elements of several shared sequences as they arrive.
  ///
  /// - Parameter sources: The sequences to merge; the first one's scheduler is kept (with no
  ///   sources, the sharing scheduler read now).
  /// - Returns: A shared sequence with the elements of all sources.
  public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<
    SharingStrategy, Element
  > {
    SharedSequence(
      Observable.merge(sources.map { $0.asObservable() }),
      scheduler: sources.first?.scheduler ?? SharingScheduler.make()
    )
  }

  /// Combines the latest elements of two shared sequences whenever either emits.
  ///
  /// - Parameters:
  ///   - source1: The first source (its scheduler is kept).
  ///   - source2: The second source.
  ///   - resultSelector: Builds a result from the latest elements.
  /// - Returns: A shared sequence of the combined results.
  public static func combineLatest<E1: Sendable, E2: Sendable>(
    _ source1: SharedSequence<SharingStrategy, E1>,
    _ source2: SharedSequence<SharingStrategy, E2>,
    resultSelector: @escaping @Sendable (E1, E2) -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector),
      scheduler: source1.scheduler
    )
  }

  /// Combines the latest elements of three shared sequences whenever any of them emits.
  ///
  /// - Parameters:
  ///   - source1: The first source (its scheduler is kept).
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - resultSelector: Builds a result from the latest elements.
  /// - Returns: A shared sequence of the combined results.
  public static func combineLatest<E1: Sendable, E2: Sendable, E3: Sendable>(
    _ source1: SharedSequence<SharingStrategy, E1>,
    _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>,
    resultSelector: @escaping @Sendable (E1, E2, E3) -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(),
        source2.asObservable(),
        source3.asObservable(),
        resultSelector: resultSelector
      ),
      scheduler: source1.scheduler
    )
  }
}

extension SharedSequence where Element == any Sendable {
  /// Combines the latest elements of two shared sequences into tuples whenever either emits.
  ///
  /// ```swift
  /// let form = Driver.combineLatest(name, email)  // Driver<(String, String)>
  /// ```
  ///
  /// - Parameters:
  ///   - source1: The first source (its scheduler is kept).
  ///   - source2: The second source.
  /// - Returns: A shared sequence of tuples of the latest elements.
  public static func combineLatest<E1: Sendable, E2: Sendable>(
    _ source1: SharedSequence<SharingStrategy, E1>,
    _ source2: SharedSequence<SharingStrategy, E2>
  ) -> SharedSequence<SharingStrategy, (E1, E2)> {
    SharedSequence<SharingStrategy, (E1, E2)>.combineLatest(source1, source2) { ($0, $1) }
  }

  /// Combines the latest elements of three shared sequences into tuples whenever any emits.
  ///
  /// - Parameters:
  ///   - source1: The first source (its scheduler is kept).
  ///   - source2: The second source.
  ///   - source3: The third source.
  /// - Returns: A shared sequence of tuples of the latest elements.
  public static func combineLatest<E1: Sendable, E2: Sendable, E3: Sendable>(
    _ source1: SharedSequence<SharingStrategy, E1>,
    _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>
  ) -> SharedSequence<SharingStrategy, (E1, E2, E3)> {
    SharedSequence<SharingStrategy, (E1, E2, E3)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
  }
}
