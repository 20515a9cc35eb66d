// SPDX-License-Identifier: MIT

import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs ProjectsBrowser on a pseudo-terminal (interactive mode) and drives it with keys.
///
/// Every wait is a deadline on a marker in the output, never a fixed sleep.
@Suite struct ProjectsBrowserInteractiveTests {

  /// Starts the browser on a terminal with its own empty cache folder.
  private func start(_ arguments: [String] = []) throws -> (PseudoTerminal, TemporaryFolder) {
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    let terminal = try PseudoTerminal(
      executable: "ProjectsBrowser",
      arguments: ["--cache-dir", cache.url.path] + arguments
    )
    return (terminal, cache)
  }

  // Usage: "/ search (letters type, Backspace erases, Esc clears, Tab back to the tabs)". The
  // debounce runs on the real clock here: the frames wait for the settled query's results.
  @Test func typingInTheSearchPaneShowsTheSettledQuerysResults() throws {
    let (terminal, cache) = try start()
    defer { withExtendedLifetime(cache) {} }
    try terminal.expect("--- 20 projects · pull up to load more ---")
    terminal.send("/")
    try terminal.expect("Type to search projects")
    terminal.send("swi")
    try terminal.expect("(results for \"swi\")")
    try terminal.expect("--- 20 projects · pull up to load more ---")
    terminal.send("ft")
    try terminal.expect("(results for \"swift\")")
    try terminal.expect("--- 17 projects · no more data ---")
    terminal.send(.escape)
    try terminal.expect("Type to search projects")
    terminal.send(.tab)
    try terminal.expect("[Featured]")
    terminal.send("q")
    #expect(try terminal.waitForExit() == PseudoTerminal.Exit(reason: .exit, status: 0))
  }

  // Issue 29: "ProjectsBrowser under `--max-size` [keeps the selected row on its line] when pages
  // are dropped and reloaded while scrolling back". Usage: "pages far from the rows in view are
  // dropped (their rows show "· · ·") and reload when those rows appear; the selected row stays on
  // its line meanwhile".
  @Test func underAMemoryCapDroppedRowsReloadOnTheSelectedLine() throws {
    let (terminal, cache) = try start(["--max-size", "40"])
    defer { withExtendedLifetime(cache) {} }
    try terminal.expect("--- 20 projects · pull up to load more ---")
    terminal.send(.tab)
    try terminal.expect("›   1 mengzhe/micro-kit")
    // Down to row 20 loads page 2; on to row 40 loads page 3, and page 1, far above, is dropped.
    for _ in 0..<19 { terminal.send(.down) }
    try terminal.expect("--- 40 projects · pull up to load more ---")
    for _ in 0..<20 { terminal.send(.down) }
    // Rows keep their numbers: the selected row 40 is still the 40th project.
    let paged = try PseudoTerminal.selectedLine(in: terminal.expect("--- 60 projects · pull up to load more ---"))
    #expect(paged.text.contains("›  40 lixin/open-starter"))

    // Page Up (25 rows) to row 15: a row of the dropped page, shown at once, then its project.
    terminal.send(.pageUp)
    let dropped = try PseudoTerminal.selectedLine(in: terminal.expect("›  15 · · ·"))
    let reloaded = try PseudoTerminal.selectedLine(in: terminal.expect("›  15 liuyang/cloud-starter"))
    #expect(reloaded.index == dropped.index)

    // Page 1 back in memory dropped page 3: the last row reloads the same way.
    terminal.send(.end)
    let last = try PseudoTerminal.selectedLine(in: terminal.expect("›  60 · · ·"))
    let lastReloaded = try PseudoTerminal.selectedLine(in: terminal.expect("›  60 lixin/sharding-ui"))
    #expect(lastReloaded.index == last.index)

    terminal.send("q")
    #expect(try terminal.waitForExit() == PseudoTerminal.Exit(reason: .exit, status: 0))
  }

  @Test func keysMoveTheSelectionOpenGoBackSwitchTabsAndQQuitsRestoringTheTerminal() throws {
    let (terminal, cache) = try start()
    defer { withExtendedLifetime(cache) {} }
    try terminal.expect("›   1 wuhao/flutter-kit")
    try terminal.expect("--- 20 projects · pull up to load more ---")
    #expect(terminal.modes() == .raw)

    terminal.send(.down)
    try terminal.expect("›   2 sunmin/mini-tools")
    terminal.send("m")
    try terminal.expect("--- 40 projects · pull up to load more ---")

    terminal.send(.enter)
    let detail = try terminal.expect("  language: JavaScript")
    #expect(detail.contains("ProjectsBrowser ‹ back"))
    #expect(detail.contains("sunmin/mini-tools"))
    terminal.send("b")
    try terminal.expect("›   2 sunmin/mini-tools")

    terminal.send(.tab)
    let popular = try terminal.expect("›   1 mengzhe/micro-kit")
    #expect(popular.contains("ProjectsBrowser   Featured  [Popular]  Latest"))
    terminal.send(.enter)
    try terminal.expect("mengzhe/micro-kit\r\n")
    terminal.send(.escape)
    try terminal.expect("›   1 mengzhe/micro-kit")

    terminal.send("q")
    let exit = try terminal.waitForExit()
    #expect(exit == PseudoTerminal.Exit(reason: .exit, status: 0))
    #expect(terminal.modes() == .cooked)
    // The cursor is shown again on the way out (read after exit: the reader thread may lag).
    try terminal.expect("\u{1B}[?25h\r\n")
  }

