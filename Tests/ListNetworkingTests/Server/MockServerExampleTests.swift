// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import Testing

/// Smoke test of `swift run MockServer`: runs the built executable on a free port.
@Suite struct MockServerExampleTests {
  var executable: URL {
    get throws {
      // The resource bundle sits next to the built products (.build/<configuration>/).
      let url = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("MockServer")
      try #require(FileManager.default.isExecutableFile(atPath: url.path), "build the MockServer product first")
      return url
    }
  }

  func run(_ arguments: [String]) throws -> (Process, Pipe) {
    let process = Process()
    process.executableURL = try executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    return (process, output)
  }

  @Test func servesFolderOverLoopback() async throws {
    let (process, output) = try run(["--root", try Fixtures.root.path, "--port", "0"])
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    // Blocks until the server prints its banner (it does so once listening).
    let banner = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    let address = try #require(banner.split(separator: " ").last).trimmingCharacters(in: .whitespacesAndNewlines)
    let base = try #require(URL(string: address))
    #expect(base.host == "127.0.0.1")
    let page = try await APIClient(transport: URLSessionTransport(defaultTimeout: 10)).send(
      APIEndpoint(
        baseURL: base,
        path: "feed/timeline",
        queryItems: [.init(name: "offsetId", value: "99"), .init(name: "limit", value: "2")]
      ),
      as: [[String: String]].self
    )
    #expect(page.map { $0["id"] } == ["98", "97"])
  }

  static let exitCases: [([String], Int32)] = [
    (["--help"], 0), (["--root", "/nonexistent/folder"], 2), (["--bogus"], 2),
  ]

  @Test(arguments: exitCases)
  func exitsWithStatus(arguments: [String], status: Int32) throws {
    let (process, _) = try run(arguments)
    process.waitUntilExit()
    #expect(process.terminationStatus == status)
  }
}
