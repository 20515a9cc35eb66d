// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// Factory functions for common disposables.
///
/// ```swift
/// let disposable = Disposables.create { print("released") }
/// disposable.dispose()  // released
/// disposable.dispose()  // (nothing: the action runs once)
/// ```
public enum Disposables {
  /// A disposable that does nothing when disposed.
  ///
  /// - Returns: A shared no-op disposable.
  public static func create() -> any Disposable {
    NopDisposable()
  }

  /// A disposable that runs `action` the first time it is disposed.
  ///
  /// - Parameter action: Runs at most once, on the thread that disposes.
  /// - Returns: A disposable wrapping `action`.
  public static func create(with action: @escaping @Sendable () -> Void) -> any Cancelable {
    AnonymousDisposable(action)
  }

  /// A disposable that disposes both arguments.
  ///
  /// - Parameters:
  ///   - disposable1: Disposed first.
  ///   - disposable2: Disposed second.
  /// - Returns: A disposable owning both.
  public static func create(_ disposable1: any Disposable, _ disposable2: any Disposable) -> any Cancelable {
    CompositeDisposable(disposable1, disposable2)
  }

  /// A disposable that disposes all three arguments, in order.
  ///
  /// - Parameters:
  ///   - disposable1: Disposed first.
  ///   - disposable2: Disposed second.
  ///   - disposable3: Disposed third.
  /// - Returns: A disposable owning all three.
  public static func create(
    _ disposable1: any Disposable,
    _ disposable2: any Disposable,
    _ disposable3: any Disposable
  ) -> any Cancelable {
    CompositeDisposable(disposable1, disposable2, disposable3)
  }

  /// A disposable that disposes every element of `disposables`, in order.
  ///
  /// - Parameter disposables: The disposables to own.
  /// - Returns: A disposable owning all of them.
  public static func create(_ disposables: [any Disposable]) -> any Cancelable {
    CompositeDisposable(disposables: disposables)
  }
}

/// A disposable that does nothing.
@usableFromInline
struct NopDisposable: Disposable {
  @inlinable init() {}

  @inlinable func dispose() {}
}

/// Runs an action once, on first disposal (copies share the action).
struct AnonymousDisposable: Cancelable {
  private let action: RunOnceAction

  init(_ action: @escaping @Sendable () -> Void) {
    self.action = RunOnceAction(action)
  }

  var isDisposed: Bool {
    action.isDisposed
  }

  func dispose() {
    action.run()
  }
}

/// A disposable that only records that it was disposed.
public final class BooleanDisposable: Cancelable {
  private let disposed: LockedState<Bool>

  /// Creates a disposable, optionally already disposed.
  ///
  /// - Parameter isDisposed: The initial state.
  public init(isDisposed: Bool = false) {
    self.disposed = LockedState(isDisposed)
  }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool {
    disposed.withLock { $0 }
  }

  /// Marks the disposable as disposed.
  public func dispose() {
    disposed.withLock { $0 = true }
  }
}
