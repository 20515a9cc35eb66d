// SPDX-License-Identifier: MIT

import Foundation

/// A fresh folder under the temporary directory, deleted when the value goes away.
final class TemporaryFolder {
  /// The folder.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ExamplesTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
