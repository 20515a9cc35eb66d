// SPDX-License-Identifier: MIT

import Foundation
import TestSupport
import Testing

/// ProjectsBrowser keeps each tab's first page on disk (`--cache-dir`) and shows it at once on
/// the next run, while the network refresh runs.
///
/// Every test owns its cache folder, so tests never share state.
@Suite struct ProjectsBrowserCacheTests {
  private func browse(_ cache: TemporaryFolder, _ arguments: [String]) throws -> ExampleRun {
    try ExampleRunner.run("ProjectsBrowser", ["--cache-dir", cache.url.path] + arguments)
  }

  private func cacheFiles(in cache: TemporaryFolder) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: cache.url, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "rlcache" }
  }

  @Test func theNextRunShowsTheCachedFirstPageBeforeTheNetworkAnswers() throws {
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    let first = try browse(cache, ["--script", "refresh"])
    #expect(first.status == 0, "stderr: \(first.errors)")
    #expect(try cacheFiles(in: cache).count == 1)
    // `show` prints right after the first refresh starts; the network needs five seconds more
    // (wide, for a loaded machine).
    let second = try browse(cache, ["--latency", "5000", "--script", "show; wait"])
    #expect(second.status == 0, "stderr: \(second.errors)")
    #expect(second.output == (try ExampleRunner.expected("cached-first-page")))
  }

  @Test func cachedRowsStayWhenTheRefreshFails() throws {
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    _ = try browse(cache, ["--script", "refresh"])
    // Whatever the timing, rows on screen while request 1 fails can only come from the cache; the
    // failure is a message (in whichever frame comes first after it), not an error cover, and the
    // footer offers to retry it: load-more cannot start before a first page (issue 26, I8: "when
    // an error is shown, retry starts the request that failed").
    let run = try browse(cache, ["--fail", "1", "--script", "show; wait"])
    // The run's one request failed: rows from the cache, yet nothing loaded, so it exits 1.
    #expect(run.status == 1, "stderr: \(run.errors)")
    let frames = run.output.components(separatedBy: "\n\n> wait\n")
    #expect(frames.count == 2)
    #expect(frames.allSatisfy { $0.contains("  3 yangzheng/micro-lite") })
    #expect(run.output.components(separatedBy: "» The server responded with an error (HTTP 500).").count == 2)
    #expect(
      frames.last?.contains("--- 20 projects · The server responded with an error (HTTP 500). · tap to retry ---")
        == true
    )
    #expect(!run.output.contains("pull up to load more"))
  }

  @Test func eachTabHasItsOwnCachedPage() throws {
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    let first = try browse(cache, ["--script", "refresh; tab popular"])
    #expect(try cacheFiles(in: cache).count == 2)
    // Request 2 is the second tab's refresh: popular's cached rows stay, with the failure in the
    // footer (retry loads the first page again); latest has none.
    let popular = try browse(cache, ["--fail", "2", "--script", "refresh; tab popular"])
    let loaded = try #require(first.output.components(separatedBy: "> tab popular\n").last)
    let expected = loaded.replacingOccurrences(
      of: "· pull up to load more ---",
      with: "· The server responded with an error (HTTP 500). · tap to retry ---"
    )
    #expect(popular.output.hasSuffix(expected + "» The server responded with an error (HTTP 500).\n"))
    let latest = try browse(cache, ["--fail", "2", "--script", "refresh; tab latest"])
    #expect(latest.output.hasSuffix("tap to retry\n\n\n"), "latest was never loaded, so nothing of it is cached")
  }

  /// Ways a cache file can be damaged.
  enum Damage: String, CaseIterable {
    case garbage
    case truncated
    case empty
  }

  @Test(arguments: Damage.allCases)
  func aDamagedCacheFileShowsTheNetworkResultInstead(damage: Damage) throws {
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    let first = try browse(cache, ["--script", "refresh"])
    for file in try cacheFiles(in: cache) {
      let data = try Data(contentsOf: file)
      switch damage {
      case .garbage: try Data("not a cache entry \u{0}\u{1}".utf8).write(to: file)
      case .truncated: try data.prefix(data.count / 2).write(to: file)
      case .empty: try Data().write(to: file)
      }
    }
    let run = try browse(cache, ["--latency", "5000", "--script", "show; wait"])
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.errors.isEmpty)
    let frames = run.output.components(separatedBy: "\n\n> wait\n")
    #expect(frames.count == 2)
    #expect(frames.first?.contains("loading…") == true, "a damaged entry is no entry: \(run.output)")
    #expect(frames.last == first.output.replacingOccurrences(of: "> refresh\n", with: ""))
  }

  @Test func noCacheNeitherWritesNorReads() throws {
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    // `--no-cache` with `--cache-dir` is refused (exit 2), so these runs name no folder.
    let run = try ExampleRunner.run("ProjectsBrowser", ["--no-cache", "--script", "refresh"])
    #expect(run.status == 0)
    #expect(try cacheFiles(in: cache).isEmpty)
    _ = try browse(cache, ["--script", "refresh"])
    let again = try ExampleRunner.run("ProjectsBrowser", ["--no-cache", "--latency", "5000", "--script", "show"])
    #expect(again.output.contains("loading…"))
  }

  @Test func anUnusableCacheFolderOnlyWarns() throws {
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    let file = cache.url.appendingPathComponent("file")
    try Data().write(to: file)
    let run = try ExampleRunner.run("ProjectsBrowser", ["--cache-dir", file.path, "--script", "refresh"])
    #expect(run.status == 0)
    #expect(run.errors.contains("no first-page cache"))
    #expect(run.output.contains("--- 20 projects · pull up to load more ---"))
  }
}
