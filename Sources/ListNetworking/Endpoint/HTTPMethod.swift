// SPDX-License-Identifier: MIT

/// An HTTP request method such as `GET` or `POST`.
///
/// A string-backed value so servers with unusual verbs can still be described.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The method name as sent on the wire, upper-cased.
  public let rawValue: String

  /// Creates a method from its name; the name is upper-cased.
  /// - Parameter rawValue: The method name, e.g. `"get"` or `"PATCH"`.
  public init(rawValue: String) {
    self.rawValue = rawValue.uppercased()
  }

  /// `GET`.
  public static let get = HTTPMethod(rawValue: "GET")
  /// `POST`.
  public static let post = HTTPMethod(rawValue: "POST")
  /// `PUT`.
  public static let put = HTTPMethod(rawValue: "PUT")
  /// `PATCH`.
  public static let patch = HTTPMethod(rawValue: "PATCH")
  /// `DELETE`.
  public static let delete = HTTPMethod(rawValue: "DELETE")
  /// `HEAD`.
  public static let head = HTTPMethod(rawValue: "HEAD")

  /// The method name.
  public var description: String { rawValue }
}
