// SPDX-License-Identifier: MIT

import Foundation

/// How hard stress and fuzz tests push: their case counts are multiplied by the
/// `RL_STRESS_SCALE` environment variable (a positive number; default 1, the size CI runs).
///
/// `RL_STRESS_SCALE=20 swift test --filter Stress` runs twenty times as many cases; `0.1` a tenth
/// (never fewer than one).
public enum StressScale {
  /// The factor read from `RL_STRESS_SCALE`; 1 when it is unset or not a positive number.
  public static let factor: Double = {
    guard let text = ProcessInfo.processInfo.environment["RL_STRESS_SCALE"], let value = Double(text), value > 0
    else { return 1 }
    return value
  }()

  /// `base` scaled by ``factor``, at least 1.
  ///
  /// - Parameter base: The count at scale 1.
  /// - Returns: The scaled count.
  public static func count(_ base: Int) -> Int {
    max(1, Int((Double(base) * factor).rounded()))
  }
}
