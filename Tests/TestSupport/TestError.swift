// SPDX-License-Identifier: MIT

/// The error tests inject into a sequence, a store or a transport, told apart by its
/// description.
public struct TestError: Error, Hashable, CustomStringConvertible {
  /// What the test called it; errors with the same description are equal.
  public let description: String

  /// Creates an error.
  ///
  /// - Parameter description: A name for the error, "test error" unless given.
  public init(_ description: String = "test error") {
    self.description = description
  }
}
