// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

@Suite struct MockResponderSearchTests {
  let folder: TemporaryFolder
  let responder: MockResponder

  init() throws {
    folder = try TemporaryFolder()
    _ = try folder.write(
      #"[{"id": 1, "name": "swift-kit"}, {"id": 2, "name": "Swiper", "language": "JS"}, {"id": 3, "name": "rust-x"},"#
        + #" {"id": 4, "name": "core", "description": "Swï utilities"}]"#,
      to: "projects/search.json"
    )
    _ = try folder.write(
      #"{"data": {"items": [{"id": 1, "name": "a"}, {"id": 2, "name": "b"}]}, "code": 0}"#,
      to: "wrapped.json"
    )
    responder = MockResponder(root: folder.url)
  }

  func names(_ path: String, _ query: [String: String]) throws -> [String] {
    let items = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
    let request = try APIEndpoint(baseURL: URL(string: "https://api.example")!, path: path, queryItems: items)
      .makeRequest()
    let response = responder.response(for: request)
    let document = try JSONSerialization.jsonObject(with: response.body)
    let array = try #require(
      (document as? [[String: Any]]) ?? ((document as? [String: Any])?["data"] as? [String: Any])?["items"]
        as? [[String: Any]]
    )
    return array.map { "\($0["name"]!)" }
  }

  /// MockResponder.filtered(_:for:): "An item matches when one of its string values contains the
  /// query, ignoring case and diacritics."
  @Test func keepsTheItemsMatchingTheQueryIgnoringCaseAndDiacritics() throws {
    #expect(try names("/projects/search", ["q": "SWI"]) == ["swift-kit", "Swiper", "core"])
    #expect(try names("/projects/search", ["q": " swift "]) == ["swift-kit"])
    #expect(try names("/projects/search", ["q": "zzz"]) == [])
  }

  /// MockResponder: "only the items matching it are kept; when it carries paging parameters (see
  /// MockPaging), only the requested slice of them is served."
  @Test func pagesTheMatches() throws {
    #expect(try names("/projects/search", ["q": "swi", "page": "1", "pageSize": "2"]) == ["swift-kit", "Swiper"])
    #expect(try names("/projects/search", ["q": "swi", "page": "2", "pageSize": "2"]) == ["core"])
  }

  /// MockResponder.filtered(_:for:): "A request without the parameter, an empty query, or a
  /// document with no such array is served as it is."
  @Test func withoutAQueryEveryItemIsServed() throws {
    #expect(try names("/projects/search", [:]).count == 4)
    #expect(try names("/projects/search", ["q": "  "]).count == 4)
    var off = responder
    off.searchParameter = nil
    let request = try APIEndpoint(
      baseURL: URL(string: "https://api.example")!,
      path: "/projects/search",
      queryItems: [URLQueryItem(name: "q", value: "rust")]
    ).makeRequest()
    #expect(try (JSONSerialization.jsonObject(with: off.response(for: request).body) as? [Any])?.count == 4)
  }

  @Test func findsTheItemsInsideAnEnvelope() throws {
    #expect(try names("/wrapped", ["q": "b"]) == ["b"])
  }
}
