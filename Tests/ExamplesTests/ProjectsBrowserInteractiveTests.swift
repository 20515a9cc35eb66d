// SPDX-License-Identifier: MIT

import Foundation
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
  private static let raw = PseudoTerminal.Modes(canonical: false, echo: false)
  private static let cooked = PseudoTerminal.Modes(canonical: true, echo: true)

  /// Starts the browser on a terminal with its own empty cache folder.
  private func start(_ arguments: [String] = []) throws -> (PseudoTerminal, TemporaryFolder) {
    let cache = try TemporaryFolder()
    let terminal = try PseudoTerminal(
      executable: "ProjectsBrowser",
      arguments: ["--cache-dir", cache.url.path] + arguments
    )
    return (terminal, cache)
  }

  @Test func keysMoveTheSelectionOpenGoBackSwitchTabsAndQQuitsRestoringTheTerminal() throws {
    let (terminal, cache) = try start()
    defer { withExtendedLifetime(cache) {} }
    try terminal.expect("›   1 wuhao/flutter-kit")
    try terminal.expect("--- 20 projects · pull up to load more ---")
    #expect(terminal.modes() == Self.raw)

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
    #expect(terminal.modes() == Self.cooked)
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

  @Test(arguments: [SIGINT, SIGTERM])
  func aTerminatingSignalRestoresTheTerminalAndEndsTheProcess(signal: Int32) throws {
    let (terminal, cache) = try start()
    defer { withExtendedLifetime(cache) {} }
    try terminal.expect("--- 20 projects · pull up to load more ---")
    #expect(terminal.modes() == Self.raw)
    kill(terminal.process.processIdentifier, signal)
    let exit = try terminal.waitForExit()
    #expect(exit == PseudoTerminal.Exit(reason: .uncaughtSignal, status: signal))
    #expect(terminal.modes() == Self.cooked)
  }
}
