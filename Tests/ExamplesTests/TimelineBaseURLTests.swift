// SPDX-License-Identifier: MIT

import Foundation
import TestSupport
import Testing

/// Runs Timeline with `--base-url` against a loopback server (what `swift run MockServer --root`
/// runs) serving the example's own Resources folder, snapshots included.
@Suite struct TimelineBaseURLTests {
  private static let resources = ExampleRunner.resources(of: "Timeline")

  /// Runs Timeline against a server over `root`; returns the run and the requests the server got.
  private func serve(_ root: URL, _ arguments: [String]) throws -> (run: ExampleRun, requests: [String]) {
    try ExampleRunner.runAgainstServer("Timeline", serving: root, arguments)
  }

  @Test func theServerServesTheSameNewPostsOnLaterRefreshes() throws {
    let (run, requests) = try serve(Self.resources, ["--script", "refresh; refresh; refresh; refresh"])
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.output == (try ExampleRunner.expected("timeline-refresh-prepends")))
    #expect(
      requests == [
        "GET /statuses/home_timeline?limit=10",
        "GET /statuses/home_timeline/since-1035?sinceId=1035&limit=10",
        "GET /statuses/home_timeline/since-1038?sinceId=1038&limit=10",
        "GET /statuses/home_timeline?sinceId=1039&limit=10",
      ]
    )
  }

  @Test func olderPagesComeFromTheServerToo() throws {
    let (run, requests) = try serve(Self.resources, ["--script", "refresh; more; more; more; more"])
    #expect(run.output == (try ExampleRunner.expected("timeline-pages-to-the-end")))
    #expect(requests.last == "GET /statuses/home_timeline?offsetId=1006&limit=10")
    #expect(requests.count == 4)
  }

  @Test func anEmptyTimelineShowsTheEmptyCover() throws {
    let folder = try TemporaryFolder(prefix: "ExamplesTests")
    let statuses = folder.url.appendingPathComponent("statuses", isDirectory: true)
    try FileManager.default.createDirectory(at: statuses, withIntermediateDirectories: true)
    try Data("[]".utf8).write(to: statuses.appendingPathComponent("home_timeline.json"))
    let (run, _) = try withExtendedLifetime(folder) { try serve(folder.url, ["--script", "refresh; refresh"]) }
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.output.contains("Your timeline is empty"))
    #expect(run.output.contains("tap to refresh"))
  }
}
