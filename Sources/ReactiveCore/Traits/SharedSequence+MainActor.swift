// SPDX-License-Identifier: MIT

/// Subscribes `@MainActor` closures to a shared sequence, enforcing the main-actor contract.
///
/// `api` names the public method in the trap message, for example `"drive(onNext:)"`.
func subscribeOnMainActor<Element: Sendable>(
  _ source: Observable<Element>,
  api: String,
  onNext: (@MainActor (Element) -> Void)?,
  onCompleted: (@MainActor () -> Void)?,
  onDisposed: (@MainActor () -> Void)?
) -> any Disposable {
  var next: (@Sendable (Element) -> Void)?
  if let onNext {
    next = { element in runOnMainActor(api) { onNext(element) } }
  }
  var completed: (@Sendable () -> Void)?
  if let onCompleted {
    completed = { runOnMainActor(api) { onCompleted() } }
  }
  var disposed: (@Sendable () -> Void)?
  if let onDisposed {
    disposed = { _ = MainScheduler.instance.schedule { MainActor.assumeIsolated { onDisposed() } } }
  }
  return source.subscribe(onNext: next, onCompleted: completed, onDisposed: disposed)
}

/// Runs `body` on the main actor, which the caller must already be on; traps otherwise.
private func runOnMainActor(_ api: String, _ body: @MainActor () -> Void) {
  precondition(
    MainScheduler.isOnMainQueue,
    """
    \(api) delivered off the main actor: Driver and Signal call their @MainActor closures where \
    they deliver, which is the main queue in production; under a test scheduler, advance the \
    TestScheduler from a @MainActor test.
    """
  )
  MainActor.assumeIsolated(body)
}
