// SPDX-License-Identifier: MIT

import Foundation
import ListPaging
import ListSections
public import ListViewModels

/// Where an interactive frame is scrolled to and which item is selected.
public struct ListViewport: Sendable, Equatable {
  /// The selected item (0-based, section headers not counted).
  public var selection: Int
  /// The first row drawn (an index into ``ListScreen/rows``).
  public var firstRow: Int
  /// How many rows fit.
  public var height: Int

  /// Creates a viewport.
  ///
  /// - Parameters:
  ///   - selection: The selected item.
  ///   - firstRow: The first row drawn.
  ///   - height: How many rows fit.
  public init(selection: Int, firstRow: Int, height: Int) {
    self.selection = selection
    self.firstRow = firstRow
    self.height = max(1, height)
  }

  /// The same viewport after the rows changed from `old` to `new`, with the selected item kept on
  /// the same screen line: items put above it scroll the window, not the selection. Items are told
  /// apart by their text; ListSections' `ScrollAnchor.keptID` rules apply (a removed item hands
  /// the selection to the nearest item before it; at the top, new items show).
  ///
  /// - Parameters:
  ///   - old: The rows drawn last.
  ///   - new: The rows to draw.
  /// - Returns: The viewport for `new`.
  public func keepingSelection(from old: [ListRow], to new: [ListRow]) -> ListViewport {
    func items(_ rows: [ListRow]) -> [(row: Int, text: String)] {
      rows.indices.compactMap { if case .item(let text) = rows[$0] { ($0, text) } else { nil } }
    }
    let before = items(old)
    let after = items(new)
    // Rows with the same text (placeholders of dropped pages) cannot be told apart: left alone.
    func isUnique(_ text: String, in items: [(row: Int, text: String)]) -> Bool {
      items.lazy.filter { $0.text == text }.prefix(2).count == 1
    }
    guard old != new, before.indices.contains(selection), isUnique(before[selection].text, in: before),
      let kept = ScrollAnchor.keptID(before[selection].text, oldIDs: before.map(\.text), newIDs: after.map(\.text)),
      let keptAfter = after.firstIndex(where: { $0.text == kept }), isUnique(kept, in: after)
    else { return self }
    let line = (before.first { $0.text == kept }?.row ?? before[selection].row) - firstRow
    var viewport = self
    viewport.selection = keptAfter
    viewport.firstRow = max(0, after[keptAfter].row - line)
    return viewport
  }

  /// The same viewport, scrolled as little as needed to show the selected item of `rows`.
  ///
  /// - Parameter rows: The list's rows.
  /// - Returns: The scrolled viewport, selection clamped to the items.
  public func scrolled(toShowSelectionIn rows: [ListRow]) -> ListViewport {
    let items = rows.indices.filter { if case .item = rows[$0] { true } else { false } }
    var viewport = self
    guard !items.isEmpty else {
      viewport.selection = 0
      viewport.firstRow = 0
      return viewport
    }
    viewport.selection = min(max(0, selection), items.count - 1)
    var target = items[viewport.selection]
    // Keep a section header directly above the first item of its section in view.
    if target > 0, case .section = rows[target - 1], viewport.firstRow >= target { target -= 1 }
    if target < viewport.firstRow { viewport.firstRow = target }
    if items[viewport.selection] >= viewport.firstRow + height {
      viewport.firstRow = items[viewport.selection] - height + 1
    }
    viewport.firstRow = min(max(0, viewport.firstRow), max(0, rows.count - height))
    return viewport
  }
}

/// Draws ``ExampleScreen``s as plain text: deterministic, no colours, no timestamps.
///
/// A script frame shows every row; an interactive frame (with a ``ListViewport``) shows the rows
/// that fit, a `›` marker on the selected item and a line of key hints. Each piece is public so an
/// example can compose its own screen.
///
/// ```swift
/// let renderer = FrameRenderer()
/// print(renderer.row(number: 3, text: "yangzheng/micro-lite"))
/// // "  3 yangzheng/micro-lite"
/// ```
public struct FrameRenderer: Sendable {
  /// The width of rules and the centring width of covers.
  public var width: Int

