// SPDX-License-Identifier: MIT

import Foundation
package import ListNetworking

/// Reads HTTP/1.1 requests from and writes responses to a socket.
///
/// ``parseRequest(_:port:)`` is a pure function over the bytes received so far, so the parser is
/// fuzzed without sockets (`package` for the tests).
package enum HTTPWire {
  /// The longest request head accepted (request line and header fields).
  package static let maximumHeaderBytes = 64 * 1024
  /// The longest request body accepted, `Content-Length` or chunked.
  package static let maximumBodyBytes = 16 * 1024 * 1024

  /// What the bytes received so far hold.
  package enum ParseResult: Equatable {
    /// A whole request, which took the first `consumed` bytes (a pipelined request may follow).
    case request(HTTPRequest, consumed: Int)
    /// Not enough bytes yet: parsing can make progress once at least `needing` bytes are there.
    case incomplete(needing: Int)
    /// Not a request this server accepts; the reason is for logs and tests.
    case malformed(String)
  }

  /// Reads one request (head plus a `Content-Length` or chunked body); `nil` when it is malformed
  /// or the peer closed first.
  static func readRequest(from socket: Socket, port: UInt16) -> HTTPRequest? {
    var buffer: [UInt8] = []
    var needing = 1
    while true {
      while buffer.count < needing {
        let chunk = socket.receive(upTo: 64 * 1024)
        guard !chunk.isEmpty else { return nil }
        buffer += chunk
      }
      switch parseRequest(buffer, port: port) {
      case .request(let request, _): return request
      case .malformed: return nil
      case .incomplete(let more): needing = max(more, buffer.count + 1)
      }
    }
  }

  /// Parses the request at the start of `bytes`.
  ///
  /// Accepts `METHOD /target HTTP/1.0|1.1`, header fields `name: value` (a token name, no
  /// line folding), and a body given by one `Content-Length` (digits only) or by
  /// `Transfer-Encoding: chunked` (not both). Heads over ``maximumHeaderBytes`` and bodies over
  /// ``maximumBodyBytes`` are malformed.
  /// - Parameters:
  ///   - bytes: The bytes received so far.
  ///   - port: The port the request's URL names.
  /// - Returns: The request and how many bytes it took, a need for more bytes, or why it is malformed.
  /// - Complexity: O(*n*) for *n* bytes.
  package static func parseRequest(_ bytes: [UInt8], port: UInt16) -> ParseResult {
    guard let headEnd = find([13, 10, 13, 10], in: bytes, from: 0) else {
      if bytes.count > maximumHeaderBytes { return .malformed("head longer than \(maximumHeaderBytes) bytes") }
      return .incomplete(needing: bytes.count + 1)
    }
    guard headEnd <= maximumHeaderBytes else { return .malformed("head longer than \(maximumHeaderBytes) bytes") }
    guard let head = String(bytes: bytes[..<headEnd], encoding: .utf8) else { return .malformed("head is not UTF-8") }
    var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
    let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
    guard requestLine.count == 3 else { return .malformed("request line is not three words") }
    let (method, target, version) = (requestLine[0], requestLine[1], requestLine[2])
    guard !method.isEmpty, method.utf8.allSatisfy(isTokenByte) else { return .malformed("bad method") }
    guard target.hasPrefix("/"), target.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
      return .malformed("bad request target")
    }
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return .malformed("bad version") }
    var headers: [String: String] = [:]
    var lengths: Set<Substring> = []
    var encodings: [Substring] = []
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { return .malformed("header field without a colon") }
      let name = line[..<colon]
      guard !name.isEmpty, name.utf8.allSatisfy(isTokenByte) else { return .malformed("bad header name") }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard !value.utf8.contains(where: { $0 < 0x20 && $0 != 0x09 }) else {
        return .malformed("control byte in a header")
      }
      switch name.lowercased() {
      case "content-length": lengths.insert(Substring(value))
      case "transfer-encoding": encodings.append(Substring(value.lowercased()))
      default: break
      }
      headers[String(name)] = value
    }
    let bodyStart = headEnd + 4
    let body: ArraySlice<UInt8>
    let consumed: Int
    if !encodings.isEmpty {
      guard lengths.isEmpty else { return .malformed("both Content-Length and Transfer-Encoding") }
      guard encodings == ["chunked"] else { return .malformed("unsupported Transfer-Encoding") }
      switch decodeChunked(bytes, from: bodyStart) {
      case .request(let decoded, let end):
        body = decoded
        consumed = end
      case .incomplete(let needing): return .incomplete(needing: needing)
      case .malformed(let reason): return .malformed(reason)
      }
    } else {
      guard lengths.count <= 1 else { return .malformed("conflicting Content-Length fields") }
      var length = 0
      if let text = lengths.first {
        guard !text.isEmpty, text.count <= 9, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
          let value = Int(text)
        else { return .malformed("bad Content-Length") }
        length = value
      }
      guard length <= maximumBodyBytes else { return .malformed("body longer than \(maximumBodyBytes) bytes") }
      guard bytes.count >= bodyStart + length else { return .incomplete(needing: bodyStart + length) }
      body = bytes[bodyStart..<(bodyStart + length)]
      consumed = bodyStart + length
    }
    guard let url = URL(string: "http://127.0.0.1:\(port)\(target)") else { return .malformed("bad URL") }
    let request = HTTPRequest(
      method: HTTPMethod(rawValue: String(method)),
      url: url,
      headers: headers,
      body: body.isEmpty ? nil : Data(body)
    )
    return .request(request, consumed: consumed)
  }

  private enum Chunked {
    case request(ArraySlice<UInt8>, end: Int)
    case incomplete(needing: Int)
    case malformed(String)
  }

  /// Decodes a chunked body starting at `start`: hex sizes (with optional extensions), data,
  /// the last chunk `0`, then trailer fields up to a blank line.
  private static func decodeChunked(_ bytes: [UInt8], from start: Int) -> Chunked {
    var body: [UInt8] = []
    var index = start
    while true {
      guard let lineEnd = find([13, 10], in: bytes, from: index) else {
        return bytes.count - index > 1024
          ? .malformed("chunk size line too long") : .incomplete(needing: bytes.count + 1)
      }
      guard lineEnd - index <= 1024 else { return .malformed("chunk size line too long") }
      let sizeEnd = bytes[index..<lineEnd].firstIndex(of: UInt8(ascii: ";")) ?? lineEnd
      let digits = bytes[index..<sizeEnd]
      guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy(isHexDigit),
        let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
      else { return .malformed("bad chunk size") }
      index = lineEnd + 2
      if size == 0 {
        // Trailer fields, ignored, up to the blank line.
        while true {
          guard let end = find([13, 10], in: bytes, from: index) else {
            return bytes.count - index > maximumHeaderBytes
              ? .malformed("trailer too long") : .incomplete(needing: bytes.count + 1)
          }
          if end == index { return .request(ArraySlice(body), end: end + 2) }
          index = end + 2
        }
      }
      guard body.count + size <= maximumBodyBytes else {
        return .malformed("body longer than \(maximumBodyBytes) bytes")
      }
      guard bytes.count >= index + size + 2 else { return .incomplete(needing: index + size + 2) }
      guard bytes[index + size] == 13, bytes[index + size + 1] == 10 else {
        return .malformed("chunk not ended by CRLF")
      }
      body += bytes[index..<(index + size)]
      index += size + 2
    }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// RFC 9110 `tchar`.
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }

  /// The bytes of `response`, with `Content-Length` and `Connection: close`.
  static func encode(_ response: HTTPResponse, omitBody: Bool = false) -> [UInt8] {
    var head = "HTTP/1.1 \(response.statusCode) \(reason(response.statusCode))\r\n"
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key })
    where !["content-length", "connection"].contains(name.lowercased()) {
      head += "\(name): \(value)\r\n"
    }
    head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
    return Array(head.utf8) + (omitBody ? [] : Array(response.body))
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    var index = start
    while index <= haystack.count - needle.count {
      if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}
