// SPDX-License-Identifier: MIT

import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs Timeline on a pseudo-terminal (interactive mode) and drives it with keys.
///
/// Every wait is a deadline on a marker in the output, never a fixed sleep.
@Suite struct TimelineInteractiveTests {

  @Test func refreshShowsNewPostsOnTopAndScrollingToTheEndLoadsOlderOnes() throws {
    let terminal = try PseudoTerminal(executable: "Timeline", arguments: [])
    try terminal.expect("›   1 09:20 @dani  lunch at the noodle place, anyone?")
    try terminal.expect("--- 10 posts · pull up to load more ---")
    #expect(terminal.modes() == .raw)

    terminal.send("r")
    // One frame: the footer, then the message under it.
    try terminal.expect("--- 13 posts · pull up to load more ---")
    try terminal.expect("» 3 new posts")
    // The key after a message dismisses it.
    terminal.send(.down)
    let moved = try terminal.expect("›   2 09:28 @fay")
    #expect(moved.components(separatedBy: "\u{1B}[2J").last?.contains("» 3 new posts") == false)

    // The last post appearing loads the older page.
    for _ in 0..<11 { terminal.send(.down) }
    try terminal.expect("›  13 08:44 @chen")
    try terminal.expect("--- 23 posts · pull up to load more ---")

    terminal.send(.enter)
    try terminal.expect("  id 1026")
    terminal.send(.escape)
    try terminal.expect("›  13 08:44 @chen")

    terminal.send("q")
    #expect(try terminal.waitForExit() == PseudoTerminal.Exit(reason: .exit, status: 0))
    #expect(terminal.modes() == .cooked)
  }

  // Issue 29: "Timeline keeps the selected post on the same screen line when newer posts arrive".
  @Test func newerPostsOnTopKeepTheSelectedPostOnItsScreenLine() throws {
    let terminal = try PseudoTerminal(executable: "Timeline", arguments: [])
    try terminal.expect("--- 10 posts · pull up to load more ---")
    terminal.send(.down)
    terminal.send(.down)
    let before = try PseudoTerminal.selectedLine(in: terminal.expect("›   3 "))
    terminal.send("r")
    let after = try PseudoTerminal.selectedLine(in: terminal.expect("›   6 "))
    #expect(after.index == before.index)
    // The same post, now number 6.
    #expect(after.text.components(separatedBy: " 6 ").last == before.text.components(separatedBy: " 3 ").last)
    terminal.send("q")
    #expect(try terminal.waitForExit() == PseudoTerminal.Exit(reason: .exit, status: 0))
  }

  @Test func terminationRestoresTheTerminalAndEndsTheProcess() throws {
    let terminal = try PseudoTerminal(executable: "Timeline", arguments: [])
    try terminal.expect("--- 10 posts · pull up to load more ---")
    #expect(terminal.modes() == .raw)
    kill(terminal.process.processIdentifier, SIGTERM)
    #expect(try terminal.waitForExit() == PseudoTerminal.Exit(reason: .uncaughtSignal, status: SIGTERM))
    #expect(terminal.modes() == .cooked)
  }
}
