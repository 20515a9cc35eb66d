// SPDX-License-Identifier: MIT

import ReactiveCore
import TestSupport
import Testing

@Suite struct BehaviorSubjectTests {
  @Test func subscriberReceivesInitialValueThenUpdates() {
    let subject = BehaviorSubject(value: 0)
    let probe = SubjectProbe<Int>()
    _ = subject.subscribe(probe)
    subject.onNext(1)
    subject.onCompleted()
    #expect(probe.events == [.next(0), .next(1), .completed])
  }

  @Test func lateSubscriberReceivesCurrentValue() throws {
    let subject = BehaviorSubject(value: 0)
    subject.onNext(1)
    subject.onNext(2)
    let probe = SubjectProbe<Int>()
    _ = subject.subscribe(probe)
    #expect(probe.elements == [2])
    #expect(try subject.value() == 2)
  }

  @Test func valueAfterCompletionIsTheLastElement() throws {
    let subject = BehaviorSubject(value: 0)
    subject.onNext(3)
    subject.onCompleted()
    subject.onNext(4)
    #expect(try subject.value() == 3)
  }

  @Test func valueAfterErrorThrowsIt() {
    let subject = BehaviorSubject(value: 0)
    subject.onError(TestError())
    #expect(throws: TestError()) { try subject.value() }
  }

  @Test func valueAfterDisposeThrowsDisposed() {
    let subject = BehaviorSubject(value: 0)
    subject.dispose()
    #expect(subject.isDisposed)
    #expect(throws: RxError.disposed) { try subject.value() }
  }

  @Test func lateSubscriberToTerminatedSubjectReceivesOnlyTheTerminalEvent() {
    let completed = BehaviorSubject(value: 0)
    completed.onNext(1)
    completed.onCompleted()
    let probe = SubjectProbe<Int>()
    _ = completed.subscribe(probe)
    #expect(probe.events == [.completed])

    let failed = BehaviorSubject(value: 0)
    failed.onError(TestError())
    let failedProbe = SubjectProbe<Int>()
    _ = failed.subscribe(failedProbe)
    #expect(failedProbe.events == [.error(TestError())])
  }

  @Test func nothingAfterErrorOrDispose() {
    let subject = BehaviorSubject(value: 0)
    let probe = SubjectProbe<Int>()
    _ = subject.subscribe(probe)
    subject.onError(TestError())
    subject.onNext(1)
    subject.onCompleted()
    #expect(probe.events == [.next(0), .error(TestError())])

    let disposed = BehaviorSubject(value: 0)
    let disposedProbe = SubjectProbe<Int>()
    _ = disposed.subscribe(disposedProbe)
    disposed.dispose()
    disposed.onNext(1)
    #expect(disposedProbe.events == [.next(0)])
    let late = SubjectProbe<Int>()
    _ = disposed.subscribe(late)
    #expect(late.events == [.error(RxError.disposed)])
  }

  @Test func reentrantSendUpdatesValueAtOnceAndDeliversBreadthFirst() throws {
    let subject = BehaviorSubject(value: 0)
    let log = LockedBox<[String]>([])
    _ = subject.subscribe(onNext: { value in
      log.withLock { $0.append("a\(value)") }
      if value == 1 {
        subject.onNext(2)
        let current = (try? subject.value()) ?? -1
        log.withLock { $0.append("value \(current)") }
      }
    })
    _ = subject.subscribe(onNext: { value in log.withLock { $0.append("b\(value)") } })
    log.withLock { $0 = [] }
    subject.onNext(1)
    #expect(log.withLock { $0 } == ["a1", "value 2", "b1", "a2", "b2"])
    #expect(try subject.value() == 2)
  }

  @Test func reentrantSubscribeReplaysTheValueAfterTheCurrentEvent() {
    let subject = BehaviorSubject(value: 0)
    let log = LockedBox<[String]>([])
    _ = subject.subscribe(onNext: { value in
      log.withLock { $0.append("a\(value)") }
      if value == 1 {
        _ = subject.subscribe(onNext: { value in log.withLock { $0.append("inner\(value)") } })
        log.withLock { $0.append("subscribed") }
      }
    })
    _ = subject.subscribe(onNext: { value in log.withLock { $0.append("b\(value)") } })
    subject.onNext(1)
    subject.onNext(2)
    #expect(
      log.withLock { $0 } == ["a0", "b0", "a1", "subscribed", "b1", "inner1", "a2", "b2", "inner2"]
    )
  }

  @Test func followsTheSubscriptionLifecycle() {
    // 0 is replayed inside subscribe; 10, sent from inside it, is queued behind it.
    let afterReplay: [Event<Int>] = [.next(0), .next(10), .next(1), .next(2)]
    checkLifecycle(sources: [BehaviorSubject(value: 0)], reentrant: afterReplay) { subjects, _ in
      subjects[0].asObservable()
    }
  }
}
