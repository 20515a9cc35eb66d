// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// The timeline app: it feeds the view model's inputs from relays, keeps what the outputs last
/// said, pushes a post's detail on a route, and holds the one-shot messages not shown yet.
@MainActor final class TimelineApp: ExampleApp {
  private let viewModel: TimelineViewModel
  private let refreshes = PublishRelay<Void>()
  private let loadMores = PublishRelay<Void>()
  private let retries = PublishRelay<Void>()
  private let selections = PublishRelay<Int>()
  private let output: TimelineViewModel.Output
  private let outputs: ListOutputs<Post>
  private var posts: [Post] = [] {
    didSet { outputs.notifyChange() }
  }
  private let bag = DisposeBag()

  /// No tabs, nothing to star.
  nonisolated static var supportedCommands: Set<StandardCommand> {
    [.refresh, .more, .retry, .open, .back, .show, .wait]
  }

  init(api: TimelineAPI) {
    viewModel = TimelineViewModel(store: api.store)
    output = viewModel.transform(
      input: TimelineViewModel.Input(
        refresh: refreshes.asObservable(),
        loadMore: loadMores.asObservable(),
        retry: retries.asObservable(),
        selection: selections.asObservable()
      )
    )
    outputs = ListOutputs(
      pageState: output.pageState,
      refreshStatus: output.refreshStatus,
      loadStates: output.loadStates,
      message: output.message,
      route: output.route
    )
    output.posts.drive(onNext: { [weak self] in self?.posts = $0 }).disposed(by: bag)
  }

  func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    outputs.observeChanges(onChange)
  }

  func itemAppeared(at index: Int) {
    // The view model takes "scrolled to the bottom" as an input; the last post stands for it.
    guard outputs.showsList, index == posts.count - 1, outputs.loadStates.append.failure == nil else {
      return
    }
    loadMores.accept(())
  }

  var isBusy: Bool {
    let states = outputs.loadStates
    return states.refresh.isLoading || states.prepend.isLoading || states.append.isLoading
  }

  func perform(_ command: ExampleCommand<NoCustomCommand>) {
    switch command {
    case .refresh: refreshes.accept(())
    case .more: loadMores.accept(())
    case .retry: retries.accept(())
    case .open(let row): selections.accept(row - 1)
    case .back: outputs.back()
    case .show, .wait, .tab, .star: break  // Not supported, or nothing to do.
    }
  }

  func dismissMessages() {
    outputs.dismissMessages()
  }

  func screen() -> ExampleScreen {
    outputs.screen(
      name: "Timeline",
      title: "Timeline  Home",
      rows: { posts.map { .item($0.row) } },
      noun: "posts",
      detailLines: \.detailLines
    )
  }

  func keyHints(for screen: ExampleScreen) -> String {
    switch screen {
    case .list: "↑/↓ select · Enter open · r newer posts · m older posts · q quit"
    case .detail: "b back · q quit"
    }
  }
}

extension Post {
  /// The post as a list row: time, author, text (cut to fit).
  var row: String {
    let text = self.text.count > 45 ? self.text.prefix(44) + "…" : self.text
    return "\(time) \(FrameRenderer.pad("@" + author, 6)) \(text)"
  }

  /// The detail screen's lines.
  var detailLines: [String] {
    [
      "\(name) @\(author) · \(createdAt.prefix(10)) \(time) UTC",
      "  \(text)",
      "  ♥ \(likes)  ⟳ \(reposts)",
      "  id \(id)",
    ]
  }
}
