// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import TestSupport
import Testing

@Suite struct SingleConcurrencyTests {
  @Test func asyncOperationResultBecomesSuccess() async throws {
    let single = Single<Int>.create { () async throws -> Int in 42 }
    #expect(try await single.value == 42)
  }

  @Test func asyncOperationErrorBecomesFailure() async {
    let single = Single<Int>.create { () async throws -> Int in throw TestError("2") }
    await #expect(throws: TestError("2")) { try await single.value }
  }

  @Test func disposingCancelsTheOperationCooperatively() async {
    let (started, start) = AsyncStream.makeStream(of: Void.self)
    let (observed, observe) = AsyncStream.makeStream(of: Bool.self)
    let (never, _) = AsyncStream.makeStream(of: Void.self)
    let received = LockedBox<[SingleEvent<Int>]>([])
    let single = Single<Int>.create { () async throws -> Int in
      start.yield()
      for await _ in never {}
      observe.yield(Task.isCancelled)
      return 1
    }
    let subscription = single.subscribe { result in received.withLock { $0.append(result) } }
    for await _ in started { break }
    subscription.dispose()
    var sawCancellation = false
    for await cancelled in observed {
      sawCancellation = cancelled
      break
    }
    #expect(sawCancellation)
    #expect(received.value.isEmpty)
  }

  @MainActor @Test func operationRunsOffTheMainActor() async throws {
    let single = Single<Bool>.create { () async throws -> Bool in MainScheduler.isOnMainQueue }
    #expect(try await single.value == false)
  }

  @Test func valueThrowsCancellationErrorWhenTheTaskIsCancelled() async {
    let task = Task { try await Single<Int>.never().value }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func valueThrowsTheSingleError() async {
    await #expect(throws: RxError.noElements) {
      try await Observable<Int>.create { observer in
        observer.onCompleted()
        return Disposables.create()
      }
      .asSingle().value
    }
  }
}
