// SPDX-License-Identifier: MIT

extension Observable {
  /// Returns a sequence that completes at once without emitting an element.
  ///
  /// ```swift
  /// _ = Observable<Int>.empty().subscribe(onCompleted: { print("done") })  // done
  /// ```
  ///
  /// - Returns: A sequence whose only event is `.completed`, delivered during `subscribe`.
  public static func empty() -> Observable<Element> {
    Observable { observer in
      observer.on(.completed)
      return NopDisposable()
    }
  }
}
