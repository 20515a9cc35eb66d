// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

private struct Article: Identifiable, Equatable, Sendable {
  let id: Int
  let title: String
}

private enum Screen: Equatable, Sendable {
  case detail(Article)
  case list
}

private struct Offline: Error, CustomStringConvertible {
  var description: String { "Offline" }
}

/// The line format documented on `EventLog` and in Testing.md ("Reading the log").
@Suite(.virtualTime) struct EventLogFormatTests {
  // The table of "Line format": elements, strings, short and long collections, errors,
  // completion, and a Single's two lines.
  @Test func everyKindOfEventHasItsDocumentedLine() {
    let scheduler = TestScheduler.current
    let log = EventLog(scheduler)
    log.record("footer", scheduler.createHotObservable([.next(15, RefreshStatus.Footer.idle)]))
    log.record("message", scheduler.createHotObservable([.next(25, "Offline")]))
    log.record("short", scheduler.createHotObservable([.next(15, ["a", "b"])]))
    log.record("rows", scheduler.createHotObservable([.next(15, (1...25).map { "r\($0)" })]))
    log.record("page", scheduler.createHotObservable([.error(25, Offline(), Int.self)]))
    log.record("done", scheduler.createHotObservable([.completed(30, Int.self)]))
    log.record("single", Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in 10 }.asSingle())
    scheduler.start()
    #expect(
      log.lines == [
        "5 single: 10", "5 single: completed",
        "15 footer: idle", "15 short: [\"a\", \"b\"]", "15 rows: [r1, …, r25] (25)",
        "25 message: Offline", "25 page: error(Offline)",
        "30 done: completed",
      ]
    )
  }

  // "An item type registered with describe(_:by:) is written by its closure wherever it appears:
  // alone, as a collection's element, as an enum case's payload or inside an optional."
  @Test func describedItemsReadByTheirNameEverywhere() {
    let scheduler = TestScheduler.current
    let log = EventLog(scheduler)
    log.describe(Article.self, by: \.title)
    let a = Article(id: 1, title: "Article 1")
    let b = Article(id: 2, title: "Article 2")
    log.record("item", scheduler.createHotObservable([.next(1, a)]))
    log.record(
      "rows",
      scheduler.createHotObservable([.next(2, [a, b]), .next(3, Array(repeating: a, count: 3) + [b])])
    )
    log.record("route", scheduler.createHotObservable([.next(4, Screen.detail(b)), .next(5, .list)]))
    log.record("selected", scheduler.createHotObservable([.next(6, Optional(a)), .next(7, nil)]))
    log.record("itemRoute", scheduler.createHotObservable([.next(8, ItemRoute.detail(a))]))
    scheduler.start()
    #expect(
      log.lines == [
        "1 item: Article 1", "2 rows: [Article 1, Article 2]", "3 rows: [Article 1, …, Article 2] (4)",
        "4 route: detail(Article 2)", "5 route: list", "6 selected: Article 1", "7 selected: nil",
        "8 itemRoute: detail(Article 1)",
      ]
    )
  }

  @Test func aClosureDescribesItemsToo() {
    let scheduler = TestScheduler.current
    let log = EventLog(scheduler)
    log.describe(Article.self) { "#\($0.id)" }
    log.record("item", scheduler.createHotObservable([.next(1, Article(id: 7, title: "x"))]))
    scheduler.start()
    #expect(log.lines == ["1 item: #7"])
  }

  @MainActor @Test func projectionsAndSubsetsOfOutputs() {
    struct Output {
      let rows: Driver<[Int]>
      let cover: Driver<String>
      let footer: Signal<String>
    }
    let scheduler = TestScheduler.current
    let output = Output(
      rows: scheduler.createHotObservable([.next(1, [1, 2, 3, 4])]).asDriver(onErrorJustReturn: []),
      cover: scheduler.createHotObservable([.next(2, "content")]).asDriver(onErrorJustReturn: ""),
      footer: scheduler.createHotObservable([.next(3, "idle")]).asSignal(onErrorJustReturn: "")
    )
    let log = EventLog(scheduler)
    log.record(outputsOf: output, skipping: ["rows"])
    log.record("rows", output.rows) { $0.count }
    let only = EventLog(scheduler)
    only.record(outputsOf: output, only: ["footer"])
    scheduler.start()
    #expect(log.lines == ["1 rows: 4", "2 cover: content", "3 footer: idle"])
    #expect(only.lines == ["3 footer: idle"])
  }

  // "EventLog(scheduler, exhaustive: true) fails the test when it ends with lines that no
  // assertion read ... The failure names the first unread line."
  @Test func anExhaustiveLogFailsOnTheFirstLineNoAssertionRead() {
    let scheduler = TestScheduler.current
    let log = EventLog(scheduler, exhaustive: true)
    log.record("x", scheduler.createHotObservable([.next(1, 1), .next(5, 2), .next(6, 3)]))
    scheduler.advanceTo(1)
    #expect(log.lines == ["1 x: 1"])
    scheduler.start()
    withKnownIssue {
      log.finish()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("2 lines were never asserted; the first: \"5 x: 2\"") }
    }
  }

  @Test func anExhaustiveLogPassesWhenEveryLineWasRead() {
    let scheduler = TestScheduler.current
    let log = EventLog(scheduler, exhaustive: true)
    log.record("x", scheduler.createHotObservable([.next(1, 1)]))
    log.record("y", scheduler.createHotObservable([.next(2, 2), .next(3, 3)]))
    scheduler.advanceTo(2)
    #expect(log.lines(of: "x") == ["1 1"])
    log.skipUnasserted()
    scheduler.start()
    #expect(log.lines(of: "y") == ["2 2", "3 3"])
    log.finish()  // nothing unread: no issue
  }

  @Test func aLogThatIsNotExhaustiveNeverFails() {
    let scheduler = TestScheduler.current
    let log = EventLog(scheduler)
    log.record("x", scheduler.createHotObservable([.next(1, 1)]))
    scheduler.start()
    log.finish()
    #expect(!log.isExhaustive)
  }

  @Test func tapsAreHotVoidEventsAtTheirTicks() {
    let scheduler = TestScheduler.current
    let taps = scheduler.record(scheduler.taps(at: 10, 20).map { scheduler.clock })
    scheduler.start()
    #expect(taps.values == [10, 20])
  }
}
