// SPDX-License-Identifier: MIT

import Observation
import TestSupport
import Testing

/// A probe of the Observation rule SwiftUI.md states.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable final class ObservationProbe {
  var count = 0
  var box = NotEquatable(value: 0)

  struct NotEquatable {
    var value: Int
  }
}

@MainActor
@Suite struct ObservationEqualSetTests {
  /// How many times setting a property of `probe` through `set` tells an observer tracking `read`.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func notifications(_ probe: ObservationProbe, read: @escaping () -> Void, set: () -> Void) -> Int {
    let changes = LockedBox(0)
    withObservationTracking(read) { changes.withLock { $0 += 1 } }
    set()
    return changes.withLock { $0 }
  }

  // SwiftUI.md: "With Swift 6.2 and later (measured on 6.3.1), an `@Observable` property whose type
  // is `Equatable` does not notify when set to an equal value, but a property of any other type
  // notifies on every set".
  @Test func equalSetsOfEquatablePropertiesDoNotNotify() {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let probe = ObservationProbe()
    #if compiler(>=6.2)
      #expect(notifications(probe, read: { _ = probe.count }, set: { probe.count = 0 }) == 0)
    #endif
    #expect(notifications(probe, read: { _ = probe.count }, set: { probe.count = 1 }) == 1)
    #expect(notifications(probe, read: { _ = probe.box }, set: { probe.box = .init(value: 0) }) == 1)
  }
}
