// SPDX-License-Identifier: MIT

public import ListViewModels

/// What an example shows: a list or a detail screen, as plain values the ``FrameRenderer`` draws.
public enum ExampleScreen: Sendable, Equatable {
  /// A list with its header, rows or cover, footer and messages.
  case list(ListScreen)
  /// A detail screen pushed over the list.
  case detail(DetailScreen)

  /// The one-shot messages on the screen.
  public var messages: [String] {
    switch self {
    case .list(let screen): screen.messages
    case .detail(let screen): screen.messages
    }
  }
}

/// One line of a list.
public enum ListRow: Sendable, Equatable {
  /// A section header (e.g. a date); not numbered, not selectable.
  case section(String)
  /// An item, already formatted by the example; numbered from 1 as printed, selectable.
  case item(String)
  /// A selectable row without a number, such as a banner above the items; `open N` never counts it.
  case unnumbered(String)
}

/// A list screen as values: what the view model's outputs last said, formatted by the example.
///
/// An app can keep one and bind its view model's outputs straight into it
/// (`viewModel.pageState.drive(onNext: { [weak self] in self?.list.pageState = $0 })`).
public struct ListScreen: Sendable, Equatable {
  /// The first line of the header: the app's name, its title or tabs.
  public var title: String
  /// The full-screen state: a cover, or the rows.
  public var pageState: PageState
  /// The header and footer states (a failed load-more shows in the footer).
  public var refreshStatus: RefreshStatus
  /// The rows, in order.
  public var rows: [ListRow]
  /// What the numbered items are called in the footer (`projects`).
  public var noun: String
  /// One-shot messages under the list.
  public var messages: [String]

  /// Creates a list screen.
  ///
  /// - Parameters:
  ///   - title: The first line of the header.
  ///   - pageState: The full-screen state; default the loading cover.
  ///   - refreshStatus: The header and footer states; default idle and hidden.
  ///   - rows: The rows; default none.
  ///   - noun: What the numbered items are called.
  ///   - messages: One-shot messages; default none.
  public init(
    title: String,
    pageState: PageState = .loading,
    refreshStatus: RefreshStatus = RefreshStatus(header: .idle, footer: .hidden),
    rows: [ListRow] = [],
    noun: String,
    messages: [String] = []
  ) {
    self.title = title
    self.pageState = pageState
    self.refreshStatus = refreshStatus
    self.rows = rows
    self.noun = noun
    self.messages = messages
  }

  /// The selectable rows (items and unnumbered rows), in order: what the selection counts.
  public var selectableRows: [ListRow] {
    rows.filter { if case .section = $0 { false } else { true } }
  }

  /// The number of the selected row (clamped to the rows), or `nil` for an unnumbered row.
  ///
  /// - Parameter selection: The 0-based index among ``selectableRows``.
  /// - Returns: Its 1-based number, as printed.
  public func number(ofSelection selection: Int) -> Int? {
    let selectable = selectableRows
    guard !selectable.isEmpty else { return nil }
    let index = min(max(0, selection), selectable.count - 1)
    guard case .item = selectable[index] else { return nil }
    return selectable[...index].count { if case .item = $0 { true } else { false } }
  }

  /// Whether the rows are on screen (not a cover).
  public var showsRows: Bool {
    pageState == .content
  }
}

/// A detail screen: a heading line and its lines between two rules.
public struct DetailScreen: Sendable, Equatable {
  /// The app's name, in the `‹ back` line.
  public var title: String
  /// The lines between the rules.
  public var lines: [String]
  /// One-shot messages under the screen.
  public var messages: [String]

  /// Creates a detail screen.
  ///
  /// - Parameters:
  ///   - title: The app's name.
  ///   - lines: The lines between the rules.
  ///   - messages: One-shot messages.
  public init(title: String, lines: [String], messages: [String] = []) {
    self.title = title
    self.lines = lines
    self.messages = messages
  }
}
