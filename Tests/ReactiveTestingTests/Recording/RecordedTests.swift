// SPDX-License-Identifier: MIT

import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

@Suite struct RecordedTests {
  @Test func equalityComparesTimeAndValue() {
    let event: Recorded<Event<Int>> = .next(210, 2)
    #expect(event == Recorded(time: 210, value: .next(2)))
    #expect(event != .next(211, 2))
    #expect(event != .next(210, 3))
    #expect(Recorded<Event<Int>>.completed(300) == .completed(300))
    #expect(Recorded<Event<Int>>.completed(300) != .completed(301))
  }

  @Test func errorsCompareByTypeAndDescription() {
    struct OtherError: Error, CustomStringConvertible {
      var description: String { "test error" }
    }
    let event: Recorded<Event<Int>> = .error(300, TestError())
    #expect(event == .error(300, TestError()))
    #expect(event != .error(300, TestError("different")))
    #expect(event != .error(300, OtherError()))
    #expect(event != .completed(300))
  }

  @Test func eventsHelperBuildsArrays() {
    let variadic = Recorded.events(.next(210, "a"), .completed(220))
    let array = Recorded.events([.next(210, "a"), .completed(220, String.self)])
    #expect(variadic == array)
    #expect(variadic.map(\.time) == [210, 220])
  }

  @Test func debugDescriptionShowsValueAndTime() {
    let event: Recorded<Event<Int>> = .next(210, 2)
    #expect(event.debugDescription == "next(2) @ 210")
  }

  @Test func mapKeepsTheTime() {
    let recorded = Recorded(time: 5, value: 2).map { $0 * 10 }
    #expect(recorded == Recorded(time: 5, value: 20))
  }
}
