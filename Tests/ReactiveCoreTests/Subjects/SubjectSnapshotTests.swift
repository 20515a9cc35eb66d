// SPDX-License-Identifier: MIT

import ReactiveCore
import TestSupport
import Testing

/// A send delivers from an immutable snapshot of the subscribers that the hub keeps alive for
/// the whole drain. These tests change the subscribers while a drain reads the snapshot and
/// check who receives what, and when the observers that left are released.
@Suite struct SubjectSnapshotTests {
  private final class Owner: Sendable {}

  /// Watches an owner's lifetime from inside a closure.
  private final class WeakRef: @unchecked Sendable {
    // Safety: set and read on the test's thread only (the subject delivers synchronously).
    weak var owner: Owner?
  }

  /// Holds a value that a test sets after subscribing and reads inside a closure.
  private final class Slot<Value: Sendable>: @unchecked Sendable {
    // Safety: written before the subject sends, read afterwards, all on the test's thread.
    var value: Value?
  }

  @Test func anObserverRemovedDuringADrainIsReleasedWhenTheDrainEnds() {
    let subject = PublishSubject<Int>()
    let log = LockedBox<[String]>([])
    let weakOwner = WeakRef()
    let victim = Slot<any Disposable>()
    let ownerWasAliveAfterRemoval = LockedBox<[Bool]>([])
    let first = subject.subscribe(onNext: { value in
      log.append("first \(value)")
      if value == 1 {
        victim.value?.dispose()
        // The drain still reads the snapshot that holds the removed observer.
        ownerWasAliveAfterRemoval.append(weakOwner.owner != nil)
      }
    })
    do {
      let owner = Owner()
      weakOwner.owner = owner
      victim.value = subject.subscribe(onNext: { value in
        _ = owner
        log.append("second \(value)")
      })
    }
    subject.onNext(1)
    #expect(ownerWasAliveAfterRemoval.value == [true])
    #expect(weakOwner.owner == nil)  // released when the drain ended
    subject.onNext(2)
    // Disposed before its turn in the first send: it received nothing.
    #expect(log.value == ["first 1", "first 2"])
    first.dispose()
  }

  @Test func subscribersJoiningDuringADrainReceiveOnlyLaterSends() {
    let subject = PublishSubject<Int>()
    let log = LockedBox<[String]>([])
    let joined = Slot<[any Disposable]>()
    joined.value = []
    let first = subject.subscribe(onNext: { value in
      log.append("first \(value)")
      if value < 3 {
        joined.value?.append(subject.subscribe(onNext: { log.append("joined at \(value): \($0)") }))
      }
    })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    #expect(
      log.value == [
        "first 1",
        "first 2", "joined at 1: 2",
        "first 3", "joined at 1: 3", "joined at 2: 3",
      ]
    )
    first.dispose()
    for subscription in joined.value ?? [] { subscription.dispose() }
    #expect(!subject.hasObservers)
  }

  @Test func aReentrantSendSeesTheMembershipChangedByTheSendBeforeIt() {
    let subject = PublishSubject<Int>()
    let log = LockedBox<[String]>([])
    let victim = Slot<any Disposable>()
    let first = subject.subscribe(onNext: { value in
      log.append("first \(value)")
      if value == 1 {
        victim.value?.dispose()
        subject.onNext(2)  // queued behind the current send, delivered by this drain
      }
    })
    victim.value = subject.subscribe(onNext: { log.append("second \($0)") })
    let third = subject.subscribe(onNext: { log.append("third \($0)") })
    subject.onNext(1)
    #expect(log.value == ["first 1", "third 1", "first 2", "third 2"])
    first.dispose()
    third.dispose()
  }

  @Test func disposingTheSubjectDuringADrainKeepsTheSnapshotAliveUntilTheDrainEnds() {
    let subject = PublishSubject<Int>()
    let log = LockedBox<[String]>([])
    weak var weakOwner: Owner?
    _ = subject.subscribe(onNext: { value in
      log.append("first \(value)")
      subject.dispose()
    })
    do {
      let owner = Owner()
      weakOwner = owner
      _ = subject.subscribe(onNext: { value in
        _ = owner
        log.append("second \(value)")
      })
    }
    subject.onNext(1)
    // The send had started: the snapshot still delivers it to the second subscriber.
    #expect(log.value == ["first 1", "second 1"])
    #expect(weakOwner == nil)
    subject.onNext(2)
    #expect(log.value == ["first 1", "second 1"])
  }
}
