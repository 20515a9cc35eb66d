// SPDX-License-Identifier: MIT

import Dispatch
import ListPaging
public import ListViewModels
public import ReactiveCore

/// One list's page loads as an example's commands meet them: the first page loads before the
/// first command that needs it, and a command returns once the loads it started are done.
///
/// An app keeps one per list (ProjectsBrowser one per tab) and runs each command through
/// ``ExampleCommand/run(on:_:)``, so script frames show settled screens.
///
/// Main actor only.
///
/// ```swift
/// let loads = ListLoads(loadStates: viewModel.loadStates) { viewModel.refresh() }
/// await command.run(on: loads) {
///   switch command {
///   case .refresh: loads.refresh()
///   case .more: viewModel.loadMore()
///   default: break
///   }
/// }
/// ```
@MainActor public final class ListLoads {
  private let loadStates: Driver<ItemsLoadStates>
  private let load: @MainActor () -> Void

  /// Whether the first page was asked for.
  public private(set) var hasStarted = false

  /// Creates the loads of one list.
  ///
  /// - Parameters:
  ///   - loadStates: The list's load states; the list is idle when none of them is loading.
  ///   - refresh: Asks the list for its first page.
  public init(loadStates: Driver<ItemsLoadStates>, refresh: @escaping @MainActor () -> Void) {
    self.loadStates = loadStates
    self.load = refresh
  }

  /// Asks for the first page (again).
  public func refresh() {
    hasStarted = true
    load()
  }

  /// Asks for the first page unless it was asked for already, as an app showing its first
  /// screen would.
  ///
  /// - Returns: Whether a load started.
  @discardableResult
  public func startIfNeeded() -> Bool {
    guard !hasStarted else { return false }
    refresh()
    return true
  }

  /// Returns once no page load is running and the main queue has delivered what it had queued
  /// (the outputs of the last load).
  public func idle() async {
    for await states in loadStates.values
    where !states.refresh.isLoading && !states.append.isLoading && !states.prepend.isLoading {
      break
    }
    await Self.mainQueueTurn()
  }

  /// Returns after the main queue ran everything queued before this call.
  public static func mainQueueTurn() async {
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
  }
}

extension ExampleCommand {
  /// Runs this command the way every example does, around `body`, which does the command's own
  /// work.
  ///
  /// `show` starts the first load if needed and returns after one turn of the main queue, without
  /// calling `body` (a cached first page shows, the network page not yet). `refresh` and `tab`
  /// call `body` at once (they load by themselves). Every other command first waits for the
  /// first page when it had not been asked for. Then `body` runs, and the call returns once the
  /// list is idle.
  ///
  /// - Parameters:
  ///   - loads: The loads of the list on screen; evaluated again after `body` (a tab switch).
  ///   - body: The command's own work.
  @MainActor public func run(on loads: @autoclosure () -> ListLoads, _ body: () async -> Void) async {
    switch self {
    case .show:
      loads().startIfNeeded()
      await ListLoads.mainQueueTurn()
      return
    case .refresh, .tab:
      break
    default:
      if loads().startIfNeeded() { await loads().idle() }
    }
    await body()
    await loads().idle()
  }
}

extension SharedSequence {
  /// Runs `action` and returns once the sequence emits its next element (e.g. the route a
  /// selection makes, or the message an action shows).
  ///
  /// It subscribes before `action` runs, so an element `action` emits at once is not missed.
  ///
  /// - Parameter action: What makes the element.
  @MainActor public func next(after action: () -> Void) async {
    let elements = values
    action()
    for await _ in elements { return }
  }
}
