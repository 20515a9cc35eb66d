// SPDX-License-Identifier: MIT

import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal session: raw mode, keys to commands, a redraw per change.
@MainActor final class InteractiveSession<App: ExampleApp> {
  private let app: App
  private let renderer = FrameRenderer()
  private let terminal: RawTerminal
  private var viewport = ListViewport(selection: 0, firstRow: 0, height: 20)
  /// The rows drawn last, so the selected item stays on its screen line when rows arrive above.
  private var drawnRows: [ListRow] = []
  private var reader: KeyReader?
  private var redrawScheduled = false
  /// The session keeps itself alive from ``start()`` until the process exits.
  private var running: InteractiveSession?

  init?(app: App) {
    guard let terminal = RawTerminal() else { return nil }
    self.app = app
    self.terminal = terminal
  }

  func start() {
    running = self
    terminal.enable()
    terminal.restoreOnTermination()
    app.observeChanges { [weak self] in self?.setNeedsRedraw() }
    reader = KeyReader(onKeys: { [weak self] in self?.handle($0) }, onEnd: { [weak self] in self?.quit() })
    SignalRelay.handle(
      SIGWINCH,
      .notify { [weak self] in
        DispatchQueue.main.async { MainActor.assumeIsolated { self?.setNeedsRedraw() } }
      }
    )
    // A restored list (issue 36) opens on the row that was being read.
    if let restored = app.restoredSelection {
      viewport.selection = restored
      app.itemAppeared(at: restored)
    }
    app.perform(ExampleCommand("refresh"))
    // Drawn after the refresh started, so a cached first page is the first frame (no cover flash).
    setNeedsRedraw()
  }

  private func handle(_ keys: [TerminalKey]) {
    for key in keys {
      app.dismissMessages()
      switch key {
      case .character("q"), .character("Q"), .interrupt, .endOfFile: quit()
      case .up: move(by: -1)
      case .down: move(by: 1)
      case .pageUp: move(by: -viewport.height)
      case .pageDown: move(by: viewport.height)
      case .home: move(by: -Int(Int32.max))
      case .end: move(by: Int(Int32.max))
      default:
        guard let command = app.command(for: key, selection: viewport.selection) else { continue }
        if command.name == "tab" {
          // Another list: nothing of the last one's rows to keep.
          viewport = ListViewport(selection: 0, firstRow: 0, height: viewport.height)
          drawnRows = []
        }
        app.perform(command)
      }
    }
    draw()
  }

  /// Moves the selection on a list and tells the view model the row appeared (prefetch).
  private func move(by delta: Int) {
    guard case .list(let list) = app.screen(), list.showsRows, !list.selectableRows.isEmpty else { return }
    let last = Int64(list.selectableRows.count - 1)
    let target = Int(min(max(0, Int64(viewport.selection) + Int64(delta)), last))
    viewport.selection = target
    app.itemAppeared(at: target)
  }

  private func setNeedsRedraw() {
    guard !redrawScheduled else { return }
    redrawScheduled = true
    Task { [weak self] in self?.draw() }
  }

  private func draw() {
    redrawScheduled = false
    let screen = app.screen()
    let rows = RawTerminal.size()?.rows ?? 24
    var current: ListViewport?
    if case .list(let list) = screen {
      // Header (2), footer, messages, hints and one spare line so the frame never scrolls.
      viewport.height = max(1, rows - 5 - list.messages.count)
      viewport = viewport.keepingSelection(from: drawnRows, to: list.rows).scrolled(toShowSelectionIn: list.rows)
      drawnRows = list.rows
      current = viewport
    }
    let frame = renderer.render(screen, viewport: current, hints: app.keyHints(for: screen))
    RawTerminal.write("\u{1B}[H\u{1B}[2J" + frame + "\n")
  }

  private func quit() {
    reader?.cancel()
    terminal.restore()
    exit(0)
  }
}