  /// Creates a renderer.
  ///
  /// - Parameter width: The width of rules and covers. Default 64.
  public init(width: Int = 64) {
    self.width = width
  }

  /// Draws a screen.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - viewport: Where an interactive list is scrolled; `nil` draws every row without a marker.
  ///   - hints: A last line of key hints (interactive frames); `nil` for none.
  /// - Returns: The frame's lines joined by newlines, without a trailing newline.
  public func render(_ screen: ExampleScreen, viewport: ListViewport? = nil, hints: String? = nil) -> String {
    var lines: [String]
    switch screen {
    case .list(let list): lines = self.list(list, viewport: viewport)
    case .detail(let detail): lines = self.detail(detail)
    }
    if let hints { lines.append(hints) }
    return lines.joined(separator: "\n")
  }

  /// The lines of a list screen: header, rows or cover, footer, messages.
  ///
  /// - Parameters:
  ///   - screen: The list.
  ///   - viewport: The rows to draw and the selected item; `nil` for every row, no marker.
  /// - Returns: The lines.
  public func list(_ screen: ListScreen, viewport: ListViewport? = nil) -> [String] {
    var lines = header(
      title: screen.title,
      tabs: screen.tabs,
      selectedTab: screen.selectedTab,
      refreshing: screen.refreshStatus.header == .refreshing
    )
    if let cover = cover(for: screen.pageState) {
      lines.append(contentsOf: cover)
    } else {
      lines.append(contentsOf: rows(screen.rows, viewport: viewport))
      lines.append(
        footer(
          itemCount: screen.footerCount ?? screen.itemCount,
          noun: screen.noun,
          status: screen.refreshStatus.footer
        )
      )
    }
    lines.append(contentsOf: messages(screen.messages))
    return lines
  }

  /// The rows, numbered from 1 (section headers are not numbered).
  ///
  /// - Parameters:
  ///   - rows: The rows.
  ///   - viewport: The window to draw and the selected item; `nil` for every row, no marker.
  /// - Returns: The lines.
  public func rows(_ rows: [ListRow], viewport: ListViewport? = nil) -> [String] {
    var lines: [String] = []
    var number = 0
    for (index, row) in rows.enumerated() {
      let visible = viewport.map { index >= $0.firstRow && index < $0.firstRow + $0.height } ?? true
      switch row {
      case .section(let title):
        if visible { lines.append(sectionHeader(title, marked: viewport != nil)) }
      case .item(let text):
        number += 1
        guard visible else { continue }
        let marker: RowMarker = viewport.map { $0.selection == number - 1 ? .selected : .unselected } ?? .none
        lines.append(self.row(number: number, text: text, marker: marker))
      }
    }
    return lines
  }

  /// The header: the title, the tabs (the selected one in brackets), a refreshing sign, a rule.
  ///
  /// - Parameters:
  ///   - title: The app's name.
  ///   - tabs: The tabs.
  ///   - selectedTab: The selected tab's name.
  ///   - refreshing: Whether pull-to-refresh is running.
  /// - Returns: Two lines.
  public func header(title: String, tabs: [ExampleTab], selectedTab: String?, refreshing: Bool) -> [String] {
    let labels = tabs.map { $0.name == selectedTab ? "[\($0.title)]" : " \($0.title) " }.joined(separator: " ")
    let line = "\(title)  \(labels)".trimmingCharacters(in: .whitespaces)
    return ["\(line)\(refreshing ? "  ↻ refreshing…" : "")", rule("=")]
  }

  /// Whether and how a row shows the selection.
  public enum RowMarker: Sendable {
    /// No marker column (script frames).
    case none
    /// The selected row: `›` in the marker column.
    case selected
    /// Another row: a blank marker column.
    case unselected
  }

