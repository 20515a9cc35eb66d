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

/// A tab in a list's header.
public struct ExampleTab: Sendable, Equatable {
  /// The name scripts use (`tab popular`).
  public var name: String
  /// The label in the header (`Popular`).
  public var title: String

  /// Creates a tab.
  ///
  /// - Parameters:
  ///   - name: The name scripts use.
  ///   - title: The label; default: the name with its first letter capitalised.
  public init(name: String, title: String? = nil) {
    self.name = name
    self.title = title ?? name.prefix(1).uppercased() + name.dropFirst()
  }
}

/// One line of a list: a section header or an item.
public enum ListRow: Sendable, Equatable {
  /// A section header (e.g. a date); not numbered, not selectable.
  case section(String)
  /// An item, already formatted by the example (the renderer adds its number).
  case item(String)
}

/// A list screen as values: what the view model's outputs last said, formatted by the example.
public struct ListScreen: Sendable, Equatable {
  /// The app's name, first in the header.
  public var title: String
  /// The tabs; empty when the example has none.
  public var tabs: [ExampleTab]
  /// The selected tab's name.
  public var selectedTab: String?
  /// The full-screen state: a cover, or the rows.
  public var pageState: PageState
  /// The header and footer states (a failed load-more shows in the footer).
  public var refreshStatus: RefreshStatus
  /// The rows, in order.
  public var rows: [ListRow]
  /// What the items are called in the footer (`projects`).
  public var noun: String
  /// How many items the footer counts (e.g. games, not a banner row); `nil` counts every item
  /// row (``itemCount``).
  public var footerCount: Int?
  /// One-shot messages under the list.
  public var messages: [String]

  /// Creates a list screen.
  ///
  /// - Parameters:
  ///   - title: The app's name.
  ///   - tabs: The tabs, if any.
  ///   - selectedTab: The selected tab's name.
  ///   - pageState: The full-screen state.
  ///   - refreshStatus: The header and footer states.
  ///   - rows: The rows.
  ///   - noun: What the items are called.
  ///   - footerCount: How many items the footer counts; `nil` (the default) for every item row.
  ///   - messages: One-shot messages.
  public init(
    title: String,
    tabs: [ExampleTab] = [],
    selectedTab: String? = nil,
    pageState: PageState,
    refreshStatus: RefreshStatus,
    rows: [ListRow],
    noun: String,
    footerCount: Int? = nil,
    messages: [String] = []
  ) {
    self.title = title
    self.tabs = tabs
    self.selectedTab = selectedTab
    self.pageState = pageState
    self.refreshStatus = refreshStatus
    self.rows = rows
    self.noun = noun
    self.footerCount = footerCount
    self.messages = messages
  }

  /// How many item rows the list has (section headers not counted).
  public var itemCount: Int {
    rows.reduce(0) { count, row in if case .item = row { count + 1 } else { count } }
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
