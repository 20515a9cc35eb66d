// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

private struct Row: Identifiable, Equatable, Sendable, Decodable, Hashable {
  let id: Int
}

@MainActor
private final class Screen {
  private(set) var taps: [String] = []
  func refresh() { taps.append("refresh \(TestScheduler.current.clock)") }
  func loadMore() { taps.append("more \(TestScheduler.current.clock)") }
}

/// `scheduleAt` at several ticks, `start(_:)` with a timeline, `TestPageStore.withhold`, `TestJSON`.
@MainActor @Suite(.virtualTime) struct TimelineOfInputsTests {
  // "Several ticks play the same input several times" / "a tick named twice runs twice".
  @Test func scheduleAtRunsTheActionAtEachTick() {
    var ticks: [TestTime] = []
    TestScheduler.current.scheduleAt(5, 1, 5) { ticks.append(TestScheduler.current.clock) }
    TestScheduler.current.start()
    #expect(ticks == [1, 5, 5])
  }

  // "A disposable that cancels the runs that have not happened yet."
  @Test func disposingCancelsTheRunsNotYetDone() {
    var ticks: [TestTime] = []
    let runs = TestScheduler.current.scheduleAt(1, 5, 9) { ticks.append(TestScheduler.current.clock) }
    TestScheduler.current.scheduleAt(3) { runs.dispose() }
    TestScheduler.current.start()
    #expect(ticks == [1])
  }

  // "schedules each action at its tick ... (actions of one tick run in the order listed), and
  // calls start": the view model's methods pass as they are.
  @Test func startPlaysATimelineOfMethods() {
    let screen = Screen()
    TestScheduler.current.start([5: screen.loadMore, 1: screen.refresh, 5: screen.refresh])
    #expect(screen.taps == ["refresh 1", "more 5", "refresh 5"])
    #expect(TestScheduler.current.clock == 5)
  }

  // "the first count items of items leave the list now and come back, at the front, at tick time"
  // and "The items come back before any other work due at time".
  @Test func withheldItemsComeBackAtTheirTickBeforeALoadOfThatTick() {
    let store = TestPageStore((1...6).map(Row.init), strategy: .pageNumber(pageSize: 10), latency: 0)
    store.withhold(first: 2, until: 4)
    #expect(store.items.map(\.id) == [3, 4, 5, 6])
    var pages: [TestableObserver<Page<Row>>] = []
    TestScheduler.current.scheduleAt(3, 4) {
      pages.append(TestScheduler.current.record(store.page(for: .init(page: 1, pageSize: 10), parameters: ())))
    }
    TestScheduler.current.start()
    #expect(pages.map { $0.values.map { $0.items.count } } == [[4], [6]])
    #expect(store.items.map(\.id) == [1, 2, 3, 4, 5, 6])
  }

  @Test func testJSONReadsABundledFileByTheEndOfItsPathAndAKeyPath() throws {
    let rows = try TestJSON.decode([Row].self, from: "rows", in: .module, at: "data.items")
    #expect(rows.map(\.id) == [1, 2, 3])
    #expect(try TestJSON.decode([Row].self, from: "Fixtures/plain.json", in: .module).map(\.id) == [7])
  }

  @Test func testJSONNamesWhatIsMissing() {
    #expect(throws: TestJSONError.missingFile("nothing")) {
      try TestJSON.decode([Row].self, from: "nothing", in: .module)
    }
    #expect(throws: TestJSONError.missingKeyPath("data.list", in: "rows")) {
      try TestJSON.decode([Row].self, from: "rows", in: .module, at: "data.list")
    }
    #expect(throws: TestJSONError.ambiguous("copy", 2)) {
      try TestJSON.decode([Row].self, from: "copy", in: .module)
    }
  }
}

@MainActor @Suite(.virtualTime) struct TestPageStoreMappingTests {
  private enum RowOrBanner: Identifiable, Equatable, Sendable {
    case banner
    case row(Int)
    var id: String { "\(self)" }
  }

  // "The app's page for the server's page of items (whose total is the count of items, as a server
  // that sends one) and the request"; "items stays empty".
  @Test func thePageMappingSeesTheServersPageWithItsTotalAndTheRequest() {
    let rows = (1...5).map(Row.init)
    let store = TestPageStore(rows, strategy: .pageNumber(pageSize: 2)) { page, request -> Page<RowOrBanner> in
      let banner: [RowOrBanner] = request.page == 1 ? [.banner] : []
      return Page(items: banner + page.items.map { RowOrBanner.row($0.id) }, total: page.total)
    }
    let first = TestScheduler.current.record(store.page(for: .init(page: 1, pageSize: 2), parameters: ()))
    let last = TestScheduler.current.record(store.page(for: .init(page: 3, pageSize: 2), parameters: ()))
    TestScheduler.current.start()
    #expect(first.values == [Page(items: [.banner, .row(1), .row(2)], total: 5)])
    #expect(last.values == [Page(items: [.row(5)], total: 5)])
    #expect(store.items.isEmpty && store.requests.count == 2)
  }
}
