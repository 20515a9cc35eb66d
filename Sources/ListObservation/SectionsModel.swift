// SPDX-License-Identifier: MIT

public import ListSections
import ListViewModels
public import Observation
import ReactiveCore

/// The sections of a ``ListModel``, as an `@Observable` model: ``snapshot`` follows the items.
///
/// ```swift
/// let days = model.sections(.grouped { Day(id: $0.day) })
/// List(days.snapshot.sections) { section in
///   Section(section.model.title) { ForEach(section.rows) { GameRow(game: $0) } }
/// }
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class SectionsModel<
  Header: Identifiable & Equatable & Sendable,
  Row: Identifiable & Equatable & Sendable
> {
  /// The sections on screen.
  public private(set) var snapshot = SectionedSnapshot<Header, Row>()
  @ObservationIgnored private let bag = DisposeBag()

  /// Follows `sections`.
  ///
  /// - Parameter sections: The sections of a view model.
  init(_ sections: ItemSections<Header, Row>) {
    sections.sections.drive(onNext: { [weak self] in self?.snapshot = $0 }).disposed(by: bag)
  }
}
