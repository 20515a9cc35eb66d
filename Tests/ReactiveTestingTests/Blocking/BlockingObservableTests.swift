// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

/// Emits `elements` on a background queue, then `end` (completion unless an error is given).
private func background<Element: Sendable>(
  _ elements: [Element],
  failingWith error: (any Error)? = nil
) -> Observable<Element> {
  Observable.create { observer in
    DispatchQueue.global().async {
      for element in elements { observer.onNext(element) }
      if let error { observer.onError(error) } else { observer.onCompleted() }
    }
    return Disposables.create()
  }
}

/// Never emits anything; records whether it was disposed.
private func silent(disposed: LockedBox<[Bool]>) -> Observable<Int> {
  Observable.create { _ in Disposables.create { disposed.append(true) } }
}

@Suite struct BlockingObservableTests {
  @Test func toArrayWaitsForCompletionOnAnotherThread() throws {
    #expect(try background([1, 2, 3]).toBlocking(timeout: 5).toArray() == [1, 2, 3])
  }

  @Test func toArrayOfASynchronousSequence() throws {
    let numbers = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }
    #expect(try numbers.toBlocking().toArray() == [1])
  }

  @Test func toArrayRethrowsTheSequenceError() {
    #expect(throws: TestError.self) {
      try background([1], failingWith: TestError()).toBlocking(timeout: 5).toArray()
    }
  }

  @Test func firstAndLast() throws {
    #expect(try background([1, 2, 3]).toBlocking(timeout: 5).first() == 1)
    #expect(try background([1, 2, 3]).toBlocking(timeout: 5).last() == 3)
    #expect(try background([Int]()).toBlocking(timeout: 5).first() == nil)
    #expect(try background([Int]()).toBlocking(timeout: 5).last() == nil)
  }

  @Test func firstUnsubscribesAfterTheFirstElement() throws {
    let disposed = LockedBox<[Bool]>([])
    let numbers = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create { disposed.append(true) }
    }
    #expect(try numbers.toBlocking(timeout: 5).first() == 1)
    #expect(disposed.value == [true])
  }

  @Test func singleNeedsExactlyOneElement() throws {
    #expect(try background([7]).toBlocking(timeout: 5).single() == 7)
    #expect(throws: RxError.noElements) { try background([Int]()).toBlocking(timeout: 5).single() }
    #expect(throws: RxError.moreThanOneElement) { try background([1, 2]).toBlocking(timeout: 5).single() }
  }

  @Test func singleWithPredicate() throws {
    #expect(try background([1, 2, 3]).toBlocking(timeout: 5).single { $0 == 2 } == 2)
    #expect(throws: RxError.moreThanOneElement) {
      try background([1, 2, 3]).toBlocking(timeout: 5).single { $0 > 1 }
    }
    #expect(throws: TestError.self) {
      try background([1]).toBlocking(timeout: 5).single { _ in throw TestError() }
    }
  }

  @Test func materializeReportsHowTheSequenceEnded() {
    guard case .completed(let elements) = background([1, 2]).toBlocking(timeout: 5).materialize() else {
      Issue.record("expected completion")
      return
    }
    #expect(elements == [1, 2])
    guard
      case .failed(let partial, let error) = background([1], failingWith: TestError()).toBlocking(timeout: 5)
        .materialize()
    else {
      Issue.record("expected failure")
      return
    }
    #expect(partial == [1])
    #expect(error is TestError)
  }

  @Test func timeoutThrowsAndDisposes() {
    let disposed = LockedBox<[Bool]>([])
    #expect(throws: RxError.timeout) { try silent(disposed: disposed).toBlocking(timeout: 0.05).toArray() }
    #expect(disposed.value == [true])
    guard case .failed(_, let error) = silent(disposed: disposed).toBlocking(timeout: 0.05).materialize() else {
      Issue.record("expected a timeout failure")
      return
    }
    #expect(error as? RxError == .timeout)
  }
}
