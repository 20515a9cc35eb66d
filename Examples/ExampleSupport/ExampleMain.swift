// SPDX-License-Identifier: MIT

import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How an example runs: a printed script, or interactively in a terminal.
public enum ExampleMode: Sendable, Equatable {
  /// Run these commands, printing `> command` and a frame after each, then exit 0.
  case script([ExampleCommand])
  /// Draw the screen in the terminal and follow the keyboard until `q`.
  case interactive
}

/// The entry point every example shares: parse the command line, then run the app in script or
/// interactive mode.
///
/// ```swift
/// let (options, mode) = ExampleMain.parse(program: "GameList", usage: usage, tabs: [], app: GameListApp.self)
/// let backend = ExampleMain.orExit(program: "GameList", usage: usage) { () throws(ExampleUsageError) in
///   try ExampleBackend(options: options, bundle: .module, folder: "Resources", bundledBaseURL: base)
/// }
/// let api = GamesAPI(client: APIClient(transport: backend.transport), baseURL: backend.baseURL)
/// ExampleMain.run(mode) { GameListApp(viewModel: GameListViewModel(store: api.store)) }
/// ```
public enum ExampleMain {
  /// Parses the command line, or prints the error and `usage` to standard error and exits 2.
  ///
  /// The mode is interactive when no `--script` was given and both standard input and output are
  /// terminals; otherwise the script runs (`refresh` when none was given).
  ///
  /// - Parameters:
  ///   - program: The example's name, prefixed to error messages.
  ///   - usage: The usage text printed after an error.
  ///   - tabs: The tab names `tab NAME` accepts.
  ///   - arguments: The arguments; default the process's, without the program name.
  ///   - app: The app type: its own commands and the standard commands it supports.
  ///   - ownFlag: Parses the example's own flags (see ``ExampleOptions/init(arguments:ownFlag:)``).
  /// - Returns: The options and the mode.
  public static func parse<App: ExampleApp>(
    program: String,
    usage: String,
    tabs: [String],
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    app: App.Type,
    ownFlag: (_ flag: String, _ arguments: inout ExampleArguments) throws(ExampleUsageError) -> Bool = { _, _ in false }
  ) -> (options: ExampleOptions, mode: ExampleMode) {
    do throws(ExampleUsageError) {
      let options = try ExampleOptions(arguments: arguments, ownFlag: ownFlag)
      if options.script == nil, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
        return (options, .interactive)
      }
      let script = options.script ?? "refresh"
      let commands = try ExampleCommand.parse(
        script: script,
        tabs: tabs,
        supported: App.supportedCommands,
        custom: App.customCommands
      )
      return (options, .script(commands))
    } catch {
      exit(program: program, message: "\(error)\n\(usage)", status: 2)
    }
  }

  /// Runs `body`, or prints its error and `usage` to standard error and exits 2.
  ///
  /// - Parameters:
  ///   - program: The example's name, prefixed to the error.
  ///   - usage: The usage text printed after the error.
  ///   - body: The work that may fail on a bad command line (e.g. building the backend).
  /// - Returns: What `body` returns.
  public static func orExit<Value>(
    program: String,
    usage: String,
    _ body: () throws(ExampleUsageError) -> Value
  ) -> Value {
    do throws(ExampleUsageError) {
      return try body()
    } catch {
      exit(program: program, message: "\(error)\n\(usage)", status: 2)
    }
  }

  /// Prints `program: message` to standard error and exits with `status`.
  ///
  /// - Parameters:
  ///   - program: The example's name.
  ///   - message: What went wrong.
  ///   - status: The exit status.
  public static func exit(program: String, message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
    Foundation.exit(status)
  }

  /// Creates the app on the main actor and runs it in `mode`; never returns.
  ///
  /// A script prints each frame to standard output and exits 0 after the last command. A terminal
  /// session puts the terminal in raw mode, restores it on `q`, end of input, SIGINT and SIGTERM,
  /// and loads the first page (`refresh`) at start.
  ///
  /// - Parameters:
  ///   - mode: Script or interactive.
  ///   - renderer: Draws the frames.
  ///   - makeApp: Creates the app (on the main actor, once the main queue runs).
  public static func run<App: ExampleApp>(
    _ mode: ExampleMode,
    renderer: FrameRenderer = FrameRenderer(),
    makeApp: @escaping @MainActor () -> App
  ) -> Never {
    switch mode {
    case .script(let commands):
      Task { @MainActor in
        await runScript(commands, app: makeApp(), renderer: renderer)
        Foundation.exit(0)
      }
    case .interactive:
      Task { @MainActor in
        let app = makeApp()
        guard let session = InteractiveSession(app: app, renderer: renderer) else {
          // Not a terminal after all: show the first page like a script would.
          await runScript([.refresh], app: app, renderer: renderer)
          Foundation.exit(0)
        }
        session.start()
      }
    }
    dispatchMain()
  }

  /// Runs `commands` on `app`, printing `> command` and a frame after each (and a
  /// `(waiting for the server)` frame when `star` shows an optimistic change).
  ///
  /// Each frame is printed once the app is no longer ``ExampleApp/isBusy``, so it shows a settled
  /// screen. The first command that needs a list loads its first page before it runs, as an app
  /// showing its first screen would; `refresh` and `tab` load it by themselves, and `show` prints
  /// after one turn of the main queue without waiting (a cached first page shows, the network's
  /// page not yet).
  ///
  /// - Parameters:
  ///   - commands: The commands.
  ///   - app: The app.
  ///   - renderer: Draws the frames.
  @MainActor public static func runScript<App: ExampleApp>(
    _ commands: [ExampleCommand],
    app: App,
    renderer: FrameRenderer = FrameRenderer()
  ) async {
    let changes = ChangeSignal()
    app.observeChanges { changes.fire() }
    func settle() async {
      while app.isBusy { await changes.next() }
    }
    func frame() -> String {
      defer { app.dismissMessages() }
      return renderer.render(app.screen())
    }
    var started = false
    for (index, command) in commands.enumerated() {
      if index > 0 { print("") }
      if case .show = command {
        if !started { app.perform(.refresh) }
        await mainQueueTurn()
      } else {
        if !started, command.standard != .refresh, command.standard != .tab {
          app.perform(.refresh)
          await settle()
        }
        app.perform(command)
        if case .star = command, app.isBusy {
          print("> \(command) (waiting for the server)")
          print(frame())
          print("")
        }
        await settle()
      }
      started = true
      print("> \(command)")
      print(frame())
    }
  }

  /// Returns after the main queue ran everything queued before this call.
  @MainActor private static func mainQueueTurn() async {
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
  }
}

/// Wakes the script when the app says an output changed.
@MainActor private final class ChangeSignal {
  private var waiter: CheckedContinuation<Void, Never>?

  /// Resumes the waiting script, if any.
  func fire() {
    waiter?.resume()
    waiter = nil
  }

  /// Returns after the next change.
  func next() async {
    await withCheckedContinuation { waiter = $0 }
  }
}
