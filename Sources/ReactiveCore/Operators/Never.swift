// SPDX-License-Identifier: MIT

extension Observable {
  /// Returns a sequence that never emits anything and never terminates.
  ///
  /// Useful as a placeholder and in tests: a subscription to it ends only when disposed.
  ///
  /// - Returns: A sequence without events.
  public static func never() -> Observable<Element> {
    Observable { _ in NopDisposable() }
  }
}
