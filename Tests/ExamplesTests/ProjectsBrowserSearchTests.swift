// SPDX-License-Identifier: MIT

import Foundation
import TestSupport
import Testing

/// The search pane of ProjectsBrowser: typing letter by letter with pauses shorter and longer than
/// the 300 ms debounce (`pause MS` runs the debounce on script time, so the frames are the same on
/// every machine).
@Suite struct ProjectsBrowserSearchTests {
  /// Types "swi", "swift", clears, types s-w-i with pauses under and at the debounce, types "ft",
  /// deletes back to "swi" (shown from memory, then refreshed) and loads its next page.
  static let script = [
    "search swi", "search swift", "clear", "type s", "type w", "pause 100", "type i", "pause 299", "pause 1",
    "type ft", "pause 400", "delete", "delete", "pause 300", "more",
  ].joined(separator: "; ")

  private func browse(_ arguments: [String]) throws -> ExampleRun {
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    return try withExtendedLifetime(cache) {
      try ExampleRunner.run("ProjectsBrowser", ["--cache-dir", cache.url.path] + arguments)
    }
  }

  @Test func typingLetterByLetterShowsOnlyTheSettledQuerysResults() throws {
    try browse(["--script", Self.script]).expectFrames(match: "search-typing")
  }

  /// The same frames from `ListModel(searching:)` (`--observation`, the SwiftUI binding) as from
  /// `ListSearch`'s Drivers.
  @Test func theObservationModelPrintsTheSameFrames() throws {
    try browse(["--observation", "--script", Self.script]).expectFrames(match: "search-typing")
  }

  /// ListSearch: "Only the results of the last settled query are ever shown": every frame's rows are
  /// projects matching the query its title names, and a frame naming no query shows no project.
  @Test func everyFrameShowsProjectsOfItsQueryOnly() throws {
    let run = try browse(["--script", Self.script])
    let projects = try Self.searchableProjects()
    var framesWithResults = 0
    for frame in run.output.components(separatedBy: "\n> ") {
      let lines = frame.components(separatedBy: "\n")
      guard let title = lines.first(where: { $0.hasPrefix("ProjectsBrowser  Search:") }) else { continue }
      let rows = lines.filter { $0.range(of: #"^ *\d+ "#, options: .regularExpression) != nil }
        .map { $0.split(separator: " ", omittingEmptySubsequences: true)[1] }
      guard let query = title.components(separatedBy: "(results for \"").dropFirst().first?.dropLast(2) else {
        #expect(rows.isEmpty, "a frame with no settled query shows projects: \(frame)")
        continue
      }
      framesWithResults += 1
      #expect(!rows.isEmpty)
      for row in rows {
        let matches = projects[String(row)]?.contains { $0.localizedCaseInsensitiveContains(query) } ?? false
        #expect(matches, "\(row) does not match \"\(query)\" in:\n\(frame)")
      }
    }
    #expect(framesWithResults == 9)
  }

  /// ListSearch: "a keystroke never makes a request by itself": the server gets one first page per
  /// settled query (going back to "swi" refreshes it) and the next page asked for, never one per
  /// letter.
  @Test func theServerGetsOneRequestPerSettledQueryNeverOnePerKeystroke() throws {
    let (run, requests) = try ExampleRunner.runAgainstServer(
      "ProjectsBrowser",
      serving: ExampleRunner.resources(of: "ProjectsBrowser"),
      ["--no-cache", "--script", Self.script]
    )
    #expect(run.status == 0, "\(run.errors)")
    let searches = requests.filter { $0.hasPrefix("GET /projects/search?") }
      .map { $0.replacingOccurrences(of: "GET /projects/search?", with: "") }
    #expect(
      searches == [
        "q=swi&page=1&pageSize=20", "q=swift&page=1&pageSize=20", "q=swi&page=1&pageSize=20",
        "q=swift&page=1&pageSize=20", "q=swi&page=1&pageSize=20", "q=swi&page=2&pageSize=20",
      ]
    )
  }

  /// Every project of `Resources/projects/search.json` by `owner/name`, with its text fields.
  static func searchableProjects() throws -> [String: [String]] {
    let url = ExampleRunner.resources(of: "ProjectsBrowser").appendingPathComponent("projects/search.json")
    let projects = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
    var byName: [String: [String]] = [:]
    for project in projects {
      let name = "\(project["owner"] ?? "")/\(project["name"] ?? "")"
      byName[name] = project.values.compactMap { $0 as? String }
    }
    return byName
  }
}
