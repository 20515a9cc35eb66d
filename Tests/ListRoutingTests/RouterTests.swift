// SPDX-License-Identifier: MIT

import Foundation
import ListRouting
import Testing

@Suite struct RouterTests {
  enum AppRoute: Equatable, Sendable {
    case projects(page: Int)
    case project(id: Int)
    case newProject
    case issue(project: Int, number: Int)
    case file(path: String)
    case user(name: String)
  }

  /// The router most tests use; `{id}` is registered before `new` on purpose.
  static let router = Router<AppRoute> { router in
    router.register("app://projects") { params in .projects(page: try params.int("page", default: 1)) }
    router.register("app://projects/{id}") { params in .project(id: try params.int("id")) }
    router.register("app://projects/new") { _ in .newProject }
    router.register("app://projects/{id}/issues/{number}") { params in
      .issue(project: try params.int("id"), number: try params.int("number"))
    }
    router.register("app://files/{path}") { params in .file(path: try params.string("path")) }
    router.register("https://example.com/users/{name}") { params in .user(name: try params.string("name")) }
  }

  func result(_ url: String, _ router: Router<AppRoute> = Self.router) -> Result<AppRoute, RouterError> {
    Result { () throws(RouterError) in try router.route(for: url) }
  }

  // MARK: Matching

  @Test(arguments: [
    ("app://projects", AppRoute.projects(page: 1)),
    ("app://projects?page=3", .projects(page: 3)),
    ("app://projects/42", .project(id: 42)),
    ("app://projects/-7", .project(id: -7)),
    ("app://projects/new", .newProject),
    ("app://projects/42/issues/9", .issue(project: 42, number: 9)),
    ("https://example.com/users/Ada", .user(name: "Ada")),
    ("app://projects/42#readme", .project(id: 42)),
  ])
  func routesMatchingURLs(url: String, expected: AppRoute) {
    #expect(result(url) == .success(expected))
  }

  @Test func aURLValueRoutesLikeItsText() throws {
    let url = try #require(URL(string: "app://projects/42/issues/3"))
    #expect(try Self.router.route(for: url) == .issue(project: 42, number: 3))
  }

  @Test func theLiteralBeatsThePlaceholderWhateverTheOrder() {
    var literalFirst = Router<AppRoute>()
    literalFirst.register("app://projects/new") { _ in .newProject }
    literalFirst.register("app://projects/{id}") { params in .project(id: try params.int("id")) }
    for router in [Self.router, literalFirst] {
      #expect(result("app://projects/new", router) == .success(.newProject))
      #expect(result("app://projects/5", router) == .success(.project(id: 5)))
    }
  }

  @Test func theFirstSegmentThatDiffersDecidesSpecificity() throws {
    // app://a/b/c matches both; they differ first at segment 1, where only the second is literal.
    for reversed in [false, true] {
      var router = Router<String>()
      let registrations: [(String, String)] = [("app://a/{x}/c", "x"), ("app://a/b/{y}", "y")]
      for (pattern, name) in reversed ? registrations.reversed() : registrations {
        router.register(pattern) { _ in name }
      }
      #expect(try router.route(for: "app://a/b/c") == "y")
      #expect(try router.route(for: "app://a/z/c") == "x")
    }
  }

  @Test func theWinnersErrorIsTheResultWithoutFallThrough() {
    var router = Router<AppRoute>()
    router.register("app://projects/{id}") { params in .project(id: try params.int("id")) }
    router.register("app://projects/{name}/x") { params in .user(name: try params.string("name")) }
    #expect(result("app://projects/abc", router) == .failure(.invalidParameter(name: "id", value: "abc")))
  }

  @Test func otherErrorsFromTheClosureArriveAsRejected() {
    struct Archived: Error, CustomStringConvertible {
      var description: String { "project archived" }
    }
    var router = Router<AppRoute>()
    router.register("app://projects/{id}") { _ in throw Archived() }
    #expect(result("app://projects/1", router) == .failure(.rejected("app://projects/1", reason: "project archived")))
  }

  @Test func schemeAndHostIgnoreCaseButPathsDoNot() {
    #expect(result("APP://Projects/new") == .success(.newProject))
    #expect(result("HTTPS://EXAMPLE.com/users/Ada") == .success(.user(name: "Ada")))
    #expect(result("app://projects/NEW") == .failure(.invalidParameter(name: "id", value: "NEW")))
    #expect(result("https://example.com/Users/ada") == .failure(.unknownURL("https://example.com/Users/ada")))
  }

  @Test func oneTrailingSlashIsIgnoredOtherEmptySegmentsNeverMatch() {
    #expect(result("app://projects/") == .success(.projects(page: 1)))
    #expect(result("app://projects/42/") == .success(.project(id: 42)))
    #expect(result("app://projects/42/?page=2") == .success(.project(id: 42)))
    for url in ["app://projects//42", "app://projects/42//", "app://projects//", "app://projects/42/issues//9"] {
      #expect(result(url) == .failure(.unknownURL(url)))
    }
  }

