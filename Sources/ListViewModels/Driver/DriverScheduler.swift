// SPDX-License-Identifier: MIT

import ReactiveCore

/// The scheduler a view model's Drivers and Signals deliver on, captured once when the view model
/// is created (`SharingScheduler.make()`) and passed to everything that makes them or hops back.
///
/// It is the only place ListViewModels sets the sharing scheduler: every output made through it
/// delivers on the captured scheduler, whatever task later subscribes, so a view model created
/// inside `SharingScheduler.mock(scheduler:)` runs entirely on the test's virtual time.
package struct DriverScheduler: Sendable {
  /// The scheduler outputs deliver on.
  let scheduler: any SchedulerType

  /// Captures the sharing scheduler of the current task (the main scheduler in production).
  package init() {
    scheduler = SharingScheduler.make()
  }

  /// A Driver of `source` on this scheduler; a failure ends it.
  func driver<Element: Sendable>(_ source: Observable<Element>) -> Driver<Element> {
    onScheduler { source.asDriver(onErrorDriveWith: .empty()) }
  }

  /// A Signal of `source` on this scheduler; a failure ends it.
  func signal<Element: Sendable>(_ source: Observable<Element>) -> Signal<Element> {
    onScheduler { source.asSignal(onErrorSignalWith: .empty()) }
  }

  /// A Driver of `relay`'s values on this scheduler.
  func driver<Element: Sendable>(of relay: BehaviorRelay<Element>) -> Driver<Element> {
    onScheduler { relay.asDriver() }
  }

  /// A Signal of `relay`'s elements on this scheduler.
  func signal<Element: Sendable>(of relay: PublishRelay<Element>) -> Signal<Element> {
    onScheduler { relay.asSignal() }
  }

  /// Runs `make` with this scheduler as the sharing scheduler, so what it makes delivers here.
  private func onScheduler<Shared>(_ make: () -> Shared) -> Shared {
    SharingScheduler.withScheduler(scheduler, make)
  }

  /// The hop to the main actor: hands each element of `source` to `handle` on the main actor,
  /// through a Signal on this scheduler. `emit(onNext:)` takes a `@MainActor` closure, so the
  /// compiler checks the hop; under a test scheduler it happens on the test's virtual time.
  ///
  /// - Returns: The subscription; disposing it drops what has not been handed over yet.
  @MainActor
  func deliver<Element: Sendable>(
    _ source: Observable<Element>,
    to handle: @escaping @MainActor (Element) -> Void
  ) -> any Disposable {
    signal(source).emit(onNext: handle)
  }

  /// Hands the outcome of `single` to `handle` on the main actor, as ``deliver(_:to:)`` does.
  @MainActor
  func deliver<Element: Sendable>(
    _ single: Single<Element>,
    to handle: @escaping @MainActor (Result<Element, any Error>) -> Void
  ) -> any Disposable {
    // `map` and `catch` rather than `Observable.create` over `Single.subscribe`: their shared sinks
    // keep a page's delivery as cheap as before this type (Benchmarks/README.md, "one effect
    // runner").
    let outcome = single.asObservable()
      .map { Result<Element, any Error>.success($0) }
      .catch { .just(.failure($0)) }
    return deliver(outcome, to: handle)
  }
}
