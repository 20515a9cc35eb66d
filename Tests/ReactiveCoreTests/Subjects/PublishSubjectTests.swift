// SPDX-License-Identifier: MIT

import ReactiveCore
import TestSupport
import Testing

@Suite struct PublishSubjectTests {
  @Test func deliversEventsSentAfterSubscribing() {
    let subject = PublishSubject<Int>()
    subject.onNext(0)
    let probe = SubjectProbe<Int>()
    _ = subject.subscribe(probe)
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    #expect(probe.events == [.next(1), .next(2), .completed])
  }

  @Test func deliversErrorAndNothingAfterIt() {
    let subject = PublishSubject<Int>()
    let probe = SubjectProbe<Int>()
    _ = subject.subscribe(probe)
    subject.onNext(1)
    subject.onError(TestError())
    subject.onNext(2)
    subject.onCompleted()
    #expect(probe.events == [.next(1), .error(TestError())])
    #expect(!subject.hasObservers)
  }

  @Test func lateSubscriberReceivesTerminalEventOnly() {
    let subject = PublishSubject<Int>()
    subject.onNext(1)
    subject.onCompleted()
    let probe = SubjectProbe<Int>()
    _ = subject.subscribe(probe)
    #expect(probe.events == [.completed])
    let failed = PublishSubject<Int>()
    failed.onError(TestError())
    let failedProbe = SubjectProbe<Int>()
    _ = failed.subscribe(failedProbe)
    #expect(failedProbe.events == [.error(TestError())])
  }

  @Test func everyObserverReceivesEachEventInSubscriptionOrder() {
    let subject = PublishSubject<Int>()
    let log = LockedBox<[String]>([])
    for name in ["a", "b", "c"] {
      _ = subject.subscribe(onNext: { value in log.withLock { $0.append("\(name)\(value)") } })
    }
    subject.onNext(1)
    subject.onNext(2)
    #expect(log.withLock { $0 } == ["a1", "b1", "c1", "a2", "b2", "c2"])
  }

  @Test func subscribersLeavingInAnyOrderStopReceivingAndTheRestKeepTheirOrder() {
    // Enough subscribers leaving from the middle to make the hub mark holes, trim the tail and
    // compact, each removal found by its ID.
    let subject = PublishSubject<Int>()
    var received: [Int: SubjectProbe<Int>] = [:]
    var subscriptions: [Int: any Disposable] = [:]
    let order = LockedBox<[Int]>([])
    for index in 0..<100 {
      let probe = SubjectProbe<Int> { _ in order.withLock { $0.append(index) } }
      received[index] = probe
      subscriptions[index] = subject.subscribe(probe)
    }
    let leaving = Array(stride(from: 0, to: 100, by: 3)) + Array(stride(from: 98, through: 50, by: -3))
    for (step, index) in leaving.enumerated() {
      subscriptions[index]?.dispose()
      subscriptions[index]?.dispose()  // a second dispose changes nothing
      subject.onNext(step)
    }
    let staying = (0..<100).filter { !leaving.contains($0) }
    order.withLock { $0.removeAll() }
    subject.onNext(-1)
    #expect(order.withLock { $0 } == staying)
    for (step, index) in leaving.enumerated() {
      #expect(received[index]?.elements == Array(0..<step))
    }
    for index in staying {
      #expect(received[index]?.elements == Array(0..<leaving.count) + [-1])
    }
    #expect(subject.hasObservers)
    for index in staying { subscriptions[index]?.dispose() }
    #expect(!subject.hasObservers)
  }

  @Test func disposedSubscriptionReceivesNothing() {
    let subject = PublishSubject<Int>()
    let probe = SubjectProbe<Int>()
    let subscription = subject.subscribe(probe)
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    subject.onCompleted()
    #expect(probe.events == [.next(1)])
    #expect(!subject.hasObservers)
  }

  @Test func hasObserversTracksSubscriptions() {
    let subject = PublishSubject<Int>()
    #expect(!subject.hasObservers)
    let first = subject.subscribe(onNext: { _ in })
    let second = subject.subscribe(onNext: { _ in })
    #expect(subject.hasObservers)
    first.dispose()
    #expect(subject.hasObservers)
    second.dispose()
    #expect(!subject.hasObservers)
  }

  @Test func disposeDropsObserversIgnoresSendsAndRejectsSubscribers() {
    let subject = PublishSubject<Int>()
    let probe = SubjectProbe<Int>()
    _ = subject.subscribe(probe)
    subject.dispose()
    #expect(subject.isDisposed)
    #expect(!subject.hasObservers)
    subject.onNext(1)
    subject.onCompleted()
    #expect(probe.events.isEmpty)
    let late = SubjectProbe<Int>()
    _ = subject.subscribe(late)
    #expect(late.events == [.error(RxError.disposed)])
  }

  @Test func reentrantSendIsDeliveredBreadthFirst() {
    let subject = PublishSubject<Int>()
    let log = LockedBox<[String]>([])
    _ = subject.subscribe(onNext: { value in
      log.withLock { $0.append("a\(value)") }
      if value == 1 {
        subject.onNext(2)
        log.withLock { $0.append("a: onNext(2) returned") }
      }
    })
    _ = subject.subscribe(onNext: { value in log.withLock { $0.append("b\(value)") } })
    subject.onNext(1)
    log.withLock { $0.append("outer onNext(1) returned") }
    #expect(
      log.withLock { $0 } == ["a1", "a: onNext(2) returned", "b1", "a2", "b2", "outer onNext(1) returned"]
    )
  }

  @Test func reentrantSubscribeStartsWithTheNextEvent() {
    let subject = PublishSubject<Int>()
    let inner = SubjectProbe<Int>()
    let outer = SubjectProbe<Int>(onEvent: { event in
      if event.element == 1 { _ = subject.subscribe(inner) }
    })
    _ = subject.subscribe(outer)
    subject.onNext(1)
    subject.onNext(2)
    #expect(outer.elements == [1, 2])
    #expect(inner.elements == [2])
  }

  @Test func disposingAnotherSubscriptionDuringDeliveryStopsIt() {
    let subject = PublishSubject<Int>()
    let second = SubjectProbe<Int>()
    let secondSubscription = LockedBox<(any Disposable)?>(nil)
    _ = subject.subscribe(onNext: { _ in secondSubscription.withLock { $0 }?.dispose() })
    secondSubscription.withLock { $0 = subject.subscribe(second) }
    subject.onNext(1)
    subject.onNext(2)
    #expect(second.events.isEmpty)
  }

  @Test func observerIsNotificationOnly() {
    let subject = PublishSubject<Int>()
    let probe = SubjectProbe<Int>()
    _ = subject.asObservable().subscribe(probe)
    let observer: AnyObserver<Int> = subject.asObserver()
    observer.onNext(7)
    #expect(probe.elements == [7])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 10, sent from inside 1, is queued behind it.
    checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { subjects, _ in subjects[0].asObservable() }
  }
}
