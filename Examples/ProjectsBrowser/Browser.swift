// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// The view model type behind every tab.
typealias ProjectsViewModel = ItemsViewModel<Project, PageNumberPaging, Tab>

/// The inputs the browser gives the list on screen: a tab's view model or the search pane's.
@MainActor protocol ProjectList: AnyObject {
  func refresh()
  func loadMore()
  func retry()
  func itemAppeared(at index: Int)
  func itemSelected(at index: Int)
  func perform(_ action: ItemAction<Project>, on id: Project.ID)
  /// Whether a page load or a star request is running.
  var isBusy: Bool { get }
}

extension ItemsViewModel: ProjectList where Item == Project {
  var isBusy: Bool { state.paging.isLoading || state.hasActionsInFlight }
}

/// What one tab's outputs last said: the renderer draws a frame from this alone.
struct TabOutputs {
  var items: [Project] = []
  /// Rows of pages dropped under `--max-size`, before and after the items.
  var placeholders = PlaceholderCounts(before: 0, after: 0)
  var pageState = PageState.loading
  var refreshStatus = RefreshStatus(header: .idle, footer: .hidden)
  /// Whether the tab shows the list `--state-dir` kept, not revalidated yet (offline, it stays).
  var isRestored = false
}

/// Turns routes into screens: the list at the bottom, a project's detail pushed on top.
@MainActor final class Coordinator {
  /// A screen the coordinator can show.
  enum Screen: Equatable {
    case list
    case detail(Project)
  }

  private(set) var stack: [Screen] = [.list]

  /// The screen on top.
  var top: Screen { stack.last ?? .list }

  /// Shows the screen a view model asked for.
  func handle(_ route: ItemRoute<Project>) {
    switch route {
    case .detail(let project): stack.append(.detail(project))
    }
  }

  /// Goes back one screen; the list stays.
  func back() {
    if stack.count > 1 { stack.removeLast() }
  }

  /// Goes back to the list.
  func popToList() {
    stack = [.list]
  }
}

