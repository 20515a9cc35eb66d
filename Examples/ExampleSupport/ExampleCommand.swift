// SPDX-License-Identifier: MIT

import Foundation

/// One step of a `--script`, or what a key stands for: a name and at most one argument
/// (`open 3`, `tab popular`, `url app://projects/7`).
///
/// An example lists the commands it takes as usage strings: `more` takes no argument, `open N` a
/// row number (rows are numbered from 1 as printed), `tab featured|popular` one of those names,
/// `url URL` any one word. The script runner itself handles `show`, `wait` and `select N`, so every
/// example takes them.
///
/// ```swift
/// let commands = try ExampleCommand.parse(script: "refresh; open 3", commands: ["refresh", "open N"])
/// // [ExampleCommand("refresh"), ExampleCommand("open", "3")]
/// ```
public struct ExampleCommand: Sendable, Equatable, CustomStringConvertible {
  /// The name, the first word (`open`).
  public var name: String
  /// The argument, the second word (`3`), if the command takes one.
  public var argument: String?

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - argument: The argument, if any.
  public init(_ name: String, _ argument: String? = nil) {
    self.name = name
    self.argument = argument
  }

  /// The argument as a row number (`open N`, `star N`).
  public var row: Int? {
    argument.flatMap { Int($0) }
  }

  /// The command as a script writes it.
  public var description: String {
    argument.map { "\(name) \($0)" } ?? name
  }

  /// The commands the script runner handles itself, which every example takes: `show` prints the
  /// screen as it is now (a cached first page shows here), `wait` once no load is running, and
  /// `select N` selects row N as the arrow keys do (see ``runnerUsage``).
  static let runnerCommands = ["show", "wait", "select N"]

  /// The usage lines of ``runnerCommands``, indented to follow an example's own script commands.
  public static let runnerUsage = """
                     show (print now, without waiting), wait (print once loads are done),
                     select N (select row N as ↑/↓ do: the list is told it appeared, and later
                     frames show a screen as tall as the list was then, row N marked and kept
                     on its screen line when rows change above it)
    """

  /// The list commands some example takes, so a script naming one another example lacks gets
  /// "not supported here" rather than "unknown".
  private static let known: Set = ["refresh", "more", "retry", "open", "back", "tab", "star"]

  /// Parses `"refresh; more; open 3"` into commands.
  ///
  /// - Parameters:
  ///   - script: Commands separated by `;`.
  ///   - commands: The usage of each command the example takes (`open N`), besides
  ///     ``runnerCommands``.
  /// - Returns: The commands in order.
  /// - Throws: ``ExampleUsageError`` naming the first command it does not understand or the
  ///   example does not take.
  public static func parse(script: String, commands: [String]) throws(ExampleUsageError) -> [ExampleCommand] {
    let usages = commands + runnerCommands
    var parsed: [ExampleCommand] = []
    for step in script.split(separator: ";") {
      let words = step.split(separator: " ").map(String.init)
      guard let name = words.first else { continue }
      let written = step.trimmingCharacters(in: .whitespaces)
      guard let usage = usages.first(where: { $0.split(separator: " ").first.map(String.init) == name }) else {
        guard known.contains(name) else { throw ExampleUsageError("unknown script command \"\(written)\"") }
        let list = usages.joined(separator: ", ")
        throw ExampleUsageError("script command \"\(written)\" is not supported here (supported: \(list))")
      }
      let placeholder = usage.split(separator: " ").dropFirst().first.map(String.init)
      guard words.count == (placeholder == nil ? 1 : 2), placeholder.map({ accepts($0, words[1]) }) ?? true else {
        throw ExampleUsageError("unknown script command \"\(written)\"")
      }
      parsed.append(ExampleCommand(name, words.count == 2 ? words[1] : nil))
    }
    return parsed
  }

  /// Whether `word` fits `placeholder`: `N` a positive number, `a|b` one of the names, else anything.
  private static func accepts(_ placeholder: String, _ word: String) -> Bool {
    if placeholder == "N" { return (Int(word) ?? 0) > 0 }
    guard placeholder.contains("|") else { return true }
    return placeholder.split(separator: "|").contains { $0 == word }
  }
}
