// SPDX-License-Identifier: MIT

/// A deterministic random number generator (SplitMix64), so a failing seed reproduces.
///
/// Shared by every test target that runs random schedules or random edits.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  ///
  /// - Parameter seed: The seed; the same seed gives the same sequence.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  ///
  /// - Returns: A pseudo-random value.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// `true` with probability `p`.
  ///
  /// - Parameter p: The probability, in 0...1.
  /// - Returns: Whether the draw came out true.
  public mutating func chance(_ p: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < p
  }
}
