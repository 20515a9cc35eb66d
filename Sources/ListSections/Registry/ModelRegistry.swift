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
    let configure: @MainActor @Sendable (View, Any) throws(RegistryError) -> Void
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

  /// Registers how to show models of one type in views of a more specific type (a cell class),
  /// replacing any earlier registration for that model type.
  ///
  /// The configure closure receives the view already cast to `viewType`, so a registry of all
  /// table view cells can hold one cell class per model type:
  ///
  /// ```swift
  /// var registry = ModelRegistry<UITableViewCell>()
  /// let identifier = registry.register(Game.self, view: GameCell.self) { cell, game in
  ///   cell.title.text = game.name  // cell is a GameCell
  /// }
  /// // identifier == "MyApp.GameCell"; register GameCell with the table view under it
  /// ```
  ///
  /// A view that is not a `viewType` when it is configured (a different class registered with the
  /// view under the same identifier) makes ``configure(_:with:)`` throw
  /// ``RegistryError/viewTypeMismatch(expected:actual:)``, leaving the view untouched.
  ///
  /// - Parameters:
  ///   - type: The model type, matched exactly against a model's dynamic type.
  ///   - viewType: The type of the views that show it (usually a subclass of `View`).
  ///   - reuseIdentifier: The reuse identifier; by default the full name of `viewType`.
  ///   - height: A fixed or computed height, or ``RowHeight/automatic``.
  ///   - configure: Fills a (possibly reused) view with a model; runs on the main actor.
  /// - Returns: The reuse identifier used, to register `viewType` under with the view.
  /// - Complexity: Amortised O(1).
  @discardableResult
  public mutating func register<Model, Subview>(
    _ type: Model.Type,
    view viewType: Subview.Type,
    reuseIdentifier: String? = nil,
    height: RowHeight<Model> = .automatic,
    configure: @escaping @MainActor @Sendable (Subview, Model) -> Void
  ) -> String {
    let identifier = reuseIdentifier ?? String(reflecting: viewType)
    entries[ObjectIdentifier(type)] = Entry(
      reuseIdentifier: identifier,
      height: { model in
        guard let model = model as? Model else { return nil }
        return height.height(for: model)
      },
      configure: { view, model throws(RegistryError) in
        guard let subview = view as? Subview else {
          throw .viewTypeMismatch(
            expected: String(reflecting: Subview.self),
            actual: String(reflecting: Swift.type(of: view))
          )
        }
        guard let model = model as? Model else { return }
        configure(subview, model)
      }
    )
    return identifier
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
  /// - Throws: ``RegistryError/unregisteredModel(typeName:)`` when its type is not registered,
  ///   ``RegistryError/viewTypeMismatch(expected:actual:)`` when the view is not of the type
  ///   registered with ``register(_:view:reuseIdentifier:height:configure:)``; the view is left
  ///   untouched.
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
