// SPDX-License-Identifier: MIT

extension ObservableType {
  /// The elements of this sequence as an `AsyncThrowingStream`, for `for try await` loops.
  ///
  /// Reading the property subscribes at once. The stream yields every element, throws the
  /// sequence's error, and ends when the sequence completes. When the consuming task is
  /// cancelled, or the loop stops early and the stream is released, the subscription is
  /// disposed.
  ///
  /// ```swift
  /// for try await page in pages.values {
  ///   print(page.items.count)
  /// }
  /// ```
  ///
  /// Buffering: unbounded. Every element is delivered exactly once and in order, as an
  /// observer would see it; elements the loop has not consumed yet wait in memory. Use
  /// ``values(bufferingPolicy:)`` to keep only the oldest or newest elements instead.
  ///
  /// > Note: Cancellation is not cooperative: a cancelled loop ends at once (the standard
  /// > stream's behaviour) and the subscription is disposed in the stream's termination handler.
  public var values: AsyncThrowingStream<Element, any Error> {
    values(bufferingPolicy: .unbounded)
  }

  /// The elements of this sequence as an `AsyncThrowingStream` with a chosen buffer.
  ///
  /// Behaves like ``values``, except that elements the consumer has not taken yet are kept
  /// according to `bufferingPolicy` (for example `.bufferingNewest(1)` for "latest state").
  ///
  /// - Parameter bufferingPolicy: How many not-yet-consumed elements to keep, and which.
  /// - Returns: A stream that subscribes now and disposes on termination.
  public func values(
    bufferingPolicy: AsyncThrowingStream<Element, any Error>.Continuation.BufferingPolicy
  ) -> AsyncThrowingStream<Element, any Error> {
    let source = asObservable()
    return AsyncThrowingStream(bufferingPolicy: bufferingPolicy) { continuation in
      let subscription = SingleAssignmentDisposable()
      continuation.onTermination = { _ in subscription.dispose() }
      subscription.setDisposable(
        source.subscribe(
          onNext: { continuation.yield($0) },
          onError: { continuation.finish(throwing: $0) },
          onCompleted: { continuation.finish() }
        )
      )
    }
  }
}
