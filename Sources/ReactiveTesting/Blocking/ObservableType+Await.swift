// SPDX-License-Identifier: MIT

public import Foundation
public import ReactiveCore
import ReactiveListInternals

extension ObservableType {
  /// Suspends until the sequence completes and returns all its elements.
  ///
  /// The `async` counterpart of ``BlockingObservable/toArray()``: it suspends instead of
  /// blocking a thread, so a `@MainActor` test can wait for work that needs the main queue.
  ///
  /// ```swift
  /// let values = try await Observable.of(1, 2, 3).toArray(timeout: 1)  // [1, 2, 3]
  /// ```
  ///
  /// Cancelling the task disposes the subscription and throws `CancellationError`.
  ///
  /// It subscribes before it suspends, in the caller's isolation: from a `@MainActor` test,
  /// on the main actor, before the main actor can run anything else (see ``first(timeout:isolation:)``).
  ///
  /// - Parameters:
  ///   - timeout: The most seconds to wait (real time); `nil` waits for ever.
  ///   - isolation: The caller's actor, captured automatically.
  /// - Returns: The elements, in order.
  /// - Throws: The sequence's error, `RxError.timeout`, or `CancellationError`.
  public func toArray(
    timeout: TimeInterval?,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> [Element] {
    try await AwaitedSequence(source: asObservable(), stopsAfterFirst: false).value(timeout: timeout)
  }

  /// Suspends until the first element arrives (then unsubscribes) or the sequence ends.
  ///
  /// ```swift
  /// let page = try await loader.firstPage().first(timeout: 2)
  /// ```
  ///
  /// Cancelling the task disposes the subscription and throws `CancellationError`.
  ///
  /// It subscribes before it suspends, in the caller's isolation. From a `@MainActor` test,
  /// that is on the main actor, before anything else the main actor has queued runs, so an
  /// element that a `Signal` delivers on the main queue right after the call cannot slip past:
  ///
  /// ```swift
  /// refresh.accept(())  // the store answers later, through the main queue
  /// let message = try await output.message.asObservable().first(timeout: 5)  // subscribed before that
  /// ```
  ///
  /// An element delivered *before* the call is gone (a `Signal` does not replay): subscribe
  /// first when the trigger delivers synchronously, with `TestScheduler.record(_:)`.
  ///
  /// - Parameters:
  ///   - timeout: The most seconds to wait (real time); `nil` waits for ever.
  ///   - isolation: The caller's actor, captured automatically.
  /// - Returns: The first element, or `nil` if the sequence completed without one.
  /// - Throws: The sequence's error, `RxError.timeout`, or `CancellationError`.
  public func first(
    timeout: TimeInterval?,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Element? {
    try await AwaitedSequence(source: asObservable(), stopsAfterFirst: true).value(timeout: timeout).first
  }
}

/// One subscription awaited through a continuation that is resumed exactly once: by the
/// sequence, by the timeout, or by task cancellation, whichever comes first.
private final class AwaitedSequence<Element: Sendable>: ObserverType {
  private struct State {
    var elements: [Element] = []
    var continuation: CheckedContinuation<[Element], any Error>?
    var subscription: (any Disposable)?
    var result: Result<[Element], any Error>?
  }

  private let source: Observable<Element>
  private let stopsAfterFirst: Bool
  private let state = LockedState(State())

  init(source: Observable<Element>, stopsAfterFirst: Bool) {
    self.source = source
    self.stopsAfterFirst = stopsAfterFirst
  }

  /// Subscribes, in the caller's isolation and before suspending, then waits for the result.
  func value(timeout: TimeInterval?, isolation: isolated (any Actor)? = #isolation) async throws -> [Element] {
    try await withTaskCancellationHandler(
      operation: {
        try await withCheckedThrowingContinuation(isolation: isolation) { continuation in
          start(continuation, timeout: timeout)
        }
      },
      onCancel: { finish(.failure(CancellationError())) },
      isolation: isolation
    )
  }

  private func start(_ continuation: CheckedContinuation<[Element], any Error>, timeout: TimeInterval?) {
    // The task may have been cancelled (and `finish` called) before the continuation existed.
    let earlyResult = state.withLock { state in
      if state.result == nil { state.continuation = continuation }
      return state.result
    }
    if let earlyResult {
      continuation.resume(with: earlyResult)
      return
    }
    if let timeout {
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
        self?.finish(.failure(RxError.timeout))
      }
    }
    let subscription = source.subscribe(self)
    let disposeNow = state.withLock { state in
      if state.result != nil { return true }
      state.subscription = subscription
      return false
    }
    if disposeNow { subscription.dispose() }
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      let first: [Element]? = state.withLock { state in
        guard state.result == nil else { return nil }
        state.elements.append(element)
        return stopsAfterFirst ? state.elements : nil
      }
      if let first { finish(.success(first)) }
    case .error(let error):
      finish(.failure(error))
    case .completed:
      let elements = state.withLock { $0.elements }
      finish(.success(elements))
    }
  }

  /// Records the first result, then resumes the continuation and disposes the subscription.
  private func finish(_ result: Result<[Element], any Error>) {
    let taken = state.withLock { state -> (CheckedContinuation<[Element], any Error>?, (any Disposable)?)? in
      guard state.result == nil else { return nil }
      state.result = result
      defer {
        state.continuation = nil
        state.subscription = nil
      }
      return (state.continuation, state.subscription)
    }
    guard let (continuation, subscription) = taken else { return }
    continuation?.resume(with: result)
    subscription?.dispose()
  }
}
