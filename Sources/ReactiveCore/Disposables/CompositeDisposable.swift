// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// A group of disposables disposed together.
///
/// Adding to a composite that is already disposed disposes the new item at once. Items can be
/// removed again with the key ``insert(_:)`` returns (removal disposes the item).
///
/// - Complexity: `insert` and `remove(for:)` are amortised O(1); `dispose()` is O(n).
public final class CompositeDisposable: Cancelable {
  /// Identifies an item added with ``insert(_:)``.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let rawValue: UInt64
  }

  private struct State {
    var items: [UInt64: any Disposable]? = [:]
    var order: [UInt64] = []
    var nextKey: UInt64 = 0
  }

  private let state = LockedState(State())

  /// Creates an empty composite.
  public init() {}

  /// Creates a composite owning `disposables`.
  ///
  /// - Parameter disposables: Disposed in order when the composite is disposed.
  public init(disposables: [any Disposable]) {
    for disposable in disposables { _ = insert(disposable) }
  }

  /// Creates a composite owning the arguments.
  ///
  /// - Parameter disposables: Disposed in order when the composite is disposed.
  public convenience init(_ disposables: any Disposable...) {
    self.init(disposables: disposables)
  }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool {
    state.withLock { $0.items == nil }
  }

  /// The number of items currently owned.
  public var count: Int {
    state.withLock { $0.items?.count ?? 0 }
  }

  /// Adds `disposable`, or disposes it at once if the composite is already disposed.
  ///
  /// - Parameter disposable: The item to own.
  /// - Returns: A key for ``remove(for:)``, or `nil` if the composite was already disposed.
  @discardableResult
  public func insert(_ disposable: any Disposable) -> DisposeKey? {
    let key: UInt64? = state.withLock { state in
      guard state.items != nil else { return nil }
      let key = state.nextKey
      state.nextKey &+= 1
      state.items![key] = disposable
      state.order.append(key)
      if state.order.count > 32 && state.order.count > 2 * state.items!.count {
        let live = state.items!
        state.order.removeAll { live[$0] == nil }
      }
      return key
    }
    guard let key else {
      disposable.dispose()
      return nil
    }
    return DisposeKey(rawValue: key)
  }

  /// Removes and disposes the item added under `key`; does nothing if it is gone already.
  ///
  /// - Parameter key: A key returned by ``insert(_:)``.
  public func remove(for key: DisposeKey) {
    let removed = state.withLock { $0.items?.removeValue(forKey: key.rawValue) }
    removed?.dispose()
  }

  /// Disposes every item, in insertion order, and every item added later.
  public func dispose() {
    let items: [any Disposable] = state.withLock { state in
      guard let items = state.items else { return [] }
      let ordered = state.order.compactMap { items[$0] }
      state.items = nil
      state.order = []
      return ordered
    }
    for item in items { item.dispose() }
  }
}
