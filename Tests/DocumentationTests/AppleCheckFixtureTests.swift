// SPDX-License-Identifier: MIT

import Foundation
import Testing

/// Keeps the guides' UIKit code and the iOS fixtures that `.ci/apple-check` compiles from drifting
/// apart.
///
/// A block preceded by `<!-- compiled for iOS: Fixtures/AppleCheck/NAME -->` must appear verbatim
/// (same extraction and matching as ``DocumentationSnippetTests``) in a `.swift` file of that
/// folder, which `.ci/apple-check` passes to the checker as `NAME:Fixtures/AppleCheck/NAME`: so
/// the guide's UIKit screen is type-checked against a real iPhoneOS SDK. No Linux build compiles
/// those folders (they are no target of Package.swift).
@Suite struct AppleCheckFixtureTests {
  /// The guides with UIKit code, relative to the package root.
  static let guides = [
    "Documentation/Sections.md",
    "Sources/ListSections/ListSections.docc/Guides/Sections.md",
    "Documentation/Search.md",
  ]

  @Test(arguments: guides)
  func everyIOSBlockIsInItsFixtureVerbatim(guide: String) throws {
    let root = DocumentationSnippetTests.packageRoot
    let markdown = try String(contentsOf: root.appendingPathComponent(guide), encoding: .utf8)
    let blocks = SwiftBlock.blocks(in: markdown).filter { $0.iOSFixture != nil }
    #expect(!blocks.isEmpty, "\(guide) has no block compiled for iOS")
    for block in blocks {
      let folder = try #require(block.iOSFixture)
      #expect(
        folder.hasPrefix("Fixtures/AppleCheck/"),
        "\(guide) line \(block.line): .ci/apple-check compiles only Fixtures/AppleCheck/*"
      )
      let code = try Self.swiftLines(in: root.appendingPathComponent(folder))
      #expect(!code.isEmpty, "\(guide) line \(block.line): no Swift files in \(folder)")
      let found = SwiftBlock.contains(block.lines, in: code)
      #expect(found, "\(guide) line \(block.line): this block is not in \(folder) verbatim")
    }
  }

  // "Sections.md's UIKit screen is compiled for iOS from the guide itself": no UIKit block is left
  // uncompiled.
  @Test(arguments: guides)
  func everyUIKitBlockIsCompiledForIOS(guide: String) throws {
    let markdown = try String(
      contentsOf: DocumentationSnippetTests.packageRoot.appendingPathComponent(guide),
      encoding: .utf8
    )
    for block in SwiftBlock.blocks(in: markdown) where Self.usesUIKit(block.lines) {
      #expect(block.iOSFixture != nil, "\(guide) line \(block.line): a UIKit block not compiled for iOS")
    }
  }

  @Test func noLinuxTargetCompilesTheFixtures() throws {
    let manifest = try String(
      contentsOf: DocumentationSnippetTests.packageRoot.appendingPathComponent("Package.swift"),
      encoding: .utf8
    )
    #expect(!manifest.contains("Fixtures/AppleCheck"))
  }

  @Test func theCheckerReadsTheIOSMarker() {
    let markdown = """
      <!-- compiled for iOS: Fixtures/AppleCheck/Screen -->
      ```swift
      import UIKit
      ```

      <!-- not compiled: a manifest -->
      ```swift
      let manifest = 1
      ```
      """
    let blocks = SwiftBlock.blocks(in: markdown)
    #expect(blocks.map(\.iOSFixture) == ["Fixtures/AppleCheck/Screen", nil])
    #expect(blocks.map(\.isCompiled) == [false, false], "an iOS block is not looked for in the Linux snippets")
    #expect(blocks.map(\.isMarkedCompiled) == [false, false])
    #expect(Self.usesUIKit(["import UIKit"]) && Self.usesUIKit(["let v = UITableView()"]))
    #expect(!Self.usesUIKit(["let list = TextList()"]))
  }

  /// Whether a block uses UIKit: imports it or names a UIKit type.
  static func usesUIKit(_ lines: [String]) -> Bool {
    lines.contains { $0.contains("import UIKit") || $0.contains("UITableView") || $0.contains("UICollectionView") }
      || lines.contains { $0.contains("tableView") && $0.contains("bind") }
  }

  /// The lines of every `.swift` file under `folder`, file after file.
  static func swiftLines(in folder: URL) throws -> [String] {
    let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? [])
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
    return try files.flatMap { try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n") }
  }
}
