// SPDX-License-Identifier: MIT

import ReactiveCore
import TestSupport
import Testing

@Suite struct ReplaySubjectTests {
  @Test(arguments: [0, 1, 2, 3, 5])
  func lateSubscriberReceivesTheLastBufferSizeElements(bufferSize: Int) {
    let subject = ReplaySubject<Int>.create(bufferSize: bufferSize)
    for value in 1...4 { subject.onNext(value) }
    let probe = SubjectProbe<Int>()
    _ = subject.subscribe(probe)
    subject.onNext(5)
    let replayed = Array((1...4).suffix(bufferSize))
    #expect(probe.elements == replayed + [5])
  }

  @Test func unboundReplaysEverything() {
    let subject = ReplaySubject<Int>.createUnbound()
    for value in 1...100 { subject.onNext(value) }
    let probe = SubjectProbe<Int>()
    _ = subject.subscribe(probe)
    #expect(probe.elements == Array(1...100))
  }

  @Test func ringBufferKeepsOrderAfterWrapping() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    for value in 1...7 {
      subject.onNext(value)
      let probe = SubjectProbe<Int>()
      _ = subject.subscribe(probe).dispose()
      #expect(probe.elements == Array((1...value).suffix(3)))
    }
  }

  @Test func lateSubscriberToCompletedSubjectReceivesBufferThenCompletion() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    subject.onCompleted()
    subject.onNext(4)
    let probe = SubjectProbe<Int>()
    _ = subject.subscribe(probe)
    #expect(probe.events == [.next(2), .next(3), .completed])
  }

  @Test func lateSubscriberToFailedSubjectReceivesBufferThenError() {
    let subject = ReplaySubject<Int>.createUnbound()
    subject.onNext(1)
    subject.onError(TestError())
    let probe = SubjectProbe<Int>()
    _ = subject.subscribe(probe)
    #expect(probe.events == [.next(1), .error(TestError())])
  }

  @Test func disposeEmptiesBufferAndRejectsSubscribers() {
    let subject = ReplaySubject<Int>.create(bufferSize: 4)
    let probe = SubjectProbe<Int>()
    _ = subject.subscribe(probe)
    subject.onNext(1)
    subject.dispose()
    subject.onNext(2)
    #expect(probe.events == [.next(1)])
    #expect(subject.isDisposed)
    let late = SubjectProbe<Int>()
    _ = subject.subscribe(late)
    #expect(late.events == [.error(RxError.disposed)])
  }

  @Test func reentrantSubscribeReplaysWithoutDuplicatesOrGaps() {
    let subject = ReplaySubject<Int>.create(bufferSize: 10)
    let inner = SubjectProbe<Int>()
    let outer = SubjectProbe<Int>(onEvent: { event in
      if event.element == 2 {
        subject.onNext(3)  // queued behind the current event
        _ = subject.subscribe(inner)  // replay captured now: 1, 2, 3
        subject.onNext(4)
      }
    })
    _ = subject.subscribe(outer)
    subject.onNext(1)
    subject.onNext(2)
    #expect(outer.elements == [1, 2, 3, 4])
    #expect(inner.elements == [1, 2, 3, 4])
  }

  @Test func followsTheSubscriptionLifecycle() {
    // -1 and 0 are replayed inside subscribe; 10, sent from inside -1, is queued behind the replay.
    func replaying() -> [ReplaySubject<Int>] {
      let subject = ReplaySubject<Int>.create(bufferSize: 2)
      subject.onNext(-1)
      subject.onNext(0)
      return [subject]
    }
    let afterReplay: [Event<Int>] = [.next(-1), .next(0), .next(10), .next(1), .next(2)]
    checkLifecycle(sources: replaying(), reentrant: afterReplay) { subjects, _ in subjects[0].asObservable() }
  }
}
