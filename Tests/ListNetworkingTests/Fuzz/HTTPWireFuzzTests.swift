// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListNetworkingServer
import TestSupport
import Testing

/// Seeded fuzzing of the loopback server's HTTP/1.1 parser: random bytes, mutated requests,
/// generated requests (Content-Length and chunked bodies) fed in pieces, and pipelined requests.
/// Every input ends as a request, a need for more bytes, or `malformed`; never a crash or a hang.
@Suite struct HTTPWireFuzzTests {
  static let port: UInt16 = 8080

  /// A valid request and what it must parse to.
  struct Generated {
    var bytes: [UInt8]
    var method: String
    var target: String
    var body: [UInt8]
  }

  static func generate(_ random: inout SeededGenerator) -> Generated {
    let methods = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "X-CUSTOM"]
    let method = methods.randomElement(using: &random)!  // non-empty literal
    let segments = (0..<Int.random(in: 0...4, using: &random)).map { _ in
      ["users", "a%20b", "%2e%2e", "..", "é".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!, "x;y", "~"]
        .randomElement(using: &random)!  // non-empty literal
    }
    var target = "/" + segments.joined(separator: "/")
    if random.chance(0.3) { target += "?page=\(Int.random(in: 0...9, using: &random))&q=a+b" }
    let body = (0..<(random.chance(0.5) ? 0 : Int.random(in: 1...300, using: &random))).map { _ in
      UInt8.random(in: 0...255, using: &random)
    }
    var head = "\(method) \(target) HTTP/1.\(random.chance(0.8) ? 1 : 0)\r\nHost: 127.0.0.1\r\n"
    for index in 0..<Int.random(in: 0...5, using: &random) {
      head += "X-Field-\(index):\(random.chance(0.5) ? " " : "")value \(index)\r\n"
    }
    let chunked = !body.isEmpty && random.chance(0.5)
    var bytes: [UInt8]
    if chunked {
      bytes = Array((head + "Transfer-Encoding: chunked\r\n\r\n").utf8)
      var rest = body[...]
      while !rest.isEmpty {
        let size = min(rest.count, Int.random(in: 1...64, using: &random))
        let extensionText = random.chance(0.2) ? ";name=value" : ""
        bytes += Array((String(size, radix: 16) + extensionText + "\r\n").utf8) + rest.prefix(size) + [13, 10]
        rest = rest.dropFirst(size)
      }
      bytes += Array((random.chance(0.3) ? "0\r\nTrailer: x\r\n\r\n" : "0\r\n\r\n").utf8)
    } else {
      let length = body.isEmpty && random.chance(0.5) ? "" : "Content-Length: \(body.count)\r\n"
      bytes = Array((head + length + "\r\n").utf8) + body
    }
    return Generated(bytes: bytes, method: method, target: target, body: body)
  }

  static func check(_ result: HTTPWire.ParseResult, against generated: Generated, consumed expected: Int) {
    guard case .request(let request, let consumed) = result else {
      Issue.record(
        "expected a request for \(String(decoding: generated.bytes.prefix(200), as: UTF8.self)), got \(result)"
      )
      return
    }
    #expect(consumed == expected)
    #expect(request.method.rawValue == generated.method)
    #expect(request.url.absoluteString == "http://127.0.0.1:\(port)\(generated.target)")
    #expect(Array(request.body ?? Data()) == generated.body)
  }

  /// A parse result must be self-consistent: a request never claims more bytes than given, and a
  /// need for more asks for more than there are.
  static func checkShape(_ result: HTTPWire.ParseResult, count: Int) {
    switch result {
    case .request(_, let consumed): #expect(consumed > 0 && consumed <= count)
    case .incomplete(let needing): #expect(needing > count)
    case .malformed(let reason): #expect(!reason.isEmpty)
    }
  }

  @Test func generatedRequestsParseWholeAndInPieces() {
    var random = SeededGenerator(seed: 0x48_5454_5031)
    for _ in 0..<StressScale.count(3_000) {
      let generated = Self.generate(&random)
      Self.check(
        HTTPWire.parseRequest(generated.bytes, port: Self.port),
        against: generated,
        consumed: generated.bytes.count
      )
      // Any proper prefix is incomplete, never a request or malformed.
      for _ in 0..<3 {
        let cut = Int.random(in: 0..<generated.bytes.count, using: &random)
        let result = HTTPWire.parseRequest(Array(generated.bytes.prefix(cut)), port: Self.port)
        guard case .incomplete(let needing) = result else {
          Issue.record("prefix of \(cut) bytes: \(result)")
          continue
        }
        #expect(needing > cut && needing <= generated.bytes.count)
      }
    }
  }

  @Test func pipelinedRequestsParseOneAfterAnother() {
    var random = SeededGenerator(seed: 0x5049_5045)
    for _ in 0..<StressScale.count(1_000) {
      let requests = (0..<Int.random(in: 2...4, using: &random)).map { _ in Self.generate(&random) }
      var bytes = requests.flatMap(\.bytes)
      for request in requests {
        let result = HTTPWire.parseRequest(bytes, port: Self.port)
        Self.check(result, against: request, consumed: request.bytes.count)
        bytes.removeFirst(request.bytes.count)
      }
      #expect(bytes.isEmpty)
    }
  }

  @Test func mutatedRequestsNeverCrash() {
    var random = SeededGenerator(seed: 0x4D55_5441_5445)
    var outcomes: [String: Int] = [:]
    for _ in 0..<StressScale.count(5_000) {
      var bytes = Self.generate(&random).bytes
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let index = Int.random(in: 0..<max(bytes.count, 1), using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where !bytes.isEmpty: bytes[index] = UInt8.random(in: 0...255, using: &random)
        case 1 where !bytes.isEmpty: bytes.remove(at: index)
        case 2:
          bytes.insert(
            [13, 10, 0x3A, 0x20, 0x30, 0x2D, 0x46].randomElement(using: &random)!,
            at: min(index, bytes.count)
          )
        case 3: bytes = Array(bytes.prefix(index))
        case 4: bytes += bytes.prefix(Int.random(in: 0...64, using: &random))
        default:
          let field = [
            "Content-Length: 5\r\n", "Content-Length: -1\r\n", "Transfer-Encoding: gzip\r\n",
            "Content-Length: 99999999999\r\n", "Transfer-Encoding: chunked\r\n",
          ]
          .randomElement(using: &random)!  // non-empty literal
          if let lineEnd = bytes.firstIndex(of: 10) { bytes.insert(contentsOf: field.utf8, at: lineEnd + 1) }
        }
      }
      let result = HTTPWire.parseRequest(bytes, port: Self.port)
      Self.checkShape(result, count: bytes.count)
      switch result {
      case .request: outcomes["request", default: 0] += 1
      case .incomplete: outcomes["incomplete", default: 0] += 1
      case .malformed: outcomes["malformed", default: 0] += 1
      }
    }
    // The mutations reach every outcome, so the fuzzing is not stuck on one path.
    #expect(outcomes.count == 3, "\(outcomes)")
  }

  @Test func randomBytesNeverCrash() {
    var random = SeededGenerator(seed: 0x52_414E_44)
    let alphabet = Array("GET POST / HTTP/1.1\r\n:Content-Length: Transfer-Encoding chunked 0123456789abcdef;".utf8)
    for round in 0..<StressScale.count(5_000) {
      let count = Int.random(in: 0...400, using: &random)
      let bytes = (0..<count).map { _ in
        round.isMultiple(of: 2) ? UInt8.random(in: 0...255, using: &random) : alphabet.randomElement(using: &random)!
      }
      Self.checkShape(HTTPWire.parseRequest(bytes, port: Self.port), count: bytes.count)
    }
  }

  /// HTTPWire.swift: "Heads over ``maximumHeaderBytes`` and bodies over ``maximumBodyBytes`` are malformed."
  @Test func limitsAreMalformedNotIncomplete() {
    let longHead =
      Array("GET / HTTP/1.1\r\nX: ".utf8) + [UInt8](repeating: 0x61, count: HTTPWire.maximumHeaderBytes + 1)
    guard case .malformed = HTTPWire.parseRequest(longHead, port: Self.port) else {
      Issue.record("a head past the limit must be malformed")
      return
    }
    let bigBody = Array("POST / HTTP/1.1\r\nContent-Length: \(HTTPWire.maximumBodyBytes + 1)\r\n\r\n".utf8)
    guard case .malformed = HTTPWire.parseRequest(bigBody, port: Self.port) else {
      Issue.record("a Content-Length past the limit must be malformed")
      return
    }
    let bigChunk = Array("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFF\r\n".utf8)
    guard case .malformed = HTTPWire.parseRequest(bigChunk, port: Self.port) else {
      Issue.record("a chunk past the limit must be malformed")
      return
    }
  }
}