  @Test func theWholeAuthorityIsCompared() {
    for url in ["https://example.com:8080/users/a", "https://eve@example.com/users/a", "https://example.org/users/a"] {
      #expect(result(url) == .failure(.unknownURL(url)))
    }
  }

  @Test(arguments: ["app://projects/1/2", "app://projects/1/issues", "app://settings", "other://projects/1", "app://"])
  func unmatchedURLsAreUnknown(url: String) {
    #expect(result(url) == .failure(.unknownURL(url)))
  }

  // MARK: Parameters

  @Test func segmentsArePercentDecodedAfterSplitting() {
    #expect(result("app://files/a%2Fb") == .success(.file(path: "a/b")))
    #expect(result("app://files/caf%C3%A9%20au%20lait") == .success(.file(path: "café au lait")))
    #expect(result("app://files/a+b") == .success(.file(path: "a+b")))
    #expect(result("app://files/%E2%80%A6") == .success(.file(path: "…")))
  }

  @Test func queryItemsAreDecodedRepeatedAndShadowedByThePath() throws {
    var router = Router<RouteParameters>()
    router.register("app://projects/{id}") { $0 }
    let params = try router.route(for: "app://projects/7?id=8&tag=a&tag=b%20c&flag&q=1+1&=x&&name=%C3%A9#tag=z")
    #expect(params.pattern == "app://projects/{id}")
    #expect(params.url == "app://projects/7?id=8&tag=a&tag=b%20c&flag&q=1+1&=x&&name=%C3%A9#tag=z")
    #expect(params.pathParameters == ["id": "7"])
    #expect(try params.int("id") == 7)
    #expect(params.values("id") == ["8"])
    #expect(params.values("tag") == ["a", "b c"])
    #expect(params["tag"] == "a")
    #expect(params["flag"] == "")
    #expect(params["q"] == "1+1")
    #expect(params[""] == "x")
    #expect(params["name"] == "é")
    #expect(params["missing"] == nil)
    #expect(params.values("missing") == [])
  }

