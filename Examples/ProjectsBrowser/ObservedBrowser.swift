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
  typealias SearchModel = ListModel<Project, PageNumberPaging, String>

  private let api: ProjectsAPI
  private let models: [Tab: Model]
  private var selected = Tab.featured
  /// The tabs shown so far: a tab loads its first page the first time it is shown.
  private var shown: Set<Tab> = []
  /// Messages of deep links the router rejected (the models hold their own).
  private var linkMessages: [String] = []
  private var onChange: @MainActor () -> Void = {}
  /// The search pane's model (`ListModel(searching:)`), on screen after a search command.
  private let searchModel: SearchModel
  private var isSearching = false
  /// The clock of the search debounce in `--script` runs.
  private let searchClock: ScriptClock?
  /// Where the tab on screen is kept for the next run (`--state-dir`).
  private let savedTab: SavedTab

  /// Creates the browser.
  ///
  /// - Parameters:
  ///   - api: Where the pages and stars come from.
  ///   - paging: Each tab's empty paging state (the page size, and the memory cap of `--max-size`).
  ///   - searchClock: The clock of the search debounce in `--script` runs; `nil` for the real one.
  ///   - savedTab: Where the tab on screen is kept between runs; the browser opens on the one kept.
  init(
    api: ProjectsAPI,
    paging: PagingState<Project, PageNumberPaging>,
    searchClock: ScriptClock? = nil,
    savedTab: SavedTab = SavedTab(folder: nil)
  ) {
    self.api = api
    self.searchClock = searchClock
    self.savedTab = savedTab
    selected = savedTab.read() ?? .featured
    let makeSearch = {
      SearchModel(
        searching: api.searchStore,
        paging: paging,
        search: SearchPane.options,
        options: ItemsViewModelOptions(emptyMessage: "No projects here yet")
      )
    }
    searchModel = searchClock.map { SharingScheduler.withScheduler($0, makeSearch) } ?? makeSearch()
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

  private var current: any ObservedProjectList {
    isSearching ? searchModel : models[selected]!  // Every tab got a model in init.
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
    current.isLoading || current.hasActionsInFlight
  }

  func itemAppeared(at index: Int) {
    guard current.route == nil else { return }
    // A row shows a project, as SwiftUI's `.onAppear` on it, or a placeholder of a dropped page.
    if let project = project(at: index) { current.onAppear(project) } else { current.onAppear(at: index) }
    // The selected row is the one being read: `--state-dir` keeps it for the next run.
    if !isSearching { models[selected]?.readingPositionChanged(at: index, offset: 0) }
  }

  /// The row of the selected tab that was being read when its list was kept (`--state-dir`).
  var restoredSelection: Int? {
    guard !isSearching, let model = models[selected], let anchor = model.state.restoredAnchor,
      let index = model.items.firstIndex(where: { $0.id == anchor.id })
    else { return nil }
    return model.placeholders.before + index
  }

  /// The project of the row at `index` (placeholders of dropped pages first), if it shows one.
  private func project(at index: Int) -> Project? {
    let items = current.items
    let offset = index - current.placeholders.before
    return items.indices.contains(offset) ? items[offset] : nil
  }

  func perform(_ command: ExampleCommand) {
    let isSearchCommand = SearchPane.perform(command, clock: searchClock, text: searchModel.searchText) {
      searchModel.searchText = $0
    }
    if isSearchCommand {
      isSearching = true
      searchModel.route = nil
      return changed()
    }
    switch (command.name, command.row) {
    case ("refresh", _):
      if !isSearching { shown.insert(selected) }
      // A SwiftUI view awaits `refresh()` in `.refreshable`; a script waits for `isBusy` instead.
      current.startRefresh()
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
    isSearching = false
    selected = tab
    savedTab.write(tab)
    if shown.insert(tab).inserted { current.startRefresh() }
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
      searchModel.route = nil
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
    Self.browserCommand(for: key, selection: selection, on: screen(), selected: selected, isSearching: isSearching)
  }

  func keyHints(for screen: ExampleScreen) -> String {
    Self.browserHints(for: screen, isSearching: isSearching)
  }

  func dismissMessages() {
    for model in models.values where model.message != nil { model.message = nil }
    if searchModel.message != nil { searchModel.message = nil }
    linkMessages = []
  }

  func screen() -> ExampleScreen {
    let messages =
      Tab.allCases.compactMap { models[$0]?.message } + [searchModel.message].compactMap { $0 }
      + linkMessages
    if case .detail(let project) = current.route {
      return .detail(DetailScreen(title: "ProjectsBrowser", lines: project.detailLines, messages: messages))
    }
    if isSearching, let phase = searchModel.searchPhase {
      let outputs = TabOutputs(
        items: searchModel.items,
        placeholders: searchModel.placeholders,
        pageState: searchModel.pageState,
        refreshStatus: searchModel.refreshStatus
      )
      return .list(SearchPane.screen(text: searchModel.searchText, phase: phase, outputs: outputs, messages: messages))
    }
    return .list(
      ListScreen(
        title: Tab.header(selected: selected) + (models[selected]?.isRestored == true ? "  (saved)" : ""),
        pageState: current.pageState,
        refreshStatus: current.refreshStatus,
        rows: Project.rows(current.items, placeholders: current.placeholders),
        noun: "projects",
        messages: messages
      )
    )
  }
}

/// What the observed browser reads and calls on the list on screen: a tab's model or the search
/// pane's, the same `ListModel` with other parameters.
@MainActor protocol ObservedProjectList: AnyObject {
  var items: [Project] { get }
  var placeholders: PlaceholderCounts { get }
  var pageState: PageState { get }
  var refreshStatus: RefreshStatus { get }
  var isLoading: Bool { get }
  var route: ItemRoute<Project>? { get set }
  var hasActionsInFlight: Bool { get }
  func onAppear(_ item: Project)
  func onAppear(at position: Int)
  func startRefresh()
  func loadMore()
  func retry()
  func select(_ item: Project)
  func perform(_ action: ItemAction<Project>, on id: Project.ID)
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ListModel: ObservedProjectList where Item == Project {
  var hasActionsInFlight: Bool { state.hasActionsInFlight }

  /// Starts a refresh without waiting for it: a script waits for `isLoading` instead.
  func startRefresh() { send(.refresh) }
}
