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
  /// The screen as the outputs last described it, messages included.
  ///
  /// - Returns: The screen.
  func screen() -> ExampleScreen

  /// Forgets the one-shot messages on screen (after a frame showed them, or on the next key).
  func dismissMessages()

  /// The row (0-based among the selectable rows) a list restored from an archive was being read
  /// at: a script selects it before its first command, as `select N` would. `nil` (the default)
  /// selects nothing.
  var restoredSelection: Int? { get }

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

  /// Tells the list's view model that the row at `index` is on screen (prefetch near the end).
  ///
  /// - Parameter index: The row's 0-based index among the selectable rows (section headers not counted).
  func itemAppeared(at index: Int)

  /// Registers the closure to call on the main actor whenever an output changes.
  ///
  /// - Parameter onChange: Called after each change; the session coalesces redraws.
  func observeChanges(_ onChange: @escaping @MainActor () -> Void)

  /// The command a key stands for in a terminal, or `nil` when it does nothing here. The session
  /// itself handles arrows, Page Up/Down, Home/End and `q`. Default: ``listCommand(for:selection:on:)``.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - selection: The selected row (0-based among the selectable rows).
  /// - Returns: The command.
  func command(for key: TerminalKey, selection: Int) -> ExampleCommand?

  /// The key hints under an interactive frame.
  ///
  /// - Parameter screen: The screen being drawn.
  /// - Returns: One line.
  func keyHints(for screen: ExampleScreen) -> String
}

extension ExampleApp {
  /// `nil`: nothing restored to select.
  public var restoredSelection: Int? { nil }

  /// The keys every list has (``listCommand(for:selection:on:)``).
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - selection: The selected row.
  /// - Returns: The command.
  public func command(for key: TerminalKey, selection: Int) -> ExampleCommand? {
    Self.listCommand(for: key, selection: selection, on: screen())
  }

  /// The hints of the keys every list has, or the back keys on a detail screen.
  ///
  /// - Parameter screen: The screen being drawn.
  /// - Returns: One line.
  public func keyHints(for screen: ExampleScreen) -> String {
    switch screen {
    case .list: "↑/↓ select · Enter open · r refresh · m more · q quit"
    case .detail: "b back · q quit"
    }
  }

  /// The keys every list has, for apps that add their own: on a list `Enter` taps the cover (retry
  /// on an error, refresh when empty) or opens the selected numbered row, `r` refreshes and `m`
  /// taps the footer (more, or retry after a failed load-more); on a detail screen `b`,
  /// Backspace, Escape and ← go back.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - selection: The selected row (0-based among the selectable rows).
  ///   - screen: The screen on display.
  /// - Returns: The command.
  public static func listCommand(for key: TerminalKey, selection: Int, on screen: ExampleScreen) -> ExampleCommand? {
    guard case .list(let list) = screen else {
      switch key {
      case .character("b"), .backspace, .escape, .left: return ExampleCommand("back")
      default: return nil
      }
    }
    switch key {
    case .enter:
      if let input = ListCover(pageState: list.pageState, texts: FrameRenderer.texts).tapInput {
        return command(for: input)
      }
      guard list.showsRows, let number = list.number(ofSelection: selection) else { return nil }
      return ExampleCommand("open", String(number))
    case .character("r"):
      return ExampleCommand("refresh")
    case .character("m"):
      return ListFooter(status: list.refreshStatus.footer, texts: FrameRenderer.texts).tapInput.map(command(for:))
    default:
      return nil
    }
  }

  private static func command(for input: ListInput) -> ExampleCommand {
    switch input {
    case .refresh, .prepend: ExampleCommand("refresh")
    case .loadMore: ExampleCommand("more")
    case .retry: ExampleCommand("retry")
    }
  }
}
