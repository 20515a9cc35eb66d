// SPDX-License-Identifier: MIT

// The code of Documentation/Paging.md, compiled and run (see DocumentationSnippetTests).

import Foundation
import ReactiveList
import TestSupport
import Testing

// MARK: Strategies: each request becomes query items

/// Page number: `?page=2&pageSize=10`.
func queryItems(for request: PageNumberPaging.Request) -> [URLQueryItem] {
  [URLQueryItem(name: "page", value: "\(request.page)"), URLQueryItem(name: "pageSize", value: "\(request.pageSize)")]
}

/// Offset id: `?limit=10`, then `?offsetId=10&limit=10` (older than article 10).
func queryItems(for request: OffsetIDPaging<Int>.Request) -> [URLQueryItem] {
  switch request {
  case .first(let pageSize):
    return [URLQueryItem(name: "limit", value: "\(pageSize)")]
  case .older(let id, let pageSize):
    return [URLQueryItem(name: "offsetId", value: "\(id)"), URLQueryItem(name: "limit", value: "\(pageSize)")]
  case .newer(let id, let pageSize):
    return [URLQueryItem(name: "sinceId", value: "\(id)"), URLQueryItem(name: "limit", value: "\(pageSize)")]
  }
}

/// Cursor: `?cursor=&limit=10`, then `?cursor=<the page's nextCursor>&limit=10`.
func queryItems(for request: CursorPaging.Request) -> [URLQueryItem] {
  [
    URLQueryItem(name: "cursor", value: request.cursor ?? ""),
    URLQueryItem(name: "limit", value: "\(request.pageSize)"),
  ]
}

/// The `data` of a page with everything the three strategies may need from it.
struct ArticleList: Decodable, Sendable {
  let items: [Article]
  let total: Int?
  let nextCursor: String?
}

// MARK: Driving the reducer by hand

/// Loads every page, one at a time, the way `ItemsViewModel` runs the reducer.
func loadAll<Strategy: PagingStrategy>(
  _ state: inout PagingState<Article, Strategy>,
  load: (Strategy.Request) async throws -> Page<Article>
) async throws {
  var effects = state.reduce(.refresh)
  while let request = effects.compactMap(\.loadRequest).first {
    do {
      let page = try await load(request.request)
      state.reduce(.loaded(page, requestID: request.id))
    } catch {
      state.reduce(.failed(PagingFailure(error), requestID: request.id))
      return
    }
    effects = state.reduce(.loadMore)
  }
}

// MARK: Writing your own strategy

/// `?offset=20&limit=10`: skip `offset` items, return up to `limit`.
struct OffsetPaging: PagingStrategy {
  struct Request: Hashable, Sendable {
    var offset: Int
    var limit: Int
  }

  var limit = 10

  func firstRequest() -> Request {
    Request(offset: 0, limit: limit)
  }

  func nextRequest(after request: Request, context: PagingContext<Never>) -> Request? {
    let next = request.offset + context.pageItemCount
    if context.pageItemCount < request.limit { return nil }  // a short page is the last one
    if let total = context.total, next >= total { return nil }  // the server said how many there are
    return Request(offset: next, limit: limit)
  }
}

@Suite struct PagingSnippetTests {
  let endpoint = APIEndpoint(baseURL: URL(string: "https://api.example.com/v1")!, path: "articles")

  func page(_ queryItems: [URLQueryItem]) async throws -> Page<Article> {
    var endpoint = endpoint
    endpoint.queryItems = queryItems
    let list = try await APIClient.mock().send(endpoint, envelope: StandardEnvelope<ArticleList>.self)
    return Page(items: list.items, total: list.total, nextCursor: list.nextCursor)
  }

