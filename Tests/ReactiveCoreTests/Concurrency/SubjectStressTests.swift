// SPDX-License-Identifier: MIT

import Dispatch
import Foundation
import ReactiveCore
import TestSupport
import Testing

/// Threads that send at once, and elements each of them sends: `SUBJECT_STRESS_SENDS`, else
/// 100,000 scaled by `RL_STRESS_SCALE` (see `StressScale`: a tenth under the Thread Sanitizer, so
/// the whole package's tests are not starved by this suite there).
private let senderCount = 8
private let sendsPerSender =
  ProcessInfo.processInfo.environment["SUBJECT_STRESS_SENDS"].flatMap(Int.init) ?? StressScale.count(100_000)

/// Encodes (sender, index) into one element so observers can check per-sender order.
private func element(sender: Int, index: Int) -> Int { sender * 10_000_000 + index }

/// Counts events and checks the contract under contention: no overlapping entry, elements of
/// one sender in the order it sent them, nothing after a terminal event.
private final class SubjectStressObserver: ObserverType {
  private struct State {
    var inside = 0
    var overlaps = 0
    var elements = 0
    var terminals = 0
    var afterTerminal = 0
    var orderViolations = 0
    var lastIndex = [Int](repeating: -1, count: senderCount)
  }

  private let state = LockedBox(State())

  var elements: Int { state.withLock { $0.elements } }
  var overlaps: Int { state.withLock { $0.overlaps } }
  var terminals: Int { state.withLock { $0.terminals } }
  var afterTerminal: Int { state.withLock { $0.afterTerminal } }
  var orderViolations: Int { state.withLock { $0.orderViolations } }

  func on(_ event: Event<Int>) {
    state.withLock { state in
      state.inside += 1
      if state.inside > 1 { state.overlaps += 1 }
      if state.terminals > 0 { state.afterTerminal += 1 }
      switch event {
      case .next(let value) where value >= 0:
        state.elements += 1
        let sender = value / 10_000_000
        let index = value % 10_000_000
        if index <= state.lastIndex[sender] { state.orderViolations += 1 }
        state.lastIndex[sender] = index
      case .next:
        state.elements += 1  // an initial / replayed value outside the encoding
      case .error, .completed:
        state.terminals += 1
      }
    }
    // Give an overlapping call time to arrive while this one is still "inside".
    _ = state.withLock { $0.inside }
    state.withLock { $0.inside -= 1 }
  }
}

/// A subject or relay under stress, type-erased.
struct SubjectStressTarget: Sendable, CustomTestStringConvertible {
  let name: String
  let send: @Sendable (Int) -> Void
  let complete: (@Sendable () -> Void)?
  let observable: Observable<Int>
  /// Elements a subscriber receives on subscribing to the fresh target.
  let initialElements: Int
  var testDescription: String { name }

  static var all: [SubjectStressTarget] {
    let publish = PublishSubject<Int>()
    let behavior = BehaviorSubject(value: -1)
    let replay = ReplaySubject<Int>.create(bufferSize: 4)
    let unbound = ReplaySubject<Int>.createUnbound()
    let publishRelay = PublishRelay<Int>()
    let behaviorRelay = BehaviorRelay(value: -1)
    let replayRelay = ReplayRelay<Int>.create(bufferSize: 4)
    return [
      SubjectStressTarget(
        name: "PublishSubject",
        send: publish.onNext,
        complete: publish.onCompleted,
        observable: publish.asObservable(),
        initialElements: 0
      ),
      SubjectStressTarget(
        name: "BehaviorSubject",
        send: behavior.onNext,
        complete: behavior.onCompleted,
        observable: behavior.asObservable(),
        initialElements: 1
      ),
      SubjectStressTarget(
        name: "ReplaySubject(4)",
        send: replay.onNext,
        complete: replay.onCompleted,
        observable: replay.asObservable(),
        initialElements: 0
      ),
      SubjectStressTarget(
        name: "ReplaySubject.unbound",
        send: unbound.onNext,
        complete: unbound.onCompleted,
        observable: unbound.asObservable(),
        initialElements: 0
      ),
      SubjectStressTarget(
        name: "PublishRelay",
        send: publishRelay.accept,
        complete: nil,
        observable: publishRelay.asObservable(),
        initialElements: 0
      ),
      SubjectStressTarget(
        name: "BehaviorRelay",
        send: behaviorRelay.accept,
        complete: nil,
        observable: behaviorRelay.asObservable(),
        initialElements: 1
      ),
      SubjectStressTarget(
        name: "ReplayRelay(4)",
        send: replayRelay.accept,
        complete: nil,
        observable: replayRelay.asObservable(),
        initialElements: 0
      ),
    ]
  }
}

