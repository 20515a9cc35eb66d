// SPDX-License-Identifier: MIT

public import Foundation

/// A command line an example cannot run; the message names the bad argument.
public struct ExampleUsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, e.g. `--latency needs a number of milliseconds`.
  public let description: String

  /// Creates an error with a message.
  ///
  /// - Parameter description: What is wrong with the command line.
  public init(_ description: String) {
    self.description = description
  }
}

/// The arguments not parsed yet, handed to an example's own flag parser (the `ownFlag` closure of
/// ``ExampleOptions/init(arguments:ownFlag:)``) so its flags can take their values.
public struct ExampleArguments: Sendable {
  private var rest: ArraySlice<String>

  /// Wraps the arguments (without the program name).
  ///
  /// - Parameter arguments: The arguments.
  public init(_ arguments: [String]) {
    rest = arguments[...]
  }

  /// Takes the next argument, or returns `nil` when none is left.
  ///
  /// - Returns: The argument.
  public mutating func next() -> String? {
    rest.popFirst()
  }

  /// Takes the value of `flag`.
  ///
  /// - Parameter flag: The flag being parsed, for the error message.
  /// - Returns: The next argument.
  /// - Throws: ``ExampleUsageError`` when no argument is left.
  public mutating func value(for flag: String) throws(ExampleUsageError) -> String {
    guard let value = rest.popFirst() else { throw ExampleUsageError("\(flag) needs a value") }
    return value
  }
}

/// The command line every example understands; an example's own flags go to the `ownFlag`
/// closure of ``init(arguments:ownFlag:)``.
///
/// `--script "refresh; more"` runs commands and prints a frame after each; `--latency MS`,
/// `--fail "3,5"` and `--fail-rate P --seed N` slow down or fail requests; `--base-url URL` talks
/// HTTP to a server (such as `MockServer`) instead of the bundled JSON.
///
/// ```swift
/// let options = try ExampleOptions(arguments: ["--latency", "200"])
/// // options.latency == 200
/// ```
public struct ExampleOptions: Sendable, Equatable {
  /// Script commands separated by `;`, or `nil` when none was given.
  public var script: String?
  /// Milliseconds every request takes on top of the transport's own time.
  public var latency = 0
  /// Request numbers (1-based, across the whole run) that fail with HTTP 500.
  public var failingRequests: [Int] = []
  /// Probability that any request fails with HTTP 500.
  public var failRate: Double?
  /// Seed of the random failures.
  public var seed: UInt64 = 1
  /// The server to talk to over HTTP; `nil` answers from the bundled JSON.
  public var baseURL: URL?

  /// The usage lines of the common flags, to put under an example's own usage line.
  public static var commonUsage: String {
    """
      --script "CMD; CMD"   run commands, print a frame after each (no terminal needed)
      --latency MS          every request takes MS milliseconds longer
      --fail "3,5"          these requests (1-based, counted over the run) fail with HTTP 500
      --fail-rate P --seed N  each request fails with probability P, reproducibly
      --base-url URL        talk HTTP to URL (e.g. swift run MockServer --root DIR --port N)
                            instead of the bundled JSON; --latency, --fail and --fail-rate
                            apply there too, in front of the HTTP transport
    """
  }

  /// Parses `arguments` (without the program name).
  ///
  /// - Parameters:
  ///   - arguments: The command line.
  ///   - ownFlag: Parses a flag that is not a common one, taking its value from the arguments
  ///     after it; returns whether the flag was the example's (`false` makes it an unknown
  ///     argument). By default the example has no flags of its own.
  /// - Throws: ``ExampleUsageError`` naming the first bad argument.
  public init(
    arguments: [String],
    ownFlag: (_ flag: String, _ arguments: inout ExampleArguments) throws(ExampleUsageError) -> Bool = { _, _ in false }
  ) throws(ExampleUsageError) {
    var rest = ExampleArguments(arguments)
    while let argument = rest.next() {
      switch argument {
      case "--script":
        script = try rest.value(for: argument)
      case "--latency":
        guard let number = Int(try rest.value(for: argument)), number >= 0 else {
          throw ExampleUsageError("--latency needs a number of milliseconds")
        }
        latency = number
      case "--fail":
        let list = try rest.value(for: argument).split(separator: ",")
        let numbers = list.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !numbers.isEmpty, numbers.count == list.count, numbers.allSatisfy({ $0 > 0 }) else {
          throw ExampleUsageError("--fail needs request numbers like \"3,5\"")
        }
        failingRequests = numbers
      case "--fail-rate":
        guard let rate = Double(try rest.value(for: argument)), (0...1).contains(rate) else {
          throw ExampleUsageError("--fail-rate needs a probability between 0 and 1")
        }
        failRate = rate
      case "--seed":
        guard let number = UInt64(try rest.value(for: argument)) else {
          throw ExampleUsageError("--seed needs a number")
        }
        seed = number
      case "--base-url":
        let text = try rest.value(for: argument)
        guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https", url.host != nil else {
          throw ExampleUsageError("--base-url needs an http(s) URL like http://127.0.0.1:8080")
        }
        baseURL = url
      default:
        guard try ownFlag(argument, &rest) else { throw ExampleUsageError("unknown argument \(argument)") }
      }
    }
  }
}
