// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import Observation
import ReactiveList

/// The browser of `--observation`: the same screens as ``Browser``, bound the SwiftUI way.
///
/// Each tab is a `ListModel` (the `@Observable` model of `Documentation/SwiftUI.md`) instead of
/// an `ItemsViewModel` whose Drivers are bound by hand. ``screen()`` reads the models' plain
/// properties, as a SwiftUI `body` does, and `withObservationTracking` around it redraws when
/// one of the properties it read changes. Navigation is the model's `route` optional (what
/// `navigationDestination(item:)` binds): opening a row sets it, going back clears it. Messages
/// are the models' `message` optionals, cleared once a frame showed them (an alert's dismissal).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor final class ObservedBrowser: ExampleApp {
  typealias Model = ListModel<Project, PageNumberPaging, Tab>

  private let api: ProjectsAPI
  private let models: [Tab: Model]
  private var selected = Tab.featured
  /// The tabs shown so far: a tab loads its first page the first time it is shown.
  private var shown: Set<Tab> = []
  /// Messages of deep links the router rejected (the models hold their own).
  private var linkMessages: [String] = []
  private var onChange: @MainActor () -> Void = {}

  /// Creates the browser.
  ///
  /// - Parameters:
  ///   - api: Where the pages and stars come from.
  ///   - paging: Each tab's empty paging state (the page size, and the memory cap of `--max-size`).
  init(api: ProjectsAPI, paging: PagingState<Project, PageNumberPaging>) {
    self.api = api
    var models: [Tab: Model] = [:]
    for tab in Tab.allCases {
      models[tab] = ListModel(
        store: api.store,
        paging: paging,
        parameters: tab,
        options: ItemsViewModelOptions(emptyMessage: "No projects here yet"),
        title: { $0.title }
      )
    }
    self.models = models
  }

  private var current: Model {
    models[selected]!  // Every tab got a model in init.
  }

  // MARK: Observation

  func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
    track()
  }

  /// Counts the tracking passes: only the latest one's change redraws and tracks again.
  private var trackingPass = 0

  /// Reads what a frame shows (and whether a load runs) under `withObservationTracking`; the first
  /// change of any of it redraws and tracks again, like SwiftUI re-evaluating a `body`.
  private func track() {
    trackingPass += 1
    let pass = trackingPass
    withObservationTracking {
      _ = screen()
      _ = current.isLoading
    } onChange: { [weak self] in
      // Called before the property changes: redraw on the next turn, once it has.
      Task { @MainActor in self?.observed(pass) }
    }
  }

  /// A property read by tracking pass `pass` changed. An older pass read another tab's model (the
  /// tab changed since): its change is not this screen's.
  private func observed(_ pass: Int) {
    guard pass == trackingPass else { return }
    changed()
  }

  /// Redraws and tracks what the new frame reads (after a change the models do not announce: the
  /// selected tab, a deep link's message).
  private func changed() {
    onChange()
    track()
  }

  // MARK: ExampleApp

  var isBusy: Bool {
    current.isLoading || current.state.hasActionsInFlight
  }

  func itemAppeared(at index: Int) {
    guard current.route == nil else { return }
    // A row shows a project, as SwiftUI's `.onAppear` on it, or a placeholder of a dropped page.
    if let project = project(at: index) { current.onAppear(project) } else { current.onAppear(at: index) }
  }

  /// The project of the row at `index` (placeholders of dropped pages first), if it shows one.
  private func project(at index: Int) -> Project? {
    let items = current.items
    let offset = index - current.placeholders.before
    return items.indices.contains(offset) ? items[offset] : nil
  }

  func perform(_ command: ExampleCommand) {
    switch (command.name, command.row) {
    case ("refresh", _):
      shown.insert(selected)
      // A SwiftUI view awaits `refresh()` in `.refreshable`; a script waits for `isBusy` instead.
      current.send(.refresh)
    case ("more", _):
      current.loadMore()
    case ("retry", _):
      current.retry()
    case ("open", let row?):
      if let project = project(at: row - 1) { current.select(project) }
    case ("back", _):
      current.route = nil
    case ("tab", _):
      if let tab = command.argument.flatMap(Tab.init(rawValue:)) { select(tab) }
    case ("star", let row?):
      if let project = project(at: row - 1) { current.perform(api.toggleStar(of: project), on: project.id) }
    case ("url", _):
      open(command.argument ?? "")
    default:
      break  // `show` and `wait` only print.
    }
  }

  /// Selects `tab`, loading its first page the first time it is shown.
  private func select(_ tab: Tab) {
    selected = tab
    if shown.insert(tab).inserted { current.send(.refresh) }
    changed()
  }

  /// Follows a deep link through ``BrowserRoute/router``: a tab pops to its list, a project in a
  /// loaded list becomes the selected tab's route, anything else a message.
  private func open(_ url: String) {
    let route: BrowserRoute
    do {
      route = try BrowserRoute.router.route(for: url)
    } catch {
      linkMessages.append(error.description)
      return changed()
    }
    switch route {
    case .tab(let tab):
      for model in models.values { model.route = nil }
      select(tab)
    case .project(let id):
      // The selected tab first, then the others in order.
      let tabs = [selected] + Tab.allCases.filter { $0 != selected }
      if let project = tabs.lazy.compactMap({ self.models[$0]?.items.first { $0.id == id } }).first {
        current.route = .detail(project)
      } else {
        linkMessages.append("Project \(id) is not in a loaded list.")
        changed()
      }
    }
  }

  func command(for key: TerminalKey, selection: Int) -> ExampleCommand? {
    Self.browserCommand(for: key, selection: selection, on: screen(), selected: selected)
  }

  func keyHints(for screen: ExampleScreen) -> String {
    Self.browserHints(for: screen)
  }

  func dismissMessages() {
    for model in models.values where model.message != nil { model.message = nil }
    linkMessages = []
  }

  func screen() -> ExampleScreen {
    let messages = Tab.allCases.compactMap { models[$0]?.message } + linkMessages
    if case .detail(let project) = current.route {
      return .detail(DetailScreen(title: "ProjectsBrowser", lines: project.detailLines, messages: messages))
    }
    return .list(
      ListScreen(
        title: Tab.header(selected: selected),
        pageState: current.pageState,
        refreshStatus: current.refreshStatus,
        rows: Project.rows(current.items, placeholders: current.placeholders),
        noun: "projects",
        messages: messages
      )
    )
  }
}
