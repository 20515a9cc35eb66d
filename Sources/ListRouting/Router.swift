// SPDX-License-Identifier: MIT

public import Foundation

/// Maps URLs (deep links, universal links, push payloads) to your app's routes.
///
/// View models emit routes as values (ListViewModels' `ItemRoute`, or your own `enum`); a
/// coordinator turns routes into screens. A `Router` is the third piece: it turns a URL into the
/// same route values, so a deep link and a tap take the same path through the coordinator. It
/// knows nothing about views or view models: `ListRouting` depends on Foundation only.
///
/// ```swift
/// enum AppRoute: Equatable, Sendable {
///   case projects(page: Int)
///   case project(id: Int)
///   case newProject
/// }
///
/// let router = Router<AppRoute> { router in
///   router.register("app://projects") { params in .projects(page: try params.int("page", default: 1)) }
///   router.register("app://projects/{id}") { params in .project(id: try params.int("id")) }
///   router.register("app://projects/new") { _ in .newProject }
/// }
///
/// try router.route(for: "app://projects/42")          // .project(id: 42)
/// try router.route(for: "APP://Projects/new/")        // .newProject
/// try router.route(for: "app://projects?page=3")      // .projects(page: 3)
/// try router.route(for: "app://projects/abc")         // throws .invalidParameter(name: "id", value: "abc")
/// try router.route(for: "app://settings")             // throws .unknownURL("app://settings")
/// ```
///
/// ## Patterns
///
/// A pattern is `scheme://host` followed by path segments, each either a literal or a whole
/// `{name}` placeholder (a Swift identifier). Query items are not part of patterns: every route
/// reads them from its ``RouteParameters``. A malformed pattern, or one with the same shape as a
/// pattern already registered (it could never match), is a programmer error and traps.
///
/// ## Matching rules
///
/// - **Case.** The scheme and host compare case-insensitively (they are, in URLs); path segments
///   and parameter values are case-sensitive and keep their case.
/// - **Host.** The whole authority is compared: a pattern for `example.com` does not match
///   `example.com:8080` or `user@example.com`.
/// - **Slashes.** One trailing slash is ignored (`app://projects/42/` matches
///   `app://projects/{id}`). Any other empty segment (`app://projects//42`) matches nothing, and a
///   placeholder never matches an empty segment.
/// - **Encoding.** Segments are percent-decoded one by one after splitting, so `%2F` is a
///   slash *inside* a value, never a separator. Characters RFC 3986 does not allow in a URL
///   (spaces, non-ASCII letters, quotes...) must be percent-encoded, as `URL.absoluteString`
///   gives them; otherwise the text is ``RouterError/invalidURL(_:)``.
/// - **Dot segments.** `.` and `..` (also as `%2E%2E`) are not resolved: the URL is
///   ``RouterError/invalidURL(_:)``, so a value can never be `..`.
/// - **Which pattern.** The most specific match wins, whatever the registration order: going
///   left to right, at the first segment where two matching patterns differ, the literal beats the
///   placeholder (`app://projects/new` beats `app://projects/{id}`). Two patterns that would tie
///   have the same shape, which `register` rejects, so the result never depends on order.
/// - **No fall-through.** The winning pattern's closure decides: if it throws (an `id` that is
///   not a number), that error is the result; no other pattern is tried. Its ``RouterError``s
///   arrive as they are, any other error as ``RouterError/rejected(_:reason:)``.
/// - **Length.** Texts longer than ``maximumURLLength`` UTF-8 bytes are
///   ``RouterError/invalidURL(_:)`` before any parsing.
///
/// ## Threading
///
/// `Router` is a `Sendable` value. Register every pattern while building it (``init(_:)`` or
/// ``register(_:_:)`` on a `var`), then share it as a `let`: it is immutable from then on and
/// ``route(for:)-(String)`` may be called from any thread or task at once. Registering on a copy
/// changes only that copy. The route-making closures run synchronously on the caller's thread.
///
/// - Complexity: ``route(for:)-(String)`` is O(*n* + *p* × *s*) for a URL of *n* bytes, *p*
///   patterns under its `scheme://host` and *s* path segments.
public struct Router<Route: Sendable>: Sendable {
  /// A pattern and the closure that makes its route.
  private struct Entry: Sendable {
    let pattern: RoutePattern
    let makeRoute: @Sendable (RouteParameters) throws -> Route
  }

