// SPDX-License-Identifier: MIT

import Foundation
import Testing

/// Sentences of the guides about the package itself, each checked against what it describes.
@Suite struct DocumentedClaimsTests {
  static let root = DocumentationSnippetTests.packageRoot

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  // Concurrency.md: "These four are "Xcode 26 settings" in these guides: `Fixtures/MainActorApp` is
  // built with them, and the guides' code that is about them ... is compiled with them by
  // `.ci/doc-blocks`."
  @Test func theXcode26SettingsAreTheSameInTheGuideTheFixtureAndTheBlockCompiler() throws {
    let guide = try Self.text("Documentation/Concurrency.md")
    let fixture = try Self.text("Fixtures/MainActorApp/Package.swift")
    let compiler = try Self.text(".ci/doc-blocks.py")
    #expect(guide.contains("`.defaultIsolation(MainActor.self)`"))
    #expect(fixture.contains(".defaultIsolation(MainActor.self)"))
    #expect(compiler.contains(#""-default-isolation", "MainActor""#))
    for feature in ["NonisolatedNonsendingByDefault", "InferIsolatedConformances", "MemberImportVisibility"] {
      #expect(guide.contains(#".enableUpcomingFeature("\#(feature)")"#), "Concurrency.md does not name \(feature)")
      #expect(fixture.contains(#".enableUpcomingFeature("\#(feature)")"#), "the fixture does not turn on \(feature)")
      #expect(compiler.contains(#""-enable-upcoming-feature", "\#(feature)""#), "doc-blocks does not use \(feature)")
    }
  }

  // GettingStarted.md: "That is why `Article` and `ArticlePage` above and `ArticlesEndpoint` below
  // are `nonisolated`": each is declared on the side of that sentence it says.
  @Test func gettingStartedSaysWhereItsTypesAre() throws {
    let guide = try Self.text("Documentation/GettingStarted.md")
    let sentence = try #require(guide.range(of: "`ArticlePage` above and `ArticlesEndpoint` below"))
    for above in ["nonisolated struct Article:", "nonisolated struct ArticlePage:"] {
      #expect(try #require(guide.range(of: above)).lowerBound < sentence.lowerBound, "\(above) is not above")
    }
    #expect(try #require(guide.range(of: "nonisolated struct ArticlesEndpoint:")).lowerBound > sentence.upperBound)
  }

  // GettingStarted.md: "plain `swift test` skips that step ...; run it with
  // `RL_GUIDE_PACKAGE=1 swift test --filter GuidePackageTests`", and `.ci/main-actor-app` sets it.
  @Test func theGuidePackageStepRunsWhereGettingStartedSays() throws {
    let guide = try Self.text("Documentation/GettingStarted.md")
    #expect(guide.contains("`RL_GUIDE_PACKAGE=1 swift test --filter GuidePackageTests`"))
    #expect(try Self.text("Tests/DocumentationTests/GuidePackageTests.swift").contains(#"["RL_GUIDE_PACKAGE"] == "1""#))
    #expect(try Self.text(".ci/main-actor-app").contains("RL_GUIDE_PACKAGE=1 swift test"))
  }

  // A link to a section (`Testing.md#a-store-for-tests`, `#checking-for-leaks`) lands on a heading
  // of that page: a sentence that points the reader elsewhere points somewhere real.
  @Test func sectionLinksOfTheGuidesLandOnAHeading() throws {
    let folder = Self.root.appendingPathComponent("Documentation")
    var pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
      .map { folder.appendingPathComponent($0) }
    pages.append(Self.root.appendingPathComponent("README.md"))
    var checked = 0
    for page in pages {
      let text = try String(contentsOf: page, encoding: .utf8)
      for match in text.matches(of: /\]\(([^)\s]*?)#([^)\s]+)\)/) {
        let path = String(match.1)
        guard !path.contains("://"), path.isEmpty || path.hasSuffix(".md") else { continue }
        let target = path.isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(path)
        var inCode = false
        let headings = try String(contentsOf: target, encoding: .utf8).components(separatedBy: "\n")
          .filter { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inCode.toggle() }
            return !inCode && line.hasPrefix("#")
          }
          .map { Self.slug(of: $0) }
        #expect(headings.contains(String(match.2)), "\(page.lastPathComponent) links to \(path)#\(match.2)")
        checked += 1
      }
    }
    #expect(checked > 5)
  }

  /// GitHub's anchor of a Markdown heading: lowercased, punctuation other than `-` and `_` dropped,
  /// spaces turned into hyphens.
  static func slug(of heading: String) -> String {
    let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
    let kept = title.unicodeScalars.filter {
      CharacterSet.alphanumerics.contains($0) || " -_".unicodeScalars.contains($0)
    }
    return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
  }

  @Test func slugsAreGitHubs() {
    #expect(
      Self.slug(of: "## In an app target that is MainActor by default (Xcode 26)")
        == "in-an-app-target-that-is-mainactor-by-default-xcode-26"
    )
    #expect(Self.slug(of: "### `start(created:subscribed:disposed:create:)`") == "startcreatedsubscribeddisposedcreate")
    #expect(Self.slug(of: "## How the guides' code is checked") == "how-the-guides-code-is-checked")
  }

  // Testing.md and MigratingFromRxSwift.md: ReactiveTesting "does not depend on XCTest, and it uses
  // Swift Testing only for the `.virtualTime` trait and to report a failed check as a test issue,
  // both compiled only when the toolchain has Swift Testing (`#if canImport(Testing)`)".
  @Test func reactiveTestingImportsSwiftTestingOnlyBehindCanImport() throws {
    let folder = Self.root.appendingPathComponent("Sources/ReactiveTesting")
    let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? [])
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }
    #expect(files.count > 10)
    var importers: [String] = []
    for file in files {
      let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
      #expect(!lines.contains { $0.contains("import XCTest") }, "\(file.lastPathComponent) imports XCTest")
      for (index, line) in lines.enumerated()
      where line.range(of: #"^\s*(public |internal )?import Testing\b"#, options: .regularExpression) != nil {
        importers.append(file.lastPathComponent)
        let before = lines[..<index].last { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#if") }
        #expect(
          before?.contains("canImport(Testing)") == true,
          "\(file.lastPathComponent): import Testing outside #if canImport(Testing)"
        )
      }
    }
    #expect(!importers.isEmpty, "the check found no import of Testing at all")
  }
}
