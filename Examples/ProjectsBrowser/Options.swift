// SPDX-License-Identifier: MIT

import Foundation

/// The command line, parsed by hand (the package has no dependencies).
struct Options: Equatable {
  /// Script commands separated by `;`, or `nil` for the default run.
  var script: String?
  /// Milliseconds every mocked request takes.
  var latency = 0
  /// Request numbers (1-based, across all tabs and actions) that fail with HTTP 500.
  var failingRequests: [Int] = []
  /// Probability that any request fails with HTTP 500.
  var failRate: Double?
  /// Seed of the random failures.
  var seed: UInt64 = 1

  static let usage = """
    usage: ProjectsBrowser [--script "refresh; more; open 3; back; tab popular; star 2"]
                           [--latency MS] [--fail "3,5"] [--fail-rate P --seed N]
    script commands: refresh, more, retry, open N, back, tab featured|popular|latest, star N
    """

  /// Parses `arguments` (without the program name).
  /// - Throws: `OptionsError` naming the bad argument.
  init(arguments: [String]) throws(OptionsError) {
    var rest = arguments[...]
    func value(for name: String) throws(OptionsError) -> String {
      guard let value = rest.popFirst() else { throw OptionsError("\(name) needs a value") }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--script":
        script = try value(for: argument)
      case "--latency":
        guard let number = Int(try value(for: argument)), number >= 0 else {
          throw OptionsError("--latency needs a number of milliseconds")
        }
        latency = number
      case "--fail":
        let list = try value(for: argument).split(separator: ",")
        let numbers = list.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == list.count, numbers.allSatisfy({ $0 > 0 }) else {
          throw OptionsError("--fail needs request numbers like \"3,5\"")
        }
        failingRequests = numbers
      case "--fail-rate":
        guard let rate = Double(try value(for: argument)), (0...1).contains(rate) else {
          throw OptionsError("--fail-rate needs a probability between 0 and 1")
        }
        failRate = rate
      case "--seed":
        guard let number = UInt64(try value(for: argument)) else { throw OptionsError("--seed needs a number") }
        seed = number
      default:
        throw OptionsError("unknown argument \(argument)")
      }
    }
  }
}

/// A command line the browser cannot run.
struct OptionsError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// One step of a `--script`.
enum Command: Equatable {
  case refresh
  case more
  case retry
  case open(Int)
  case back
  case tab(Tab)
  case star(Int)

  /// Parses `"refresh; more; open 3"` into commands.
  /// - Throws: `OptionsError` naming the first command it does not understand.
  static func parse(script: String) throws(OptionsError) -> [Command] {
    var commands: [Command] = []
    for text in script.split(separator: ";") {
      let words = text.split(separator: " ").map(String.init)
      guard let name = words.first else { continue }
      let argument = words.count == 2 ? words[1] : nil
      switch (name, argument) {
      case ("refresh", nil): commands.append(.refresh)
      case ("more", nil): commands.append(.more)
      case ("retry", nil): commands.append(.retry)
      case ("back", nil): commands.append(.back)
      case ("open", let row?) where Int(row).map({ $0 > 0 }) == true: commands.append(.open(Int(row)!))  // Checked.
      case ("star", let row?) where Int(row).map({ $0 > 0 }) == true: commands.append(.star(Int(row)!))  // Checked.
      case ("tab", let tab?) where Tab(rawValue: tab) != nil: commands.append(.tab(Tab(rawValue: tab)!))  // Checked.
      default: throw OptionsError("unknown script command \"\(text.trimmingCharacters(in: .whitespaces))\"")
      }
    }
    return commands
  }
}

extension Command: CustomStringConvertible {
  /// The command as written in a script.
  var description: String {
    switch self {
    case .refresh: "refresh"
    case .more: "more"
    case .retry: "retry"
    case .open(let row): "open \(row)"
    case .back: "back"
    case .tab(let tab): "tab \(tab.rawValue)"
    case .star(let row): "star \(row)"
    }
  }
}
