// SPDX-License-Identifier: MIT

import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

@Suite struct SharingSchedulerMockTests {
  private func current() -> TestScheduler? {
    SharingScheduler.make() as? TestScheduler
  }

  @Test func mockAppliesInsideTheBlockOnly() {
    let scheduler = TestScheduler(initialClock: 0)
    let inside = SharingScheduler.mock(scheduler: scheduler) { current() }
    #expect(inside === scheduler)
    #expect(current() == nil)
    #expect(SharingScheduler.make() is MainScheduler)
  }

  @Test func mockWithMakeScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let inside = SharingScheduler.mock(makeScheduler: { scheduler }, action: { current() })
    #expect(inside === scheduler)
  }

  @Test func mockRethrows() {
    #expect(throws: TestError.self) {
      try SharingScheduler.mock(scheduler: TestScheduler()) { throw TestError() }
    }
    #expect(current() == nil)
  }

  @Test func parallelTasksSeeTheirOwnScheduler() async {
    let schedulers = (0..<8).map { TestScheduler(initialClock: $0) }
    let matches = await withTaskGroup(of: Bool.self) { group in
      for scheduler in schedulers {
        group.addTask {
          await SharingScheduler.mock(scheduler: scheduler) {
            for _ in 0..<20 {
              await Task.yield()
              guard SharingScheduler.make() as? TestScheduler === scheduler else { return false }
            }
            return true
          }
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(matches == Array(repeating: true, count: schedulers.count))
    #expect(current() == nil)
  }

  @Test @MainActor func asyncMockRunsOnTheCallersActor() async {
    let scheduler = TestScheduler(initialClock: 0)
    let inside = await SharingScheduler.mock(scheduler: scheduler) {
      await Task.yield()
      MainActor.assertIsolated()
      return current()
    }
    #expect(inside === scheduler)
  }
}