/// The app: one view model per tab, what their outputs last said, the coordinator and the
/// one-shot messages not shown yet.
@MainActor final class Browser: ExampleApp {
  private let api: ProjectsAPI
  private let viewModels: [Tab: ProjectsViewModel]
  private var outputs: [Tab: TabOutputs] = [:] {
    didSet { onChange() }
  }
  private var selected = Tab.featured
  /// The tabs shown so far: a tab loads its first page the first time it is shown.
  private var shown: Set<Tab> = []
  private let coordinator = Coordinator()
  /// The search pane, on screen after a search command (`/` in a terminal) until a tab is chosen.
  private let searchPane: SearchPane
  private var isSearching = false
  private var messages: [String] = [] {
    didSet { onChange() }
  }
  private var onChange: @MainActor () -> Void = {}
  private let bag = DisposeBag()
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
    self.savedTab = savedTab
    selected = savedTab.read() ?? .featured
    searchPane = SearchPane(api: api, paging: paging, clock: searchClock)
    var viewModels: [Tab: ProjectsViewModel] = [:]
    for tab in Tab.allCases {
      viewModels[tab] = ProjectsViewModel(
        store: api.store,
        paging: paging,
        parameters: tab,
        options: ItemsViewModelOptions(emptyMessage: "No projects here yet"),
        title: { $0.title }
      )
      outputs[tab] = TabOutputs()
    }
    self.viewModels = viewModels
    for (tab, viewModel) in viewModels { bind(viewModel, to: tab) }
    searchPane.onChange = { [weak self] in self?.onChange() }
    let search = searchPane.search.viewModel
    search.message.emit(onNext: { [weak self] in self?.messages.append($0) }).disposed(by: bag)
    search.route.emit(onNext: { [weak self] in self?.show($0) }).disposed(by: bag)
  }

  private func bind(_ viewModel: ProjectsViewModel, to tab: Tab) {
    viewModel.items.drive(onNext: { [weak self] in self?.outputs[tab]?.items = $0 }).disposed(by: bag)
    viewModel.placeholders.drive(onNext: { [weak self] in self?.outputs[tab]?.placeholders = $0 }).disposed(by: bag)
    viewModel.pageState.drive(onNext: { [weak self] in self?.outputs[tab]?.pageState = $0 }).disposed(by: bag)
    viewModel.refreshStatus.drive(onNext: { [weak self] in self?.outputs[tab]?.refreshStatus = $0 })
      .disposed(by: bag)
    viewModel.isRestored.drive(onNext: { [weak self] in self?.outputs[tab]?.isRestored = $0 }).disposed(by: bag)
    viewModel.message.emit(onNext: { [weak self] in self?.messages.append($0) }).disposed(by: bag)
    viewModel.route.emit(onNext: { [weak self] in self?.show($0) }).disposed(by: bag)
  }

  private var current: any ProjectList {
    isSearching ? searchPane.search.viewModel : viewModels[selected]!  // Every tab got a view model in init.
  }

  func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
  }

  var isBusy: Bool {
    current.isBusy
  }

  func itemAppeared(at index: Int) {
    guard coordinator.top == .list else { return }
    current.itemAppeared(at: index)
    // The selected row is the one being read: `--state-dir` keeps it for the next run.
    if !isSearching { viewModels[selected]?.readingPositionChanged(at: index, offset: 0) }
  }

  /// The row of the selected tab that was being read when its list was kept (`--state-dir`).
  var restoredSelection: Int? {
    guard !isSearching, let viewModel = viewModels[selected], let anchor = viewModel.restoredAnchor,
      let index = viewModel.currentItems.firstIndex(where: { $0.id == anchor.id })
    else { return nil }
    return viewModel.state.placeholdersBefore + index
  }

  func perform(_ command: ExampleCommand) {
    if searchPane.perform(command) {
      isSearching = true
      coordinator.popToList()
      onChange()
      return
    }
    switch (command.name, command.row) {
    case ("refresh", _):
      if !isSearching { shown.insert(selected) }
      current.refresh()
    case ("more", _):
      current.loadMore()
    case ("retry", _):
      current.retry()
    case ("open", let row?):
      current.itemSelected(at: row - 1)
    case ("back", _):
      coordinator.back()
    case ("tab", _):
      if let tab = command.argument.flatMap(Tab.init(rawValue:)) { select(tab) }
    case ("star", let row?):
      // Rows count the placeholders of dropped pages; a placeholder has nothing to star.
      guard let outputs = isSearching ? searchPane.outputs : outputs[selected],
        outputs.items.indices.contains(row - 1 - outputs.placeholders.before)
      else { break }
      let project = outputs.items[row - 1 - outputs.placeholders.before]
      current.perform(api.toggleStar(of: project), on: project.id)
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
    if shown.insert(tab).inserted { current.refresh() }
    onChange()
  }

  /// Shows the screen a route asks for.
  private func show(_ route: ItemRoute<Project>) {
    coordinator.handle(route)
    onChange()
  }

  /// Follows a deep link: ``BrowserRoute/router`` makes the route, the coordinator shows it over
  /// the list. A link the router rejects, or a project no loaded list holds, becomes a message.
  private func open(_ url: String) {
    let route: BrowserRoute
    do {
      route = try BrowserRoute.router.route(for: url)
    } catch {
      messages.append(error.description)
      return
    }
    switch route {
    case .tab(let tab):
      coordinator.popToList()
      select(tab)
    case .project(let id):
      // The selected tab first, then the others in order.
      let tabs = [selected] + Tab.allCases.filter { $0 != selected }
      let loaded = tabs.lazy.compactMap { self.outputs[$0]?.items.first { $0.id == id } }
      if let project = loaded.first {
        coordinator.popToList()
        show(.detail(project))
      } else {
        messages.append("Project \(id) is not in a loaded list.")
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
    if !messages.isEmpty { messages = [] }
  }

  func screen() -> ExampleScreen {
    switch coordinator.top {
    case .list where isSearching:
      return .list(searchPane.screen(messages: messages))
    case .list:
      let outputs = outputs[selected] ?? TabOutputs()
      return .list(
        ListScreen(
          title: Tab.header(selected: selected) + (outputs.isRestored ? "  (saved)" : ""),
          pageState: outputs.pageState,
          refreshStatus: outputs.refreshStatus,
          rows: Project.rows(outputs.items, placeholders: outputs.placeholders),
          noun: "projects",
          messages: messages
        )
      )
    case .detail(let project):
      return .detail(DetailScreen(title: "ProjectsBrowser", lines: project.detailLines, messages: messages))
    }
  }
}

extension Project {
  /// The rows of a tab: one `· · ·` row for each project of a page dropped under `--max-size`
  /// (positions count them, so rows keep their numbers and lines when pages drop or reload), and
  /// the projects held between them.
  static func rows(_ projects: [Project], placeholders: PlaceholderCounts) -> [ListRow] {
    let dropped = ListRow.item("· · ·")
    return Array(repeating: dropped, count: placeholders.before) + projects.map { .item($0.row) }
      + Array(repeating: dropped, count: placeholders.after)
  }

  /// The project as a list row: name, star, stars right-aligned, language.
  var row: String {
    let stars = FrameRenderer.pad(String(stars), 6, right: true)
    return "\(FrameRenderer.pad(fullName, 30)) \(starred ? "★" : "☆")\(stars)  \(language)"
  }

  /// The project's detail lines.
  var detailLines: [String] {
    [
      fullName,
      "  \(description)",
      "  language: \(language)",
      "  stars:    \(stars)\(starred ? " (starred by you)" : "")",
      "  updated:  \(updatedAt)",
    ]
  }
}

extension ExampleApp {
  /// The browser's keys: the list keys, `s` to star the selected row, Tab to go to the next tab
  /// and `/` to search; on the search pane letters type, Backspace erases, Escape clears and Tab
  /// goes back to the tab.
  static func browserCommand(
    for key: TerminalKey,
    selection: Int,
    on screen: ExampleScreen,
    selected: Tab,
    isSearching: Bool = false
  ) -> ExampleCommand? {
    if case .list = screen {
      switch key {
      case .character("/") where !isSearching: return ExampleCommand("type", "")
      case .character(let letter) where isSearching: return ExampleCommand("type", String(letter))
      case .backspace where isSearching: return ExampleCommand("delete")
      case .escape where isSearching: return ExampleCommand("clear")
      case .tab where isSearching: return ExampleCommand("tab", selected.rawValue)
      default: break
      }
    }
    guard case .list(let list) = screen, key == .tab || key == .character("s") else {
      return listCommand(for: key, selection: selection, on: screen)
    }
    if key == .tab { return ExampleCommand("tab", selected.next.rawValue) }
    guard list.showsRows, let number = list.number(ofSelection: selection) else { return nil }
    return ExampleCommand("star", String(number))
  }

  /// The browser's key hints: `s`, Tab and `/` besides the list keys; the typing keys on the search
  /// pane; the back keys on a detail screen.
  static func browserHints(for screen: ExampleScreen, isSearching: Bool = false) -> String {
    switch screen {
    case .list where isSearching:
      "type to search · Backspace erase · Esc clear · ↑/↓ select · Enter open · Tab tabs · q quit"
    case .list: "↑/↓ select · Enter open · s star · r refresh · m more · Tab next tab · / search · q quit"
    case .detail: "b back · q quit"
    }
  }
}
