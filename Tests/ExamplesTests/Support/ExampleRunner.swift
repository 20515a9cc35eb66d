// SPDX-License-Identifier: MIT

import Foundation

/// What an example executable printed and how it exited.
struct ExampleRun: Sendable {
  var status: Int32
  var output: String
  var errors: String
}

/// Runs the example executables that SwiftPM builds next to the test bundle.
enum ExampleRunner {
  enum Failure: Error, CustomStringConvertible {
    case notFound(String, searched: [String])
    case timedOut(String, output: String)
    case missingExpected(String)

    var description: String {
      switch self {
      case .notFound(let name, let searched): "\(name) not found in \(searched.joined(separator: ", "))"
      case .timedOut(let name, let output): "\(name) did not exit in time; output so far:\n\(output)"
      case .missingExpected(let name): "Expected/\(name).txt is not in the test bundle"
      }
    }
  }

  /// The products directory: the folder holding the test bundle, which SwiftPM also builds the
  /// executables into. Tried in order: the test target's resource bundle (built into the products
  /// directory on Linux), the main bundle and the test process's own path, each with its parents
  /// (on macOS the test bundle sits inside `PackageTests.xctest/Contents/...`).
  static func executable(named name: String) throws -> URL {
    let starts = [
      Bundle.module.bundleURL, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]),
    ]
    var searched: [String] = []
    for start in starts {
      var folder = start.standardizedFileURL.deletingLastPathComponent()
      for _ in 0..<4 {
        let candidate = folder.appendingPathComponent(name)
        searched.append(candidate.path)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder.deleteLastPathComponent()
      }
    }
    throw Failure.notFound(name, searched: searched)
  }

  /// Runs `name` with `arguments`, stdin closed, and kills it if it outlives `timeout` seconds.
  static func run(_ name: String, _ arguments: [String], timeout: Int = 120) throws -> ExampleRun {
    let process = Process()
    process.executableURL = try executable(named: name)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(timeout), execute: watchdog)
    // The frames are a few kilobytes and stderr a line or two, so reading one pipe to the end
    // before the other cannot fill a pipe buffer and stall the child.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGKILL {
      throw Failure.timedOut(name, output: String(decoding: outputData + errorData, as: UTF8.self))
    }
    return ExampleRun(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self)
    )
  }

  /// The expected output stored as `Expected/<name>.txt`.
  static func expected(_ name: String) throws -> String {
    guard let url = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Expected") else {
      throw Failure.missingExpected(name)
    }
    return try String(contentsOf: url, encoding: .utf8)
  }
}
