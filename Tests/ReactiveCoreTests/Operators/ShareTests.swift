// SPDX-License-Identifier: MIT

import ReactiveCore
import TestSupport
import Testing

/// A source that counts subscriptions and disposals and lets the test drive it.
private final class CountingSource: Sendable {
  let subject = PublishSubject<Int>()
  private let counts = LockedBox((subscriptions: 0, disposals: 0))

  var subscriptions: Int { counts.withLock { $0.subscriptions } }
  var disposals: Int { counts.withLock { $0.disposals } }

  var observable: Observable<Int> {
    let subject = self.subject
    return Observable.create { observer in
      self.counts.withLock { $0.subscriptions += 1 }
      let subscription = subject.subscribe(observer)
      return Disposables.create {
        self.counts.withLock { $0.disposals += 1 }
        subscription.dispose()
      }
    }
  }
}

extension Observable where Element == Int {
  /// A source that creates a new subject per subscription and records it.
  fileprivate static func deferredSubject(_ subjects: LockedBox<[PublishSubject<Int>]>) -> Observable<Int> {
    Observable.create { observer in
      let subject = PublishSubject<Int>()
      subjects.withLock { $0.append(subject) }
      return subject.subscribe(observer)
    }
  }
}

@Suite struct ShareTests {
  @Test func connectsOnceForAllSubscribers() {
    let source = CountingSource()
    let shared = source.observable.share()
    let probes = (0..<3).map { _ in SubjectProbe<Int>() }
    let subscriptions = probes.map { shared.subscribe($0) }
    #expect(source.subscriptions == 1)
    source.subject.onNext(1)
    source.subject.onNext(2)
    for probe in probes { #expect(probe.elements == [1, 2]) }
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func disconnectsWhenTheLastSubscriberLeaves() {
    let source = CountingSource()
    let shared = source.observable.share(replay: 1)
    let first = shared.subscribe(onNext: { _ in })
    let second = shared.subscribe(onNext: { _ in })
    first.dispose()
    first.dispose()  // disposing twice releases once
    #expect(source.disposals == 0)
    second.dispose()
    #expect(source.disposals == 1)
    #expect(!source.subject.hasObservers)
  }

  @Test func lateSubscriberReceivesTheLastReplayElements() {
    let source = CountingSource()
    let shared = source.observable.share(replay: 2)
    let early = SubjectProbe<Int>()
    _ = shared.subscribe(early)
    for value in 1...3 { source.subject.onNext(value) }
    let late = SubjectProbe<Int>()
    _ = shared.subscribe(late)
    source.subject.onNext(4)
    #expect(early.elements == [1, 2, 3, 4])
    #expect(late.elements == [2, 3, 4])
    #expect(source.subscriptions == 1)
  }

  @Test func shareWithoutReplayGivesLateSubscribersOnlyLaterElements() {
    let source = CountingSource()
    let shared = source.observable.share()
    _ = shared.subscribe(onNext: { _ in })
    source.subject.onNext(1)
    let late = SubjectProbe<Int>()
    _ = shared.subscribe(late)
    source.subject.onNext(2)
    #expect(late.elements == [2])
  }

  @Test func whileConnectedReconnectsWithAnEmptyBufferAfterDisconnect() {
    let source = CountingSource()
    let shared = source.observable.share(replay: 1, scope: .whileConnected)
    let first = shared.subscribe(onNext: { _ in })
    source.subject.onNext(1)
    first.dispose()
    let probe = SubjectProbe<Int>()
    _ = shared.subscribe(probe)
    #expect(source.subscriptions == 2)
    source.subject.onNext(2)
    #expect(probe.elements == [2])
  }

  @Test func whileConnectedReconnectsAfterCompletion() {
    let source = CountingSource()
    let shared = source.observable.share(replay: 1)
    let first = SubjectProbe<Int>()
    _ = shared.subscribe(first)
    source.subject.onNext(1)
    source.subject.onCompleted()
    #expect(first.events == [.next(1), .completed])
    #expect(source.disposals == 1)
    // The source subject completed, so use a fresh one behind the same shared observable.
    let late = SubjectProbe<Int>()
    _ = shared.subscribe(late)
    #expect(source.subscriptions == 2)
    #expect(late.events == [.completed])  // the source itself replays its completion
  }

  @Test func whileConnectedStartsAFreshConnectionAfterTermination() {
    let subjects = LockedBox<[PublishSubject<Int>]>([])
    let source = Observable<Int>.deferredSubject(subjects)
    let shared = source.share(replay: 1)
    let first = SubjectProbe<Int>()
    _ = shared.subscribe(first)
    subjects.withLock { $0[0] }.onNext(1)
    subjects.withLock { $0[0] }.onCompleted()
    let second = SubjectProbe<Int>()
    _ = shared.subscribe(second)
    #expect(subjects.withLock { $0.count } == 2)
    subjects.withLock { $0[1] }.onNext(2)
    #expect(first.events == [.next(1), .completed])
    #expect(second.events == [.next(2)])
  }

  @Test func whileConnectedResubscribesASynchronousSourceForEachLateSubscriber() {
    let counter = LockedBox(0)
    let source = Observable<Int>.create { observer in
      counter.withLock { $0 += 1 }
      observer.onNext(1)
      observer.onNext(2)
      observer.onCompleted()
      return Disposables.create()
    }
    let shared = source.share(replay: 1)
    let first = SubjectProbe<Int>()
    let second = SubjectProbe<Int>()
    _ = shared.subscribe(first)
    _ = shared.subscribe(second)
    #expect(first.events == [.next(1), .next(2), .completed])
    #expect(second.events == [.next(1), .next(2), .completed])
    #expect(counter.withLock { $0 } == 2)
  }

  @Test func errorsReachEverySubscriber() {
    let source = CountingSource()
    let shared = source.observable.share()
    let probes = (0..<2).map { _ in SubjectProbe<Int>() }
    for probe in probes { _ = shared.subscribe(probe) }
    source.subject.onError(TestError())
    for probe in probes { #expect(probe.events == [.error(TestError())]) }
  }

  @Test func foreverKeepsTheBufferAcrossReconnection() {
    let source = CountingSource()
    let shared = source.observable.share(replay: 1, scope: .forever)
    let first = shared.subscribe(onNext: { _ in })
    source.subject.onNext(1)
    first.dispose()
    #expect(source.disposals == 1)
    let probe = SubjectProbe<Int>()
    _ = shared.subscribe(probe)
    #expect(source.subscriptions == 2)
    source.subject.onNext(2)
    #expect(probe.elements == [1, 2])
  }

  @Test func foreverReplaysTheTerminalEventWithoutResubscribing() {
    let source = CountingSource()
    let shared = source.observable.share(replay: 2, scope: .forever)
    _ = shared.subscribe(onNext: { _ in })
    source.subject.onNext(1)
    source.subject.onNext(2)
    source.subject.onNext(3)
    source.subject.onCompleted()
    let late = SubjectProbe<Int>()
    _ = shared.subscribe(late)
    #expect(late.events == [.next(2), .next(3), .completed])
    #expect(source.subscriptions == 1)
  }

  @Test func reentrantSubscribeReceivesReplayAfterTheCurrentElement() {
    let source = CountingSource()
    let shared = source.observable.share(replay: 1)
    let inner = SubjectProbe<Int>()
    let outer = SubjectProbe<Int>(onEvent: { event in
      if event.element == 1 { _ = shared.subscribe(inner) }
    })
    _ = shared.subscribe(outer)
    source.subject.onNext(1)
    source.subject.onNext(2)
    #expect(outer.elements == [1, 2])
    #expect(inner.elements == [1, 2])
    #expect(source.subscriptions == 1)
  }

  @Test func nothingLeaksAfterTheLastSubscriberLeaves() {
    let tracker = Resources.Tracker()
    let source = CountingSource()
    Resources.track(tracker) {
      let shared = source.observable.share(replay: 1)
      let subscriptions = (0..<3).map { _ in shared.subscribe(onNext: { _ in }) }
      source.subject.onNext(1)
      #expect(tracker.live > 0)
      for subscription in subscriptions { subscription.dispose() }
    }
    #expect(tracker.live == 0)
    #expect(!source.subject.hasObservers)
  }

  @Test(arguments: [0, 1])
  func followsTheSubscriptionLifecycle(replay: Int) {
    // 10, sent from inside 1, is queued by the source subject behind 1.
    for scope in [SubjectLifetimeScope.whileConnected, .forever] {
      checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, _ in
        sources[0].share(replay: replay, scope: scope)
      }
    }
  }
}
