// SPDX-License-Identifier: MIT

public import Foundation

/// Why a ``SectionedDataSource`` could not answer a view.
///
/// Views ask with index paths they believe valid, and a data source that answers with a crash
/// takes the app down far from the cause. The data source answers every question; when it cannot,
/// it reports one of these to ``SectionedDataSource/onError`` (and keeps the last in
/// ``SectionedDataSource/lastError``) and answers with a harmless fallback.
public enum DataSourceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A section index outside the snapshot shown.
  case sectionOutOfRange(Int)
  /// An index path that is not `[section, row]` of a row of the snapshot shown.
  case rowOutOfRange(IndexPath)
  /// The registry could not present a model (an unregistered model type, or a view of another
  /// class than registered).
  case registry(RegistryError)

  /// A readable description naming what was asked.
  public var description: String {
    switch self {
    case .sectionOutOfRange(let section): "No section \(section) in the snapshot shown"
    case .rowOutOfRange(let indexPath): "No row at \(Array(indexPath)) in the snapshot shown"
    case .registry(let error): error.description
    }
  }
}
