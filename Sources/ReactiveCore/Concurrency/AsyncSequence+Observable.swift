// SPDX-License-Identifier: MIT

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// This async sequence as an ``Observable``.
  ///
  /// Each subscription iterates the sequence in its own `Task`, which does not run on the
  /// caller's actor: subscribing from the main actor does not iterate on the main actor.
  /// Elements become `.next` events, the end of the sequence `.completed`, and a thrown error
  /// `.error`. Disposing the subscription cancels the task (cooperatively: the sequence stops at
  /// its next cancellation check), and nothing is delivered after `dispose()` returns.
  ///
  /// ```swift
  /// let stream = AsyncStream<Int> { continuation in
  ///   continuation.yield(1)
  ///   continuation.finish()
  /// }
  /// _ = stream.asObservable().subscribe(onNext: { print($0) })  // 1
  /// ```
  ///
  /// - Returns: An observable that iterates the sequence once per subscription.
  public func asObservable() -> Observable<Element> {
    Observable.from(self)
  }
}

extension Observable {
  /// An observable that iterates `sequence` in a `Task` per subscription.
  ///
  /// See `AsyncSequence.asObservable()`: the task runs off the caller's actor and is cancelled
  /// when the subscription is disposed.
  ///
  /// - Parameters:
  ///   - sequence: The async sequence to iterate.
  ///   - priority: The priority of the iterating task; `nil` inherits the caller's.
  /// - Returns: An observable of the sequence's elements.
  public static func from<Sequence: AsyncSequence & Sendable>(
    _ sequence: Sequence,
    priority: TaskPriority? = nil
  ) -> Observable<Element> where Sequence.Element == Element {
    Observable.create { observer in
      let task = Task(priority: priority) {
        do {
          for try await element in sequence {
            observer.onNext(element)
          }
          observer.onCompleted()
        } catch {
          observer.onError(error)
        }
      }
      return Disposables.create { task.cancel() }
    }
  }
}
