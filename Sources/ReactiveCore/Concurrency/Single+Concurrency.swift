// SPDX-License-Identifier: MIT

import ReactiveListInternals

extension Single {
  /// A single whose element is the result of an `async throws` operation.
  ///
  /// Each subscription starts `operation` in its own `Task`, off the caller's actor. Its
  /// result becomes the single's success, a thrown error its failure. Disposing the
  /// subscription cancels the task; cancellation is cooperative, so `operation` stops at its
  /// next cancellation check (`try Task.checkCancellation()`, `Task.sleep`, `URLSession`...),
  /// and whatever it returns or throws after that is dropped.
  ///
  /// ```swift
  /// let page = Single<Page<Repo>>.create { try await api.loadPage(1) }
  /// _ = page.subscribe(onSuccess: { print($0.items.count) })
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the task; `nil` inherits the caller's.
  ///   - operation: The work to run once per subscription.
  /// - Returns: A single of the operation's result.
  public static func create(
    priority: TaskPriority? = nil,
    _ operation: @escaping @Sendable () async throws -> Element
  ) -> Single<Element> {
    Single(
      unchecked: Observable.create { observer in
        let task = Task(priority: priority) {
          do {
            let element = try await operation()
            observer.onNext(element)
            observer.onCompleted()
          } catch {
            observer.onError(error)
          }
        }
        return Disposables.create { task.cancel() }
      }
    )
  }

  /// Waits for the single's result.
  ///
  /// Subscribes when awaited. Returns the element, or throws the single's error. If the
  /// awaiting task is cancelled, the subscription is disposed and `CancellationError` is
  /// thrown; if the subscription ends without a result (disposed from elsewhere), it also throws
  /// `CancellationError`. The continuation is always resumed exactly once.
  ///
  /// ```swift
  /// let page = try await store.loadPage(1).value
  /// ```
  ///
  /// - Throws: The single's error, or `CancellationError`.
  public var value: Element {
    get async throws {
      let subscription = SingleAssignmentDisposable()
      let source = self
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Element, any Error>) in
          let resumer = OnceResumer(continuation)
          subscription.setDisposable(
            source.subscribe(
              onSuccess: { resumer.resume(with: .success($0)) },
              onFailure: { resumer.resume(with: .failure($0)) },
              onDisposed: { resumer.resume(with: .failure(CancellationError())) }
            )
          )
        }
      } onCancel: {
        subscription.dispose()
      }
    }
  }
}

/// Resumes a continuation at most once, whichever result comes first.
private final class OnceResumer<Element: Sendable>: Sendable {
  private let continuation: LockedState<CheckedContinuation<Element, any Error>?>

  init(_ continuation: CheckedContinuation<Element, any Error>) {
    self.continuation = LockedState(continuation)
  }

  func resume(with result: Result<Element, any Error>) {
    let continuation = self.continuation.withLock { continuation in
      defer { continuation = nil }
      return continuation
    }
    continuation?.resume(with: result)
  }
}
