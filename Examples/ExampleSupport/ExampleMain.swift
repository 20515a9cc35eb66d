// SPDX-License-Identifier: MIT

import Dispatch
public import Foundation
public import ListNetworking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entry point every example shares: the parsed command line, where requests go, and the run
/// in script or interactive mode.
///
/// ```swift
/// let main = ExampleMain(program: "GameList", usage: Usage.text, commands: Usage.commands)
/// let (transport, baseURL) = main.backend(bundle: .module, bundledBaseURL: GamesAPI.bundledBaseURL)
/// let api = GamesAPI(client: APIClient(transport: transport), baseURL: baseURL)
/// main.run { GameListApp(viewModel: GameListViewModel(store: api.store)) }
/// ```
public struct ExampleMain: Sendable {
  /// The example's name, prefixed to error messages.
  private let program: String
  /// The parsed command line.
  public let options: ExampleOptions
  private let usage: String
  /// The script to run: `--script`, else `refresh` (when not interactive).
  private let script: [ExampleCommand]
  /// How the run's requests ended: a scripted run whose every request failed exits 1.
  private let tally = RequestTally()

  /// Parses the command line. `--help` prints `usage` and exits 0; a bad argument or script
  /// command prints the error and `usage` to standard error and exits 2.
  ///
  /// - Parameters:
  ///   - program: The example's name.
  ///   - usage: The usage text.
  ///   - commands: The script commands the example takes (see ``ExampleCommand/parse(script:commands:)``).
  ///   - ownFlags: The example's own flags (see ``ExampleOptions/init(arguments:ownFlags:)``).
  ///   - arguments: The arguments; default the process's, without the program name.
  public init(
    program: String,
    usage: String,
    commands: [String],
    ownFlags: [String] = [],
    arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) {
    self.program = program
    self.usage = usage
    do throws(ExampleUsageError) {
      options = try ExampleOptions(arguments: arguments, ownFlags: ownFlags)
      if options.helpRequested {
        print(usage)
        exit(0)
      }
      script = try ExampleCommand.parse(script: options.script ?? "refresh", commands: commands)
    } catch {
      FileHandle.standardError.write(Data("\(program): \(error)\n\(usage)\n".utf8))
      exit(2)
    }
  }

  /// Where requests go: the bundled mock JSON (`Resources` in `bundle`) or `--base-url`, with the
  /// latency and failures the command line asked for.
  ///
  /// The bundled `MockTransport` applies `--latency`, `--fail` and `--fail-rate`/`--seed` itself;
  /// with `--base-url` a `FaultInjectingTransport` applies them in front of a
  /// `URLSessionTransport` (request numbers count the same way; the same seed draws the same failures).
  ///
  /// - Parameters:
  ///   - bundle: The bundle holding the mock JSON (the example's `Bundle.module`).
  ///   - bundledBaseURL: The base URL endpoints use with the bundled files (any valid URL: the
  ///     mock responder maps paths to files and ignores the host).
  /// - Returns: The transport and the base URL endpoints are built on.
  public func backend(bundle: Bundle, bundledBaseURL: URL) -> (transport: any HTTPTransport, baseURL: URL) {
    var failures = options.failingRequests.map { MockFailureRule.onRequest($0, .status(500)) }
    if let rate = options.failRate {
      failures.append(.random(probability: rate, seed: options.seed, .status(500)))
    }
    let latency = Duration.milliseconds(options.latency)
    if let baseURL = options.baseURL {
      let transport = FaultInjectingTransport(base: URLSessionTransport(), latency: latency, failures: failures)
      return (TallyingTransport(base: transport, tally: tally), baseURL)
    }
    guard let responder = MockResponder(bundle: bundle, folder: "Resources") else {
      FileHandle.standardError.write(Data("\(program): the bundled mock JSON (Resources) is missing\n".utf8))
      exit(1)
    }
    let transport = MockTransport(responder: responder, latency: latency, failures: failures)
    return (TallyingTransport(base: transport, tally: tally), bundledBaseURL)
  }

