// SPDX-License-Identifier: MIT

import ReactiveCore
import TestSupport
import Testing

/// The element path of `subscribe(onNext:...)`: what happens when the subscription ends or
/// the source calls back while an element is being delivered.
@Suite struct ClosureSinkDeliveryTests {
  private final class Owner: Sendable {}

  /// Holds a value that the test sets after subscribing and reads from inside a closure.
  private final class Slot<Value: Sendable>: @unchecked Sendable {
    // Safety: written once before the source emits, read afterwards, all on the test's thread.
    var value: Value?
  }

  @Test func disposingFromInsideOnNextReleasesTheClosuresWhenTheDeliveryEnds() {
    weak var weakOwner: Owner?
    let subject = PublishSubject<Int>()
    let subscription = Slot<any Disposable>()
    let releasedDuringDelivery = LockedBox<[Bool]>([])
    do {
      let owner = Owner()
      weakOwner = owner
      subscription.value = subject.subscribe(onNext: { _ in
        _ = owner
        subscription.value?.dispose()
        // Still delivering: the closure (and what it captures) must stay alive until it returns.
        releasedDuringDelivery.append(false)
      })
    }
    #expect(weakOwner != nil)
    subject.onNext(1)
    #expect(releasedDuringDelivery.value == [false])
    #expect(weakOwner == nil)  // released by the delivery that was in progress when disposed
    subject.onNext(2)
    #expect(releasedDuringDelivery.value == [false])  // nothing after dispose
  }

  @Test func completingFromInsideOnNextStopsLaterElementsAndReleasesTheClosures() {
    weak var weakOwner: Owner?
    let observer = Slot<AnyObserver<Int>>()
    let log = LockedBox<[String]>([])
    let source = Observable<Int>.create { sink in
      observer.value = sink
      return Disposables.create()
    }
    let subscription: any Disposable
    do {
      let owner = Owner()
      weakOwner = owner
      subscription = source.subscribe(
        onNext: { value in
          _ = owner
          log.append("next \(value)")
          if value == 1 { observer.value?.onCompleted() }  // the source ends during a delivery
        },
        onCompleted: { log.append("completed") }
      )
    }
    observer.value?.onNext(1)
    observer.value?.onNext(2)
    #expect(log.value == ["next 1", "completed"])
    #expect(weakOwner == nil)
    subscription.dispose()
  }

  @Test func aSourceCallingBackDuringADeliveryIsDeliveredNotDropped() {
    let observer = Slot<AnyObserver<Int>>()
    let log = LockedBox<[Int]>([])
    let source = Observable<Int>.create { sink in
      observer.value = sink
      return Disposables.create()
    }
    let subscription = source.subscribe(onNext: { value in
      log.append(value)
      // A misbehaving source: it sends again while the first element is still being delivered.
      if value == 1 { observer.value?.onNext(2) }
    })
    observer.value?.onNext(1)
    observer.value?.onNext(3)
    #expect(log.value == [1, 2, 3])
    subscription.dispose()
    observer.value?.onNext(4)
    #expect(log.value == [1, 2, 3])
  }
}
