// SPDX-License-Identifier: MIT

/// Why a ``ModelRegistry`` could not present a model.
public enum RegistryError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No presentation is registered for the model's dynamic type, named here
  /// (for example `"MyApp.GameRow"`).
  case unregisteredModel(typeName: String)
  /// The view handed to ``ModelRegistry/configure(_:with:)`` is not of the type the model's
  /// registration expects (both named, for example `"MyApp.GameCell"` and `"UIKit.UITableViewCell"`).
  case viewTypeMismatch(expected: String, actual: String)

  /// A readable description naming the type that is missing.
  public var description: String {
    switch self {
    case .unregisteredModel(let typeName):
      "No presentation registered for model type \(typeName); register it with ModelRegistry.register(_:)"
    case .viewTypeMismatch(let expected, let actual):
      "Expected a view of type \(expected) but got \(actual); register that class under the reuse identifier"
    }
  }
}