  /// Creates the app on the main actor and runs it; never returns.
  ///
  /// Without `--script`, when standard input and output are terminals, a terminal session puts the
  /// terminal in raw mode, restores it on `q`, end of input, SIGINT and SIGTERM, and loads the
  /// first page at start. Otherwise the script (`refresh` when none was given) prints each frame
  /// to standard output and exits after the last command: 0, or 1 when every request the run sent
  /// through ``backend(bundle:bundledBaseURL:)`` failed (the frames show the errors; standard
  /// error says so).
  ///
  /// - Parameter makeApp: Creates the app (on the main actor, once the main queue runs).
  public func run<App: ExampleApp>(_ makeApp: @escaping @MainActor () -> App) -> Never {
    let interactive = options.script == nil && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    Task { @MainActor [script, tally, program] in
      let app = makeApp()
      if interactive, let session = InteractiveSession(app: app) {
        session.start()
      } else {
        await Self.runScript(script, app: app)
        if let failure = tally.everyRequestFailed {
          FileHandle.standardError.write(Data("\(program): \(failure)\n".utf8))
          exit(1)
        }
        exit(0)
      }
    }
    dispatchMain()
  }

  /// Runs `commands` on `app`, printing `> command` and a frame after each (and a
  /// `(waiting for the server)` frame when `star` shows an optimistic change).
  ///
  /// `select N` selects row N as the arrow keys of a terminal session do: the app is told the row
  /// appeared, and from then on list frames show a window as tall as the list was then, with the
  /// selected row marked and kept on its screen line when rows change above it
  /// (``ListViewport/keepingSelection(from:to:)``); `tab` selects the first row again.
  ///
  /// Each frame is printed once the app is no longer ``ExampleApp/isBusy``, so it shows a settled
  /// screen. The first command that needs a list loads its first page before it runs, as an app
  /// showing its first screen would; `refresh` and `tab` load it by themselves, and `show` prints
  /// after one turn of the main queue without waiting (a cached first page shows, the network's
  /// page not yet).
  @MainActor static func runScript<App: ExampleApp>(_ commands: [ExampleCommand], app: App) async {
    let renderer = FrameRenderer()
    let changes = ChangeSignal()
    app.observeChanges { changes.fire() }
    func settle() async {
      while app.isBusy { await changes.next() }
    }
    // After `select N`: the window and the rows it last drew.
    var viewport: ListViewport?
    var drawnRows: [ListRow] = []
    func frame() -> String {
      defer { app.dismissMessages() }
      let screen = app.screen()
      guard case .list(let list) = screen, let window = viewport else { return renderer.render(screen) }
      let kept = window.keepingSelection(from: drawnRows, to: list.rows).scrolled(toShowSelectionIn: list.rows)
      viewport = kept
      drawnRows = list.rows
      return renderer.render(screen, viewport: kept)
    }
    func select(_ number: Int) {
      guard case .list(let list) = app.screen(), list.showsRows, !list.selectableRows.isEmpty else { return }
      let selection = min(number, list.selectableRows.count) - 1
      let window = ListViewport(selection: selection, firstRow: viewport?.firstRow ?? 0, height: list.rows.count)
      viewport = window.scrolled(toShowSelectionIn: list.rows)
      drawnRows = list.rows
      app.itemAppeared(at: selection)
    }
    // A restored list (issue 36) starts on the row that was being read, on its line.
    if let restored = app.restoredSelection { select(restored + 1) }
    var started = false
    for (index, command) in commands.enumerated() {
      if index > 0 { print("") }
      if command.name == "show" {
        if !started { app.perform(ExampleCommand("refresh")) }
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
      } else {
        if !started, command.name != "refresh", command.name != "tab" {
          app.perform(ExampleCommand("refresh"))
          await settle()
        }
        if command.name == "select", let number = command.row {
          select(number)
        } else {
          app.perform(command)
        }
        if command.name == "tab", let window = viewport {
          // Another list: nothing of the last one's rows to keep.
          viewport = ListViewport(selection: 0, firstRow: 0, height: window.height)
          drawnRows = []
        }
        if command.name == "star", app.isBusy {
          print("> \(command) (waiting for the server)\n\(frame())\n")
        }
        await settle()
      }
      started = true
      print("> \(command)\n\(frame())")
    }
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
