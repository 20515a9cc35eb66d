// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// Makes a folder of static JSON behave like a timeline that grows while the app runs.
///
/// A real server answers `sinceId=X` with posts written after the client last looked. A folder of
/// files cannot change, so the bundled JSON holds **snapshots**: `statuses/home_timeline.json` is
/// the timeline at launch, and `statuses/home_timeline/since-X.json` is the timeline as the server
/// has it when a client whose newest post is X asks again (three more posts after 1035, one more
/// after 1038). This transport sends a `sinceId=X` request to the snapshot's path when the bundle
/// has one; every other request (first pages, older pages, a `sinceId` with no snapshot) goes
/// through untouched. `MockResponder` maps the rewritten path to the snapshot file, and so does
/// `MockServer` serving the same folder, so `--base-url` sees the same new posts.
///
/// With `later`, every request goes to `statuses/home_timeline_later.json` instead: the timeline
/// after a long absence, 25 posts newer than the bundled ones (more than a page), so a list saved
/// by an earlier run (`--state-dir`) shows a gap row below the newest page (`--later`).
///
/// `MockResponder` has no hook to answer from request parameters (routes match method and path
/// only), which is why this lives in the example.
struct GrowingTimeline: HTTPTransport {
  /// The transport the (possibly rewritten) requests go through.
  let base: any HTTPTransport
  /// Whether the timeline is the one after a long absence.
  var later = false
  /// The `since-X` snapshots the bundle holds, by X.
  let snapshots: Set<String>

  /// Wraps `base`, looking for snapshots in `folder` of `bundle`.
  init(base: any HTTPTransport, bundle: Bundle, folder: String) {
    self.base = base
    let directory = bundle.url(forResource: folder, withExtension: nil)?
      .appendingPathComponent("statuses/home_timeline")
    let files = directory.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
    snapshots = Set(
      files.compactMap { file in
        guard file.hasPrefix("since-"), file.hasSuffix(".json") else { return nil }
        return String(file.dropFirst("since-".count).dropLast(".json".count))
      }
    )
  }

  /// Sends `request`, to the snapshot's path when it asks for posts newer than a snapshot's id.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try await base.send(rewritten(request))
  }

  /// The request as sent: `…/home_timeline?sinceId=X` becomes `…/home_timeline/since-X?sinceId=X`
  /// when there is a snapshot for X.
  func rewritten(_ request: HTTPRequest) -> HTTPRequest {
    if later { return moved(request, to: "_later") }
    guard let since = request.queryValue("sinceId"), snapshots.contains(since),
      var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false),
      components.path.hasSuffix("/statuses/home_timeline")
    else { return request }
    components.path += "/since-\(since)"
    guard let url = components.url else { return request }
    var copy = request
    copy.url = url
    return copy
  }

  /// The request with `suffix` appended to the timeline's path.
  private func moved(_ request: HTTPRequest, to suffix: String) -> HTTPRequest {
    guard var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false),
      components.path.hasSuffix("/statuses/home_timeline")
    else { return request }
    components.path += suffix
    guard let url = components.url else { return request }
    var copy = request
    copy.url = url
    return copy
  }
}
