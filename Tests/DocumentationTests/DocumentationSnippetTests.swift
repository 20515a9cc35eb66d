// SPDX-License-Identifier: MIT

import Foundation
import Testing

/// Keeps the guides in `Documentation/` and the code in this target from drifting apart: the
/// snippet files *run* the guides' code (`.ci/doc-blocks` compiles every block, as its page shows
/// it; these tests check that what runs here is what the pages show).
///
/// The convention: every ```` ```swift ```` block of a checked guide must appear verbatim in one
/// of its snippet files (with the same extra indentation on every line, if any, so a fragment may
/// sit inside a test function). A `Package.swift` manifest is preceded by the line
/// `<!-- not compiled: reason -->` (`.ci/doc-blocks` refuses that line before anything else); a
/// block compiled for iOS inside a fixture by `<!-- compiled for iOS: Fixtures/AppleCheck/NAME -->`, and must appear
/// verbatim in that folder (``AppleCheckFixtureTests``). A block that imports UIKit or SwiftUI is
/// compiled for iOS by `.ci/doc-blocks` and not looked for here; nor is a block of `import` lines
/// only (the page's imports, which `.ci/doc-blocks` puts at the top of each of its files).
///
/// A block whose first line is `// Tests/...` is a whole test file of a guide's package: it is
/// built by ``GuidePackageTests`` in a package of its own, not looked for here.
///
/// Guides written before this check (``optInGuides``) are checked the other way round: only the
/// blocks preceded by `<!-- compiled -->` must appear in their snippet files.
@Suite struct DocumentationSnippetTests {
  /// `Tests/DocumentationTests/`.
  static let targetFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  /// The package root.
  static let packageRoot = targetFolder.deletingLastPathComponent().deletingLastPathComponent()

  /// Each checked guide and the files (relative to this target) its snippets live in.
  static let guides: [(guide: String, sources: [String])] = [
    (
      "GettingStarted.md",
      ["GettingStarted/Article.swift", "GettingStarted/ArticlesAPI.swift", "GettingStarted/ArticlesViewModel.swift"]
    ),
    ("Paging.md", ["Snippets/PagingSnippets.swift"]),
    ("Sections.md", ["Snippets/SectionsSnippets.swift"]),
    ("Networking.md", ["Snippets/NetworkingSnippets.swift"]),
    ("Testing.md", ["Snippets/TestingSnippets.swift"]),
    ("SwiftUI.md", ["Snippets/SwiftUISnippets.swift"]),
    ("Search.md", ["Snippets/SearchSnippets.swift"]),
  ]

  /// Guides whose blocks are checked only when marked `<!-- compiled -->`.
  static let optInGuides: Set<String> = ["Testing.md", "SwiftUI.md"]

  @Test(arguments: guides)
  func everySwiftBlockIsCompiledCode(guide: String, sources: [String]) throws {
    let markdown = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("Documentation/\(guide)"),
      encoding: .utf8
    )
    let code = try sources.flatMap { source in
      try String(contentsOf: Self.targetFolder.appendingPathComponent(source), encoding: .utf8).components(
        separatedBy: "\n"
      )
    }
    let blocks = SwiftBlock.blocks(in: markdown)
    // A whole test file of a guide's package (first line `// Tests/...`) needs the app's module, so
    // GuidePackageTests builds it in a package of its own instead.
    let checked = blocks.filter { Self.optInGuides.contains(guide) ? $0.isMarkedCompiled : $0.isCompiled }
      .filter { !($0.lines.first ?? "").hasPrefix("// Tests/") }
    #expect(!checked.isEmpty, "\(guide) has no compiled swift block")
    for block in checked {
      let found = SwiftBlock.contains(block.lines, in: code)
      #expect(found, "\(guide) line \(block.line): this block is not in \(sources.joined(separator: ", ")) verbatim")
    }
  }

  @Test func relativeLinksOfTheGuidesAndReadmeResolve() throws {
    let folder = Self.packageRoot.appendingPathComponent("Documentation")
    var files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") }
      .map { folder.appendingPathComponent($0) }
    files.append(Self.packageRoot.appendingPathComponent("README.md"))
    #expect(files.count >= 8)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for link in SwiftBlock.relativeLinks(in: text) {
        let target = file.deletingLastPathComponent().appendingPathComponent(link)
        #expect(FileManager.default.fileExists(atPath: target.path), "\(file.lastPathComponent) links to \(link)")
      }
    }
  }

  // The checker checks itself, so a broken parser cannot make every guide pass.

  @Test func theCheckerFindsBlocksMarkersAndMismatches() {
    let markdown = """
      Text.

      ```swift
      let a = 1
      ```

      <!-- not compiled: UIKit -->
      ```swift
      import UIKit
      ```

      <!-- compiled -->
      ```swift
      let b = 2
      ```

      ```bash
      swift test
      ```
      """
    let blocks = SwiftBlock.blocks(in: markdown)
    #expect(blocks.map(\.lines) == [["let a = 1"], ["import UIKit"], ["let b = 2"]])
    #expect(blocks.map(\.isCompiled) == [true, false, true])
    #expect(blocks.map(\.isMarkedCompiled) == [false, false, true])
    #expect(blocks.map(\.line) == [3, 8, 13])
    let code = ["func f() {", "  let a = 1", "}"]
    #expect(SwiftBlock.contains(["let a = 1"], in: code))
    #expect(!SwiftBlock.contains(["let a = 2"], in: code))
    #expect(!SwiftBlock.contains(["let a = 1", "let b = 2"], in: code))
    #expect(
      SwiftBlock.relativeLinks(in: "[a](Testing.md) [b](https://x.org) [c](../README.md#usage)") == [
        "Testing.md", "../README.md",
      ]
    )
  }
}

