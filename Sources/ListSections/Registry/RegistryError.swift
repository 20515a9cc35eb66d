// SPDX-License-Identifier: MIT

/// Why a ``ModelRegistry`` could not present a model.
public enum RegistryError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No presentation is registered for the model's dynamic type, named here
  /// (for example `"MyApp.GameRow"`).
  case unregisteredModel(typeName: String)

  /// A readable description naming the type that is missing.
  public var description: String {
    switch self {
    case .unregisteredModel(let typeName):
      "No presentation registered for model type \(typeName); register it with ModelRegistry.register(_:)"
    }
  }
}
