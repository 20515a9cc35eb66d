// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking

/// Reads HTTP/1.1 requests from and writes responses to a socket.
enum HTTPWire {
  static let maximumHeaderBytes = 64 * 1024
  static let maximumBodyBytes = 16 * 1024 * 1024

  /// Reads one request (head plus a `Content-Length` body); `nil` when it is malformed.
  static func readRequest(from socket: Socket, port: UInt16) -> HTTPRequest? {
    var buffer: [UInt8] = []
    var headEnd: Int?
    while headEnd == nil {
      let chunk = socket.receive(upTo: 16 * 1024)
      guard !chunk.isEmpty else { return nil }
      let searchFrom = max(0, buffer.count - 3)
      buffer += chunk
      headEnd = find([13, 10, 13, 10], in: buffer, from: searchFrom)
      if headEnd == nil, buffer.count > maximumHeaderBytes { return nil }
    }
    guard let headEnd, let head = String(bytes: buffer[..<headEnd], encoding: .utf8) else { return nil }
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    var body = Array(buffer[(headEnd + 4)...])
    let length = headers.first { $0.key.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
    guard (0...maximumBodyBytes).contains(length) else { return nil }
    while body.count < length {
      let chunk = socket.receive(upTo: min(64 * 1024, length - body.count))
      guard !chunk.isEmpty else { return nil }
      body += chunk
    }
    guard let url = URL(string: "http://127.0.0.1:\(port)\(requestLine[1])") else { return nil }
    return HTTPRequest(
      method: HTTPMethod(rawValue: String(requestLine[0])),
      url: url,
      headers: headers,
      body: length > 0 ? Data(body.prefix(length)) : nil
    )
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