  @Test func movingTheSelectionNearTheEndLoadsTheNextPage() throws {
    let (terminal, cache) = try start()
    defer { withExtendedLifetime(cache) {} }
    try terminal.expect("--- 20 projects · pull up to load more ---")
    for _ in 0..<15 { terminal.send(.down) }
    // Row 16 is within the prefetch distance (5) of the end: the next page loads without `m`.
    try terminal.expect("›  16 zhangwei/reactive-starter")
    try terminal.expect("--- 40 projects · pull up to load more ---")
    terminal.send("q")
    #expect(try terminal.waitForExit().status == 0)
  }

  @Test func starShowsTheOptimisticRowAndAMessage() throws {
    let (terminal, cache) = try start()
    defer { withExtendedLifetime(cache) {} }
    try terminal.expect("›   1 wuhao/flutter-kit              ☆  4584")
    terminal.send("s")
    try terminal.expect("›   1 wuhao/flutter-kit              ★  4585")
    try terminal.expect("» Starred wuhao/flutter-kit")
    terminal.send("q")
    #expect(try terminal.waitForExit().status == 0)
  }

  @Test func aFailedFirstPageShowsTheErrorCoverAndEnterRetries() throws {
    let (terminal, cache) = try start(["--fail", "1"])
    defer { withExtendedLifetime(cache) {} }
    try terminal.expect("The server responded with an error (HTTP 500).")
    try terminal.expect("tap to retry")
    terminal.send(.enter)
    try terminal.expect("›   1 wuhao/flutter-kit")
    terminal.send("q")
    #expect(try terminal.waitForExit().status == 0)
  }

  @Test func theListScrollsWithTheSelectionAndFitsTheTerminalHeight() throws {
    let (terminal, cache) = try start()
    defer { withExtendedLifetime(cache) {} }
    try terminal.expect("--- 20 projects · pull up to load more ---")
    // 12 rows: header (2), footer, hints and a spare line leave 7 rows for the list.
    terminal.resize(rows: 12, columns: 100)
    try terminal.expect("    7 yangzheng/flutter-pro          ☆  1513  PHP\r\n--- 20 projects")
    for _ in 0..<9 { terminal.send(.down) }
    let frame = try terminal.expect("›  10 huawei-os/reactive-pro")
    let last = try terminal.expect("--- 20 projects")
    #expect(last.hasPrefix("         ☆ 15159  TypeScript\r\n"), "row 10 is the last row drawn")
    // Scrolled as little as needed: rows 4 to 10 are drawn.
    let current = try #require(frame.components(separatedBy: "\u{1B}[2J").last)
    #expect(!current.contains("wuhao/flutter-kit"))
    #expect(
      current.contains("================================================================\r\n    4 huawei-os/rx-core")
    )
    terminal.send("q")
    #expect(try terminal.waitForExit().status == 0)
  }

  @Test func theCachedFirstPageShowsAtOnceWhileTheRefreshRuns() throws {
    let cache = try TemporaryFolder(prefix: "ExamplesTests")
    let script = try ExampleRunner.run("ProjectsBrowser", ["--cache-dir", cache.url.path, "--script", "refresh"])
    #expect(script.status == 0)
    let terminal = try PseudoTerminal(
      executable: "ProjectsBrowser",
      arguments: ["--cache-dir", cache.url.path, "--latency", "5000"]
    )
    let cached = try terminal.expect("›   1 wuhao/flutter-kit")
    #expect(cached.contains("Latest  ↻ refreshing…"))
    #expect(!cached.contains("loading…"))
    // Five seconds later the network page lands and the refreshing sign goes away.
    try terminal.expect("ProjectsBrowser  [Featured]  Popular   Latest\r\n")
    terminal.send("q")
    #expect(try terminal.waitForExit().status == 0)
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func aTerminatingSignalRestoresTheTerminalAndEndsTheProcess(signal: Int32) throws {
    let (terminal, cache) = try start()
    defer { withExtendedLifetime(cache) {} }
    try terminal.expect("--- 20 projects · pull up to load more ---")
    #expect(terminal.modes() == .raw)
    kill(terminal.process.processIdentifier, signal)
    let exit = try terminal.waitForExit()
    #expect(exit == PseudoTerminal.Exit(reason: .uncaughtSignal, status: signal))
    #expect(terminal.modes() == .cooked)
    try terminal.expect("\u{1B}[?25h\r\n")
  }

  /// A terminal in raw mode has no end of file of its own (`VEOF` only works in canonical mode),
  /// so Ctrl-D arrives as a byte and the session takes it as the end of input.
  @Test func endOfInputEndsCleanlyRestoringTheTerminal() throws {
    let (terminal, cache) = try start()
    defer { withExtendedLifetime(cache) {} }
    try terminal.expect("--- 20 projects · pull up to load more ---")
    #expect(terminal.modes() == .raw)
    terminal.send("\u{4}")
    #expect(try terminal.waitForExit() == PseudoTerminal.Exit(reason: .exit, status: 0))
    #expect(terminal.modes() == .cooked)
    try terminal.expect("\u{1B}[?25h\r\n")
  }

  /// Closing the terminal is the other end of input: reads fail, and the session ends with
  /// status 0 (there is no terminal left to restore).
  @Test func aClosedTerminalEndsTheSession() throws {
    let (terminal, cache) = try start()
    defer { withExtendedLifetime(cache) {} }
    try terminal.expect("--- 20 projects · pull up to load more ---")
    terminal.hangUp()
    #expect(try terminal.waitForExit() == PseudoTerminal.Exit(reason: .exit, status: 0))
  }
}
