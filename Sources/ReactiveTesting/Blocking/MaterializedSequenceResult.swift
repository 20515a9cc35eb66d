// SPDX-License-Identifier: MIT

/// How a sequence ended, with the elements it produced: the result of
/// ``BlockingObservable/materialize()``.
///
/// ```swift
/// switch numbers.toBlocking(timeout: 1).materialize() {
/// case .completed(let elements): print(elements)
/// case .failed(let elements, let error): print(elements, error)
/// }
/// ```
public enum MaterializedSequenceResult<T: Sendable>: Sendable {
  /// The sequence completed after producing `elements`.
  case completed(elements: [T])
  /// The sequence failed (or timed out, with `RxError.timeout`) after producing `elements`.
  case failed(elements: [T], error: any Error)
}
