// SPDX-License-Identifier: MIT

import ExampleSupport
import ReactiveList
import Testing

@Suite struct FrameRendererTests {
  private let renderer = FrameRenderer(width: 32)
  private let content = RefreshStatus(header: .idle, footer: .idle)

  private func list(_ rows: [ListRow], pageState: PageState = .content, messages: [String] = []) -> ListScreen {
    ListScreen(
      title: "Games",
      tabs: [ExampleTab(name: "today"), ExampleTab(name: "week", title: "This week")],
      selectedTab: "week",
      pageState: pageState,
      refreshStatus: content,
      rows: rows,
      noun: "games",
      messages: messages
    )
  }

  @Test func aScriptFrameNumbersItemsAcrossSectionsWithoutAMarker() {
    let screen = list([.section("Mon"), .item("a"), .item("b"), .section("Tue"), .item("c")], messages: ["Saved"])
    let expected = """
      Games   Today  [This week]
      ================================
      ── Mon ─────────────────────────
        1 a
        2 b
      ── Tue ─────────────────────────
        3 c
      --- 3 games · pull up to load more ---
      » Saved
      """
    #expect(renderer.render(.list(screen)) == expected)
  }

  @Test func anInteractiveFrameShowsTheWindowTheMarkerAndTheHints() {
    let rows: [ListRow] = [.section("Mon"), .item("a"), .item("b"), .section("Tue"), .item("c"), .item("d")]
    let viewport = ListViewport(selection: 2, firstRow: 0, height: 3).scrolled(toShowSelectionIn: rows)
    #expect(viewport == ListViewport(selection: 2, firstRow: 2, height: 3))
    let frame = renderer.render(.list(list(rows)), viewport: viewport, hints: "q quit")
    let expected = """
      Games   Today  [This week]
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
    let lines = renderer.list(list([.item("a")], pageState: state))
    #expect(Array(lines.dropFirst(2)) == cover)
  }

  @Test func theFooterSaysWhatLoadMoreIsDoing() {
    let footer = { (status: RefreshStatus.Footer) in renderer.footer(itemCount: 2, noun: "games", status: status) }
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
