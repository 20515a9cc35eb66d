// SPDX-License-Identifier: MIT

import ListNetworking
import ReactiveListInternals

/// Counts a run's requests and those that failed, so that a scripted run whose every request
/// failed says so and exits non-zero instead of 0 (``ExampleMain/run(_:)``).
///
/// A request fails when the transport throws or answers a status outside 200–399; a cancelled
/// request (a refresh that cancels a load-more) is not counted.
final class RequestTally: Sendable {
  private let counts = LockedState((sent: 0, failed: 0))

  /// Records how one request ended.
  func record(failed: Bool) {
    counts.withLock { counts in
      counts.sent += 1
      if failed { counts.failed += 1 }
    }
  }

  /// The line to print when at least one request was sent and every one failed, else `nil`.
  var everyRequestFailed: String? {
    let (sent, failed) = counts.withLock { ($0.sent, $0.failed) }
    guard sent > 0, failed == sent else { return nil }
    return "every request of this run failed (\(failed) of \(sent)): nothing was loaded"
  }
}

/// A transport that tells a ``RequestTally`` how each request through it ended.
struct TallyingTransport: HTTPTransport {
  let base: any HTTPTransport
  let tally: RequestTally

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    do {
      let response = try await base.send(request)
      tally.record(failed: !(200..<400).contains(response.statusCode))
      return response
    } catch {
      if !(error is CancellationError), (error as? APIError) != .cancelled { tally.record(failed: true) }
      throw error
    }
  }
}
