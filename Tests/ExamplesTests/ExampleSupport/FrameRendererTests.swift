// SPDX-License-Identifier: MIT

import ExampleSupport
import ReactiveList
import Testing

@Suite struct FrameRendererTests {
  private let renderer = FrameRenderer(width: 32)

  private func list(
    _ rows: [ListRow],
    pageState: PageState = .content,
    footer: RefreshStatus.Footer = .idle,
    messages: [String] = []
  ) -> ExampleScreen {
    .list(
      ListScreen(
        title: "Games  [This week]",
        pageState: pageState,
        refreshStatus: RefreshStatus(header: .idle, footer: footer),
        rows: rows,
        noun: "games",
        messages: messages
      )
    )
  }

  @Test func aScriptFrameNumbersItemsAcrossSectionsWithoutAMarker() {
    let screen = list([.section("Mon"), .item("a"), .item("b"), .section("Tue"), .item("c")], messages: ["Saved"])
    let expected = """
      Games  [This week]
      ================================
      ── Mon ─────────────────────────
        1 a
        2 b
      ── Tue ─────────────────────────
        3 c
      --- 3 games · pull up to load more ---
      » Saved
      """
    #expect(renderer.render(screen) == expected)
  }

  @Test func anUnnumberedRowIsNeitherNumberedNorCountedButIsSelectable() {
    let rows: [ListRow] = [.unnumbered("★ Sale"), .section("Mon"), .item("a"), .item("b")]
    let expected = """
      Games  [This week]
      ================================
          ★ Sale
      ── Mon ─────────────────────────
        1 a
        2 b
      --- 2 games · pull up to load more ---
      """
    #expect(renderer.render(list(rows)) == expected)
    let banner = renderer.render(list(rows), viewport: ListViewport(selection: 0, firstRow: 0, height: 4))
    #expect(banner.contains("›     ★ Sale\n  ── Mon"))
    let second = renderer.render(list(rows), viewport: ListViewport(selection: 2, firstRow: 0, height: 4))
    #expect(second.contains("›   2 b"))
    guard case .list(let screen) = list(rows) else { return }
    #expect([0, 1, 2, 9].map(screen.number(ofSelection:)) == [nil, 1, 2, 2])
  }

  @Test func anInteractiveFrameShowsTheWindowTheMarkerAndTheHints() {
    let rows: [ListRow] = [.section("Mon"), .item("a"), .item("b"), .section("Tue"), .item("c"), .item("d")]
    let viewport = ListViewport(selection: 2, firstRow: 0, height: 3).scrolled(toShowSelectionIn: rows)
    #expect(viewport == ListViewport(selection: 2, firstRow: 2, height: 3))
    let frame = renderer.render(list(rows), viewport: viewport, hints: "q quit")
    let expected = """
      Games  [This week]
      ================================
          2 b
        ── Tue ─────────────────────────
      ›   3 c
      --- 4 games · pull up to load more ---
      q quit
      """
    #expect(frame == expected)
  }

  @Test func scrollingUpShowsTheSectionHeaderAboveTheFirstItemOfASection() {
    let rows: [ListRow] = [.section("Mon"), .item("a"), .item("b"), .section("Tue"), .item("c"), .item("d")]
    let scrolled = ListViewport(selection: 2, firstRow: 4, height: 2).scrolled(toShowSelectionIn: rows)
    #expect(scrolled.firstRow == 3)
    let top = ListViewport(selection: 0, firstRow: 4, height: 2).scrolled(toShowSelectionIn: rows)
    #expect(top.firstRow == 0)
  }

  @Test func theSelectionIsClampedToTheItems() {
    let rows: [ListRow] = [.item("a"), .item("b")]
    #expect(ListViewport(selection: 9, firstRow: 0, height: 5).scrolled(toShowSelectionIn: rows).selection == 1)
    #expect(ListViewport(selection: -2, firstRow: 3, height: 5).scrolled(toShowSelectionIn: rows).selection == 0)
    #expect(ListViewport(selection: 4, firstRow: 2, height: 5).scrolled(toShowSelectionIn: []).firstRow == 0)
  }

  @Test(arguments: [
    (PageState.loading, ["", "", "            loading…", "", ""]),
    (.empty(message: "Nothing"), ["", "", "            Nothing", "         tap to refresh", "", ""]),
    (
      .error(PagingFailure(message: "Offline", typeName: "URLError")),
      ["", "", "            Offline", "          tap to retry", "", ""]
    ),
  ])
  func coversReplaceTheRowsAndTheFooter(state: PageState, cover: [String]) {
    let lines = renderer.render(list([.item("a")], pageState: state)).split(
      separator: "\n",
      omittingEmptySubsequences: false
    )
    #expect(lines.dropFirst(2).map(String.init) == cover)
  }

  @Test func theFooterSaysWhatLoadMoreIsDoing() {
    let footer = { (status: RefreshStatus.Footer) in
      renderer.render(list([.item("a"), .item("b")], footer: status)).split(separator: "\n").last.map(String.init)
    }
    #expect(footer(.hidden) == "--- 2 games ---")
    #expect(footer(.idle) == "--- 2 games · pull up to load more ---")
    #expect(footer(.refreshing) == "--- 2 games · loading… ---")
    #expect(footer(.noMoreData) == "--- 2 games · no more data ---")
    #expect(
      footer(.failed(PagingFailure(message: "Timed out", typeName: "APIError")))
        == "--- 2 games · Timed out · tap to retry ---"
    )
  }

  @Test func aDetailScreenHasABackLineRulesAndMessages() {
    let screen = DetailScreen(title: "Games", lines: ["Chess", "  players: 2"], messages: ["Starred"])
    let expected = """
      Games ‹ back
      ================================
      Chess
        players: 2
      --------------------------------
      » Starred
      """
    #expect(renderer.render(.detail(screen)) == expected)
  }
}