  /// One item row: its number right-aligned in three columns, then the example's text.
  ///
  /// - Parameters:
  ///   - number: The 1-based row number.
  ///   - text: The item, formatted by the example.
  ///   - marker: The selection marker column.
  /// - Returns: The line.
  public func row(number: Int, text: String, marker: RowMarker = .none) -> String {
    let line = "\(Self.pad(String(number), 3, right: true)) \(text)"
    switch marker {
    case .none: return line
    case .selected: return "› " + line
    case .unselected: return "  " + line
    }
  }

  /// A section header line: `── title ───…` as wide as the rules.
  ///
  /// - Parameters:
  ///   - title: The section's title.
  ///   - marked: Whether rows have a marker column (interactive), so the header lines up.
  /// - Returns: The line.
  public func sectionHeader(_ title: String, marked: Bool = false) -> String {
    let start = "── \(title) "
    return (marked ? "  " : "") + start + String(repeating: "─", count: max(2, width - start.count))
  }

  /// The footer line: the item count and the load-more state.
  ///
  /// `pull up to load more`, `loading…`, `<error> · tap to retry` or `no more data`.
  ///
  /// - Parameters:
  ///   - itemCount: How many items are loaded.
  ///   - noun: What the items are called.
  ///   - status: The load-more footer's state.
  /// - Returns: The line.
  public func footer(itemCount: Int, noun: String, status: RefreshStatus.Footer) -> String {
    let count = "\(itemCount) \(noun)"
    let state = ListFooter(status: status, texts: Self.texts).text
    return "--- \(count)\(state.isEmpty ? "" : " · \(state)") ---"
  }

  /// The full-screen cover for a page state, or `nil` for content.
  ///
  /// - Parameter pageState: The state.
  /// - Returns: Centred lines with blank lines around them: `loading…`, the empty message with
  ///   `tap to refresh`, or the error with `tap to retry`.
  public func cover(for pageState: PageState) -> [String]? {
    let cover = ListCover(pageState: pageState, texts: Self.texts)
    guard !cover.isHidden else { return nil }
    return self.cover([cover.message] + (cover.action.map { [$0] } ?? []))
  }

  /// The terminal's texts for the footer and the cover: what ReactiveListUIKit's views show, in
  /// the lower case of the rest of the frame.
  public static let texts = ListStatusTexts(
    footerIdle: "pull up to load more",
    footerLoading: "loading…",
    footerNoMoreData: "no more data",
    footerFailed: { "\($0.message) · tap to retry" },
    coverLoading: "loading…",
    coverEmptyAction: "tap to refresh",
    coverErrorAction: "tap to retry"
  )

  /// Centres `lines` with two blank lines above and below.
  ///
  /// - Parameter lines: The lines.
  /// - Returns: The cover's lines.
  public func cover(_ lines: [String]) -> [String] {
    ["", ""] + lines.map { Self.pad("", max(0, (width - $0.count) / 2)) + $0 } + ["", ""]
  }

  /// The one-shot messages, one `» message` line each.
  ///
  /// - Parameter messages: The messages.
  /// - Returns: The lines.
  public func messages(_ messages: [String]) -> [String] {
    messages.map { "» \($0)" }
  }

  /// The lines of a detail screen: `title ‹ back`, a rule, the lines, a rule, the messages.
  ///
  /// - Parameter screen: The detail screen.
  /// - Returns: The lines.
  public func detail(_ screen: DetailScreen) -> [String] {
    ["\(screen.title) ‹ back", rule("=")] + screen.lines + [rule("-")] + messages(screen.messages)
  }

  /// A rule as wide as the renderer.
  ///
  /// - Parameter character: The character to repeat.
  /// - Returns: The line.
  public func rule(_ character: Character) -> String {
    String(repeating: character, count: width)
  }

  /// Pads `text` with spaces to `length` characters.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - length: The width to fill.
  ///   - right: Whether to align right (pad on the left).
  /// - Returns: The padded text (unchanged when already long enough).
  public static func pad(_ text: String, _ length: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, length - text.count))
    return right ? fill + text : text + fill
  }
}
