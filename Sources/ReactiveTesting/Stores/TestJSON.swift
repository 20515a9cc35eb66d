// SPDX-License-Identifier: MIT

public import Foundation

// A test's model data is the app's own mock JSON: the files its previews and its mock transport
// already read, so a test needs no factory of sample items.

/// Why a test could not read a bundled JSON file.
public enum TestJSONError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bundle has no file at this path.
  case missingFile(String)
  /// Several files of the bundle match this path; name more of it (`"games/list"`).
  case ambiguous(String, Int)
  /// The file has no JSON value at this key path.
  case missingKeyPath(String, in: String)

  /// What went wrong, naming the file.
  public var description: String {
    switch self {
    case .missingFile(let path): "no file \(path) in the bundle's resources"
    case .ambiguous(let path, let count): "\(count) files of the bundle's resources match \(path)"
    case .missingKeyPath(let keyPath, let path): "\(path) has no value at \(keyPath)"
    }
  }
}

/// Reads the JSON files an app bundles (its mock JSON) in tests, so the model data of a test is
/// the data the app's previews and mock transport show.
///
/// ```swift
/// let posts = try TestJSON.decode([Post].self, from: "home_timeline", in: TimelineResources.bundle)
/// let store = TestPageStore(posts, strategy: .offsetID(pageSize: 5))
/// ```
///
/// The bundle is the app target's `Bundle.module`, which a test reaches through a type of the
/// app (`enum TimelineResources { static var bundle: Bundle { .module } }`), because SwiftPM
/// makes `Bundle.module` internal to its target.
public enum TestJSON {
  /// The value at `keyPath` of a JSON file of `bundle`, decoded as `type`.
  ///
  /// - Parameters:
  ///   - type: The type to decode, with a plain `JSONDecoder`.
  ///   - path: The end of the file's path inside the bundle's resources, `.json` optional:
  ///     `"home_timeline"` or `"statuses/home_timeline.json"`; it must match exactly one file.
  ///   - bundle: The bundle holding the file.
  ///   - keyPath: Where the value sits in the file, keys separated by dots (`"data.list"` for a
  ///     `{code, message, data: {list: [...]}}` envelope); `nil` for the whole file.
  /// - Returns: The decoded value.
  /// - Throws: ``TestJSONError`` when no file or several match `path`, or the file has nothing at
  ///   `keyPath`; the decoder's error when the value does not decode.
  public static func decode<Value: Decodable>(
    _ type: Value.Type,
    from path: String,
    in bundle: Bundle,
    at keyPath: String? = nil
  ) throws -> Value {
    let data = try contents(of: path, in: bundle)
    guard let keyPath, !keyPath.isEmpty else { return try JSONDecoder().decode(type, from: data) }
    var value = try JSONSerialization.jsonObject(with: data)
    for key in keyPath.split(separator: ".") {
      guard let next = (value as? [String: Any])?[String(key)] else {
        throw TestJSONError.missingKeyPath(keyPath, in: path)
      }
      value = next
    }
    return try JSONDecoder().decode(type, from: JSONSerialization.data(withJSONObject: value))
  }

  /// The file of the bundle's resources whose path ends with `path` or `path.json`: exactly one.
  static func contents(of path: String, in bundle: Bundle) throws -> Data {
    let root = (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL
    let files =
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { ($0 as? URL)?.standardizedFileURL.path } ?? []
    let matches = files.filter { file in
      file.hasSuffix(".json")
        && [path, path + ".json"].contains { file == root.path + "/" + $0 || file.hasSuffix("/" + $0) }
    }
    guard matches.count < 2 else { throw TestJSONError.ambiguous(path, matches.count) }
    guard let file = matches.first, let data = FileManager.default.contents(atPath: file) else {
      throw TestJSONError.missingFile(path)
    }
    return data
  }
}
