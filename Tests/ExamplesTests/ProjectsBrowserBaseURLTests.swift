// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListNetworkingServer
import TestSupport
import Testing

/// Runs ProjectsBrowser with `--base-url` against a loopback server that serves the example's
/// own Resources folder, and compares the frames with the bundled-file run.
@Suite struct ProjectsBrowserBaseURLTests {
  /// The example's mock JSON, served over HTTP the way `swift run MockServer --root` does.
  private static let resources = ExampleRunner.resources(of: "ProjectsBrowser")

  private func browse(_ arguments: [String]) throws -> ExampleRun {
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    return try withExtendedLifetime(cache) {
      try ExampleRunner.run("ProjectsBrowser", ["--cache-dir", cache.url.path] + arguments)
    }
  }

  /// Runs the script against the bundled files and against the server; returns both runs and
  /// the requests the server received ("METHOD /path?query").
  private func compare(_ arguments: [String]) throws -> (bundled: ExampleRun, served: ExampleRun, requests: [String]) {
    let bundled = try browse(arguments)
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    let (served, requests) = try withExtendedLifetime(cache) {
      try ExampleRunner.runAgainstServer(
        "ProjectsBrowser",
        serving: Self.resources,
        ["--cache-dir", cache.url.path] + arguments
      )
    }
    return (bundled, served, requests)
  }

  @Test func pagesFromTheServerLookLikeTheBundledPages() throws {
    let (bundled, served, requests) = try compare(["--script", "refresh; more"])
    #expect(served.status == 0, "stderr: \(served.errors)")
    #expect(served.errors.isEmpty)
    #expect(served.output == bundled.output)
    #expect(served.output.contains("--- 40 projects · pull up to load more ---"))
    #expect(
      requests == ["GET /projects/featured?page=1&pageSize=20", "GET /projects/featured?page=2&pageSize=20"]
    )
  }

  @Test func tabsDetailAndStarGoThroughTheServer() throws {
    let (bundled, served, _) = try compare(["--script", "tab latest; more; open 2; back; star 1"])
    #expect(served.status == 0, "stderr: \(served.errors)")
    #expect(served.output == bundled.output)
    #expect(served.output.contains("» Starred "))
  }

  @Test func injectedFailuresApplyInFrontOfTheServer() throws {
    let (_, served, _) = try compare(["--fail", "2", "--script", "refresh; more; retry"])
    #expect(served.status == 0, "stderr: \(served.errors)")
    #expect(served.output == (try ExampleRunner.expected("failed-page-retry")))
  }

  @Test func randomFailuresDrawTheSameWayAsTheBundledTransport() throws {
    let arguments = ["--fail-rate", "0.5", "--seed", "7", "--script", "refresh; retry; more; retry; more"]
    let (bundled, served, _) = try compare(arguments)
    #expect(served.output == bundled.output)
    #expect(served.output.contains("(HTTP 500)"))
  }

  @Test func anUnreachableServerShowsTheErrorCover() throws {
    // Bind a port, then stop the server so nothing listens there.
    let server = try LoopbackHTTPServer(responder: MockResponder(root: Self.resources))
    let port = server.port
    server.stop()
    let run = try browse(["--base-url", "http://127.0.0.1:\(port)", "--script", "refresh"])
    // Every request failed, so the run exits 1 (ExampleMain.run) after showing the error cover.
    #expect(run.status == 1, "stderr: \(run.errors)")
    #expect(run.errors.contains("every request of this run failed (1 of 1)"))
    #expect(run.output.contains("tap to retry"))
  }

  @Test(arguments: ["ftp://example.com", "not a url", "http://"])
  func aBadBaseURLExitsWithUsage(url: String) throws {
    let run = try browse(["--base-url", url])
    #expect(run.status == 2)
    #expect(run.errors.contains("--base-url needs an http(s) URL"))
  }
}
