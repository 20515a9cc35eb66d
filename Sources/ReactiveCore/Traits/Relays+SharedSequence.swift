// SPDX-License-Identifier: MIT

extension BehaviorRelay {
  /// This relay as a ``Driver``: its current value and every later one, on the sharing
  /// scheduler read now.
  ///
  /// - Returns: A driver of the relay's values.
  public func asDriver() -> Driver<Element> {
    asSharedSequenceOfInfallible()
  }
}

extension PublishRelay {
  /// This relay as a ``Signal``: every element accepted from now on, on the sharing scheduler
  /// read now.
  ///
  /// - Returns: A signal of the relay's elements.
  public func asSignal() -> Signal<Element> {
    asSharedSequenceOfInfallible()
  }
}
