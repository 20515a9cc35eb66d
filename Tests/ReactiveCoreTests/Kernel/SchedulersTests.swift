// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveCore
import TestSupport
import Testing

@Suite struct SchedulersTests {
  @Test func immediateSchedulerRunsInline() {
    let counter = LockedBox(0)
    _ = ImmediateScheduler.instance.schedule { counter.increment() }
    #expect(counter.value == 1)
  }

  @MainActor
  @Test func mainSchedulerRunsInlineWhenAlreadyOnTheMainQueue() {
    #expect(MainScheduler.isOnMainQueue)
    let counter = LockedBox(0)
    _ = MainScheduler.instance.schedule { counter.increment() }
    #expect(counter.value == 1)
  }

  @Test func mainQueueIsDetectedByQueueNotThread() async {
    let onMain = await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume(returning: MainScheduler.isOnMainQueue) }
    }
    let offMain = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: MainScheduler.isOnMainQueue) }
    }
    #expect(onMain)
    #expect(!offMain)
  }

  @Test func serialQueueSchedulerRunsActionsInOrder() async {
    let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
    let log = LockedBox<[Int]>([])
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      for value in 0..<100 { _ = scheduler.schedule { log.append(value) } }
      _ = scheduler.schedule { continuation.resume() }
    }
    #expect(log.value == Array(0..<100))
  }

  @Test func concurrentQueueSchedulerRunsEveryAction() async {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let counter = LockedBox(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<50 {
        group.addTask {
          await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = scheduler.schedule {
              counter.increment()
              continuation.resume()
            }
          }
        }
      }
    }
    #expect(counter.value == 50)
  }

  @Test func disposingAScheduledActionReleasesItAndSkipsIt() async {
    final class Payload: Sendable {}
    let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
    let counter = LockedBox(0)
    weak var weakPayload: Payload?
    let disposable: any Disposable
    do {
      let payload = Payload()
      weakPayload = payload
      disposable = scheduler.scheduleRelative(.seconds(3_600)) {
        _ = payload
        counter.increment()
      }
    }
    #expect(weakPayload != nil)
    disposable.dispose()
    #expect(weakPayload == nil)
    let gate = scheduler.queue
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      gate.async { continuation.resume() }
    }
    #expect(counter.value == 0)
  }

  @Test func neverIntervalNeverRuns() {
    let counter = LockedBox(0)
    let disposable = MainScheduler.instance.scheduleRelative(.never) { counter.increment() }
    disposable.dispose()
    #expect(counter.value == 0)
  }

  @Test func sharingSchedulerIsTaskLocal() async {
    let custom = SerialDispatchQueueScheduler(qos: .utility)
    #expect(SharingScheduler.make() is MainScheduler)
    SharingScheduler.withScheduler(custom) {
      #expect(SharingScheduler.make() is SerialDispatchQueueScheduler)
    }
    await withTaskGroup(of: Bool.self) { group in
      group.addTask { SharingScheduler.make() is MainScheduler }
      for await isMain in group { #expect(isMain) }
    }
    #expect(SharingScheduler.make() is MainScheduler)
  }
}
