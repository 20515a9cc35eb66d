// SPDX-License-Identifier: MIT

import ReactiveList

/// An example's app: what a view controller is to an iOS app. It owns the view models, binds
/// their outputs (`drive`, `emit`) to what it shows, turns each command into calls of their
/// methods, and describes its screen as values.
///
/// ``ExampleMain`` drives it in both modes: a script performs each command, waits while the app
/// ``isBusy``, and prints a frame; a terminal session maps keys to commands
/// (``command(for:selection:)``) and redraws whenever ``observeChanges(_:)`` says an output changed.
///
/// Everything runs on the main actor.
@MainActor public protocol ExampleApp: AnyObject {
  /// The names of the example's own script commands, each taking one argument
  /// (``ExampleCommand/custom(_:argument:)``). Default: none.
  nonisolated static var customCommands: Set<String> { get }

  /// The standard commands the app supports; a script naming another one is a usage error
  /// (exit 2), and the standard key map leaves its key out. Default: all of them.
  nonisolated static var supportedCommands: Set<StandardCommand> { get }

  /// The screen as the outputs last described it, messages included.
  ///
  /// - Returns: The screen.
  func screen() -> ExampleScreen

  /// Forgets the one-shot messages on screen (after a frame showed them, or on the next key).
  func dismissMessages()

  /// Performs one command by calling the view models' methods, and returns at once: the loads and
  /// actions it starts finish later, and their outputs arrive through the bindings.
  ///
  /// `show` and `wait` only print, so apps do nothing for them. The first `refresh` loads the
  /// first page.
  ///
  /// - Parameter command: The command.
  func perform(_ command: ExampleCommand)

  /// Whether the screen is waiting for the server: a page load, or an action's request whose
  /// optimistic change is on screen. A script prints its frame once this is `false`.
  var isBusy: Bool { get }

  /// Tells the list's view model that the item at `index` is on screen (prefetch near the end).
  ///
  /// - Parameter index: The item's 0-based index, section headers not counted.
  func itemAppeared(at index: Int)

  /// Registers the closure to call on the main actor whenever an output changes.
  ///
  /// - Parameter onChange: Called after each change; the session coalesces redraws.
  func observeChanges(_ onChange: @escaping @MainActor () -> Void)

  /// The command a key stands for in a terminal, or `nil` when it does nothing here.
  ///
  /// The default: on a list `Enter` opens the selected row (retries on an error cover, refreshes on
  /// an empty one), `s` stars it, `r` refreshes, `m` loads more (retries a failed load-more) and
  /// `Tab` moves to the next tab; on a detail screen `b`, Backspace, Escape and ← go back. The
  /// session itself handles arrows, Page Up/Down, Home/End and `q`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - selection: The selected item (0-based).
  /// - Returns: The command.
  func command(for key: TerminalKey, selection: Int) -> ExampleCommand?

  /// The key hints under an interactive frame.
  ///
  /// - Parameter screen: The screen being drawn.
  /// - Returns: One line.
  func keyHints(for screen: ExampleScreen) -> String
}

extension ExampleApp {
  /// All the standard commands.
  nonisolated public static var supportedCommands: Set<StandardCommand> {
    Set(StandardCommand.allCases)
  }

  /// No commands of the example's own.
  nonisolated public static var customCommands: Set<String> {
    []
  }

  /// The standard key map (see ``ExampleApp/command(for:selection:)``).
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - selection: The selected item (0-based).
  /// - Returns: The command.
  public func command(for key: TerminalKey, selection: Int) -> ExampleCommand? {
    Self.standardCommand(for: key, selection: selection, on: screen())
  }

  /// The standard key hints: list keys on a list (`s star` when starring is supported, `Tab` when
  /// there are tabs), back keys on a detail screen.
  ///
  /// - Parameter screen: The screen being drawn.
  /// - Returns: One line.
  public func keyHints(for screen: ExampleScreen) -> String {
    switch screen {
    case .list(let list):
      let star = Self.supportedCommands.contains(.star) ? " · s star" : ""
      let tab = list.tabs.count > 1 ? " · Tab next tab" : ""
      return "↑/↓ select · Enter open\(star) · r refresh · m more\(tab) · q quit"
    case .detail:
      return "b back · q quit"
    }
  }

  /// The standard key map applied to `screen`, for apps that extend it with keys of their own;
  /// a command the app does not support (``supportedCommands``) is `nil`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - selection: The selected item (0-based).
  ///   - screen: The screen on display.
  /// - Returns: The command.
  public static func standardCommand(
    for key: TerminalKey,
    selection: Int,
    on screen: ExampleScreen
  ) -> ExampleCommand? {
    let command = standardKeyMap(for: key, selection: selection, on: screen)
    guard let standard = command?.standard, !supportedCommands.contains(standard) else { return command }
    return nil
  }

  private static func standardKeyMap(
    for key: TerminalKey,
    selection: Int,
    on screen: ExampleScreen
  ) -> ExampleCommand? {
    switch screen {
    case .detail:
      switch key {
      case .character("b"), .backspace, .escape, .left: return .back
      default: return nil
      }
    case .list(let list):
      let hasRows = list.showsRows && list.itemCount > 0
      switch key {
      case .enter:
        switch list.pageState {
        case .error: return .retry
        case .empty: return .refresh
        case .loading: return nil
        case .content: return hasRows ? .open(min(selection, list.itemCount - 1) + 1) : nil
        }
      case .character("s"):
        return hasRows ? .star(min(selection, list.itemCount - 1) + 1) : nil
      case .character("r"):
        return .refresh
      case .character("m"):
        if case .failed = list.refreshStatus.footer { return .retry }
        return .more
      case .tab:
        guard !list.tabs.isEmpty else { return nil }
        let current = list.tabs.firstIndex { $0.name == list.selectedTab } ?? -1
        return .tab(list.tabs[(current + 1) % list.tabs.count].name)
      default:
        return nil
      }
    }
  }
}
