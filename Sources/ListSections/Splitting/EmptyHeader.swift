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
///
/// It is `Identifiable` with a stable ``id`` (every placeholder is the same), so it can be the
/// section model of a snapshot or a section builder as it is. To mix header-less sections with
/// visible headers, use ``SectionHeader`` as the section model: it is `Identifiable` when its
/// header is.
///
/// ```swift
/// var snapshot = SectionedSnapshot<EmptyHeader, Game>()
/// snapshot.appendSection(EmptyHeader(), rows: games)
///
/// // Header-less top section, then one section per day:
/// // SectionHeader<Day>.empty, .visible(Day("2026-11-21")), ...
/// ```
public struct EmptyHeader: HeaderModel, Hashable, Sendable, Identifiable {
  /// Creates the placeholder.
  public init() {}

  /// The placeholder's identity: the same for every `EmptyHeader`, so a section it heads keeps
  /// its identity across snapshots.
  public var id: EmptyHeader { self }
}
