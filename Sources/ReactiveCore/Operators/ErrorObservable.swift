// SPDX-License-Identifier: MIT

extension Observable {
  /// Returns a sequence that fails at once with `error`.
  ///
  /// ```swift
  /// struct Offline: Error {}
  /// _ = Observable<Int>.error(Offline()).subscribe(onError: { print($0) })  // Offline()
  /// ```
  ///
  /// - Parameter error: The failure delivered to every subscriber, during `subscribe`.
  /// - Returns: A sequence whose only event is `.error(error)`.
  public static func error(_ error: any Error) -> Observable<Element> {
    Observable { observer in
      observer.on(.error(error))
      return NopDisposable()
    }
  }
}
