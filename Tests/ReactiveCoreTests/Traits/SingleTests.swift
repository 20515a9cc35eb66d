// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import TestSupport
import Testing

@Suite struct SingleTests {
  private static func record<Element: Sendable>(_ single: Single<Element>) -> [Event<Element>] {
    let events = LockedBox<[Event<Element>]>([])
    _ = single.asObservable().subscribe { event in events.withLock { $0.append(event) } }
    return events.value
  }

  private static func observable(_ events: [Event<Int>]) -> Observable<Int> {
    Observable.create { observer in
      for event in events { observer.on(event) }
      return Disposables.create()
    }
  }

  @Test func createReportsOnlyTheFirstResult() {
    let disposed = LockedBox(0)
    let single = Single<Int>.create { single in
      single(.success(1))
      single(.success(2))
      single(.failure(TestError()))
      return Disposables.create { disposed.withLock { $0 += 1 } }
    }
    #expect(Self.record(single) == [.next(1), .completed])
    #expect(disposed.value == 1)
  }

  @Test func justAndError() {
    #expect(Self.record(Single.just(5)) == [.next(5), .completed])
    #expect(Self.record(Single<Int>.error(TestError())) == [.error(TestError())])
  }

  @Test func subscribeCallsSuccessOrFailureAndDisposed() {
    let log = LockedBox<[String]>([])
    _ = Single.just(1).subscribe(
      onSuccess: { value in log.withLock { $0.append("success \(value)") } },
      onFailure: { _ in log.withLock { $0.append("failure") } },
      onDisposed: { log.withLock { $0.append("disposed") } }
    )
    _ = Single<Int>.error(TestError()).subscribe(
      onSuccess: { value in log.withLock { $0.append("success \(value)") } },
      onFailure: { _ in log.withLock { $0.append("failure") } },
      onDisposed: { log.withLock { $0.append("disposed") } }
    )
    #expect(log.value == ["success 1", "disposed", "failure", "disposed"])
  }

  @Test func asSingleTakesTheOnlyElement() {
    #expect(Self.record(Self.observable([.next(1), .completed]).asSingle()) == [.next(1), .completed])
  }

  @Test func asSingleFailsWhenEmpty() {
    #expect(Self.record(Self.observable([.completed]).asSingle()) == [.error(RxError.noElements)])
  }

  @Test func asSingleFailsOnSecondElementAndUnsubscribes() {
    let disposed = LockedBox(false)
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      observer.onNext(3)
      return Disposables.create { disposed.withLock { $0 = true } }
    }
    #expect(Self.record(source.asSingle()) == [.error(RxError.moreThanOneElement)])
    #expect(disposed.value)
  }

  @Test func asSingleForwardsError() {
    #expect(Self.record(Self.observable([.error(TestError())]).asSingle()) == [.error(TestError())])
  }

  @Test func mapTransformsAndThrowingFails() {
    #expect(Self.record(Single.just(2).map { $0 * 10 }) == [.next(20), .completed])
    let failing = Single.just(2).map { (_: Int) throws -> Int in throw TestError("4") }
    #expect(Self.record(failing) == [.error(TestError("4"))])
  }

  @Test func flatMapContinuesWithTheInnerSingle() {
    let single = Single.just(2).flatMap { value in Single.just("\(value)!") }
    #expect(Self.record(single) == [.next("2!"), .completed])
    let failing = Single.just(2).flatMap { _ in Single<String>.error(TestError()) }
    #expect(Self.record(failing) == [.error(TestError())])
  }

  @Test func catchAndReturnRecovers() {
    #expect(Self.record(Single<Int>.error(TestError()).catchAndReturn(9)) == [.next(9), .completed])
    #expect(Self.record(Single.just(1).catchAndReturn(9)) == [.next(1), .completed])
  }

  @Test func doRunsSideEffects() {
    let log = LockedBox<[String]>([])
    let single = Single.just(3).do(
      onSuccess: { value in log.withLock { $0.append("success \(value)") } },
      onSubscribe: { log.withLock { $0.append("subscribe") } },
      onDispose: { log.withLock { $0.append("dispose") } }
    )
    #expect(Self.record(single) == [.next(3), .completed])
    #expect(log.value == ["subscribe", "success 3", "dispose"])
  }

  @Test func disposingReleasesEverything() {
    let tracker = Resources.Tracker()
    Resources.track(tracker) {
      let subscription = Single<Int>.never().map { $0 + 1 }.flatMap { Single.just($0) }.subscribe()
      subscription.dispose()
    }
    #expect(tracker.live == 0)
  }

  @Test func followsTheSubscriptionLifecycle() {
    // The first element of the source, then completion; nothing listens to the 10 sent after it.
    checkLifecycle(reentrant: [.next(2), .completed]) { sources, _ in
      sources[0].take(1).asSingle().map { $0 * 2 }.asObservable()
    }
    checkLifecycle(sources: 2, reentrant: [.next(101), .completed]) { sources, _ in
      sources[0].take(1).asSingle().flatMap { value in sources[1].take(1).asSingle().map { value * 100 + $0 } }
        .asObservable()
    }
  }
}
