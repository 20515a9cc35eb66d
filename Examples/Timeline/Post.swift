// SPDX-License-Identifier: MIT

import Foundation

/// One post of the home timeline, newest first; ids grow with time.
struct Post: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  /// The author's handle, without `@`.
  let author: String
  /// The author's display name.
  let name: String
  let text: String
  /// When it was posted, ISO 8601 in UTC (`2026-11-22T09:20:00Z`).
  let createdAt: String
  let likes: Int
  let reposts: Int

  /// `09:20`: the time of day of ``createdAt``.
  var time: String {
    guard let start = createdAt.firstIndex(of: "T") else { return createdAt }
    return String(createdAt[createdAt.index(after: start)...].prefix(5))
  }
}
