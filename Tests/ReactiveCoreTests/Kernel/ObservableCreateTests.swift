// SPDX-License-Identifier: MIT

import ReactiveCore
import TestSupport
import Testing

private struct Boom: Error, CustomStringConvertible {
  var description: String { "boom" }
}

@Suite struct ObservableCreateTests {
  @Test func createDeliversEventsInOrder() {
    let log = LockedBox<[Event<Int>]>([])
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      observer.onCompleted()
      return Disposables.create()
    }
    _ = source.subscribe { log.append($0) }
    #expect(log.value == [.next(1), .next(2), .completed])
  }

  @Test func nothingIsDeliveredAfterATerminalEvent() {
    let log = LockedBox<[Event<Int>]>([])
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(Boom())
      observer.onNext(2)
      observer.onCompleted()
      return Disposables.create()
    }
    _ = source.subscribe { log.append($0) }
    #expect(log.value == [.next(1), .error(Boom())])
  }

  @Test func nothingIsDeliveredAfterDispose() {
    let log = LockedBox<[Int]>([])
    let captured = LockedBox<[AnyObserver<Int>]>([])
    let subscription = Observable<Int>.create { observer in
      captured.append(observer)
      return Disposables.create()
    }
    .subscribe(onNext: { log.append($0) })
    let observer = captured.value[0]
    observer.onNext(1)
    subscription.dispose()
    observer.onNext(2)
    observer.onCompleted()
    #expect(log.value == [1])
  }

  @Test func producerIsDisposedOnceAfterCompletion() {
    let disposals = LockedBox(0)
    let completions = LockedBox(0)
    let ends = LockedBox(0)
    let subscription = Observable<Int>.create { observer in
      observer.onCompleted()
      return Disposables.create { disposals.increment() }
    }
    .subscribe(onCompleted: { completions.increment() }, onDisposed: { ends.increment() })
    subscription.dispose()
    #expect(disposals.value == 1)
    #expect(completions.value == 1)
    #expect(ends.value == 1)
  }

  @Test func disposeRunsOnDisposedOnceAndDisposesTheProducer() {
    let disposals = LockedBox(0)
    let ends = LockedBox(0)
    let subscription = Observable<Int>.create { _ in
      Disposables.create { disposals.increment() }
    }
    .subscribe(onDisposed: { ends.increment() })
    #expect(disposals.value == 0)
    subscription.dispose()
    subscription.dispose()
    #expect(disposals.value == 1)
    #expect(ends.value == 1)
  }

  @Test func subscribingAnObserverEnforcesTheGrammar() {
    let log = LockedBox<[Event<String>]>([])
    let observer = AnyObserver<String> { log.append($0) }
    let source = Observable<String>.create { observer in
      observer.onNext("a")
      observer.onCompleted()
      observer.onCompleted()
      observer.onNext("b")
      return Disposables.create()
    }
    _ = source.subscribe(observer)
    #expect(log.value == [.next("a"), .completed])
  }

  @Test func eachSubscriptionRunsTheRecipeAgain() {
    let runs = LockedBox(0)
    let source = Observable<Int>.create { observer in
      runs.increment()
      observer.onCompleted()
      return Disposables.create()
    }
    _ = source.subscribe()
    _ = source.subscribe()
    #expect(runs.value == 2)
  }

  @Test func resourcesReturnToZeroAfterDispose() {
    let tracker = Resources.Tracker()
    Resources.track(tracker) {
      let subscription = Observable<Int>.create { _ in Disposables.create() }.subscribe(onNext: { _ in })
      #if DEBUG
        #expect(tracker.live > 0)
      #endif
      subscription.dispose()
    }
    #expect(tracker.live == 0)
  }

  @Test func subscriptionReleasesItsClosuresWhenItEnds() {
    final class Owner: Sendable {}
    weak var weakOwner: Owner?
    let subscription: any Disposable
    do {
      let owner = Owner()
      weakOwner = owner
      subscription = Observable<Int>.create { _ in Disposables.create() }
        .subscribe(onNext: { _ in _ = owner })
    }
    #expect(weakOwner != nil)
    subscription.dispose()
    #expect(weakOwner == nil)
  }

  @Test func errorsCompareByTypeAndDescription() {
    #expect(Event<Int>.error(Boom()) == .error(Boom()))
    #expect(Event<Int>.error(Boom()) != .error(RxError.timeout))
    #expect(Event<Int>.error(RxError.timeout) == .error(RxError.timeout))
    #expect(Event<Int>.error(RxError.timeout) != .error(RxError.noElements))
    #expect(Event<Int>.next(1) != .completed)
  }

  @Test func eventAccessorsDescribeTheEvent() {
    #expect(Event.next(3).element == 3)
    #expect(Event<Int>.completed.isStopEvent)
    #expect(Event<Int>.completed.isCompleted)
    #expect(Event<Int>.error(Boom()).error is Boom)
    #expect(Event.next(2).map { $0 * 10 } == .next(20))
    #expect(Event.next(2).map { _ -> Int in throw Boom() } == .error(Boom()))
  }
}

@Suite struct GuardSinkReleaseTests {
  private final class Sink: ObserverType, Sendable {
    func on(_ event: Event<Int>) {}
  }

  @Test func subscriptionReleasesAnObserverObjectWhenDisposed() {
    weak var weakSink: Sink?
    let subscription: any Disposable
    do {
      let sink = Sink()
      weakSink = sink
      subscription = Observable<Int>.create { _ in Disposables.create() }.subscribe(sink)
    }
    #expect(weakSink != nil)
    subscription.dispose()
    #expect(weakSink == nil)
  }

  @Test func subscriptionReleasesAnObserverObjectAfterCompletion() {
    weak var weakSink: Sink?
    let subscription: any Disposable
    do {
      let sink = Sink()
      weakSink = sink
      subscription = Observable<Int>.create { observer in
        observer.onCompleted()
        return Disposables.create()
      }
      .subscribe(sink)
    }
    #expect(weakSink == nil)
    _ = subscription
  }
}
