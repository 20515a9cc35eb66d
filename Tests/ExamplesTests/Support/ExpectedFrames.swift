// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListNetworkingServer
import ReactiveList
import TestSupport
import Testing

extension ExampleRun {
  /// Expects a clean run (exit 0, nothing on standard error) that printed exactly the frames
  /// stored as `Expected/<name>.txt`; a difference prints the frames the run printed.
  ///
  /// - Parameters:
  ///   - name: The expected file's name, without `.txt`.
  ///   - sourceLocation: Where a failure is reported.
  func expectFrames(match name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(status == 0, "stderr: \(errors)", sourceLocation: sourceLocation)
    #expect(errors.isEmpty, sourceLocation: sourceLocation)
    let expected = try ExampleRunner.expected(name)
    #expect(output == expected, "frames differ from Expected/\(name).txt:\n\(output)", sourceLocation: sourceLocation)
  }
}

extension ExampleRunner {
  /// An example's own mock JSON folder, `Examples/<name>/Resources` in the source tree.
  static func resources(of name: String) -> URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Examples/\(name)/Resources", isDirectory: true)
  }

  /// Runs example `name` with `--base-url` pointing at a loopback server over `root` (what
  /// `swift run MockServer --root` serves), then `arguments`.
  ///
  /// - Returns: The run and the requests the server got, as `METHOD /path?query`.
  static func runAgainstServer(
    _ name: String,
    serving root: URL,
    _ arguments: [String]
  ) throws -> (run: ExampleRun, requests: [String]) {
    let responder = MockResponder(root: root)
    let log = LockedBox<[String]>([])
    let server = try LoopbackHTTPServer { request in
      log.withLock { $0.append("\(request.method.rawValue) \(request.url.path)?\(request.url.query ?? "")") }
      return .response(responder.response(for: request))
    }
    defer { server.stop() }
    let run = try ExampleRunner.run(name, ["--base-url", "http://127.0.0.1:\(server.port)"] + arguments)
    return (run, log.withLock { $0 })
  }
}
