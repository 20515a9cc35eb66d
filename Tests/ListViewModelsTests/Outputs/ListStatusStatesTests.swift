// SPDX-License-Identifier: MIT

import ListPaging
import ListViewModels
import Testing

@Suite struct ListStatusStatesTests {
  static let failure = PagingFailure(message: "offline", typeName: "URLError")

  // ListFooter's table: hidden / idle / refreshing / noMoreData / failed, what each shows and
  // what a tap asks for.
  @Test(
    arguments: [
      (RefreshStatus.Footer.hidden, "", true, false, nil),
      (.idle, "Tap or pull up to load more", false, false, ListInput.loadMore),
      (.refreshing, "Loading more…", false, true, nil),
      (.noMoreData, "No more data", false, false, nil),
      (.failed(failure), "offline · Tap to retry", false, false, .retry),
    ] as [(RefreshStatus.Footer, String, Bool, Bool, ListInput?)]
  )
  func footerStates(status: RefreshStatus.Footer, text: String, isHidden: Bool, isLoading: Bool, tap: ListInput?) {
    let footer = ListFooter(status: status, texts: ListStatusTexts())
    #expect(footer.text == text)
    #expect(footer.isHidden == isHidden)
    #expect(footer.isLoading == isLoading)
    #expect(footer.tapInput == tap)
  }

  // ListCover's table: loading / content / empty / error.
  @Test(
    arguments: [
      (PageState.loading, "Loading…", nil, false, true, nil),
      (.content, "", nil, true, false, nil),
      (.empty(message: "No repos"), "No repos", "Tap to reload", false, false, ListInput.refresh),
      (.error(failure), "offline", "Tap to retry", false, false, .retry),
    ] as [(PageState, String, String?, Bool, Bool, ListInput?)]
  )
  func coverStates(
    pageState: PageState,
    message: String,
    action: String?,
    isHidden: Bool,
    isLoading: Bool,
    tap: ListInput?
  ) {
    let cover = ListCover(pageState: pageState, texts: ListStatusTexts())
    #expect(cover.message == message)
    #expect(cover.action == action)
    #expect(cover.isHidden == isHidden)
    #expect(cover.isLoading == isLoading)
    #expect(cover.tapInput == tap)
  }

  // "It spins while the view model refreshes with something on screen. While the first page loads
  // (``PageState/loading``) the cover's spinner shows the load, so the control does not spin too"
  @Test(
    arguments: [
      (RefreshStatus.Header.refreshing, PageState.content, true),
      (.refreshing, .loading, false),
      (.refreshing, .empty(message: ""), true),
      (.idle, .content, false),
      (.idle, .loading, false),
    ] as [(RefreshStatus.Header, PageState, Bool)]
  )
  func refreshHeaderSpinsOnlyOverSomething(header: RefreshStatus.Header, pageState: PageState, spins: Bool) {
    let status = RefreshStatus(header: header, footer: .idle)
    #expect(ListRefreshHeader(status: status, pageState: pageState, texts: ListStatusTexts()).isRefreshing == spins)
  }

  // "English defaults an app replaces to localise or reword them."
  @Test func everyTextComesFromTheFormatter() {
    let texts = ListStatusTexts(
      refreshTitle: "Ziehen",
      footerIdle: "Mehr",
      footerLoading: "Lädt",
      footerNoMoreData: "Ende",
      footerFailed: { "Fehler: \($0.message)" },
      coverLoading: "Bitte warten",
      coverEmptyAction: "Neu laden",
      coverErrorAction: "Nochmal",
      coverError: { "Oje: \($0.message)" }
    )
    let footers: [RefreshStatus.Footer] = [.idle, .refreshing, .noMoreData, .failed(Self.failure)]
    #expect(footers.map { ListFooter(status: $0, texts: texts).text } == ["Mehr", "Lädt", "Ende", "Fehler: offline"])
    let covers: [PageState] = [.loading, .empty(message: "Leer"), .error(Self.failure)]
    #expect(covers.map { ListCover(pageState: $0, texts: texts).message } == ["Bitte warten", "Leer", "Oje: offline"])
    #expect(covers.map { ListCover(pageState: $0, texts: texts).action } == [nil, "Neu laden", "Nochmal"])
    let status = RefreshStatus(header: .idle, footer: .idle)
    #expect(ListRefreshHeader(status: status, pageState: .content, texts: texts).title == "Ziehen")
    #expect(ListRefreshHeader(status: status, pageState: .content, texts: ListStatusTexts()).title == nil)
  }
}