/// A fenced swift block of a Markdown file.
struct SwiftBlock {
  /// The block's lines, without the fences.
  var lines: [String]
  /// Whether it must be compiled (no `<!-- not compiled` line right before it).
  var isCompiled: Bool
  /// Whether a `<!-- compiled -->` line comes right before it (the opt-in convention).
  var isMarkedCompiled = false
  /// The folder of a `<!-- compiled for iOS: FOLDER -->` line right before it: the block is
  /// compiled by `.ci/apple-check` from that folder, not on Linux.
  var iOSFixture: String? = nil
  /// The 1-based line of the opening fence.
  var line: Int

  /// The swift blocks of `markdown`, in order.
  static func blocks(in markdown: String) -> [SwiftBlock] {
    let lines = markdown.components(separatedBy: "\n")
    var blocks: [SwiftBlock] = []
    var index = 0
    while index < lines.count {
      guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
        index += 1
        continue
      }
      let marker = index > 0 ? lines[index - 1] : ""
      let start = index
      index += 1
      var body: [String] = []
      while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
        body.append(lines[index])
        index += 1
      }
      let iOSFixture = iOSFixture(in: marker)
      blocks.append(
        SwiftBlock(
          lines: body,
          isCompiled: !marker.hasPrefix("<!-- not compiled") && iOSFixture == nil && !usesAppleUI(body)
            && !isImports(body),
          isMarkedCompiled: marker.hasPrefix("<!-- compiled") && iOSFixture == nil,
          iOSFixture: iOSFixture,
          line: start + 1
        )
      )
      index += 1
    }
    return blocks
  }

  /// Whether a block imports UIKit or SwiftUI (`.ci/doc-blocks` compiles it for iOS).
  static func usesAppleUI(_ lines: [String]) -> Bool {
    lines.contains { line in
      let code = line.trimmingCharacters(in: .whitespaces)
      return code == "import UIKit" || code == "import SwiftUI"
    }
  }

  /// Whether a block holds `import` lines and comments only: a page's imports.
  static func isImports(_ lines: [String]) -> Bool {
    let code = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
    return !code.isEmpty && code.allSatisfy { $0.hasPrefix("import ") }
  }

  /// The folder named by a `<!-- compiled for iOS: FOLDER -->` marker line, or `nil`.
  static func iOSFixture(in marker: String) -> String? {
    let prefix = "<!-- compiled for iOS:"
    let line = marker.trimmingCharacters(in: .whitespaces)
    guard line.hasPrefix(prefix), line.hasSuffix("-->") else { return nil }
    return line.dropFirst(prefix.count).dropLast(3).trimmingCharacters(in: .whitespaces)
  }

  /// Whether `block` appears in `code` on consecutive lines, each with the same extra indentation
  /// (blank lines match blank lines).
  static func contains(_ block: [String], in code: [String]) -> Bool {
    guard let first = block.first, !first.isEmpty, code.count >= block.count else { return false }
    for start in 0...(code.count - block.count) where code[start].hasSuffix(first) {
      let indent = code[start].dropLast(first.count)
      guard indent.allSatisfy({ $0 == " " }) else { continue }
      let matches = zip(block, code[start...]).allSatisfy { expected, actual in
        expected.isEmpty ? actual.trimmingCharacters(in: .whitespaces).isEmpty : actual == indent + expected
      }
      if matches { return true }
    }
    return false
  }

  /// The targets of `[text](target)` links that are not URLs, without `#fragment`.
  static func relativeLinks(in markdown: String) -> [String] {
    var links: [String] = []
    var rest = markdown[...]
    while let open = rest.range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      let target = String(rest[..<close])
      rest = rest[close...]
      guard !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else { continue }
      links.append(String(target.split(separator: "#", maxSplits: 1).first ?? ""))
    }
    return links
  }
}
