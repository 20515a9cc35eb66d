// SPDX-License-Identifier: MIT

// `swift run MockServer --root DIR --port N`: serves a folder of mock JSON over HTTP/1.1 on
// 127.0.0.1 with the paging rules of MockTransport, until the process is interrupted.

import Foundation
import ListNetworking
import ListNetworkingServer

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(code)
}

let options: MockServerOptions
do {
  options = try MockServerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch .helpRequested {
  print(MockServerOptions.usage)
  exit(0)
} catch {
  fail("MockServer: \(error)\n\(MockServerOptions.usage)", code: 2)
}

var isDirectory: ObjCBool = false
guard FileManager.default.fileExists(atPath: options.root, isDirectory: &isDirectory), isDirectory.boolValue else {
  fail("MockServer: \(options.root) is not a folder", code: 2)
}

let server: LoopbackHTTPServer
do {
  server = try LoopbackHTTPServer(
    responder: MockResponder(root: URL(fileURLWithPath: options.root, isDirectory: true)),
    port: options.port
  )
} catch {
  fail("MockServer: cannot listen on port \(options.port): \(error)", code: 1)
}
FileHandle.standardOutput.write(Data("MockServer serving \(options.root) at \(server.baseURL)\n".utf8))
withExtendedLifetime(server) {
  dispatchMain()
}
