// SPDX-License-Identifier: MIT

/// A loader's error, kept as a value so paging states stay `Equatable` and `Sendable`.
///
/// Loaders throw whatever they like; the owner of the state wraps the error before sending it:
///
/// ```swift
/// do {
///   let page = try await load(request.request)
///   state.reduce(.loaded(page, requestID: request.id))
/// } catch {
///   state.reduce(.failed(PagingFailure(error), requestID: request.id))
/// }
/// ```
///
/// The failure keeps the error itself, typed, as ``error`` (like Android Paging's
/// `LoadState.Error(throwable)`), so a screen can tell an `APIError` from a `URLError`:
///
/// ```swift
/// if case .failed(let failure) = state.loadStates.append, failure.error is URLError {
///   footer.show("You are offline")
/// }
/// ```
///
/// Two failures are equal when their messages, error type names and cancellation flags are;
/// ``error`` is not compared (errors need not be `Equatable`). A `CancellationError` that answers the
/// load in flight fails it like any other error (``PagingState`` rule 5: the loader gave up on its own,
/// and only a retry restarts the load); ``isCancellation`` lets a screen word it. The answer of a load
/// the state cancelled (``PagingEvent/cancel``, a refresh) is stale and changes nothing.
public struct PagingFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// A readable description of the error: `String(describing:)` of the wrapped error, or the
  /// message given to ``init(_:message:)``.
  public let message: String
  /// The wrapped error's type name, e.g. `"URLError"` or `"APIError"`.
  public let typeName: String
  /// Whether the wrapped error was a `CancellationError`.
  public let isCancellation: Bool
  /// The wrapped error, when there is one.
  private let wrapped: (any Error)?

  /// The error the loader threw, with its type: `failure.error as? APIError`. A failure made
  /// from its parts (``init(message:typeName:isCancellation:)``) is its own error.
  public var error: any Error { wrapped ?? self }

  /// Wraps a loader's error; its description is the message.
  ///
  /// - Parameter error: The error the loader threw. A `PagingFailure` is kept as it is.
  public init(_ error: any Error) {
    if let failure = error as? PagingFailure {
      self = failure
      return
    }
    self.init(error, message: String(describing: error))
  }

  /// Wraps a loader's error with a message of your own (a localised one, say).
  ///
  /// ```swift
  /// let failure = PagingFailure(error, message: String(localized: "Could not load"))
  /// ```
  ///
  /// - Parameters:
  ///   - error: The error the loader threw.
  ///   - message: The text to show for it.
  public init(_ error: any Error, message: String) {
    self.message = message
    self.typeName = String(describing: type(of: error))
    self.isCancellation = error is CancellationError
    self.wrapped = error
  }

  /// Creates a failure from its parts (handy in tests and when decoding persisted states).
  ///
  /// ```swift
  /// let offline = PagingFailure(message: "The Internet connection appears to be offline.", typeName: "URLError")
  /// ```
  ///
  /// - Parameters:
  ///   - message: A readable description.
  ///   - typeName: The error's type name.
  ///   - isCancellation: Whether it stands for a cancellation. Defaults to `false`.
  public init(message: String, typeName: String, isCancellation: Bool = false) {
    self.message = message
    self.typeName = typeName
    self.isCancellation = isCancellation
    self.wrapped = nil
  }

  /// `TypeName: message`.
  public var description: String { "\(typeName): \(message)" }

  /// Whether two failures have the same message, type name and cancellation flag.
  ///
  /// - Parameters:
  ///   - lhs: A failure.
  ///   - rhs: Another failure.
  /// - Returns: `true` when the compared parts are equal; ``error`` is not compared.
  public static func == (lhs: PagingFailure, rhs: PagingFailure) -> Bool {
    lhs.message == rhs.message && lhs.typeName == rhs.typeName && lhs.isCancellation == rhs.isCancellation
  }

  /// Hashes the parts that ``==(_:_:)`` compares.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(message)
    hasher.combine(typeName)
    hasher.combine(isCancellation)
  }
}
