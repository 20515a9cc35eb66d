// SPDX-License-Identifier: MIT

import ExampleSupport
import Testing

@Suite struct TerminalKeyParserTests {
  private func keys(_ chunks: String...) -> [TerminalKey] {
    var parser = TerminalKeyParser()
    return chunks.flatMap { parser.keys(from: Array($0.utf8)) }
  }

  @Test(arguments: [
    ("\u{1B}[A", TerminalKey.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
    ("\r", .enter), ("\n", .enter), ("\t", .tab), ("\u{7F}", .backspace), ("\u{8}", .backspace),
    ("\u{1B}", .escape), ("\u{3}", .interrupt), ("\u{4}", .endOfFile), ("q", .character("q")),
  ])
  func readsEachKey(bytes: String, key: TerminalKey) {
    #expect(keys(bytes) == [key])
  }

  @Test func readsSeveralKeysFromOneRead() {
    #expect(keys("\u{1B}[B\u{1B}[Bm\r\nq") == [.down, .down, .character("m"), .enter, .character("q")])
  }

  @Test func keepsASequenceCutBetweenTwoReads() {
    #expect(keys("\u{1B}[", "B") == [.down])
    #expect(keys("x\u{1B}[5", "~y") == [.character("x"), .pageUp, .character("y")])
  }

  @Test func anEscapeFollowedByAnotherKeyIsEscapeThenThatKey() {
    #expect(keys("\u{1B}b") == [.escape, .character("b")])
  }

  @Test func dropsUnknownSequencesAndControlBytes() {
    #expect(keys("\u{1B}[3~\u{1B}[99Z\u{0}\u{1}a") == [.character("a")])
    #expect(keys("éq") == [.character("q")], "no key is a non-ASCII character")
  }
}