  @Test func everyStrategyPagesThroughTheMockToTheEnd() async throws {
    var byNumber = PagingState<Article, PageNumberPaging>(strategy: .pageNumber(pageSize: 10))
    try await loadAll(&byNumber) { try await page(queryItems(for: $0)) }
    var byID = PagingState<Article, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 10))
    try await loadAll(&byID) { try await page(queryItems(for: $0)) }
    var byCursor = PagingState<Article, CursorPaging>(strategy: .cursor(pageSize: 10))
    try await loadAll(&byCursor) { try await page(queryItems(for: $0)) }

    #expect(byNumber.items.map(\.id) == Array(1...25))
    #expect(byID.items.map(\.id) == Array(1...25))
    #expect(byCursor.items.map(\.id) == Array(1...25))
    #expect(byNumber.endReached && byID.endReached && byCursor.endReached)
  }

  @Test func aCustomStrategyEndsOnTheTotal() async throws {
    let all = (1...30).map { Article(id: $0, title: "Article \($0)", author: "Ada") }
    var state = PagingState<Article, OffsetPaging>(strategy: OffsetPaging(limit: 10))
    var requests: [OffsetPaging.Request] = []
    try await loadAll(&state) { request in
      requests.append(request)
      let slice = all.dropFirst(request.offset).prefix(request.limit)
      return Page(items: Array(slice), total: all.count)
    }
    #expect(state.items == all)
    #expect(requests.map(\.offset) == [0, 10, 20])  // no fourth request: the total says 30
    #expect(state.endReached)
  }

  @Test func theReducersRules() {
    struct Offline: Error {}
    let articles = (1...5).map { Article(id: $0, title: "Article \($0)", author: "Ada") }
    var state = PagingState<Article, PageNumberPaging>(strategy: .pageNumber(pageSize: 2))

    // One load at a time: a second load-more while page 2 loads does nothing.
    let first = state.reduce(.refresh)[0].loadRequest!
    state.reduce(.loaded(Page(items: [articles[0], articles[1]]), requestID: first.id))
    let second = state.reduce(.loadMore)[0].loadRequest!
    #expect(state.reduce(.loadMore).isEmpty)
    #expect(state.validate(.loadMore) == .loadInFlight)

    // Stale responses: a refresh supersedes page 2, whose late answer changes nothing.
    let refresh = state.reduce(.refresh)
    #expect(refresh.first == .cancel(second.id))
    state.reduce(.loaded(Page(items: [articles[2], articles[3]]), requestID: second.id))
    #expect(state.items.map(\.id) == [1, 2])
    state.reduce(.loaded(Page(items: [articles[0], articles[1]]), requestID: refresh[1].loadRequest!.id))

    // Duplicates: the server shifted by one, so article 2 comes again; it is dropped.
    let third = state.reduce(.loadMore)[0].loadRequest!
    state.reduce(.loaded(Page(items: [articles[1], articles[2]]), requestID: third.id))
    #expect(state.items.map(\.id) == [1, 2, 3])
    #expect(state.duplicatesDropped == 1)

    // A failure keeps every item; retry asks for exactly the same page again.
    let fourth = state.reduce(.loadMore)[0].loadRequest!
    state.reduce(.failed(PagingFailure(Offline()), requestID: fourth.id))
    #expect(state.items.count == 3)
    let retried = state.reduce(.retry)[0].loadRequest!
    #expect(retried.request == fourth.request && retried.id != fourth.id)

    // End of data: a short page ends the list, and load-more does nothing more.
    state.reduce(.loaded(Page(items: [articles[4]]), requestID: retried.id))
    #expect(state.endReached)
    #expect(state.validate(.loadMore) == .noMorePages)
  }

  /// Paging.md, "A memory cap for endless lists".
  @Test func theMemoryCap() {
    var state = PagingState<Article, PageNumberPaging>(strategy: .pageNumber(pageSize: 50))
      .withMaxSize(500)  // hold at most 500 items; reload dropped pages within 5 positions
    for number in 1...12 {  // the user reads down to position 540 while 12 pages arrive
      let load = state.reduce(number == 1 ? .refresh : .loadMore)[0].loadRequest!
      state.itemAppeared(at: min(540, number * 50 - 1))
      let ids = (number - 1) * 50 + 1...number * 50
      let page = Page(items: ids.map { Article(id: $0, title: "\($0)", author: "Ada") })
      state.reduce(.loaded(page, requestID: load.id))
    }
    #expect(state.items.count == 500)
    #expect(state.placeholdersBefore == 100)  // pages 1 and 2 were dropped: rows 0..<100
    #expect(state.item(at: 540)?.id == 541)  // every held item keeps its position
    #expect(state.item(at: 99) == nil)  // a placeholder
    // Scrolling back: position 104 is within 5 of the dropped page 2, which reloads.
    let reload = state.itemAppeared(at: 104)[0].loadRequest!
    #expect(reload.direction == .prepend && reload.request.page == 2)
  }

  /// Paging.md, "Resuming where the user left off: the list archive", gaps.
  @Test func gapsAfterALongAbsence() {
    var state = PagingState<Article, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 3)).withGaps()
    let page = { (ids: [Int]) in Page(items: ids.map { Article(id: $0, title: "\($0)", author: "Ada") }) }
    let first = state.reduce(.refresh)[0].loadRequest!
    state.reduce(.loaded(page([10, 9, 8]), requestID: first.id))
    // After a long absence 20 articles are new: the prepend's answer is the newest 3, a full page.
    let prepend = state.reduce(.prepend)[0].loadRequest!
    state.reduce(.loaded(page([30, 29, 28]), requestID: prepend.id))
    #expect(state.items.map(\.id) == [30, 29, 28, 10, 9, 8])  // what was read stays, below a gap
    #expect(state.gaps == [PagingGap(newerID: 28, olderID: 10)])
    // The gap's row appeared: load it. The request has one bound, like a load-more from 28.
    let fill = state.loadGap(state.gaps[0])[0].loadRequest!
    #expect(fill.request == .older(than: 28, pageSize: 3))
    state.reduce(.loaded(page([27, 26, 25]), requestID: fill.id))
    #expect(state.gaps == [PagingGap(newerID: 25, olderID: 10)])  // a full page: the gap moves down
  }

  /// Paging.md, "Resuming where the user left off: the list archive".
  @MainActor @Test func theListArchive() throws {
    let folder = try TemporaryFolder(prefix: "DocumentationTests")
    let cachesFolder = folder.url
    let articlesStore = PageStore<Article, PageNumberPaging.Request, Void> { request, _ in
      .just(Page(items: (0..<20).map { Article(id: (request.page - 1) * 20 + $0, title: "t", author: "Ada") }))
    }
    // A previous launch archived two pages, row 27 at the top of the screen.
    let previous = try ListArchive<Article>(directory: cachesFolder.appendingPathComponent("lists"))
    let writer = ListArchiveWriter()
    let pages = (0..<2).map { page in
      Page(items: (0..<20).map { Article(id: page * 20 + $0, title: "t", author: "Ada") })
    }
    previous.record(.replace(pages[0]), key: "articles", writer: writer)
    previous.record(.append(pages[1]), key: "articles", writer: writer)
    previous.recordReadingPosition(of: pages[1].items[7], offset: -8, key: "articles", writer: writer)
    var scrolled: (id: Int, offset: Double)?
    let viewModel = try makeArticlesViewModel(cachesFolder: cachesFolder, articlesStore: articlesStore) {
      scrolled = ($0, $1)
    }
    // Before any network answer: every archived row, and the row that was being read.
    #expect(viewModel.currentItems.count == 40)
    #expect(viewModel.restoredAnchor == .init(id: 27, offset: -8))
    #expect(scrolled?.id == 27 && scrolled?.offset == -8)
    #expect(viewModel.state.isShowingRestoredList)
  }

  /// A previous launch archived `pageCount` pages of 20 articles under "articles", row 27 being read
  /// 8 points above the top.
  static func archiveTwoLaunchesAgo(in folder: URL, pageCount: Int) throws -> ListArchive<Article> {
    let archive = try ListArchive<Article>(directory: folder.appendingPathComponent("lists"))
    let writer = ListArchiveWriter()
    for page in 0..<pageCount {
      let items = Page(items: (0..<20).map { Article(id: page * 20 + $0, title: "t", author: "Ada") })
      archive.record(page == 0 ? .replace(items) : .append(items), key: "articles", writer: writer)
    }
    archive.recordReadingPosition(
      of: Article(id: 27, title: "t", author: "Ada"),
      offset: -8,
      key: "articles",
      writer: writer
    )
    return archive
  }

  /// Paging.md, "On screen: the row on its line in the first frame": "A `SectionedDataSource` over a
  /// view of your own (any `AnchorScrollable`) does the same with one more line".
  @MainActor @Test func theArchiveOnScreen() throws {
    let folder = try TemporaryFolder(prefix: "DocumentationTests")
    let archive = try Self.archiveTwoLaunchesAgo(in: folder.url, pageCount: 2)
    let viewModel = ItemsViewModel(
      store: PageStore<Article, PageNumberPaging.Request, Void> { _, _ in .error(URLError(.notConnectedToInternet)) }
        .archiving(in: archive) { _ in "articles" },
      strategy: .pageNumber(pageSize: 20),
      parameters: ()
    )
    let view = RowsView()
    let dataSource = SectionedDataSource<EmptyHeader, Article, RowsView, RowsView>(view: view)
    view.rowCount = { dataSource.snapshot.sections.reduce(0) { $0 + $1.rows.count } }
    let bindings = showRestored(viewModel: viewModel, dataSource: dataSource)
    defer { for binding in bindings { binding.dispose() } }
    #expect(view.offset == 27 * 40 + 8, "row 27 is 8 points above the top")
  }

  /// Paging.md, "The memory cap reads the archive first": "a page that was dropped comes back from
  /// the archive when a row next to it appears: at once, with no load, offline too."
  @MainActor @Test func theMemoryCapReadsTheArchiveFirst() throws {
    let folder = try TemporaryFolder(prefix: "DocumentationTests")
    let archive = try Self.archiveTwoLaunchesAgo(in: folder.url, pageCount: 12)
    let loads = LockedBox(0)
    let offline = PageStore<Article, PageNumberPaging.Request, Void> { _, _ in
      _ = loads.increment()
      return .error(URLError(.notConnectedToInternet))
    }
    let viewModel = makeCappedViewModel(archive: archive, articlesStore: offline)
    #expect(viewModel.state.item(at: 0)?.id == 0)
    #expect(viewModel.state.positionCount == 240)
    #expect(loads.value == 0)
    #expect(viewModel.state.loadStates.prepend.failure == nil)
  }
}

