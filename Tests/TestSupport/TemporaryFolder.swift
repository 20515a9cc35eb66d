// SPDX-License-Identifier: MIT

public import Foundation

/// A fresh folder under the system's temporary directory, deleted with everything in it when
/// the value is released.
public final class TemporaryFolder: Sendable {
  /// The folder.
  public let url: URL

  /// Creates the folder.
  ///
  /// - Parameter prefix: The start of the folder's name (a test target's name helps find a
  ///   folder left by a crashed run).
  /// - Throws: The file system's error when the folder cannot be created.
  public init(prefix: String = "ReactiveListTests") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `text` as UTF-8 to `relativePath` inside the folder, creating folders on the way.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - relativePath: Where, relative to ``url``.
  /// - Returns: The file's URL.
  /// - Throws: The file system's error.
  @discardableResult
  public func write(_ text: String, to relativePath: String) throws -> URL {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
