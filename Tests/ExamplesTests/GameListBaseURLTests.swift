// SPDX-License-Identifier: MIT

import Foundation
import TestSupport
import Testing

/// Runs GameList with `--base-url` against a loopback server (what `swift run MockServer --root`
/// runs) serving the example's own Resources folder, or a folder the test writes.
@Suite struct GameListBaseURLTests {
  private static let resources = ExampleRunner.resources(of: "GameList")

  /// Runs GameList against a server over `root`; returns the run and the requests the server got.
  private func serve(_ root: URL, _ arguments: [String]) throws -> (run: ExampleRun, requests: [String]) {
    try ExampleRunner.runAgainstServer("GameList", serving: root, arguments)
  }

  /// A folder holding `games/list.json` with `json`.
  private func folder(with json: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder(prefix: "ExamplesTests")
    let games = folder.url.appendingPathComponent("games", isDirectory: true)
    try FileManager.default.createDirectory(at: games, withIntermediateDirectories: true)
    try Data(json.utf8).write(to: games.appendingPathComponent("list.json"))
    return folder
  }

  @Test func pagesFromTheServerLookLikeTheBundledPagesAndStopAtTheTotal() throws {
    let (run, requests) = try serve(Self.resources, ["--script", "refresh; more; more; more; more"])
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.output == (try ExampleRunner.expected("gamelist-pages-to-the-total")))
    #expect(requests == (1...4).map { "GET /games/list?page=\($0)&pageSize=10" })
  }

  @Test func anEmptyListShowsTheEmptyCover() throws {
    let folder = try folder(with: #"{"code": 0, "message": "ok", "data": {"banner": null, "list": []}}"#)
    let (run, _) = try withExtendedLifetime(folder) { try serve(folder.url, ["--script", "refresh"]) }
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.output.contains("No games released yet"))
    #expect(run.output.contains("tap to refresh"))
  }

  @Test func aServerErrorCodeInTheEnvelopeShowsItsMessageOnTheErrorCover() throws {
    let folder = try folder(with: #"{"code": 5003, "message": "Store closed for maintenance", "data": null}"#)
    let (run, _) = try withExtendedLifetime(folder) { try serve(folder.url, ["--script", "refresh"]) }
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.output.contains("Store closed for maintenance"))
    #expect(run.output.contains("tap to retry"))
  }
}
