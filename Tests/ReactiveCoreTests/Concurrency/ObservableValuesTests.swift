// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import TestSupport
import Testing

@Suite struct ObservableValuesTests {
  @Test func yieldsElementsAndEndsOnCompletion() async throws {
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      observer.onNext(3)
      observer.onCompleted()
      return Disposables.create()
    }
    var received: [Int] = []
    for try await value in source.values {
      received.append(value)
    }
    #expect(received == [1, 2, 3])
  }

  @Test func throwsTheSequenceError() async {
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(TestError("7"))
      return Disposables.create()
    }
    var received: [Int] = []
    await #expect(throws: TestError("7")) {
      for try await value in source.values {
        received.append(value)
      }
    }
    #expect(received == [1])
  }

  @Test func cancellingTheConsumingTaskDisposesTheSubscription() async throws {
    let tracker = Resources.Tracker()
    let disposed = LockedBox(false)
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create { disposed.withLock { $0 = true } }
    }
    let task = Resources.track(tracker) {
      let stream = source.values
      return Task {
        var received: [Int] = []
        for try await value in stream {
          received.append(value)
        }
        return received
      }
    }
    task.cancel()
    _ = try? await task.value
    #expect(disposed.value)
    #expect(tracker.live == 0)
  }

  @Test func stoppingIterationEarlyDisposesTheSubscription() async throws {
    let tracker = Resources.Tracker()
    let disposed = LockedBox(false)
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      return Disposables.create { disposed.withLock { $0 = true } }
    }
    try await Resources.track(tracker) {
      for try await value in source.values where value == 1 {
        break
      }
    }
    #expect(disposed.value)
    #expect(tracker.live == 0)
  }

  @Test func bufferingNewestKeepsOnlyTheLatestElements() async throws {
    let source = Observable<Int>.create { observer in
      for number in 1...5 { observer.onNext(number) }
      observer.onCompleted()
      return Disposables.create()
    }
    var received: [Int] = []
    for try await value in source.values(bufferingPolicy: .bufferingNewest(2)) {
      received.append(value)
    }
    #expect(received == [4, 5])
  }
}

@Suite struct SharedSequenceValuesTests {
  @Test func driverValuesEndOnCompletion() async {
    let driver = SharingScheduler.withScheduler(ImmediateSchedulerAdapter()) { Driver.of(1, 2, 3) }
    var received: [Int] = []
    for await value in driver.values {
      received.append(value)
    }
    #expect(received == [1, 2, 3])
  }
}

/// Runs every action at once: a clocked scheduler for tests that need no virtual time.
struct ImmediateSchedulerAdapter: SchedulerType {
  var now: RxTime { Date(timeIntervalSince1970: 0) }

  func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
    ImmediateScheduler.instance.schedule(action)
  }

  func scheduleRelative(_ dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
    ImmediateScheduler.instance.schedule(action)
  }
}