/// A scrolling view of rows 40 points high under a 400-point viewport, for `theArchiveOnScreen`.
@MainActor final class RowsView: BatchUpdatable, AnchorScrollable {
  var rowCount: () -> Int = { 0 }
  private(set) var offset = 0.0
  var anchorContentOffset: Double { offset }
  var anchorMinimumContentOffset: Double { 0 }
  var anchorViewportHeight: Double { 400 }
  var anchorMaximumContentOffset: Double { max(0, Double(rowCount()) * 40 - 400) }
  func anchorVisibleRows() -> [(indexPath: IndexPath, top: Double, height: Double)] { [] }
  func anchorRowTop(at indexPath: IndexPath) -> Double? { Double(indexPath[1]) * 40 }
  func setAnchorContentOffset(_ offset: Double) { self.offset = min(max(offset, 0), anchorMaximumContentOffset) }
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    updates?()
    completion?(true)
  }
  func reloadData() {}
  func insertSections(_ sections: IndexSet) {}
  func deleteSections(_ sections: IndexSet) {}
  func moveSection(_ section: Int, toSection newSection: Int) {}
  func reloadSections(_ sections: IndexSet) {}
  func insertItems(at indexPaths: [IndexPath]) {}
  func deleteItems(at indexPaths: [IndexPath]) {}
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  func reloadItems(at indexPaths: [IndexPath]) {}
}