  /// Entries by lowercased `scheme://host`, each list in registration order.
  private var entries: [String: [Entry]] = [:]
  /// The patterns as written, in registration order.
  public private(set) var patterns: [String] = []

  /// The longest text, in UTF-8 bytes, that ``route(for:)-(String)`` parses: 8 KiB, far above
  /// any real deep link. Longer texts are ``RouterError/invalidURL(_:)``.
  public static var maximumURLLength: Int { 8192 }

  /// Creates a router with no patterns; add them with ``register(_:_:)`` before sharing it.
  public init() {}

  /// Creates a router and registers its patterns in `build`, so the result can be a `let`.
  ///
  /// ```swift
  /// let router = Router<AppRoute> { router in
  ///   router.register("app://projects/{id}") { params in .project(id: try params.int("id")) }
  /// }
  /// ```
  ///
  /// - Parameter build: Registers the patterns.
  public init(_ build: (inout Router) -> Void) {
    build(&self)
  }

  /// Adds a pattern and the closure that makes its route from the URL's parameters.
  ///
  /// The closure throws ``RouterError`` (the typed accessors of ``RouteParameters`` do) when a
  /// parameter is missing or invalid; that error becomes the result of ``route(for:)-(String)``.
  /// Any other error it throws arrives as ``RouterError/rejected(_:reason:)``.
  ///
  /// > Important: A malformed pattern traps, and so does a pattern with the same shape as one
  /// > already registered (same `scheme://host`, literals and placeholder positions), because
  /// > one of the two could never match.
  ///
  /// - Parameters:
  ///   - pattern: `scheme://host/literal/{placeholder}...`, e.g. `app://projects/{id}`.
  ///   - makeRoute: Makes the route from the parameters; runs on the thread that routes.
  public mutating func register(
    _ pattern: String,
    _ makeRoute: @escaping @Sendable (RouteParameters) throws -> Route
  ) {
    let parsed = RoutePattern(pattern)
    if let twin = entries[parsed.origin]?.first(where: { $0.pattern.hasSameShape(as: parsed) }) {
      preconditionFailure(
        "Router.register(_:_:): the pattern “\(pattern)” has the same shape as “\(twin.pattern.text)”, "
          + "registered before; one of them could never match."
      )
    }
    entries[parsed.origin, default: []].append(Entry(pattern: parsed, makeRoute: makeRoute))
    patterns.append(pattern)
  }

  /// The route for a URL text such as `app://projects/42?tab=readme`.
  ///
  /// - Parameter url: The URL, percent-encoded where RFC 3986 requires it.
  /// - Returns: The route made by the most specific matching pattern.
  /// - Throws: ``RouterError/invalidURL(_:)`` when the text is not an acceptable URL,
  ///   ``RouterError/unknownURL(_:)`` when no pattern matches, or what the pattern's closure
  ///   throws (``RouterError/missingParameter(_:)``, ``RouterError/invalidParameter(name:value:)``,
  ///   any other error as ``RouterError/rejected(_:reason:)``).
  public func route(for url: String) throws(RouterError) -> Route {
    let parsed = try RouteURL(parsing: url, maximumLength: Self.maximumURLLength)
    var best: (entry: Entry, parameters: [String: String])?
    for entry in entries[parsed.origin] ?? [] {
      guard let parameters = entry.pattern.match(parsed.segments) else { continue }
      if let current = best, !entry.pattern.isMoreSpecific(than: current.entry.pattern) { continue }
      best = (entry, parameters)
    }
    guard let best else { throw .unknownURL(RouterError.preview(url)) }
    let parameters = RouteParameters(
      url: url,
      pattern: best.entry.pattern.text,
      pathParameters: best.parameters,
      queryParameters: parsed.query
    )
    do {
      return try best.entry.makeRoute(parameters)
    } catch let error as RouterError {
      throw error
    } catch {
      throw .rejected(RouterError.preview(url), reason: RouterError.preview(String(describing: error)))
    }
  }

  /// The route for a `URL` (its `absoluteString`).
  ///
  /// - Parameter url: The URL.
  /// - Returns: The route made by the most specific matching pattern.
  /// - Throws: As ``route(for:)-(String)`` does.
  public func route(for url: URL) throws(RouterError) -> Route {
    try route(for: url.absoluteString)
  }
}
