// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// The view model type behind every tab.
typealias ProjectsViewModel = ItemsViewModel<Project, PageNumberPaging, Tab>

/// What one tab's outputs last said: the renderer draws a frame from this alone.
struct TabOutputs {
  var items: [Project] = []
  var pageState = PageState.loading
  var refreshStatus = RefreshStatus(header: .idle, footer: .hidden)
  var loadStates = ItemsLoadStates()
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

/// The app: one view model per tab, their outputs, the coordinator and pending one-shot messages.
@MainActor final class Browser: ExampleApp {
  typealias Custom = BrowserCommand

  private let api: ProjectsAPI
  private let viewModels: [Tab: ProjectsViewModel]
  /// Each tab loads its first page before the first command that needs it.
  private let loads: [Tab: ListLoads]
  private(set) var outputs: [Tab: TabOutputs] = [:]
  private(set) var selected = Tab.featured
  let coordinator = Coordinator()
  private(set) var messages: [String] = []
  private var onChange: @MainActor () -> Void = {}
  private let bag = DisposeBag()

  init(api: ProjectsAPI) {
    self.api = api
    var viewModels: [Tab: ProjectsViewModel] = [:]
    var loads: [Tab: ListLoads] = [:]
    for tab in Tab.allCases {
      let viewModel = ProjectsViewModel(
        store: api.store,
        strategy: .pageNumber(pageSize: 20),
        parameters: tab,
        options: ItemsViewModelOptions(emptyMessage: "No projects here yet"),
        title: { $0.title }
      )
      viewModels[tab] = viewModel
      loads[tab] = ListLoads(loadStates: viewModel.loadStates) { viewModel.refresh() }
      outputs[tab] = TabOutputs()
    }
    self.viewModels = viewModels
    self.loads = loads
    for (tab, viewModel) in viewModels { bind(viewModel, to: tab) }
  }

  private func bind(_ viewModel: ProjectsViewModel, to tab: Tab) {
    func update(_ change: @escaping @MainActor (inout TabOutputs) -> Void) -> @MainActor () -> Void {
      { [weak self] in
        guard let self else { return }
        change(&self.outputs[tab, default: TabOutputs()])
        self.onChange()
      }
    }
    viewModel.items.drive(onNext: { items in update { $0.items = items }() }).disposed(by: bag)
    viewModel.pageState.drive(onNext: { state in update { $0.pageState = state }() }).disposed(by: bag)
    viewModel.refreshStatus.drive(onNext: { status in update { $0.refreshStatus = status }() }).disposed(by: bag)
    viewModel.loadStates.drive(onNext: { states in update { $0.loadStates = states }() }).disposed(by: bag)
    viewModel.message.emit(onNext: { [weak self] in
      self?.messages.append($0)
      self?.onChange()
    }).disposed(by: bag)
    viewModel.route.emit(onNext: { [weak self] in
      self?.coordinator.handle($0)
      self?.onChange()
    }).disposed(by: bag)
  }

  private var current: ProjectsViewModel {
    viewModels[selected]!  // Every tab got a view model in init.
  }

  private var currentLoads: ListLoads {
    loads[selected]!  // Every tab got its loads in init.
  }

  func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
  }

  func itemAppeared(at index: Int) {
    guard coordinator.top == .list else { return }
    current.itemAppeared(at: index)
  }

  func run(_ command: ExampleCommand<BrowserCommand>, pending: () -> Void) async {
    await command.run(on: currentLoads) {
      switch command {
      case .refresh:
        currentLoads.refresh()
      case .more:
        current.loadMore()
      case .retry:
        current.retry()
      case .open(let row):
        guard row <= current.currentItems.count else { break }  // No such row: no route.
        await current.route.next { current.itemSelected(at: row - 1) }
      case .back:
        coordinator.back()
      case .tab(let name):
        guard let tab = Tab(rawValue: name) else { break }
        selected = tab
        currentLoads.startIfNeeded()
      case .star(let row):
        let items = current.currentItems
        guard items.indices.contains(row - 1) else { break }
        let project = items[row - 1]
        await current.message.next {
          current.perform(api.toggleStar(of: project), on: project.id)
          pending()
        }
      case .custom(.url(let url)):
        open(url)
      case .show, .wait:
        break
      }
    }
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
      selected = tab
      currentLoads.startIfNeeded()
    case .project(let id):
      // The selected tab first, then the others in order.
      let tabs = [selected] + Tab.allCases.filter { $0 != selected }
      let loaded = tabs.lazy.compactMap { self.viewModels[$0]?.currentItems.first { $0.id == id } }
      if let project = loaded.first {
        coordinator.popToList()
        coordinator.handle(.detail(project))
      } else {
        messages.append("Project \(id) is not in a loaded list.")
      }
    }
  }

  func dismissMessages() {
    messages = []
  }

  func screen() -> ExampleScreen {
    switch coordinator.top {
    case .list:
      let outputs = outputs[selected] ?? TabOutputs()
      return .list(
        ListScreen(
          title: "ProjectsBrowser",
          tabs: Tab.allCases.map { ExampleTab(name: $0.rawValue, title: $0.title) },
          selectedTab: selected.rawValue,
          pageState: outputs.pageState,
          refreshStatus: outputs.refreshStatus,
          rows: outputs.items.map { .item($0.row) },
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