/// Paging.md, "On screen: the row on its line in the first frame": the block, verbatim, inside
/// the function its sentence names.
@MainActor func showRestored<Cell, Header>(
  viewModel: ItemsViewModel<Article, PageNumberPaging, Void>,
  dataSource: SectionedDataSource<EmptyHeader, Article, Cell, Header>
) -> [any Disposable] {
  let sections = viewModel.sections(.single(EmptyHeader()))
  return [
    dataSource.bind(sections, of: viewModel),
    // Once the first snapshot is shown: the row being read, at its distance from the top.
    dataSource.restoreReadingPosition(of: viewModel, in: sections),
  ]
}

/// Paging.md, "The memory cap reads the archive first": the block, verbatim, inside the function its
/// sentence names.
@MainActor func makeCappedViewModel(
  archive: ListArchive<Article>,
  articlesStore: PageStore<Article, PageNumberPaging.Request, Void>
) -> ItemsViewModel<Article, PageNumberPaging, Void> {
  let viewModel = ItemsViewModel(
    store: articlesStore.archiving(in: archive) { _ in "articles" },
    paging: PagingState(strategy: .pageNumber(pageSize: 20)).withMaxSize(200),
    parameters: ()
  )
  // Scrolled back to the top, offline: rows 0..<20 come back from the archive, no failure shown.
  viewModel.itemAppeared(at: 0)
  return viewModel
}

/// Paging.md, "Resuming where the user left off: the list archive": the block, verbatim, inside
/// the function its sentence names.
@MainActor func makeArticlesViewModel(
  cachesFolder: URL,
  articlesStore: PageStore<Article, PageNumberPaging.Request, Void>,
  scroll: (Article.ID, Double) -> Void
) throws -> ItemsViewModel<Article, PageNumberPaging, Void> {
  // Where the lists live between launches (a Caches subfolder in an app).
  let archive = try ListArchive<Article>(directory: cachesFolder.appendingPathComponent("lists"))
  // The one new line: the store keeps every page it loads, under a key per list.
  let store = articlesStore.archiving(in: archive) { _ in "articles" }
  let viewModel = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 20), parameters: ())
  // Before any network answer: every archived row is in `viewModel.currentItems`, and the row that
  // was being read goes back on its line before the first frame.
  if let anchor = viewModel.restoredAnchor { scroll(anchor.id, anchor.offset) }
  // As the user scrolls, report the row at the top of the viewport (from the table's or the
  // ScrollView's callback, here row 30, 3 points above the top): the next launch puts it back.
  viewModel.readingPositionChanged(at: 30, offset: -3)
  return viewModel
}
