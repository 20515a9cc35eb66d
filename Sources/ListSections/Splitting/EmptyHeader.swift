// SPDX-License-Identifier: MIT

/// A marker for header models in a list of heterogeneous, protocol-typed models.
///
/// ``Swift/Collection/splitIntoSections()`` starts a new section at every element whose dynamic
/// type conforms to `HeaderModel`; every other element is a row.
///
/// ```swift
/// protocol ListModel: Sendable {}
/// struct DateHeader: ListModel, HeaderModel { let title: String }
/// struct GameRow: ListModel { let name: String }
///
/// let models: [any ListModel] = [GameRow(name: "a"), DateHeader(title: "Today"), GameRow(name: "b")]
/// let sections = models.splitIntoSections()
/// // [none: [a], visible(Today): [b]]
/// ```
public protocol HeaderModel {}

/// A placeholder header: starts a new section that shows no header view.
///
/// Use it when the first rows of a list must not pin under a header while later sections do:
/// put an `EmptyHeader` where the section begins. With a type-safe enum of models, return
/// ``SplitRole/emptyHeader`` for the element that plays this part instead.
public struct EmptyHeader: HeaderModel, Hashable, Sendable {
  /// Creates the placeholder.
  public init() {}
}
