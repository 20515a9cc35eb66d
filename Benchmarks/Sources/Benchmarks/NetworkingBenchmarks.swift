// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// `decode_page_1000`: a 1,000-item page (about 300 KB of JSON with nested objects) through
/// `APIClient` + `MockTransport` + an envelope, beside `JSONDecoder` decoding the same bytes.
/// The client's overhead must stay within 10% of the bare decode.
enum NetworkingBenchmarks {
  struct Owner: Codable, Sendable {
    let id: Int
    let name: String
    let avatarURL: String
  }

  struct Project: Codable, Sendable {
    let id: Int
    let name: String
    let summary: String
    let stars: Int
    let language: String?
    let tags: [String]
    let owner: Owner
  }

  struct ProjectsPage: Codable, Sendable {
    let items: [Project]
    let total: Int
  }

  static let calls = 40

  static func run() {
    let body = makePageJSON()
    let bare = Harness.measure(bareDecode(body))
    let client = Harness.measure(clientDecode(body))
    print(
      "decode_page_1000 body".padding(toLength: 34, withPad: " ", startingAt: 0)
        + String(body.count).leftPadded(to: 10) + " bytes"
    )
    Harness.report(bare)
    Harness.report(client, floor: bare)
    let overhead = (client.nanosecondsPerOperation / bare.nanosecondsPerOperation - 1) * 100
    print(
      "decode_page_1000 client overhead".padding(toLength: 34, withPad: " ", startingAt: 0)
        + String(format: "%9.1f%%   (target ≤ 10%%)", overhead)
    )
  }

  static func makePageJSON() -> Data {
    let languages = ["Swift", "Kotlin", nil, "Rust", "Go"]
    let items = (0..<1_000).map { index in
      Project(
        id: index,
        name: "project-\(index)",
        summary: "A project that does something useful, number \(index), "
          + "with a longer description that goes on for a while.",
        stars: index * 7 % 1_000,
        language: languages[index % languages.count],
        tags: ["ios", "swift", "mvvm", "tag\(index % 17)"],
        owner: Owner(
          id: index % 97,
          name: "owner\(index % 97)",
          avatarURL: "https://example.com/a/\(index % 97).png"
        )
      )
    }
    let envelope = StandardEnvelopeBody(code: 0, message: "ok", data: ProjectsPage(items: items, total: 1_000))
    // Encoding a value we just built cannot fail.
    return try! JSONEncoder().encode(envelope)
  }

  struct StandardEnvelopeBody: Encodable {
    let code: Int
    let message: String
    let data: ProjectsPage
  }

  static func bareDecode(_ body: Data) -> Workload {
    Workload(name: "decode_page_1000 bare decode", unit: "page") {
      var checksum = 0
      let decoder = JSONDecoder()
      for _ in 0..<calls {
        // The body was produced by JSONEncoder from the same types: decoding cannot fail.
        let page = try! decoder.decode(StandardEnvelope<ProjectsPage>.self, from: body)
        checksum &+= page.payload?.items.count ?? 0
      }
      return (calls, checksum)
    }
  }

  static func clientDecode(_ body: Data) -> Workload {
    let transport = MockTransport(
      responder: MockResponder(
        root: URL(fileURLWithPath: "/nonexistent"),
        routes: [MockRoute(method: .get, path: "/projects", answer: .body(body, contentType: "application/json"))]
      )
    )
    let client = APIClient(transport: transport)
    let endpoint = APIEndpoint(baseURL: URL(string: "https://api.example.com")!, path: "projects")
    return Workload(name: "decode_page_1000 client+envelope", unit: "page") {
      let result = blocking {
        var checksum = 0
        for _ in 0..<calls {
          let page = try await client.send(endpoint, envelope: StandardEnvelope<ProjectsPage>.self)
          checksum &+= page.items.count
        }
        return checksum
      }
      return (calls, result)
    }
  }

  /// Runs async work to completion from synchronous benchmark code.
  static func blocking(_ work: @escaping @Sendable () async throws -> Int) -> Int {
    let done = DispatchSemaphore(value: 0)
    let result = ResultBox()
    Task.detached {
      result.value = (try? await work()) ?? -1
      done.signal()
    }
    done.wait()
    return result.value
  }

  final class ResultBox: @unchecked Sendable {
    // Safety: written once by the task before `signal()`, read after `wait()` returns.
    var value = 0
  }
}
