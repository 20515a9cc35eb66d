// SPDX-License-Identifier: MIT

import Foundation
import ListPaging
import ListSections
import ListViewModels

/// Where an interactive frame is scrolled to and which row is selected.
public struct ListViewport: Sendable, Equatable {
  /// The selected row (0-based among the selectable rows, section headers not counted).
  public var selection: Int
  /// The first row drawn (an index into ``ListScreen/rows``).
  public var firstRow: Int
  /// How many rows fit.
  public var height: Int

  /// Creates a viewport.
  ///
  /// - Parameters:
  ///   - selection: The selected row.
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

  /// The same viewport, scrolled as little as needed to show the selected row of `rows`.
  ///
  /// - Parameter rows: The list's rows.
  /// - Returns: The scrolled viewport, selection clamped to the selectable rows.
  public func scrolled(toShowSelectionIn rows: [ListRow]) -> ListViewport {
    let selectable = rows.indices.filter { if case .section = rows[$0] { false } else { true } }
    var viewport = self
    guard !selectable.isEmpty else {
      viewport.selection = 0
      viewport.firstRow = 0
      return viewport
    }
    viewport.selection = min(max(0, selection), selectable.count - 1)
    var target = selectable[viewport.selection]
    // Keep a section header directly above the first row of its section in view.
    if target > 0, case .section = rows[target - 1], viewport.firstRow >= target { target -= 1 }
    if target < viewport.firstRow { viewport.firstRow = target }
    if selectable[viewport.selection] >= viewport.firstRow + height {
      viewport.firstRow = selectable[viewport.selection] - height + 1
    }
    viewport.firstRow = min(max(0, viewport.firstRow), max(0, rows.count - height))
    return viewport
  }
}

/// Draws ``ExampleScreen``s as plain text: deterministic, no colours, no timestamps.
///
/// A list frame is a header (title, `↻ refreshing…` while a pull runs, a rule), then the rows
/// (items numbered from 1, right-aligned in three columns; section headers as `── title ───`) and
/// a footer line with the item count and the load-more state, or a centred cover instead of both
/// (`loading…`, the empty message with `tap to refresh`, the error with `tap to retry`), then the
/// one-shot messages as `» message`. A detail frame is `title ‹ back`, a rule, the lines, a rule.
/// An interactive frame (with a ``ListViewport``) shows the rows that fit, a `›` marker on the
/// selected row and a line of key hints.
///
/// ```swift
/// FrameRenderer().render(.detail(DetailScreen(title: "Games", lines: ["Chess"])))
/// // "Games ‹ back\n=====…\nChess\n-----…"
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
    case .list(let list):
      let refreshing = list.refreshStatus.header == .refreshing ? "  ↻ refreshing…" : ""
      lines = [list.title + refreshing, rule("=")]
      let cover = ListCover(pageState: list.pageState, texts: Self.texts)
      if cover.isHidden {
        lines += rows(list.rows, viewport: viewport)
        let count = list.rows.count { if case .item = $0 { true } else { false } }
        let state = ListFooter(status: list.refreshStatus.footer, texts: Self.texts).text
        lines.append("--- \(count) \(list.noun)\(state.isEmpty ? "" : " · \(state)") ---")
      } else {
        let centred = [cover.message] + (cover.action.map { [$0] } ?? [])
        lines += ["", ""] + centred.map { Self.pad("", max(0, (width - $0.count) / 2)) + $0 } + ["", ""]
      }
    case .detail(let detail):
      lines = ["\(detail.title) ‹ back", rule("=")] + detail.lines + [rule("-")]
    }
    lines += screen.messages.map { "» \($0)" }
    if let hints { lines.append(hints) }
    return lines.joined(separator: "\n")
  }

  /// The rows: items numbered from 1, unnumbered rows with a blank number, section headers as
  /// wide as the rules; with a viewport, only the rows in it, and a marker column.
  private func rows(_ rows: [ListRow], viewport: ListViewport?) -> [String] {
    var lines: [String] = []
    var number = 0
    var selectable = -1
    for (index, row) in rows.enumerated() {
      let line: String
      var isSection = false
      switch row {
      case .section(let title):
        isSection = true
        let start = "── \(title) "
        line = start + String(repeating: "─", count: max(2, width - start.count))
      case .item(let text):
        number += 1
        selectable += 1
        line = "\(Self.pad(String(number), 3, right: true)) \(text)"
      case .unnumbered(let text):
        selectable += 1
        line = "    \(text)"
      }
      guard let viewport else {
        lines.append(line)
        continue
      }
      guard index >= viewport.firstRow, index < viewport.firstRow + viewport.height else { continue }
      let selected = !isSection && selectable == viewport.selection
      lines.append((selected ? "› " : "  ") + line)
    }
    return lines
  }

  /// The terminal's texts for the footer and the cover: what ReactiveListUIKit's views show, in
  /// the lower case of the rest of the frame.
  static let texts = ListStatusTexts(
    footerIdle: "pull up to load more",
    footerLoading: "loading…",
    footerNoMoreData: "no more data",
    footerFailed: { "\($0.message) · tap to retry" },
    coverLoading: "loading…",
    coverEmptyAction: "tap to refresh",
    coverErrorAction: "tap to retry"
  )

  /// A rule as wide as the renderer.
  private func rule(_ character: Character) -> String {
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
