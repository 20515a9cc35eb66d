// SPDX-License-Identifier: MIT

import Foundation
import Testing

/// README: "`swift run MockServer --root Examples/ProjectsBrowser/Resources --port 8080` serves that
/// example's bundled mock JSON (each example's is its `Examples/NAME/Resources`) over loopback HTTP
/// with the same paging rules, for `swift run ProjectsBrowser --base-url http://127.0.0.1:8080`."
///
/// Runs the MockServer executable from the package root with the README's `--root` (on a free
/// port instead of 8080) and ProjectsBrowser against it.
@Suite struct ReadmeMockServerTests {
  @Test func mockServerServesTheBrowsersBundledJSONFromTheFolderTheReadmeNames() throws {
    let server = Process()
    server.executableURL = try ExampleRunner.executable(named: "MockServer")
    server.currentDirectoryURL = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    server.arguments = ["--root", "Examples/ProjectsBrowser/Resources", "--port", "0"]
    let output = Pipe()
    server.standardOutput = output
    try server.run()
    defer {
      server.terminate()
      server.waitUntilExit()
    }
    // Blocks until the server prints "MockServer serving DIR at URL" (once it listens).
    let banner = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    #expect(banner.hasPrefix("MockServer serving Examples/ProjectsBrowser/Resources at http://127.0.0.1:"))
    let address = try #require(banner.split(separator: " ").last).trimmingCharacters(in: .whitespacesAndNewlines)
    let served = try ExampleRunner.run(
      "ProjectsBrowser",
      ["--no-cache", "--base-url", address, "--script", "refresh; tab latest"]
    )
    let bundled = try ExampleRunner.run("ProjectsBrowser", ["--no-cache", "--script", "refresh; tab latest"])
    #expect(served.status == 0, "stderr: \(served.errors)")
    #expect(served.output == bundled.output)
    #expect(served.output.contains("--- 20 projects · pull up to load more ---"))
  }
}
