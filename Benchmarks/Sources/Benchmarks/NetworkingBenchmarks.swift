// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// `decode_page_1000`: a 1,000-item page (about 300 KB of JSON with nested objects) through
/// `APIClient` + `MockTransport` + an envelope, beside `JSONDecoder` decoding the same bytes.
/// The client's overhead must stay within 10% of the bare decode.
///
/// Both sides are measured the same way: inside one task, in alternating rounds (bare then
/// client in even rounds, client then bare in odd ones), each round timing `callsPerRound`
/// calls of one side. A round's overhead compares the two batches measured next to each other,
/// so a change in the machine's load between rounds moves both; the overhead printed is the
/// median over the rounds, and each side's ns/page is its median round.
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

  static let rounds = 51
  static let callsPerRound = 2

  static func run() {
    let body = makePageJSON()
    let rounds = blocking { try await measureRounds(body) }
    let bare = median(rounds.map(\.bare))
    let client = median(rounds.map(\.client))
    let overhead = median(rounds.map { ($0.client / $0.bare - 1) * 100 })
    print(
      "decode_page_1000 body".padding(toLength: 34, withPad: " ", startingAt: 0)
        + String(body.count).leftPadded(to: 10) + " bytes"
    )
    let operations = String(rounds.count * callsPerRound).leftPadded(to: 10)
    print(
      "decode_page_1000 bare decode".padding(toLength: 34, withPad: " ", startingAt: 0) + operations
        + String(format: "%12.1f ns/page", bare)
    )
    print(
      "decode_page_1000 client+envelope".padding(toLength: 34, withPad: " ", startingAt: 0) + operations
        + String(format: "%12.1f ns/page   %.2fx floor", client, client / bare)
    )
    print(
      "decode_page_1000 client overhead".padding(toLength: 34, withPad: " ", startingAt: 0)
        + String(format: "%9.1f%%   (target ≤ 10%%; median of %d alternating rounds)", overhead, rounds.count)
    )
  }

  /// One round: ns per page of each side, measured back to back.
  struct Round: Sendable {
    var bare = 0.0
    var client = 0.0
  }

  /// Runs the alternating rounds inside the calling task.
  static func measureRounds(_ body: Data) async throws -> [Round] {
    let decoder = JSONDecoder()
    let transport = MockTransport(
      responder: MockResponder(
        root: URL(fileURLWithPath: "/nonexistent"),
        routes: [MockRoute(method: .get, path: "/projects", answer: .body(body, contentType: "application/json"))]
      )
    )
    let client = APIClient(transport: transport)
    let endpoint = APIEndpoint(baseURL: URL(string: "https://api.example.com")!, path: "projects")
    var checksum = 0
    func bareBatch() async throws -> Double {
      try await timed {
        for _ in 0..<callsPerRound {
          let page = try decoder.decode(StandardEnvelope<ProjectsPage>.self, from: body)
          checksum &+= page.payload?.items.count ?? 0
        }
      }
    }
    func clientBatch() async throws -> Double {
      try await timed {
        for _ in 0..<callsPerRound {
          let page = try await client.send(endpoint, envelope: StandardEnvelope<ProjectsPage>.self)
          checksum &+= page.items.count
        }
      }
    }
    // One unmeasured round of each side first (decoder caches, first allocations).
    _ = try await bareBatch()
    _ = try await clientBatch()
    var results: [Round] = []
    for index in 0..<rounds {
      var round = Round()
      if index.isMultiple(of: 2) {
        round.bare = try await bareBatch()
        round.client = try await clientBatch()
      } else {
        round.client = try await clientBatch()
        round.bare = try await bareBatch()
      }
      results.append(round)
    }
    precondition(checksum == (rounds + 1) * 2 * callsPerRound * 1_000, "decode_page_1000: wrong item count")
    return results
  }

  /// ns per call of `callsPerRound` calls of `work`.
  static func timed(_ work: () async throws -> Void) async throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try await work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(callsPerRound)
  }

  static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
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

  /// Runs async work to completion from synchronous benchmark code.
  static func blocking<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) -> Value {
    let done = DispatchSemaphore(value: 0)
    let result = ResultBox<Value>()
    Task.detached {
      do {
        result.value = try await work()
      } catch {
        fatalError("decode_page_1000 failed: \(error)")
      }
      done.signal()
    }
    done.wait()
    // Set before `signal()`: the task either stored a value or trapped.
    return result.value!
  }

  final class ResultBox<Value>: @unchecked Sendable {
    // Safety: written once by the task before `signal()`, read after `wait()` returns.
    var value: Value?
  }
}
