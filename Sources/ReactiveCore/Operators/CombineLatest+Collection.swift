// SPDX-License-Identifier: MIT

extension Observable {
  /// Combines the latest elements of a collection of sequences whenever any of them emits.
  ///
  /// Nothing is emitted until every source has emitted at least once. The result fails as
  /// soon as a source fails and completes when every source has completed; an empty
  /// collection completes at once.
  ///
  /// - Parameters:
  ///   - collection: The sources, all of the same element type.
  ///   - resultSelector: Builds a result from the latest elements, in source order; a thrown
  ///     error fails the sequence.
  /// - Returns: A sequence of the combined results.
  public static func combineLatest<Sources: Collection>(
    _ collection: Sources,
    resultSelector: @escaping @Sendable ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    combining(CombineLatestRule<Sources.Element.Element>.self, collection.map { $0.asObservable() }, resultSelector)
  }

  /// Combines the latest elements of a collection of sequences into arrays whenever any of
  /// them emits.
  ///
  /// ```swift
  /// let all = Observable.combineLatest([a, b, c])  // Observable<[Int]>
  /// // a:   -1-----2---|
  /// // b:   ---10------|
  /// // c:   -----5-----|
  /// // all: -----[1,10,5]-[2,10,5]-|
  /// ```
  ///
  /// Nothing is emitted until every source has emitted at least once. The result fails as
  /// soon as a source fails and completes when every source has completed; an empty
  /// collection completes at once.
  ///
  /// - Parameter collection: The sources, all of the same element type.
  /// - Returns: A sequence of arrays of the latest elements, in source order.
  public static func combineLatest<Sources: Collection>(
    _ collection: Sources
  ) -> Observable<[Element]> where Sources.Element: ObservableType, Sources.Element.Element == Element {
    Observable<[Element]>.combining(CombineLatestRule<Element>.self, collection.map { $0.asObservable() }) { $0 }
  }
}
