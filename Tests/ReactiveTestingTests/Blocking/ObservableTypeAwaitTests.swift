// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

@Suite struct ObservableTypeAwaitTests {
  private func background(_ elements: [Int], failingWith error: (any Error)? = nil) -> Observable<Int> {
    Observable.create { observer in
      DispatchQueue.global().async {
        for element in elements { observer.onNext(element) }
        if let error { observer.onError(error) } else { observer.onCompleted() }
      }
      return Disposables.create()
    }
  }

  @Test func toArrayAwaitsCompletion() async throws {
    #expect(try await background([1, 2, 3]).toArray(timeout: 5) == [1, 2, 3])
  }

  @Test func toArrayThrowsTheSequenceError() async {
    await #expect(throws: TestError.self) { try await background([1], failingWith: TestError()).toArray(timeout: 5) }
  }

  @Test func firstReturnsTheFirstElementAndUnsubscribes() async throws {
    let disposed = LockedBox<[Bool]>([])
    let numbers = Observable<Int>.create { observer in
      DispatchQueue.global().async { observer.onNext(4) }
      return Disposables.create { disposed.append(true) }
    }
    #expect(try await numbers.first(timeout: 5) == 4)
    #expect(disposed.value == [true])
    #expect(try await background([]).first(timeout: 5) == nil)
  }

  @Test func timeoutThrows() async {
    let never = Observable<Int>.create { _ in Disposables.create() }
    await #expect(throws: RxError.timeout) { try await never.toArray(timeout: 0.05) }
    await #expect(throws: RxError.timeout) { try await never.first(timeout: 0.05) }
  }

  @Test func cancellationDisposesAndThrowsCancellationError() async {
    let disposed = LockedBox<[Bool]>([])
    let subscribed = LockedBox<[Bool]>([])
    // Built inside the task that subscribes: a `create` closure written in this file runs only
    // in the task that wrote it (Testing.md, "Closures that capture test state").
    let task = Task {
      let never = Observable<Int>.create { _ in
        subscribed.append(true)
        return Disposables.create { disposed.append(true) }
      }
      return try await never.toArray(timeout: nil)
    }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(disposed.value == subscribed.value)
  }

  @Test @MainActor func awaitsMainQueueWorkFromTheMainActor() async throws {
    let onMain = Observable<Int>.create { observer in
      DispatchQueue.main.async {
        observer.onNext(1)
        observer.onCompleted()
      }
      return Disposables.create()
    }
    #expect(try await onMain.toArray(timeout: 5) == [1])
  }
}