  @Test func typedAccessorsThrowTypedErrors() {
    let params = RouteParameters(
      url: "app://x",
      pattern: "app://x",
      pathParameters: ["id": "42", "word": "abc"],
      queryParameters: ["page": ["x"], "tab": ["readme"], "big": ["99999999999999999999"]]
    )
    enum Tab: String { case readme, issues }
    #expect(throws: RouterError.missingParameter("nope")) { try params.string("nope") }
    #expect(throws: RouterError.missingParameter("nope")) { try params.int("nope") }
    #expect(throws: RouterError.invalidParameter(name: "word", value: "abc")) { try params.int("word") }
    #expect(throws: RouterError.invalidParameter(name: "page", value: "x")) { try params.int("page", default: 1) }
    #expect(throws: RouterError.invalidParameter(name: "big", value: "99999999999999999999")) { try params.int("big") }
    #expect(throws: RouterError.invalidParameter(name: "word", value: "abc")) {
      try params.value("word", Tab.init(rawValue:))
    }
    #expect((try? params.int("nope", default: 5)) == 5)
    #expect((try? params.value("tab", Tab.init(rawValue:))) == .readme)
  }

  @Test(arguments: [" 4", "4.0", "0x10", "", "4 ", "٤"])
  func intRejectsWhatIntInitRejects(text: String) {
    let params = RouteParameters(url: "", pattern: "", queryParameters: ["n": [text]])
    #expect(throws: RouterError.invalidParameter(name: "n", value: text)) { try params.int("n") }
  }

  // MARK: Hostile input

  @Test(arguments: [
    "", "projects/1", "/projects/1", "app:projects", "app:/projects", "://projects", "1app://projects",
    "a pp://projects", "app://projects/a b", "app://projects/café", "app://projects/\"1\"",
    "app://projects/<script>", "app://projects/1\n", "app://projects/\u{0}", "app://projects/{id}",
    "app://projects/a|b", "app://projects/a\\b", "app://projects/%", "app://projects/%4", "app://projects/%zz",
    "app://projects/%FF", "app://projects/%C3", "app://projects?q=%G1", "app://projects?%=1",
    "app://projects/.", "app://projects/..", "app://projects/%2e%2E", "app://projects/1/../2",
    "app://projects/%2E/1", "app://projects/\u{FEFF}1", "app://projects/👍",
  ])
  func malformedTextIsAnInvalidURL(url: String) {
    #expect(result(url) == .failure(.invalidURL(url)))
  }

  @Test func theLengthLimitIsCheckedFirstAndErrorsStayShort() {
    let prefix = "app://files/"
    let atLimit = prefix + String(repeating: "a", count: Router<AppRoute>.maximumURLLength - prefix.utf8.count)
    #expect(result(atLimit) == .success(.file(path: String(atLimit.dropFirst(prefix.count)))))

    let over = atLimit + "a"
    let huge = prefix + String(repeating: "%", count: 1_000_000)
    for url in [over, huge] {
      guard case .failure(.invalidURL(let shown)) = result(url) else {
        Issue.record("expected invalidURL")
        continue
      }
      #expect(shown == String(url.prefix(RouterError.previewLength)) + "…")
      #expect(RouterError.invalidURL(shown).description.count < RouterError.previewLength + 30)
    }
  }

  @Test func unknownURLsAndInvalidValuesAreShortenedToo() {
    let long = "app://nowhere/" + String(repeating: "x", count: 500)
    #expect(result(long) == .failure(.unknownURL(String(long.prefix(200)) + "…")))
    let longID = "app://projects/" + String(repeating: "9", count: 300)
    #expect(result(longID) == .failure(.invalidParameter(name: "id", value: String(repeating: "9", count: 200) + "…")))
  }

  @Test func randomTextsAlwaysEndInARouteOrATypedError() {
    // Deterministic fuzzing: texts assembled from URL-ish pieces and stray characters.
    let pieces = [
      "app://", "APP://", "projects", "/", "//", "new", "42", "-1", "issues", "?", "&", "=", "#", "%", "%2F", "%2e",
      "%C3%A9", "%FF", "..", ".", "{id}", " ", "é", "\u{0}", "page=2", "files", "https://example.com", ":", "@",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var routed = 0
    var rejected = 0
    for _ in 0..<3_000 {
      let text = (0..<(1 + next(12))).map { _ in pieces[next(pieces.count)] }.joined()
      let first = result(text)
      #expect(first == result(text), "routing \(text) twice differs")
      if case .success = first { routed += 1 } else { rejected += 1 }
    }
    #expect(routed + rejected == 3_000)
    #expect(rejected > 0)
    #expect(routed > 0)
  }

  // MARK: Errors, contract

  @Test func errorsDescribeWhatWentWrong() {
    #expect(RouterError.unknownURL("app://x").description == "No route matches “app://x”.")
    #expect(RouterError.invalidURL("a b").description == "“a b” is not a valid URL.")
    #expect(RouterError.missingParameter("id").description == "The URL has no parameter “id”.")
    #expect(
      RouterError.invalidParameter(name: "id", value: "abc").description
        == "The parameter “id” has an invalid value “abc”."
    )
    #expect(RouterError.rejected("app://x", reason: "no").description == "The route for “app://x” was rejected: no")
  }

  @Test func patternsAreListedInRegistrationOrderAndCopiesAreIndependent() {
    var copy = Self.router
    copy.register("app://settings") { _ in .newProject }
    #expect(Self.router.patterns.count == 6)
    #expect(copy.patterns.last == "app://settings")
    #expect(result("app://settings") == .failure(.unknownURL("app://settings")))
    #expect(result("app://settings", copy) == .success(.newProject))
  }

  @Test func routesFromManyTasksAtOnce() async {
    let router = Self.router
    let routes = await withTaskGroup(of: AppRoute?.self) { group in
      for id in 0..<200 {
        group.addTask { try? router.route(for: "app://projects/\(id)/issues/\(id * 2)") }
      }
      var routes: [AppRoute?] = []
      for await route in group { routes.append(route) }
      return routes
    }
    #expect(Set(routes.compactMap { $0 }.map { "\($0)" }).count == 200)
  }

  // MARK: Programmer errors trap

  @Test func aPatternWithTheSameShapeTraps() async {
    await #expect(processExitsWith: .failure) {
      var router = Router<Int>()
      router.register("app://projects/{id}") { _ in 1 }
      router.register("APP://projects/{slug}/") { _ in 2 }
    }
  }

  @Test func malformedPatternsTrap() async {
    await #expect(processExitsWith: .failure) { Router<Int>().registering("projects/{id}") }
    await #expect(processExitsWith: .failure) { Router<Int>().registering("app://projects?page={page}") }
    await #expect(processExitsWith: .failure) { Router<Int>().registering("app://{host}/x") }
    await #expect(processExitsWith: .failure) { Router<Int>().registering("app://projects/{id}-x") }
    await #expect(processExitsWith: .failure) { Router<Int>().registering("app://projects/{1d}") }
    await #expect(processExitsWith: .failure) { Router<Int>().registering("app://p/{id}/{id}") }
    await #expect(processExitsWith: .failure) { Router<Int>().registering("app://p//x") }
    await #expect(processExitsWith: .failure) { Router<Int>().registering("app://p/../x") }
  }
}

extension Router where Route == Int {
  /// Registers `pattern` on a fresh copy (a one-liner for the trap tests).
  fileprivate func registering(_ pattern: String) {
    var copy = self
    copy.register(pattern) { _ in 0 }
  }
}
