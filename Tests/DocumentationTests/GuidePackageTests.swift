// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import Testing

/// Documentation/GettingStarted.md is a whole package: every block is a file named by its path
/// (a first line `// Sources/...swift`, the manifest by its `// swift-tools-version` line, the mock
/// JSON by the `` `...json` `` path in the sentence before it), so a reader who pastes each block
/// into the file it names gets a package that builds and passes its tests.
///
/// ``gettingStartedIsAWholePackage`` checks the shape on every `swift test`.
/// ``theGuideBuildsAsANewPackage`` writes the blocks, as shown, into two new packages (the guide's
/// manifest as is, and with Xcode 26's settings: default main-actor isolation and Approachable
/// Concurrency), with the guide's `.package(url:)` replaced by this checkout's path (no
/// network), and runs `swift build` and `swift test` in each: a missing import fails it. It runs
/// when `RL_GUIDE_PACKAGE=1` (set by `.ci/main-actor-app`), because it builds the library twice.
@Suite struct GuidePackageTests {
  static let guide = "Documentation/GettingStarted.md"

  static func guideFiles() throws -> [GuideFile] {
    let markdown = try String(
      contentsOf: DocumentationSnippetTests.packageRoot.appendingPathComponent(guide),
      encoding: .utf8
    )
    return GuideFile.files(in: markdown)
  }

