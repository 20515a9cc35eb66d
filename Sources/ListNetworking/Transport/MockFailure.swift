// SPDX-License-Identifier: MIT

public import Foundation

/// A failure ``MockTransport`` injects instead of answering from its files.
public enum MockFailure: Sendable, Equatable {
  /// Answer with this status and body (e.g. 500 with an error envelope).
  case status(Int, body: Data = Data())
  /// Throw this error, as a transport would (e.g. ``APIError/timeout``).
  case error(APIError)
}

/// When ``MockTransport`` injects a ``MockFailure``.
public enum MockFailureRule: Sendable, Equatable {
  /// The `n`th request (1-based, counted over the transport's life) fails.
  case onRequest(Int, MockFailure)
  /// Each request fails with `probability` (0...1), drawn from a generator seeded with `seed`,
  /// so a run is reproducible.
  case random(probability: Double, seed: UInt64, MockFailure)
}

/// SplitMix64: a tiny, fast, seedable generator so injected failures are reproducible.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
