// SPDX-License-Identifier: MIT

import Foundation

/// A thread-safe counter for tests.
final class KernelCounter: Sendable {
  private let storage = Storage()
  var value: Int { storage.lock.withLock { storage.value } }
  func increment() { storage.lock.withLock { storage.value += 1 } }

  private final class Storage: @unchecked Sendable {
    // Safety: `value` is only touched while holding `lock`.
    let lock = NSLock()
    var value = 0
  }
}

/// A thread-safe list of recorded values for tests.
final class KernelRecorder<Value: Sendable>: Sendable {
  private let storage = Storage()
  var values: [Value] { storage.lock.withLock { storage.values } }
  func append(_ value: Value) { storage.lock.withLock { storage.values.append(value) } }

  private final class Storage: @unchecked Sendable {
    // Safety: `values` is only touched while holding `lock`.
    let lock = NSLock()
    var values: [Value] = []
  }
}
