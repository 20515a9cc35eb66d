// SPDX-License-Identifier: MIT

import Foundation

extension APIError {
  /// Converts a `DecodingError` into ``decoding(keyPath:reason:)``, with a dotted key path such
  /// as `data.items[3].owner.id`.
  /// - Parameter error: The error `JSONDecoder` threw.
  /// - Returns: The typed error.
  public static func decoding(_ error: DecodingError) -> APIError {
    switch error {
    case .typeMismatch(let type, let context):
      return .decoding(
        keyPath: keyPath(context.codingPath),
        reason: "is not \(article(type)) (\(context.debugDescription))"
      )
    case .valueNotFound(let type, let context):
      return .decoding(keyPath: keyPath(context.codingPath), reason: "is null where \(article(type)) was expected")
    case .keyNotFound(let key, let context):
      return .decoding(keyPath: keyPath(context.codingPath + [key]), reason: "is missing")
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
      return .decoding(
        keyPath: keyPath(context.codingPath),
        reason: "is invalid: \(context.debugDescription)\(underlying)"
      )
    @unknown default:
      return .decoding(keyPath: "", reason: "could not be decoded: \(error.localizedDescription)")
    }
  }

  /// Renders a coding path as `data.items[3].owner.id`.
  /// - Parameter path: The coding path.
  /// - Returns: The dotted key path; empty for the root.
  public static func keyPath(_ path: [any CodingKey]) -> String {
    var result = ""
    for key in path {
      if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == "\(index)" {
        result += "[\(index)]"
      } else {
        result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return result
  }

  private static func article(_ type: Any.Type) -> String {
    let name = String(describing: type)
    return "AEIOU".contains(name.prefix(1)) ? "an \(name)" : "a \(name)"
  }
}
