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

/// The command line every example understands, and the example's own flags.
///
/// `--script "refresh; more"` runs commands and prints a frame after each; `--latency MS`,
/// `--fail "3,5"` and `--fail-rate P --seed N` slow down or fail requests; `--base-url URL` talks
/// HTTP to a server (such as `MockServer`) instead of the bundled JSON; `--help` asks for the usage.
///
/// ```swift
/// let options = try ExampleOptions(arguments: ["--latency", "200", "--no-cache"], ownFlags: ["--no-cache"])
/// // options.latency == 200, options.own["--no-cache"] == ""
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
  /// Whether `--help` (or `-h`) was given; the arguments after it are not read.
  public var helpRequested = false
  /// The example's own flags that were given, with their values (empty for a flag without one).
  public var own: [String: String] = [:]

  /// The usage lines of the common flags, to put under an example's own usage line.
  public static let commonUsage = """
      --script "CMD; CMD"   run commands, print a frame after each (no terminal needed)
      --latency MS          every request takes MS milliseconds longer
      --fail "3,5"          these requests (1-based, counted over the run) fail with HTTP 500
      --fail-rate P --seed N  each request fails with probability P, reproducibly
      --base-url URL        talk HTTP to URL (e.g. swift run MockServer --root DIR --port N)
                            instead of the bundled JSON; --latency, --fail and --fail-rate
                            apply there too, in front of the HTTP transport
      --help                print this and exit
    """

  /// Parses `arguments` (without the program name).
  ///
  /// Contradictions are refused: `--fail-rate` without `--seed` (the failures would not be
  /// reproducible), and an own flag `--no-NAME` together with an own flag that begins `--NAME`
  /// (`--cache-dir DIR --no-cache`).
  ///
  /// - Parameters:
  ///   - arguments: The command line.
  ///   - ownFlags: The example's own flags with their value's placeholder, if they take one
  ///     (`--cache-dir DIR`, `--no-cache`; `--max-size N` takes a positive number); default none.
  /// - Throws: ``ExampleUsageError`` naming the first bad argument.
  public init(arguments: [String], ownFlags: [String] = []) throws(ExampleUsageError) {
    var rest = arguments[...]
    var seedGiven = false
    func value(_ flag: String) throws(ExampleUsageError) -> String {
      guard let value = rest.popFirst() else { throw ExampleUsageError("\(flag) needs a value") }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "-h", "--help":
        helpRequested = true
        return
      case "--script":
        script = try value(argument)
      case "--latency":
        guard let number = Int(try value(argument)), number >= 0 else {
          throw ExampleUsageError("--latency needs a number of milliseconds")
        }
        latency = number
      case "--fail":
        let list = try value(argument).split(separator: ",")
        let numbers = list.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !numbers.isEmpty, numbers.count == list.count, numbers.allSatisfy({ $0 > 0 }) else {
          throw ExampleUsageError("--fail needs request numbers like \"3,5\"")
        }
        failingRequests = numbers
      case "--fail-rate":
        guard let rate = Double(try value(argument)), (0...1).contains(rate) else {
          throw ExampleUsageError("--fail-rate needs a probability between 0 and 1")
        }
        failRate = rate
      case "--seed":
        guard let number = UInt64(try value(argument)) else { throw ExampleUsageError("--seed needs a number") }
        seed = number
        seedGiven = true
      case "--base-url":
        let text = try value(argument)
        guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https", url.host != nil else {
          throw ExampleUsageError("--base-url needs an http(s) URL like http://127.0.0.1:8080")
        }
        baseURL = url
      default:
        guard let flag = ownFlags.first(where: { $0.split(separator: " ").first.map(String.init) == argument }) else {
          throw ExampleUsageError("unknown argument \(argument)")
        }
        let placeholder = flag.split(separator: " ").dropFirst().first
        let given = placeholder == nil ? "" : try value(argument)
        // `N` takes a positive number, as in script commands.
        guard placeholder != "N" || (Int(given) ?? 0) > 0 else {
          throw ExampleUsageError("\(argument) needs a positive number")
        }
        own[argument] = given
      }
    }
    try refuseContradictions(seedGiven: seedGiven)
  }

  /// Throws when two given flags contradict each other.
  private func refuseContradictions(seedGiven: Bool) throws(ExampleUsageError) {
    if failRate != nil, !seedGiven {
      throw ExampleUsageError("--fail-rate needs --seed N, so that the failures are the same on every run")
    }
    for negative in own.keys.sorted() where negative.hasPrefix("--no-") {
      let name = "--" + negative.dropFirst("--no-".count)
      if let positive = own.keys.sorted().first(where: { $0 != negative && $0.hasPrefix(name) }) {
        throw ExampleUsageError("\(positive) and \(negative) contradict each other: give one of them")
      }
    }
  }
}
