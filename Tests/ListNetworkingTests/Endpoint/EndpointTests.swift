// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import Testing

@Suite struct EndpointTests {
  struct URLCase: Sendable, CustomTestStringConvertible {
    var base: String
    var path: String
    var parameters: [String: String] = [:]
    var query: [URLQueryItem] = []
    var expected: String
    var testDescription: String { "\(base) + \(path) → \(expected)" }
  }

  static let urlCases: [URLCase] = [
    URLCase(
      base: "https://api.example.com",
      path: "projects/featured",
      expected: "https://api.example.com/projects/featured"
    ),
    URLCase(base: "https://api.example.com/", path: "/projects", expected: "https://api.example.com/projects"),
    URLCase(base: "https://api.example.com/v1", path: "", expected: "https://api.example.com/v1"),
    URLCase(
      base: "https://api.example.com/v1/",
      path: "user/{userId}/repos",
      parameters: ["userId": "42"],
      expected: "https://api.example.com/v1/user/42/repos"
    ),
    URLCase(
      base: "https://x.io",
      path: "user/{name}",
      parameters: ["name": "a b/c?d#e"],
      expected: "https://x.io/user/a%20b%2Fc%3Fd%23e"
    ),
    URLCase(
      base: "https://x.io",
      path: "{a}/{b}",
      parameters: ["a": "é", "b": "100%"],
      expected: "https://x.io/%C3%A9/100%25"
    ),
    URLCase(
      base: "https://x.io",
      path: "search",
      query: [URLQueryItem(name: "q", value: "c++ & rx"), URLQueryItem(name: "page", value: "2")],
      expected: "https://x.io/search?q=c%2B%2B%20%26%20rx&page=2"
    ),
    URLCase(
      base: "https://x.io?key=1",
      path: "list",
      query: [URLQueryItem(name: "flag", value: nil)],
      expected: "https://x.io/list?key=1&flag"
    ),
    URLCase(base: "https://x.io", path: "a {literal", expected: "https://x.io/a%20%7Bliteral"),
  ]

  @Test(arguments: urlCases)
  func buildsURL(_ testCase: URLCase) throws {
    let endpoint = APIEndpoint(
      baseURL: try #require(URL(string: testCase.base)),
      path: testCase.path,
      pathParameters: testCase.parameters,
      queryItems: testCase.query
    )
    #expect(try endpoint.makeRequest().url.absoluteString == testCase.expected)
  }

  /// EndpointsAndErrors.md: "A placeholder without a value throws ``APIError/missingPathParameter(_:)`` naming it.";
  /// Endpoint.swift: "``makeRequest(encoder:)`` throws, naming the placeholder, for a placeholder without a value".
  @Test(arguments: [
    ("user/{userId}", [String: String](), "userId"),
    ("user/{userId}/repos/{repo}", ["userId": "1"], "repo"),
  ])
  func missingPathParameterIsNamed(path: String, parameters: [String: String], missing: String) throws {
    let endpoint = APIEndpoint(
      baseURL: try #require(URL(string: "https://x.io")),
      path: path,
      pathParameters: parameters
    )
    #expect(throws: APIError.missingPathParameter(missing)) { try endpoint.makeRequest() }
    #expect(APIError.missingPathParameter(missing).errorDescription?.contains(missing) == true)
  }

  struct Body: Codable, Sendable, Equatable {
    var title: String
    var tags: [String]
  }

  @Test func encodesJSONBodyAndContentType() throws {
    let endpoint = APIEndpoint(
      baseURL: try #require(URL(string: "https://x.io")),
      path: "items",
      method: .post,
      body: Body(title: "Hi", tags: ["a"]),
      headers: ["X-Trace": "1"],
      timeout: 5,
      mockFile: "items/created.json"
    )
    let request = try endpoint.makeRequest()
    #expect(request.method == .post)
    #expect(request.header("content-type") == "application/json")
    #expect(request.header("X-TRACE") == "1")
    #expect(request.timeout == 5)
    #expect(request.mockFile == "items/created.json")
    let decoded = try JSONDecoder().decode(Body.self, from: try #require(request.body))
    #expect(decoded == Body(title: "Hi", tags: ["a"]))
  }

  @Test func keepsExplicitContentType() throws {
    let endpoint = APIEndpoint(
      baseURL: try #require(URL(string: "https://x.io")),
      path: "items",
      method: .put,
      body: ["a": 1],
      headers: ["content-type": "application/vnd.api+json"]
    )
    let request = try endpoint.makeRequest()
    #expect(request.headers == ["content-type": "application/vnd.api+json"])
  }

  struct Failing: Encodable, Sendable {
    func encode(to encoder: any Encoder) throws {
      throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "nope"))
    }
  }

  @Test func bodyEncodingFailureIsTyped() throws {
    let endpoint = APIEndpoint(baseURL: try #require(URL(string: "https://x.io")), path: "x", body: Failing())
    #expect {
      try endpoint.makeRequest()
    } throws: { error in
      guard case .encodingFailed = error as? APIError else { return false }
      return true
    }
  }

  enum GitHub: Endpoint {
    case repos(user: String)
    case search(String)

    var baseURL: URL { URL(string: "https://api.github.com")! }  // literal URL: cannot fail
    var path: String {
      switch self {
      case .repos: "users/{user}/repos"
      case .search: "search/repositories"
      }
    }
    var pathParameters: [String: String] {
      if case .repos(let user) = self { return ["user": user] }
      return [:]
    }
    var queryItems: [URLQueryItem] {
      if case .search(let text) = self { return [URLQueryItem(name: "q", value: text)] }
      return []
    }
  }

  @Test func enumEndpointsUseDefaults() throws {
    let repos = try GitHub.repos(user: "octo cat").makeRequest()
    #expect(repos.url.absoluteString == "https://api.github.com/users/octo%20cat/repos")
    #expect(repos.method == .get)
    #expect(repos.body == nil)
    #expect(repos.timeout == nil)
    let search = try GitHub.search("swift").makeRequest()
    #expect(search.queryValue("q") == "swift")
  }
}
