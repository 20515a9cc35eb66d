// SPDX-License-Identifier: MIT

import MockServer
import Testing

@Suite struct MockServerOptionsTests {
  @Test func parsesRootAndPort() throws {
    #expect(
      try MockServerOptions(arguments: ["--root", "Mocks", "--port", "9000"]) == .init(root: "Mocks", port: 9000)
    )
    #expect(try MockServerOptions(arguments: ["--port=0", "--root=/tmp/m"]) == .init(root: "/tmp/m", port: 0))
    #expect(try MockServerOptions(arguments: ["--root", "M"]).port == 8080)
  }

  @Test(arguments: [
    ([String](), MockServerOptions.ParseError.missingRoot),
    (["--root"], .missingValue("--root")),
    (["--root", "M", "--port", "70000"], .invalidPort("70000")),
    (["--root", "M", "--verbose"], .unknownArgument("--verbose")),
    (["--help"], .helpRequested),
  ])
  func rejectsBadCommandLines(arguments: [String], expected: MockServerOptions.ParseError) {
    #expect(throws: expected) { try MockServerOptions(arguments: arguments) }
  }

  @Test func usageNamesTheOptions() {
    #expect(MockServerOptions.usage.contains("--root DIR"))
    #expect(MockServerOptions.usage.contains("--port N"))
  }

  /// Documentation/Networking.md: "`swift run MockServer --root DIR --port N` serves the same
  /// folder over real HTTP on 127.0.0.1, with the same paging" (the command line half; the
  /// serving half is ListNetworkingTests' theLoopbackServerPagesLikeTheMockTransport).
  @Test func theGuidesCommandLineParses() throws {
    #expect(
      try MockServerOptions(arguments: ["--root", "DIR", "--port", "9000"])
        == MockServerOptions(root: "DIR", port: 9000)
    )
  }
}
