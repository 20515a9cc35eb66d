// SPDX-License-Identifier: MIT

extension Observable {
  /// Pairs the elements of two sequences by position: the first with the first, the second
  /// with the second, and so on.
  ///
  /// Elements wait in a queue per source until every source has one at the same position.
  /// The result fails as soon as a source fails, and completes once every source has completed
  /// (as RxSwift does since 5.0, even when a completed source leaves nothing left to pair).
  ///
  /// ```swift
  /// let pairs = Observable.zip(a, b) { "\($0)\($1)" }
  /// // a:     -1--2--3-----|
  /// // b:     ---A----B-C--|
  /// // pairs: ---1A---2B-3C|
  /// ```
  ///
  /// Sources may deliver on different threads at the same time; results still reach the
  /// observer one at a time, and `resultSelector` never runs twice at once.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - resultSelector: Builds a result from one element of each source; a thrown error fails
  ///     the sequence.
  /// - Returns: A sequence of the zipped results.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    combining(ZipRule<any Sendable>.self, source1, source2, resultSelector)
  }

  /// Pairs the elements of three sequences by position.
  ///
  /// See ``zip(_:_:resultSelector:)`` for the queueing, completion and failure rules.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - resultSelector: Builds a result from one element of each source; a thrown error fails
  ///     the sequence.
  /// - Returns: A sequence of the zipped results.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    combining(ZipRule<any Sendable>.self, source1, source2, source3, resultSelector)
  }

  /// Pairs the elements of four sequences by position.
  ///
  /// See ``zip(_:_:resultSelector:)`` for the queueing, completion and failure rules.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - resultSelector: Builds a result from one element of each source; a thrown error fails
  ///     the sequence.
  /// - Returns: A sequence of the zipped results.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    combining(ZipRule<any Sendable>.self, source1, source2, source3, source4, resultSelector)
  }

  /// Pairs the elements of a collection of sequences by position.
  ///
  /// See ``zip(_:_:resultSelector:)`` for the queueing, completion and failure rules; an empty
  /// collection completes at once.
  ///
  /// - Parameters:
  ///   - collection: The sources, all of the same element type.
  ///   - resultSelector: Builds a result from one element of each source, in source order; a
  ///     thrown error fails the sequence.
  /// - Returns: A sequence of the zipped results.
  public static func zip<Sources: Collection>(
    _ collection: Sources,
    resultSelector: @escaping @Sendable ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    combining(ZipRule<Sources.Element.Element>.self, collection.map { $0.asObservable() }, resultSelector)
  }

  /// Pairs the elements of a collection of sequences by position, as arrays.
  ///
  /// ```swift
  /// let rows = Observable.zip([a, b])  // Observable<[Int]>
  /// // a:    -1--2--|
  /// // b:    ---10-20--|
  /// // rows: ---[1,10]-[2,20]--|
  /// ```
  ///
  /// - Parameter collection: The sources, all of the same element type.
  /// - Returns: A sequence of arrays with one element of each source, in source order.
  public static func zip<Sources: Collection>(
    _ collection: Sources
  ) -> Observable<[Element]> where Sources.Element: ObservableType, Sources.Element.Element == Element {
    Observable<[Element]>.combining(ZipRule<Element>.self, collection.map { $0.asObservable() }) { $0 }
  }

}

extension Observable where Element == any Sendable {
  /// Pairs the elements of two sequences by position, as tuples.
  ///
  /// ```swift
  /// let pairs = Observable.zip(requests, responses)  // Observable<(Request, Response)>
  /// ```
  ///
  /// See ``Observable/zip(_:_:resultSelector:)`` for the queueing, completion and failure rules.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  /// - Returns: A sequence of tuples with one element of each source.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
  }

  /// Pairs the elements of three sequences by position, as tuples.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  /// - Returns: A sequence of tuples with one element of each source.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
  }

  /// Pairs the elements of four sequences by position, as tuples.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  /// - Returns: A sequence of tuples with one element of each source.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4) {
      ($0, $1, $2, $3)
    }
  }
}

/// The rule of `zip`: a queue of waiting elements per source, and which are done.
struct ZipRule<Value: Sendable>: CombiningRule {
  private var queues: [[Value]]
  private var heads: [Int]
  private var isDone: [Bool]

  init(count: Int) {
    queues = Array(repeating: [], count: count)
    heads = Array(repeating: 0, count: count)
    isDone = Array(repeating: false, count: count)
  }

  mutating func receive(_ value: Value, at index: Int) -> Event<[Value]>? {
    queues[index].append(value)
    for source in queues.indices where heads[source] == queues[source].count {
      return nil
    }
    var row: [Value] = []
    row.reserveCapacity(queues.count)
    for source in queues.indices {
      row.append(queues[source][heads[source]])
      heads[source] += 1
      if heads[source] == queues[source].count {
        queues[source].removeAll(keepingCapacity: true)
        heads[source] = 0
      }
    }
    return .next(row)
  }

  mutating func complete(at index: Int) -> Bool {
    isDone[index] = true
    return isDone.allSatisfy { $0 }
  }
}
