// SPDX-License-Identifier: MIT

extension SharedSequence {
  /// The elements of this Driver or Signal as an `AsyncStream`, for `for await` loops.
  ///
  /// A shared sequence never fails, so the stream does not throw. Reading the property
  /// subscribes at once; the stream ends when the sequence completes, and the subscription is
  /// disposed when the consuming task is cancelled or the loop stops early. Buffering is
  /// unbounded, as for `ObservableType.values`.
  ///
  /// ```swift
  /// for await title in viewModel.title.values {
  ///   print(title)
  /// }
  /// ```
  public var values: AsyncStream<Element> {
    let source = asObservable()
    return AsyncStream(bufferingPolicy: .unbounded) { continuation in
      let subscription = SingleAssignmentDisposable()
      continuation.onTermination = { _ in subscription.dispose() }
      subscription.setDisposable(
        source.subscribe(
          onNext: { continuation.yield($0) },
          onCompleted: { continuation.finish() }
        )
      )
    }
  }
}
