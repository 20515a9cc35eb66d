// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// The timeline app: it binds the view model's outputs to what it shows, calls its methods for
/// each command, pushes a post's detail on a route, and says how many posts a refresh brought.
@MainActor final class TimelineApp: ExampleApp {
  private let viewModel: TimelineViewModel
  /// The title, cover, header and footer, messages and pushed detail.
  private let outputs: ListScreenOutputs<Post>
  private var posts: [Post] = [] {
    didSet { outputs.changed() }
  }

  init(viewModel: TimelineViewModel) {
    self.viewModel = viewModel
    outputs = ListScreenOutputs(viewModel)
    viewModel.items.drive(onNext: { [weak self] in self?.posts = $0 }).disposed(by: outputs.bag)
    viewModel.completedLoads.compactMap(\.newPostsMessage)
      .emit(onNext: { [weak outputs] in outputs?.show($0) })
      .disposed(by: outputs.bag)
  }

  func observeChanges(_ onChange: @escaping @MainActor () -> Void) {
    outputs.observeChanges(onChange)
  }

  var isBusy: Bool {
    viewModel.state.paging.isLoading
  }

  func itemAppeared(at index: Int) {
    if outputs.detail == nil { viewModel.itemAppeared(at: index) }
  }

  func perform(_ command: ExampleCommand) {
    switch (command.name, command.row) {
    case ("refresh", _): viewModel.prepend()  // The first load, then newer posts on top.
    case ("more", _): viewModel.loadMore()
    case ("retry", _): viewModel.retry()
    case ("open", let row?): viewModel.itemSelected(at: row - 1)
    case ("back", _): outputs.detail = nil
    default: break  // `show` and `wait` only print.
    }
  }

  func dismissMessages() {
    outputs.dismissMessages()
  }

  func screen() -> ExampleScreen {
    outputs.screen(app: "Timeline", rows: posts.map { .item($0.row) }, noun: "posts") { $0.detailLines }
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
