// SPDX-License-Identifier: MIT

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How hard stress and fuzz tests push: their case counts are multiplied by the
/// `RL_STRESS_SCALE` environment variable (a positive number).
///
/// Unset, the factor is 1, or 0.1 in a process built with the Thread Sanitizer: it slows code
/// down 5 to 15 times, and at full size the stress and fuzz suites, run beside every other test
/// target, starve the tests that wait on the main queue or on a clock. The plain `swift test` run
/// keeps the full counts. `RL_STRESS_SCALE=20 swift test --filter Stress` runs twenty times as
/// many cases; `0.1` a tenth (never fewer than one).
public enum StressScale {
  /// The factor read from `RL_STRESS_SCALE`; when it is unset or not a positive number, 1, or
  /// 0.1 under the Thread Sanitizer.
  public static let factor: Double = {
    if let text = ProcessInfo.processInfo.environment["RL_STRESS_SCALE"], let value = Double(text), value > 0 {
      return value
    }
    return isThreadSanitized ? 0.1 : 1
  }()

  /// Whether this process runs with the Thread Sanitizer's runtime.
  public static let isThreadSanitized: Bool = {
    #if canImport(Darwin)
      let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
      let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    return dlsym(everywhere, "__tsan_init") != nil
  }()

  /// `base` scaled by ``factor``, at least 1.
  ///
  /// - Parameter base: The count at scale 1.
  /// - Returns: The scaled count.
  public static func count(_ base: Int) -> Int {
    max(1, Int((Double(base) * factor).rounded()))
  }
}
