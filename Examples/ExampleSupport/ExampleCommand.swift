// SPDX-License-Identifier: MIT

import Foundation

/// The standard commands by name, for an app to say which it supports
/// (``ExampleApp/supportedCommands``).
public enum StandardCommand: String, CaseIterable, Sendable {
  /// `refresh`.
  case refresh
  /// `more`.
  case more
  /// `retry`.
  case retry
  /// `open N`.
  case open
  /// `back`.
  case back
  /// `tab NAME`.
  case tab
  /// `star N`.
  case star
  /// `show`.
  case show
  /// `wait`.
  case wait

  /// The command as a script writes it, with its argument's placeholder (`open N`).
  public var usage: String {
    switch self {
    case .open, .star: "\(rawValue) N"
    case .tab: "tab NAME"
    default: rawValue
    }
  }
}

/// One step of a `--script` (or a key press in a terminal).
///
/// Rows are numbered from 1 as they are printed, across sections; section headers have no number.
///
/// ```swift
/// let commands = try ExampleCommand.parse(script: "refresh; more; open 3", tabs: [])
/// // [.refresh, .more, .open(3)]
/// ```
public enum ExampleCommand: Sendable, Equatable, CustomStringConvertible {
  /// Loads the first page again.
  case refresh
  /// Loads the next page.
  case more
  /// Loads again what failed last.
  case retry
  /// Opens the detail of row N (1-based).
  case open(Int)
  /// Goes back from a detail screen.
  case back
  /// Switches to the tab with this name.
  case tab(String)
  /// Stars or unstars row N (1-based).
  case star(Int)
  /// Prints the screen as it is now, without waiting for loads (a cached first page shows here).
  case show
  /// Waits until no load is running, then prints the screen.
  case wait
  /// An example's own command: a name from ``ExampleApp/customCommands`` and its one argument
  /// (`url app://projects/7`).
  case custom(String, argument: String)

  /// Parses `"refresh; more; open 3"` into commands.
  ///
  /// - Parameters:
  ///   - script: Commands separated by `;`.
  ///   - tabs: The tab names `tab NAME` accepts; empty when the example has no tabs.
  ///   - supported: The standard commands the example supports; default all of them.
  ///   - custom: The names of the example's own commands, each taking one argument; default none.
  /// - Returns: The commands in order.
  /// - Throws: ``ExampleUsageError`` naming the first command it does not understand or does
  ///   not support.
  public static func parse(
    script: String,
    tabs: [String],
    supported: Set<StandardCommand> = Set(StandardCommand.allCases),
    custom: Set<String> = []
  ) throws(ExampleUsageError) -> [ExampleCommand] {
    var commands: [ExampleCommand] = []
    for text in script.split(separator: ";") {
      let words = text.split(separator: " ").map(String.init)
      guard let name = words.first else { continue }
      let written = text.trimmingCharacters(in: .whitespaces)
      if let standard = StandardCommand(rawValue: name), !supported.contains(standard) {
        let list = StandardCommand.allCases.filter(supported.contains).map(\.usage).joined(separator: ", ")
        throw ExampleUsageError("script command \"\(written)\" is not supported here (supported: \(list))")
      }
      let argument = words.count == 2 ? words[1] : nil
      guard words.count <= 2, let command = command(name, argument, tabs: tabs, custom: custom) else {
        throw ExampleUsageError("unknown script command \"\(written)\"")
      }
      commands.append(command)
    }
    return commands
  }

  private static func command(
    _ name: String,
    _ argument: String?,
    tabs: [String],
    custom: Set<String>
  ) -> ExampleCommand? {
    let row = argument.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    switch (name, argument) {
    case ("refresh", nil): return .refresh
    case ("more", nil): return .more
    case ("retry", nil): return .retry
    case ("back", nil): return .back
    case ("show", nil): return .show
    case ("wait", nil): return .wait
    case ("open", _?) where row != nil: return row.map { .open($0) }
    case ("star", _?) where row != nil: return row.map { .star($0) }
    case ("tab", let tab?) where tabs.contains(tab): return .tab(tab)
    case (_, let argument?) where custom.contains(name): return .custom(name, argument: argument)
    default: return nil
    }
  }

  /// The standard command this is, or `nil` for an example-specific one.
  public var standard: StandardCommand? {
    switch self {
    case .refresh: .refresh
    case .more: .more
    case .retry: .retry
    case .open: .open
    case .back: .back
    case .tab: .tab
    case .star: .star
    case .show: .show
    case .wait: .wait
    case .custom: nil
    }
  }

  /// The command as written in a script.
  public var description: String {
    switch self {
    case .refresh: "refresh"
    case .more: "more"
    case .retry: "retry"
    case .open(let row): "open \(row)"
    case .back: "back"
    case .tab(let tab): "tab \(tab)"
    case .star(let row): "star \(row)"
    case .show: "show"
    case .wait: "wait"
    case .custom(let name, let argument): "\(name) \(argument)"
    }
  }
}