  @Test func gettingStartedIsAWholePackage() throws {
    let files = try Self.guideFiles()
    #expect(
      files.map(\.path) == [
        "Package.swift", "Sources/Articles/Article.swift", "Sources/Articles/ArticlesAPI.swift",
        "Sources/Articles/Mocks/articles.json", "Sources/Articles/ArticlesViewModel.swift",
        "Tests/ArticlesTests/ArticlesViewModelTests.swift",
      ]
    )
    // The app's files are compiled in this target too (GettingStarted/), so the snippets of the other
    // guides can use them: they are the guide's blocks, whole.
    for file in files where file.path.hasPrefix("Sources/Articles/") && file.path.hasSuffix(".swift") {
      let name = (file.path as NSString).lastPathComponent
      let here = try String(
        contentsOf: DocumentationSnippetTests.targetFolder.appendingPathComponent("GettingStarted/\(name)"),
        encoding: .utf8
      )
      #expect(here == file.contents, "GettingStarted/\(name) is not the guide's block for \(file.path)")
    }
    // "The mock ships whole": the guide's JSON is the tested copy, all 25 items.
    let json = try #require(files.first { $0.path.hasSuffix(".json") })
    let mock = try String(
      contentsOf: DocumentationSnippetTests.targetFolder.appendingPathComponent("Mocks/articles.json"),
      encoding: .utf8
    )
    #expect(json.contents == mock)
    let test = try #require(files.last)
    #expect(test.contents.contains("@testable import Articles"))
  }

  // GettingStarted.md: "A mistyped folder name throws `MockFolderMissing`, naming the folder and the
  // bundle, instead of stopping the whole test process."
  @Test func aMistypedMockFolderThrowsInsteadOfTrapping() throws {
    #expect(MockResponder(bundle: .module, folder: "Mokcs") == nil, "the guard in APIClient.mock() throws on nil")
    #expect(MockResponder(bundle: .module, folder: "Mocks") != nil)
    _ = try APIClient.mock()
    let error = MockFolderMissing(folder: "Mokcs", bundle: "/app/Articles.bundle")
    #expect(
      error.description
        == "No folder 'Mokcs' in /app/Articles.bundle: check its name and the target's `resources:` in Package.swift."
    )
  }

  @Test func everySwiftBlockOfTheGuideIsAFileItNames() throws {
    let markdown = try String(
      contentsOf: DocumentationSnippetTests.packageRoot.appendingPathComponent(Self.guide),
      encoding: .utf8
    )
    for block in SwiftBlock.blocks(in: markdown) where block.isCompiled {
      #expect(GuideFile.path(of: block.lines) != nil, "\(Self.guide) line \(block.line): no `// path` first line")
    }
  }

  @Test func theExtractorReadsPathsAndJSON() {
    let markdown = """
      <!-- not compiled: a manifest -->
      ```swift
      // swift-tools-version: 6.0
      let package = 1
      ```

      ```swift
      // Sources/A/A.swift
      import Foundation
      ```

      The mock is `Sources/A/Mocks/a.json`:

      ```json
      {"a": 1}
      ```
      """
    let files = GuideFile.files(in: markdown)
    #expect(files.map(\.path) == ["Package.swift", "Sources/A/A.swift", "Sources/A/Mocks/a.json"])
    #expect(
      files.map(\.contents) == [
        "// swift-tools-version: 6.0\nlet package = 1\n", "// Sources/A/A.swift\nimport Foundation\n", "{\"a\": 1}\n",
      ]
    )
    let xcode26 = GuideFile.manifest(
      "// swift-tools-version: 6.0\n.package(url: \"https://x/ReactiveList.git\", branch: \"main\")\n",
      library: "/lib",
      xcode26: true
    )
    #expect(xcode26.hasPrefix("// swift-tools-version: 6.2\n.package(name: \"ReactiveList\", path: \"/lib\")\n"))
    #expect(xcode26.contains(".defaultIsolation(MainActor.self)"))
  }

  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["RL_GUIDE_PACKAGE"] == "1"),
    .timeLimit(.minutes(30)),
    arguments: [false, true]
  )
  func theGuideBuildsAsANewPackage(xcode26: Bool) throws {
    let files = try Self.guideFiles()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("GettingStarted-\(xcode26 ? "xcode26" : "default")-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in files {
      let url = folder.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let contents =
        file.path == "Package.swift"
        ? GuideFile.manifest(file.contents, library: DocumentationSnippetTests.packageRoot.path, xcode26: xcode26)
        : file.contents
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    let start = Date()
    let build = try Self.swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: folder)
    #expect(build.status == 0, "swift build of the guide's package (xcode26: \(xcode26)):\n\(build.output)")
    guard build.status == 0 else { return }
    let test = try Self.swift(["test", "--skip-build"], in: folder)
    #expect(test.status == 0, "swift test of the guide's package (xcode26: \(xcode26)):\n\(test.output)")
    #expect(!test.output.contains("✘"))
    print("GettingStarted package (xcode26: \(xcode26)): built and tested in \(Int(Date().timeIntervalSince(start))) s")
  }

  /// Runs `swift ARGUMENTS` in `folder`, offline, and returns its status and combined output.
  static func swift(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

/// One file of a guide: its path in the reader's package and its contents, as shown.
struct GuideFile: Equatable {
  var path: String
  var contents: String

  /// The files of `markdown`, in order: swift blocks that name their path (or are the manifest),
  /// and json blocks named by the last `` `path.json` `` before them.
  static func files(in markdown: String) -> [GuideFile] {
    let lines = markdown.components(separatedBy: "\n")
    var files: [GuideFile] = []
    var lastJSONPath: String?
    var index = 0
    while index < lines.count {
      let fence = lines[index].trimmingCharacters(in: .whitespaces)
      if fence != "```swift" && fence != "```json" {
        if let path = jsonPath(in: lines[index]) { lastJSONPath = path }
        index += 1
        continue
      }
      index += 1
      var body: [String] = []
      while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
        body.append(lines[index])
        index += 1
      }
      index += 1
      let contents = body.joined(separator: "\n") + "\n"
      if fence == "```json", let path = lastJSONPath {
        files.append(GuideFile(path: path, contents: contents))
      } else if fence == "```swift", let path = path(of: body) {
        files.append(GuideFile(path: path, contents: contents))
      }
    }
    return files
  }

  /// `Package.swift` for a manifest, the path of a first line `// Sources/...` or `// Tests/...`.
  static func path(of block: [String]) -> String? {
    guard let first = block.first else { return nil }
    if first.hasPrefix("// swift-tools-version") { return "Package.swift" }
    let path = first.dropFirst(3)
    guard first.hasPrefix("// "), path.hasSuffix(".swift"), path.hasPrefix("Sources/") || path.hasPrefix("Tests/")
    else { return nil }
    return String(path)
  }

  /// The last `` `...json` `` of a prose line.
  static func jsonPath(in line: String) -> String? {
    let parts = line.components(separatedBy: "`")
    return stride(from: 1, to: parts.count, by: 2).map { parts[$0] }.last {
      $0.hasSuffix(".json") && $0.contains("/") && !$0.contains(" ")
    }
  }

  /// The guide's manifest with the library taken from `library` (no network) and, for
  /// `xcode26`, tools 6.2 and Xcode 26's settings on every target.
  static func manifest(_ manifest: String, library: String, xcode26: Bool) -> String {
    var lines = manifest.components(separatedBy: "\n").map { line -> String in
      guard let start = line.range(of: ".package(url:") else { return line }
      let indent = line[..<start.lowerBound]
      return indent + ".package(name: \"ReactiveList\", path: \"\(library)\")"
    }
    guard xcode26 else { return lines.joined(separator: "\n") }
    lines[0] = "// swift-tools-version: 6.2"
    lines.append(
      """
      // Xcode 26's settings for new targets (as in Fixtures/MainActorApp).
      for target in package.targets {
        target.swiftSettings = [
          .defaultIsolation(MainActor.self),
          .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
          .enableUpcomingFeature("InferIsolatedConformances"),
        ]
      }
      """
    )
    return lines.joined(separator: "\n")
  }
}
