// SPDX-License-Identifier: MIT

import ReactiveCore
import Testing

/// An observer object whose lifetime the tests watch through a weak reference.
private final class WeakTarget: ObserverType {
  func on(_ event: Event<Int>) {}
}

@Suite struct SubjectLeakTests {
  @Test(arguments: SubjectKind.all)
  func subscriptionsAreReleasedAfterDispose(kind: SubjectKind) {
    let tracker = Resources.Tracker()
    let subject = kind.make()
    Resources.track(tracker) {
      let subscriptions = (0..<5).map { _ in subject.observable.subscribe(onNext: { _ in }) }
      subject.observer.onNext(1)
      #expect(tracker.live > 0)
      for subscription in subscriptions { subscription.dispose() }
    }
    #expect(tracker.live == 0)
  }

  @Test(arguments: SubjectKind.all)
  func subscriptionsAreReleasedAfterCompletion(kind: SubjectKind) {
    let tracker = Resources.Tracker()
    let subject = kind.make()
    Resources.track(tracker) {
      for _ in 0..<5 { _ = subject.observable.subscribe(onNext: { _ in }) }
      subject.observer.onCompleted()
    }
    #expect(tracker.live == 0)
  }

  @Test func relaySubscriptionsAreReleasedAfterDispose() {
    let tracker = Resources.Tracker()
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    let replay = ReplayRelay<Int>.create(bufferSize: 2)
    Resources.track(tracker) {
      let subscriptions = [
        publish.subscribe(onNext: { _ in }),
        behavior.subscribe(onNext: { _ in }),
        replay.subscribe(onNext: { _ in }),
        publish.bind(to: behavior),
      ]
      publish.accept(1)
      for subscription in subscriptions { subscription.dispose() }
    }
    #expect(tracker.live == 0)
  }

  @Test(arguments: SubjectKind.all)
  func weaklyHeldObserverIsReleasedAfterDispose(kind: SubjectKind) {
    let subject = kind.make()
    weak var weakTarget: WeakTarget?
    let subscription: any Disposable
    do {
      let target = WeakTarget()
      weakTarget = target
      subscription = subject.observable.subscribe(onNext: { target.on(.next($0)) })
    }
    subject.observer.onNext(1)
    #expect(weakTarget != nil)
    subscription.dispose()
    #expect(weakTarget == nil)
  }

  @Test(arguments: SubjectKind.all)
  func weaklyHeldObserverIsReleasedAfterCompletion(kind: SubjectKind) {
    let subject = kind.make()
    weak var weakTarget: WeakTarget?
    var subscription: (any Disposable)?
    do {
      let target = WeakTarget()
      weakTarget = target
      subscription = subject.observable.subscribe(onNext: { target.on(.next($0)) })
    }
    #expect(weakTarget != nil)
    subject.observer.onCompleted()
    #expect(weakTarget == nil)
    #expect(subscription != nil)
  }

  @Test func observerIsReleasedWhenItsSubscriptionIsDropped() {
    let subject = PublishSubject<Int>()
    weak var weakTarget: WeakTarget?
    var subscription: (any Disposable)?
    do {
      let target = WeakTarget()
      weakTarget = target
      subscription = subject.subscribe(target)
    }
    subscription?.dispose()
    subscription = nil
    #expect(weakTarget == nil)
  }

  @Test func observersAreReleasedAfterSubjectDispose() {
    let subject = BehaviorSubject(value: 0)
    weak var weakTarget: WeakTarget?
    do {
      let target = WeakTarget()
      weakTarget = target
      _ = subject.subscribe(onNext: { target.on(.next($0)) })
    }
    #expect(weakTarget != nil)
    subject.dispose()
    #expect(weakTarget == nil)
  }

  @Test func churnDoesNotGrowTheSubject() {
    let tracker = Resources.Tracker()
    let subject = BehaviorSubject(value: 0)
    Resources.track(tracker) {
      let keeper = subject.subscribe(onNext: { _ in })
      for value in 0..<10_000 {
        subject.subscribe(onNext: { _ in }).dispose()
        if value % 100 == 0 { subject.onNext(value) }
      }
      #expect(subject.hasObservers)
      keeper.dispose()
    }
    #expect(!subject.hasObservers)
    #expect(tracker.live == 0)
  }
}
