// SPDX-License-Identifier: MIT

import ReactiveCore
import Testing

/// A reference whose uniqueness tells whether the value holding it was copied.
private final class Token: Sendable {}

/// A value holding a reference, so a test can see whether the relay's copy is the only one.
private struct Held: Sendable {
  var token = Token()
  var count = 0
}

@Suite struct BehaviorRelayUpdateTests {
  @Test func updateChangesTheValueEmitsItAndReturnsTheBodysResult() {
    let relay = BehaviorRelay(value: [1])
    let probe = SubjectProbe<[Int]>()
    _ = relay.subscribe(probe)
    let count = relay.update { values -> Int in
      values.append(2)
      return values.count
    }
    #expect(count == 2)
    #expect(relay.value == [1, 2])
    #expect(probe.elements == [[1], [1, 2]])
  }

  // BehaviorRelay.update: "when no observer kept a copy, nothing is copied".
  @Test func updateMutatesTheKeptValueWithoutCopyingIt() {
    let relay = BehaviorRelay(value: Held())
    let probe = SubjectProbe<Int>()
    _ = relay.asObservable().map(\.count).subscribe(probe)
    var unique: [Bool] = []
    for _ in 0..<3 {
      relay.update { held in
        unique.append(isKnownUniquelyReferenced(&held.token))
        held.count += 1
      }
    }
    #expect(unique == [true, true, true])
    #expect(probe.elements == [0, 1, 2, 3])
  }

  @Test func aCopyHeldElsewhereIsLeftUnchanged() {
    let relay = BehaviorRelay(value: [1])
    let before = relay.value
    relay.update { $0.append(2) }
    #expect(before == [1])
    #expect(relay.value == [1, 2])
  }

  @Test func updateFromInsideAnObserverIsDeliveredAfterTheCurrentEvent() {
    let relay = BehaviorRelay(value: 0)
    let probe = SubjectProbe<Int>()
    _ = relay.subscribe(onNext: { value in
      if value == 1 { relay.update { $0 = 2 } }
    })
    _ = relay.subscribe(probe)
    relay.update { $0 = 1 }
    #expect(probe.elements == [0, 1, 2])
    #expect(relay.value == 2)
  }

  @Test func concurrentUpdatesLoseNoChange() async {
    let relay = BehaviorRelay(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 { relay.update { $0 += 1 } }
        }
      }
    }
    #expect(relay.value == 8_000)
  }
}
