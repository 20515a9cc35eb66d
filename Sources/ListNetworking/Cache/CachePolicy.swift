// SPDX-License-Identifier: MIT

public import Foundation

/// Where a cached call gets its value from.
public enum CachePolicy: Sendable, Equatable, CaseIterable {
  /// Always the network; a successful response is still stored for later cached calls.
  case networkOnly
  /// The cached value when there is a valid one (no request at all), else the network.
  case cacheElseNetwork
  /// The cached value first, at once, marked as cached; then the fresh value from the network.
  case cacheThenNetwork
}

/// A value from a cached call, saying where it came from.
public struct CachedValue<Value: Sendable>: Sendable {
  /// Where a value came from.
  public enum Source: Sendable, Equatable {
    /// The response cache; the response was stored at `storedAt`.
    case cache(storedAt: Date)
    /// The network, just now.
    case network
  }

  /// The decoded value.
  public var value: Value
  /// Where it came from.
  public var source: Source

  /// Whether the value came from the cache (show it, but a fresh one may follow).
  public var isCached: Bool {
    if case .cache = source { return true }
    return false
  }

  /// Creates a value.
  /// - Parameters:
  ///   - value: The decoded value.
  ///   - source: Where it came from.
  public init(value: Value, source: Source) {
    self.value = value
    self.source = source
  }
}

extension CachedValue: Equatable where Value: Equatable {}
