// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// Owns subscriptions and disposes them all when it is deallocated.
///
/// Keep one bag per owner (a view model, a view); replacing the bag with a new one disposes
/// everything the old one held.
///
/// ```swift
/// final class Screen {
///   private let bag = DisposeBag()
///   func bind(_ ticks: Observable<Int>) {
///     ticks.subscribe(onNext: { print($0) }).disposed(by: bag)
///   }
/// }
/// ```
public final class DisposeBag: Sendable {
  private let state = LockedState<[any Disposable]?>([])

  /// Creates an empty bag.
  public init() {}

  /// Adds `disposable`; if the bag is already being torn down it is disposed at once.
  ///
  /// - Parameter disposable: The subscription to own.
  public func insert(_ disposable: any Disposable) {
    let accepted = state.withLock { items -> Bool in
      guard items != nil else { return false }
      items!.append(disposable)
      return true
    }
    if !accepted { disposable.dispose() }
  }

  /// Adds several disposables.
  ///
  /// - Parameter disposables: The subscriptions to own.
  public func insert(_ disposables: any Disposable...) {
    for disposable in disposables { insert(disposable) }
  }

  private func disposeAll() {
    let items = state.withLock { items in
      defer { items = nil }
      return items ?? []
    }
    for item in items { item.dispose() }
  }

  deinit {
    disposeAll()
  }
}
