// SPDX-License-Identifier: MIT

/// A resource that can be released, most often a subscription.
///
/// `dispose()` is idempotent and safe to call from any thread. Once it returns on the thread
/// that receives a subscription's events, no further event reaches that subscription's
/// observer; a `dispose()` from another thread stops delivery before the next event (an event
/// already being delivered finishes).
public protocol Disposable: Sendable {
  /// Releases the resource. Calling it again does nothing.
  func dispose()
}

extension Disposable {
  /// Adds this disposable to `bag`, so it is disposed when the bag is deallocated.
  ///
  /// - Parameter bag: The bag that owns the subscription from now on.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}

/// A disposable that can report whether it has been disposed.
public protocol Cancelable: Disposable {
  /// Whether ``Disposable/dispose()`` has been called.
  var isDisposed: Bool { get }
}
