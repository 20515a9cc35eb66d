// SPDX-License-Identifier: MIT

import ReactiveCore
import TestSupport
import Testing

@Suite struct RelayTests {
  @Test func publishRelayDeliversAcceptedElementsToCurrentObservers() {
    let relay = PublishRelay<Int>()
    relay.accept(0)
    let probe = SubjectProbe<Int>()
    _ = relay.subscribe(probe)
    relay.accept(1)
    relay.accept(2)
    #expect(probe.events == [.next(1), .next(2)])
  }

  @Test func behaviorRelayReplaysValueAndExposesIt() {
    let relay = BehaviorRelay(value: 0)
    #expect(relay.value == 0)
    relay.accept(1)
    let probe = SubjectProbe<Int>()
    _ = relay.subscribe(probe)
    relay.accept(2)
    #expect(relay.value == 2)
    #expect(probe.events == [.next(1), .next(2)])
  }

  @Test func replayRelayReplaysBuffer() {
    let relay = ReplayRelay<Int>.create(bufferSize: 2)
    for value in 1...3 { relay.accept(value) }
    let probe = SubjectProbe<Int>()
    _ = relay.subscribe(probe)
    #expect(probe.elements == [2, 3])
    let unbound = ReplayRelay<Int>.createUnbound()
    for value in 1...3 { unbound.accept(value) }
    let unboundProbe = SubjectProbe<Int>()
    _ = unbound.subscribe(unboundProbe)
    #expect(unboundProbe.elements == [1, 2, 3])
  }

  @Test func disposedRelaySubscriptionReceivesNothing() {
    let relays: [(accept: @Sendable (Int) -> Void, observable: Observable<Int>)] = [
      {
        let r = PublishRelay<Int>()
        return (r.accept, r.asObservable())
      }(),
      {
        let r = BehaviorRelay(value: 0)
        return (r.accept, r.asObservable())
      }(),
      {
        let r = ReplayRelay<Int>.create(bufferSize: 1)
        return (r.accept, r.asObservable())
      }(),
    ]
    for relay in relays {
      let probe = SubjectProbe<Int>()
      let subscription = relay.observable.subscribe(probe)
      relay.accept(1)
      subscription.dispose()
      relay.accept(2)
      #expect(probe.elements.last == 1)
      #expect(!probe.events.contains { $0.isStopEvent })
    }
  }

  @Test func behaviorRelayReentrantAcceptUpdatesValueAtOnce() {
    let relay = BehaviorRelay(value: 0)
    let seen = LockedBox<[Int]>([])
    _ = relay.subscribe(onNext: { value in
      seen.withLock { $0.append(value) }
      if value == 1 {
        relay.accept(relay.value + 1)
        relay.accept(relay.value + 1)
      }
    })
    relay.accept(1)
    #expect(relay.value == 3)
    #expect(seen.withLock { $0 } == [0, 1, 2, 3])
  }

  @Test func relaysFollowTheSubscriptionLifecycle() {
    // 10, sent from inside the first element, is queued behind it, after a replay too.
    func replaying() -> [ReplayRelay<Int>] {
      let relay = ReplayRelay<Int>.create(bufferSize: 1)
      relay.accept(0)
      return [relay]
    }
    checkLifecycle(sources: [PublishRelay<Int>()], reentrant: [.next(1), .next(10), .next(2)]) { relays, _ in
      relays[0].asObservable()
    }
    let afterReplay: [Event<Int>] = [.next(0), .next(10), .next(1), .next(2)]
    checkLifecycle(sources: [BehaviorRelay(value: 0)], reentrant: afterReplay) { relays, _ in relays[0].asObservable() }
    checkLifecycle(sources: replaying(), reentrant: afterReplay) { relays, _ in relays[0].asObservable() }
  }

}
