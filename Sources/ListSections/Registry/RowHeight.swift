// SPDX-License-Identifier: MIT

/// How tall the view for a model is: a fixed height, or one computed from the model.
///
/// Heights are plain `Double`s in whatever unit the view system uses (points for UIKit, lines for a
/// terminal renderer).
public enum RowHeight<Model>: Sendable {
  /// Every view for this model type has the same height.
  case fixed(Double)
  /// The height is computed from the model (for example from its text length).
  case computed(@Sendable (Model) -> Double)
  /// The view system sizes the view itself (`UITableView.automaticDimension` and the like).
  case automatic

  /// The height for a model, or `nil` for ``automatic``.
  ///
  /// - Parameter model: The model to measure.
  /// - Returns: The height, or `nil` when the view sizes itself.
  public func height(for model: Model) -> Double? {
    switch self {
    case .fixed(let height): height
    case .computed(let compute): compute(model)
    case .automatic: nil
    }
  }
}
