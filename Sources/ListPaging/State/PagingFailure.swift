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
/// Two failures are equal when their messages and error type names are. A `CancellationError`
/// means "no result", not failure: the reducer treats it like ``PagingEvent/cancel``.
public struct PagingFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// A readable description of the error (`String(describing:)` of the wrapped error).
  public let message: String
  /// The wrapped error's type name, e.g. `"URLError"` or `"APIError"`.
  public let typeName: String
  /// Whether the wrapped error was a `CancellationError`.
  public let isCancellation: Bool

  /// Wraps a loader's error.
  ///
  /// - Parameter error: The error the loader threw.
  public init(_ error: any Error) {
    if let failure = error as? PagingFailure {
      self = failure
      return
    }
    self.message = String(describing: error)
    self.typeName = String(describing: type(of: error))
    self.isCancellation = error is CancellationError
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
  }

  /// `TypeName: message`.
  public var description: String { "\(typeName): \(message)" }
}
