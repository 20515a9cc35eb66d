// SPDX-License-Identifier: MIT

import ReactiveCore
import TestSupport
import Testing

/// One subject under test, type-erased so every kind runs the same checks.
struct SubjectKind: Sendable, CustomTestStringConvertible {
  let name: String
  /// Creates a fresh subject: its observer side, observable side and disposal.
  let make: @Sendable () -> (observer: AnyObserver<Int>, observable: Observable<Int>, dispose: @Sendable () -> Void)
  /// What a subscriber that arrives after `1, 2` were sent receives first.
  let replayAfterOneTwo: [Int]

  var testDescription: String { name }

  static let all: [SubjectKind] = [
    SubjectKind(name: "PublishSubject", make: { wrap(PublishSubject<Int>()) }, replayAfterOneTwo: []),
    SubjectKind(name: "BehaviorSubject", make: { wrap(BehaviorSubject(value: 0)) }, replayAfterOneTwo: [2]),
    SubjectKind(name: "ReplaySubject(1)", make: { wrap(ReplaySubject.create(bufferSize: 1)) }, replayAfterOneTwo: [2]),
    SubjectKind(
      name: "ReplaySubject(5)",
      make: { wrap(ReplaySubject.create(bufferSize: 5)) },
      replayAfterOneTwo: [1, 2]
    ),
    SubjectKind(
      name: "ReplaySubject.unbound",
      make: { wrap(ReplaySubject.createUnbound()) },
      replayAfterOneTwo: [1, 2]
    ),
  ]

  private static func wrap<Subject: ObservableType & ObserverType & Disposable>(
    _ subject: Subject
  ) -> (observer: AnyObserver<Int>, observable: Observable<Int>, dispose: @Sendable () -> Void)
  where Subject.Element == Int {
    (AnyObserver(subject), subject.asObservable(), { subject.dispose() })
  }
}

@Suite struct SubjectGrammarTests {
  @Test(arguments: SubjectKind.all)
  func nothingAfterCompleted(kind: SubjectKind) {
    let subject = kind.make()
    let probe = SubjectProbe<Int>()
    _ = subject.observable.subscribe(probe)
    subject.observer.onNext(1)
    subject.observer.onNext(2)
    subject.observer.onCompleted()
    subject.observer.onNext(3)
    subject.observer.onError(TestError())
    subject.observer.onCompleted()
    #expect(probe.events.filter(\.isStopEvent) == [.completed])
    #expect(probe.events.last == .completed)
    #expect(!probe.elements.contains(3))
  }

  @Test(arguments: SubjectKind.all)
  func nothingAfterError(kind: SubjectKind) {
    let subject = kind.make()
    let probe = SubjectProbe<Int>()
    _ = subject.observable.subscribe(probe)
    subject.observer.onNext(1)
    subject.observer.onError(TestError())
    subject.observer.onNext(2)
    subject.observer.onCompleted()
    #expect(probe.events.filter(\.isStopEvent) == [.error(TestError())])
    #expect(probe.events.last == .error(TestError()))
    #expect(!probe.elements.contains(2))
  }

  @Test(arguments: SubjectKind.all)
  func nothingAfterSubscriptionDispose(kind: SubjectKind) {
    let subject = kind.make()
    let probe = SubjectProbe<Int>()
    let subscription = subject.observable.subscribe(probe)
    subject.observer.onNext(1)
    let before = probe.events
    subscription.dispose()
    subject.observer.onNext(2)
    subject.observer.onCompleted()
    #expect(probe.events == before)
  }

  @Test(arguments: SubjectKind.all)
  func nothingAfterSubjectDispose(kind: SubjectKind) {
    let subject = kind.make()
    let probe = SubjectProbe<Int>()
    _ = subject.observable.subscribe(probe)
    subject.observer.onNext(1)
    let before = probe.events
    subject.dispose()
    subject.observer.onNext(2)
    subject.observer.onCompleted()
    #expect(probe.events == before)
    let late = SubjectProbe<Int>()
    _ = subject.observable.subscribe(late)
    #expect(late.events == [.error(RxError.disposed)])
  }

  @Test(arguments: SubjectKind.all)
  func lateSubscriberReceivesReplayThenLaterEvents(kind: SubjectKind) {
    let subject = kind.make()
    subject.observer.onNext(1)
    subject.observer.onNext(2)
    let probe = SubjectProbe<Int>()
    _ = subject.observable.subscribe(probe)
    subject.observer.onNext(3)
    #expect(probe.elements == kind.replayAfterOneTwo + [3])
  }

  @Test(arguments: SubjectKind.all)
  func disposingFromInsideOnNextStopsAtOnce(kind: SubjectKind) {
    let subject = kind.make()
    let subscription = LockedBox<(any Disposable)?>(nil)
    let probe = SubjectProbe<Int>(onEvent: { event in
      if event.element == 5 { subscription.withLock { $0 }?.dispose() }
    })
    subscription.withLock { $0 = subject.observable.subscribe(probe) }
    for value in 5...7 { subject.observer.onNext(value) }
    #expect(probe.elements.last == 5)
  }
}
