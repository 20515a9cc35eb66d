// SPDX-License-Identifier: MIT

/// The values a ``Router`` found in a URL: the pattern's `{placeholders}` and the query items,
/// all percent-decoded, with typed accessors that throw ``RouterError``.
///
/// A name is looked up among the path parameters first, then among the query items, so for
/// `app://projects/{id}` the URL `app://projects/7?id=8` gives `id` 7: what the pattern matched
/// cannot be overridden from the query.
///
/// ```swift
/// // app://projects/42?tab=readme&tag=swift&tag=linux
/// try params.int("id")                            // 42
/// params["tab"]                                   // "readme"
/// params.values("tag")                            // ["swift", "linux"]
/// try params.int("page", default: 1)              // 1
/// try params.value("tab", Tab.init(rawValue:))    // .readme
/// ```
public struct RouteParameters: Sendable, Equatable {
  /// The URL being routed, as given.
  public let url: String
  /// The registered pattern that matched, as written.
  public let pattern: String
  /// The values of the pattern's `{placeholders}`, by name, percent-decoded.
  public let pathParameters: [String: String]
  /// The query items by name, each with its values in URL order, percent-decoded. A `+` stays a
  /// `+` (URLs are not form bodies); an item without `=` has the value `""`.
  public let queryParameters: [String: [String]]

  /// Creates parameters, e.g. to test a route-making closure without a router.
  ///
  /// - Parameters:
  ///   - url: The URL being routed.
  ///   - pattern: The pattern that matched.
  ///   - pathParameters: The placeholders' values.
  ///   - queryParameters: The query items' values by name.
  public init(
    url: String,
    pattern: String,
    pathParameters: [String: String] = [:],
    queryParameters: [String: [String]] = [:]
  ) {
    self.url = url
    self.pattern = pattern
    self.pathParameters = pathParameters
    self.queryParameters = queryParameters
  }

  /// The path parameter with this name, else the first query value with this name.
  ///
  /// - Parameter name: A placeholder or query item name.
  /// - Returns: The value, or `nil` when the URL has neither.
  public subscript(name: String) -> String? {
    pathParameters[name] ?? queryParameters[name]?.first
  }

  /// Every query value with this name, in URL order (`?tag=a&tag=b` gives `["a", "b"]`).
  ///
  /// - Parameter name: A query item name.
  /// - Returns: The values; empty when there are none.
  public func values(_ name: String) -> [String] {
    queryParameters[name] ?? []
  }

  /// The parameter as a string.
  ///
  /// - Parameter name: A placeholder or query item name.
  /// - Returns: The value.
  /// - Throws: ``RouterError/missingParameter(_:)`` when the URL does not have it.
  public func string(_ name: String) throws(RouterError) -> String {
    guard let value = self[name] else { throw .missingParameter(name) }
    return value
  }

  /// The parameter as an `Int`, in decimal as `Int(_:)` reads it (`"42"`, `"-3"`; not `" 4"`,
  /// `"4.0"`, `"0x10"` or a number out of range).
  ///
  /// - Parameter name: A placeholder or query item name.
  /// - Returns: The value.
  /// - Throws: ``RouterError/missingParameter(_:)`` when the URL does not have it,
  ///   ``RouterError/invalidParameter(name:value:)`` when it is not an `Int`.
  public func int(_ name: String) throws(RouterError) -> Int {
    try value(name) { Int($0) }
  }

  /// The parameter as an `Int`, or `defaultValue` when the URL does not have it (an optional
  /// query item such as `?page=2`).
  ///
  /// - Parameters:
  ///   - name: A placeholder or query item name.
  ///   - defaultValue: The value when the parameter is absent.
  /// - Returns: The value.
  /// - Throws: ``RouterError/invalidParameter(name:value:)`` when it is present but not an `Int`.
  public func int(_ name: String, default defaultValue: Int) throws(RouterError) -> Int {
    guard self[name] != nil else { return defaultValue }
    return try int(name)
  }

  /// The parameter converted by `convert`, such as `UUID.init(uuidString:)` or an enum's
  /// `init(rawValue:)`.
  ///
  /// - Parameters:
  ///   - name: A placeholder or query item name.
  ///   - convert: Converts the string; `nil` means the value is invalid.
  /// - Returns: The converted value.
  /// - Throws: ``RouterError/missingParameter(_:)`` when the URL does not have it,
  ///   ``RouterError/invalidParameter(name:value:)`` when `convert` returns `nil`.
  public func value<Value>(_ name: String, _ convert: (String) -> Value?) throws(RouterError) -> Value {
    let text = try string(name)
    guard let value = convert(text) else {
      throw .invalidParameter(name: name, value: RouterError.preview(text))
    }
    return value
  }
}
