// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import TestSupport
import Testing

@Suite struct AsyncSequenceObservableTests {
  @Test func forwardsElementsAndCompletion() async {
    let stream = AsyncStream<Int> { continuation in
      for number in 1...3 { continuation.yield(number) }
      continuation.finish()
    }
    let events = await collect(stream.asObservable())
    #expect(events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func forwardsTheThrownError() async {
    let stream = AsyncThrowingStream<Int, any Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: TestError("3"))
    }
    let events = await collect(Observable.from(stream))
    #expect(events == [.next(1), .error(TestError("3"))])
  }

  @MainActor @Test func iteratesOffTheMainActor() async {
    let onMain = LockedBox<[Bool]>([])
    let stream = AsyncStream<Int>(unfolding: {
      let count = onMain.withLock { flags in
        flags.append(MainScheduler.isOnMainQueue)
        return flags.count
      }
      return count <= 2 ? count : nil
    })
    let events = await collect(stream.asObservable())
    #expect(events == [.next(1), .next(2), .completed])
    #expect(onMain.value == [false, false, false])
  }

  @Test func disposingCancelsTheIteratingTask() async {
    let (terminated, terminate) = AsyncStream.makeStream(of: Void.self)
    let (first, firstReceived) = AsyncStream.makeStream(of: Int.self)
    let stream = AsyncStream<Int> { continuation in
      continuation.onTermination = { _ in
        terminate.yield()
        terminate.finish()
      }
      continuation.yield(1)
    }
    let received = LockedBox<[Int]>([])
    let subscription = stream.asObservable().subscribe(onNext: { value in
      received.withLock { $0.append(value) }
      firstReceived.yield(value)
    })
    for await _ in first { break }
    subscription.dispose()
    for await _ in terminated { break }
    #expect(received.value == [1])
  }
}