@Suite struct SubjectStressTests {
  @Test(arguments: SubjectStressTarget.all)
  func concurrentSendsAreAllDeliveredWithoutOverlap(target: SubjectStressTarget) {
    let observers = (0..<3).map { _ in SubjectStressObserver() }
    let subscriptions = observers.map { target.observable.subscribe($0) }
    DispatchQueue.concurrentPerform(iterations: senderCount) { sender in
      for index in 0..<sendsPerSender { target.send(element(sender: sender, index: index)) }
    }
    target.complete?()
    for observer in observers {
      #expect(observer.elements == target.initialElements + senderCount * sendsPerSender)
      #expect(observer.overlaps == 0)
      #expect(observer.orderViolations == 0)
      #expect(observer.terminals == (target.complete == nil ? 0 : 1))
      #expect(observer.afterTerminal == 0)
    }
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func concurrentSendsThroughShareAreAllDeliveredWithoutOverlap() {
    let source = PublishSubject<Int>()
    let shared = source.share(replay: 1)
    let observers = (0..<4).map { _ in SubjectStressObserver() }
    let subscriptions = observers.map { shared.subscribe($0) }
    DispatchQueue.concurrentPerform(iterations: senderCount) { sender in
      for index in 0..<sendsPerSender { source.onNext(element(sender: sender, index: index)) }
    }
    source.onCompleted()
    for observer in observers {
      #expect(observer.elements == senderCount * sendsPerSender)
      #expect(observer.overlaps == 0)
      #expect(observer.orderViolations == 0)
      #expect(observer.terminals == 1)
    }
    for subscription in subscriptions { subscription.dispose() }
  }

  /// One thread sends 0, 1, 2, ... while others subscribe and dispose: every subscriber must
  /// see a run of consecutive integers (its replay, then every later element: no gap, no
  /// duplicate, no overlap).
  @Test(arguments: ["BehaviorSubject", "ReplaySubject(3)", "BehaviorRelay", "share(replay: 1)"])
  func subscribersChurningDuringSendsSeeGaplessRuns(kind: String) {
    let sends = sendsPerSender
    let (send, observable): (@Sendable (Int) -> Void, Observable<Int>) = {
      switch kind {
      case "BehaviorSubject":
        let subject = BehaviorSubject(value: -1)
        return (subject.onNext, subject.asObservable())
      case "ReplaySubject(3)":
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(-1)
        return (subject.onNext, subject.asObservable())
      case "BehaviorRelay":
        let relay = BehaviorRelay(value: -1)
        return (relay.accept, relay.asObservable())
      default:
        let subject = BehaviorSubject(value: -1)
        return (subject.onNext, subject.share(replay: 1))
      }
    }()
    let keeper = observable.subscribe(onNext: { _ in })  // keeps a shared connection alive
    let problems = LockedBox((gaps: 0, overlaps: 0, runs: 0))
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      if worker == 0 {
        for value in 0..<sends { send(value) }
        return
      }
      for _ in 0..<(sends / 200) {
        let run = LockedBox((last: Int?.none, inside: false, gaps: 0, overlaps: 0))
        let subscription = observable.subscribe(onNext: { value in
          run.withLock { run in
            if run.inside { run.overlaps += 1 }
            run.inside = true
            if let last = run.last, value != last + 1 { run.gaps += 1 }
            run.last = value
          }
          run.withLock { $0.inside = false }
        })
        subscription.dispose()
        let result = run.withLock { $0 }
        problems.withLock {
          $0.gaps += result.gaps
          $0.overlaps += result.overlaps
          $0.runs += 1
        }
      }
    }
    keeper.dispose()
    let result = problems.withLock { $0 }
    #expect(result.runs == 3 * (sends / 200))
    #expect(result.gaps == 0)
    #expect(result.overlaps == 0)
  }

  /// Many threads race a completion against sends: every observer receives exactly one
  /// terminal event, last.
  @Test func racingCompletionsDeliverExactlyOneTerminalEvent() {
    for _ in 0..<50 {
      let subject = PublishSubject<Int>()
      let observers = (0..<3).map { _ in SubjectStressObserver() }
      for observer in observers { _ = subject.subscribe(observer) }
      DispatchQueue.concurrentPerform(iterations: senderCount) { sender in
        for index in 0..<200 { subject.onNext(element(sender: sender, index: index)) }
        if sender.isMultiple(of: 2) { subject.onCompleted() } else { subject.onError(TestError()) }
        subject.onNext(element(sender: sender, index: 9_999))
      }
      for observer in observers {
        #expect(observer.terminals == 1)
        #expect(observer.afterTerminal == 0)
        #expect(observer.overlaps == 0)
      }
    }
  }

  /// Subscribing, disposing and sending at once leaves no live subscription behind.
  @Test func churnUnderContentionLeavesNothingBehind() {
    let tracker = Resources.Tracker()
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    Resources.track(tracker) {
      DispatchQueue.concurrentPerform(iterations: senderCount) { worker in
        for index in 0..<(sendsPerSender / 20) {
          if worker.isMultiple(of: 2) {
            subject.onNext(element(sender: worker, index: index))
          } else {
            subject.subscribe(onNext: { _ in }).dispose()
          }
        }
      }
    }
    #expect(!subject.hasObservers)
    #expect(tracker.live == 0)
  }
}
