// SPDX-License-Identifier: MIT

extension Observable {
  /// Combines the latest elements of two sequences whenever either of them emits.
  ///
  /// Nothing is emitted until every source has emitted at least once. After that, each
  /// element of any source produces one result from the latest element of every source.
  /// The result fails as soon as a source fails, and completes when every source has
  /// completed, or earlier when an element arrives while every other source has completed and
  /// one of them never emitted (no result can be produced any more), as in RxSwift.
  ///
  /// ```swift
  /// let sums = Observable.combineLatest(a, b) { $0 + $1 }
  /// // a:    -1----2-----|
  /// // b:    ---10----20-|
  /// // sums: ---11-12-22-|
  /// ```
  ///
  /// Sources may deliver on different threads at the same time; results still reach the
  /// observer one at a time, and `resultSelector` never runs twice at once.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - resultSelector: Builds a result from the latest elements; a thrown error fails the sequence.
  /// - Returns: A sequence of the combined results.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    combining(CombineLatestRule<any Sendable>.self, source1, source2, resultSelector)
  }

  /// Combines the latest elements of three sequences whenever any of them emits.
  ///
  /// Emits nothing until every source has emitted; see ``combineLatest(_:_:resultSelector:)``
  /// for the completion and failure rules.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - resultSelector: Builds a result from the latest elements; a thrown error fails the sequence.
  /// - Returns: A sequence of the combined results.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    combining(CombineLatestRule<any Sendable>.self, source1, source2, source3, resultSelector)
  }

  /// Combines the latest elements of four sequences whenever any of them emits.
  ///
  /// Emits nothing until every source has emitted; see ``combineLatest(_:_:resultSelector:)``
  /// for the completion and failure rules.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - resultSelector: Builds a result from the latest elements; a thrown error fails the sequence.
  /// - Returns: A sequence of the combined results.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    combining(CombineLatestRule<any Sendable>.self, source1, source2, source3, source4, resultSelector)
  }

}

extension Observable where Element == any Sendable {
  /// Combines the latest elements of two sequences into tuples whenever either of them emits.
  ///
  /// ```swift
  /// let pairs = Observable.combineLatest(names, ages)  // Observable<(String, Int)>
  /// ```
  ///
  /// See ``Observable/combineLatest(_:_:resultSelector:)`` for the emission, completion and
  /// failure rules.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  /// - Returns: A sequence of tuples of the latest elements.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
  }

  /// Combines the latest elements of three sequences into tuples whenever any of them emits.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  /// - Returns: A sequence of tuples of the latest elements.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Combines the latest elements of four sequences into tuples whenever any of them emits.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  /// - Returns: A sequence of tuples of the latest elements.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4) {
      ($0, $1, $2, $3)
    }
  }
}

/// The rule of `combineLatest`: the latest value of each source, and which are done.
struct CombineLatestRule<Value: Sendable>: CombiningRule {
  private var values: [Value?]
  private var valueCount = 0
  private var isDone: [Bool]
  private var doneCount = 0

  init(count: Int) {
    values = Array(repeating: nil, count: count)
    isDone = Array(repeating: false, count: count)
  }

  mutating func receive(_ value: Value, at index: Int) -> Event<[Value]>? {
    if values[index] == nil { valueCount += 1 }
    values[index] = value
    if valueCount == values.count { return .next(values.compactMap { $0 }) }
    // Some source has no value yet; if every other source is done, none ever will.
    let othersDone = doneCount - (isDone[index] ? 1 : 0)
    return othersDone == values.count - 1 ? .completed : nil
  }

  mutating func complete(at index: Int) -> Bool {
    guard !isDone[index] else { return false }
    isDone[index] = true
    doneCount += 1
    return doneCount == isDone.count
  }
}
