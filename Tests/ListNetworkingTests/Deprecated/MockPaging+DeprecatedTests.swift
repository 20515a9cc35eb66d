// SPDX-License-Identifier: MIT

import ListNetworking
import Testing

/// MockPaging's 0.x names `offsetIdParameter` and `sinceIdParameter`, used as 0.x code used them,
/// inside deprecated witnesses of ``ZeroXMockPagingSpellings`` reached through the protocol, so
/// this file compiles without deprecation warnings (CI builds tests with warnings as errors).
@Suite struct MockPagingDeprecatedTests {
  // MockPaging.offsetIdParameter/sinceIdParameter: "reads and writes the same setting"
  @Test func theOldNamesReadAndWriteTheSameSettings() {
    var paging = MockPaging()
    rename(ZeroXMockPaging.self, &paging)
    #expect(paging.offsetIDParameter == "max_id")
    #expect(paging.sinceIDParameter == "since_id")
    paging.offsetIDParameter = "before"
    #expect(names(ZeroXMockPaging.self, paging) == ["before", "since_id"])
  }

  func rename<Spelling: ZeroXMockPagingSpellings>(_: Spelling.Type, _ paging: inout MockPaging) {
    Spelling.rename(&paging, offset: "max_id", since: "since_id")
  }

  func names<Spelling: ZeroXMockPagingSpellings>(_: Spelling.Type, _ paging: MockPaging) -> [String] {
    Spelling.names(of: paging)
  }
}

/// The deprecated 0.x names, behind requirements that are not deprecated.
protocol ZeroXMockPagingSpellings {
  static func rename(_ paging: inout MockPaging, offset: String, since: String)
  static func names(of paging: MockPaging) -> [String]
}

enum ZeroXMockPaging: ZeroXMockPagingSpellings {
  @available(*, deprecated)
  static func rename(_ paging: inout MockPaging, offset: String, since: String) {
    paging.offsetIdParameter = offset
    paging.sinceIdParameter = since
  }

  @available(*, deprecated)
  static func names(of paging: MockPaging) -> [String] { [paging.offsetIdParameter, paging.sinceIdParameter] }
}
