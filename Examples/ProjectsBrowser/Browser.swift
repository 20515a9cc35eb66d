// SPDX-License-Identifier: MIT

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
  var loaded = false
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
}

/// The app: one view model per tab, their outputs, the coordinator and pending one-shot messages.
@MainActor final class Browser {
  private let api: ProjectsAPI
  private let viewModels: [Tab: ProjectsViewModel]
  private(set) var outputs: [Tab: TabOutputs] = [:]
  private(set) var selected = Tab.featured
  let coordinator = Coordinator()
  private(set) var messages: [String] = []
  private let bag = DisposeBag()

  init(api: ProjectsAPI) {
    self.api = api
    var viewModels: [Tab: ProjectsViewModel] = [:]
    for tab in Tab.allCases {
      viewModels[tab] = ProjectsViewModel(
        store: api.store,
        strategy: .pageNumber(pageSize: 20),
        parameters: tab,
        options: ItemsViewModelOptions(emptyMessage: "No projects here yet"),
        title: { $0.title }
      )
      outputs[tab] = TabOutputs()
    }
    self.viewModels = viewModels
    for (tab, viewModel) in viewModels { bind(viewModel, to: tab) }
  }

  private func bind(_ viewModel: ProjectsViewModel, to tab: Tab) {
    viewModel.items.drive(onNext: { [weak self] in self?.outputs[tab]?.items = $0 }).disposed(by: bag)
    viewModel.pageState.drive(onNext: { [weak self] in self?.outputs[tab]?.pageState = $0 }).disposed(by: bag)
    viewModel.refreshStatus.drive(onNext: { [weak self] in self?.outputs[tab]?.refreshStatus = $0 })
      .disposed(by: bag)
    viewModel.loadStates.drive(onNext: { [weak self] in self?.outputs[tab]?.loadStates = $0 }).disposed(by: bag)
    viewModel.message.emit(onNext: { [weak self] in self?.messages.append($0) }).disposed(by: bag)
    viewModel.route.emit(onNext: { [weak self] in self?.coordinator.handle($0) }).disposed(by: bag)
  }

  private var current: ProjectsViewModel {
    viewModels[selected]!  // Every tab got a view model in init.
  }

  /// Runs one command and returns once the view model is idle and every output has arrived.
  /// - Parameter pending: Shown a frame of what is on screen while an action waits for the server
  ///   (the optimistic update of a star, before it is confirmed or rolled back).
  func run(_ command: Command, pending: (String) -> Void = { _ in }) async {
    await loadSelectedTabIfNeeded(before: command)
    switch command {
    case .refresh:
      outputs[selected]?.loaded = true
      current.refresh()
    case .more:
      current.loadMore()
    case .retry:
      current.retry()
    case .open(let row):
      let routes = current.route.values
      current.itemSelected(at: row - 1)
      if row <= current.currentItems.count { await first(of: routes) }
    case .back:
      coordinator.back()
    case .tab(let tab):
      selected = tab
      if outputs[tab]?.loaded == false {
        outputs[tab]?.loaded = true
        current.refresh()
      }
    case .star(let row):
      let items = current.currentItems
      if items.indices.contains(row - 1) {
        let project = items[row - 1]
        let messages = current.message.values
        current.perform(api.toggleStar(of: project), on: project.id)
        pending(frame())
        await first(of: messages)
      }
    }
    await idle()
  }

  /// Like an app showing its first screen, the selected tab loads before the first command that
  /// needs its content (`refresh` and `tab` load by themselves).
  private func loadSelectedTabIfNeeded(before command: Command) async {
    switch command {
    case .refresh, .tab:
      return
    default:
      guard outputs[selected]?.loaded == false else { return }
      outputs[selected]?.loaded = true
      current.refresh()
      await idle()
    }
  }

  /// Waits for the first element of `stream`.
  private func first<Element>(of stream: AsyncStream<Element>) async {
    for await _ in stream { return }
  }

  /// Waits until no page load is running, then lets the main queue deliver what is queued.
  private func idle() async {
    for await states in current.loadStates.values
    where !states.refresh.isLoading && !states.append.isLoading && !states.prepend.isLoading {
      break
    }
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
  }

  /// Draws the current screen and forgets the messages it showed.
  func frame() -> String {
    let text: String
    switch coordinator.top {
    case .list:
      text = Renderer.list(selected: selected, outputs: outputs[selected] ?? TabOutputs(), messages: messages)
    case .detail(let project):
      text = Renderer.detail(project, messages: messages)
    }
    messages = []
    return text
  }
}
