// SPDX-License-Identifier: MIT

/// Maps model types to how they are shown: a reuse identifier, a height and a configure closure.
///
/// The registry is generic over the view type, so the same code serves UIKit cells, SwiftUI
/// wrappers or terminal lines. Models are looked up by their **dynamic** type, so a heterogeneous
/// list of `any ListModel` values, or the payloads of a model enum, find their presentation.
///
/// ```swift
/// var registry = ModelRegistry<TerminalLine>()
/// registry.register(GameRow.self, reuseIdentifier: "game", height: .fixed(1)) { line, game in
///   line.text = game.name
/// }
/// let id = try registry.reuseIdentifier(for: GameRow(name: "Tetris"))  // "game"
/// try registry.reuseIdentifier(for: DateHeader(title: "Mon"))
/// // throws RegistryError.unregisteredModel(typeName: "MyApp.DateHeader")
/// ```
///
/// An unregistered model is a ``RegistryError/unregisteredModel(typeName:)`` naming the type,
/// never a crash. The registry is a `Sendable` value: build it once, then share it. Configure
/// closures run on the main actor (views live there); heights may be computed anywhere.
public struct ModelRegistry<View>: Sendable {
  private var entries: [ObjectIdentifier: Entry] = [:]

  private struct Entry: Sendable {
    let reuseIdentifier: String
    let height: @Sendable (Any) -> Double?
    let configure: @MainActor @Sendable (View, Any) -> Void
  }

  /// Creates an empty registry.
  public init() {}

  /// The number of registered model types.
  public var count: Int { entries.count }

  /// Registers how to show models of one type, replacing any earlier registration for that type.
  ///
  /// - Parameters:
  ///   - type: The model type, matched exactly against a model's dynamic type.
  ///   - reuseIdentifier: The reuse identifier of the view that shows it.
  ///   - height: A fixed or computed height, or ``RowHeight/automatic``.
  ///   - configure: Fills a (possibly reused) view with a model; runs on the main actor.
  /// - Complexity: Amortised O(1).
  public mutating func register<Model>(
    _ type: Model.Type,
    reuseIdentifier: String,
    height: RowHeight<Model> = .automatic,
    configure: @escaping @MainActor @Sendable (View, Model) -> Void
  ) {
    entries[ObjectIdentifier(type)] = Entry(
      reuseIdentifier: reuseIdentifier,
      height: { model in
        // The entry is only ever found through ObjectIdentifier(Model.self), so the cast holds.
        guard let model = model as? Model else { return nil }
        return height.height(for: model)
      },
      configure: { view, model in
        guard let model = model as? Model else { return }
        configure(view, model)
      }
    )
  }

  /// Whether a presentation is registered for the model's dynamic type.
  ///
  /// - Parameter model: Any model value (an existential is looked up by its dynamic type).
  /// - Returns: `true` when ``register(_:reuseIdentifier:height:configure:)`` was called for its type.
  /// - Complexity: O(1).
  public func contains(_ model: Any) -> Bool {
    entries[ObjectIdentifier(Swift.type(of: model))] != nil
  }

  /// The reuse identifier for a model.
  ///
  /// - Parameter model: Any model value.
  /// - Returns: The identifier registered for its dynamic type.
  /// - Throws: ``RegistryError/unregisteredModel(typeName:)`` when its type is not registered.
  /// - Complexity: O(1).
  public func reuseIdentifier(for model: Any) throws(RegistryError) -> String {
    try entry(for: model).reuseIdentifier
  }

  /// The height of the view for a model.
  ///
  /// - Parameter model: Any model value.
  /// - Returns: The fixed or computed height, or `nil` when registered as ``RowHeight/automatic``.
  /// - Throws: ``RegistryError/unregisteredModel(typeName:)`` when its type is not registered.
  /// - Complexity: O(1) plus the height closure.
  public func height(for model: Any) throws(RegistryError) -> Double? {
    try entry(for: model).height(model)
  }

  /// Configures a view with a model, using the closure registered for the model's type.
  ///
  /// - Parameters:
  ///   - view: The view to fill.
  ///   - model: Any model value.
  /// - Throws: ``RegistryError/unregisteredModel(typeName:)`` when its type is not registered;
  ///   the view is left untouched.
  /// - Complexity: O(1) plus the configure closure.
  @MainActor
  public func configure(_ view: View, with model: Any) throws(RegistryError) {
    try entry(for: model).configure(view, model)
  }

  private func entry(for model: Any) throws(RegistryError) -> Entry {
    let type = Swift.type(of: model)
    guard let entry = entries[ObjectIdentifier(type)] else {
      throw .unregisteredModel(typeName: String(reflecting: type))
    }
    return entry
  }
}
