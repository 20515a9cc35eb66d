// SPDX-License-Identifier: MIT

import ReactiveCore
import TestSupport
import Testing

@Suite struct BindTests {
  @Test func bindToObserversForwardsEveryEventToEach() {
    let source = PublishSubject<Int>()
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let firstProbe = SubjectProbe<Int>()
    let secondProbe = SubjectProbe<Int>()
    _ = first.subscribe(firstProbe)
    _ = second.subscribe(secondProbe)
    _ = source.bind(to: first, second)
    source.onNext(1)
    source.onCompleted()
    #expect(firstProbe.events == [.next(1), .completed])
    #expect(secondProbe.events == [.next(1), .completed])
  }

  @Test func bindToOptionalObserverWrapsElements() throws {
    let source = PublishSubject<Int>()
    let target = BehaviorSubject<Int?>(value: nil)
    _ = source.bind(to: target)
    source.onNext(3)
    #expect(try target.value() == 3)
  }

  @Test func bindToRelaysAcceptsElementsAndIgnoresCompletion() {
    let source = PublishSubject<Int>()
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    let replay = ReplayRelay<Int>.create(bufferSize: 3)
    let publishProbe = SubjectProbe<Int>()
    _ = publish.subscribe(publishProbe)
    _ = source.bind(to: publish)
    _ = source.bind(to: behavior, BehaviorRelay(value: 0))
    _ = source.bind(to: replay)
    source.onNext(1)
    source.onNext(2)
    source.onCompleted()
    publish.accept(3)
    #expect(publishProbe.events == [.next(1), .next(2), .next(3)])
    #expect(behavior.value == 2)
    let replayProbe = SubjectProbe<Int>()
    _ = replay.subscribe(replayProbe)
    #expect(replayProbe.events == [.next(1), .next(2)])
  }

  @Test func bindToOptionalRelaysWrapsElements() {
    let source = PublishSubject<Int>()
    let publish = PublishRelay<Int?>()
    let behavior = BehaviorRelay<Int?>(value: nil)
    let replay = ReplayRelay<Int?>.create(bufferSize: 1)
    let probe = SubjectProbe<Int?>()
    _ = publish.subscribe(probe)
    _ = source.bind(to: publish)
    _ = source.bind(to: behavior)
    _ = source.bind(to: replay)
    source.onNext(5)
    #expect(probe.elements == [5])
    #expect(behavior.value == 5)
    let replayProbe = SubjectProbe<Int?>()
    _ = replay.subscribe(replayProbe)
    #expect(replayProbe.elements == [5])
  }

  @Test func bindOnNextReceivesElements() {
    let source = PublishSubject<Int>()
    let seen = LockedBox<[Int]>([])
    let binding = source.bind(onNext: { value in seen.withLock { $0.append(value) } })
    source.onNext(1)
    binding.dispose()
    source.onNext(2)
    #expect(seen.withLock { $0 } == [1])
  }

  @Test func bindToBinderFunctionsPassesTheSequence() {
    let source = PublishSubject<Int>()
    let relay = BehaviorRelay(value: 0)
    let binding = source.bind(to: { observable in observable.bind(to: relay) })
    source.onNext(4)
    binding.dispose()
    #expect(relay.value == 4)

    func bindScaled(_ observable: PublishSubject<Int>) -> (Int) -> any Disposable {
      { factor in observable.bind(onNext: { relay.accept($0 * factor) }) }
    }
    let scaled = source.bind(to: bindScaled, curriedArgument: 10)
    source.onNext(5)
    scaled.dispose()
    #expect(relay.value == 50)
  }

  @Test func disposingTheBindingStopsForwarding() {
    let source = PublishSubject<Int>()
    let relay = BehaviorRelay(value: 0)
    let binding = source.bind(to: relay)
    source.onNext(1)
    binding.dispose()
    source.onNext(2)
    #expect(relay.value == 1)
    #expect(!source.hasObservers)
  }

  #if DEBUG
    @Test func bindingAnErrorToARelayTrapsInDebugBuilds() async {
      await #expect(processExitsWith: .failure) {
        let source = PublishSubject<Int>()
        _ = source.bind(to: PublishRelay<Int>())
        source.onError(TestError())
      }
    }

    @Test func bindOnNextTrapsOnErrorInDebugBuilds() async {
      await #expect(processExitsWith: .failure) {
        let source = PublishSubject<Int>()
        _ = source.bind(onNext: { _ in })
        source.onError(TestError())
      }
    }
  #endif

  @Test func bindingsFollowTheSubscriptionLifecycle() {
    // Each kind of binding, wrapped in a sequence for the harness. 10, sent from inside 1, is
    // queued by the subject behind 1 and delivered before 2.
    let bindings: [@Sendable ([PublishSubject<Int>]) -> Observable<Int>] = [
      { sources in Observable.create { sources[0].bind(to: $0) } },
      { sources in Observable.create { observer in sources[0].bind(onNext: { observer.onNext($0) }) } },
      { sources in
        Observable.create { observer in
          let relay = PublishRelay<Int>()
          return Disposables.create(relay.subscribe(observer), sources[0].bind(to: relay))
        }
      },
    ]
    for binding in bindings {
      checkLifecycle(reentrant: [.next(1), .next(10), .next(2)]) { sources, _ in binding(sources) }
    }
  }
}
