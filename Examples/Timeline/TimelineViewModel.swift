// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// The timeline's view model in the inputs/outputs style of the RxSwift feed demos: user intents
/// go in as streams, everything the screen shows comes out as Drivers and Signals.
///
/// Paging is offset-id: the first load asks for the newest posts, `loadMore` for posts older than
/// the last one, and `refresh` (after the first load) for posts newer than the first one, which
/// go on top while the loaded posts stay. When such a refresh lands, ``Output/message`` says how
/// many posts are new ("3 new posts", "No new posts").
///
/// Create it on the main actor; its outputs deliver on the Driver scheduler current at creation
/// (`SharingScheduler.mock(scheduler:)` in tests).
@MainActor final class TimelineViewModel: ViewModelType {
  /// The user's intents.
  struct Input {
    /// Pull to refresh: the first load, then newer posts on top.
    var refresh: Observable<Void> = .never()
    /// Scrolled to the bottom: older posts.
    var loadMore: Observable<Void> = .never()
    /// "Tap to retry": the load that failed last.
    var retry: Observable<Void> = .never()
    /// The index of a selected post.
    var selection: Observable<Int> = .never()
  }

  /// What the screen binds to.
  struct Output {
    /// The posts on screen, newest first.
    let posts: Driver<[Post]>
    /// The full-screen cover: loading, content, empty or error.
    let pageState: Driver<PageState>
    /// The pull-to-refresh header and the load-more footer.
    let refreshStatus: Driver<RefreshStatus>
    /// The state of each end of the list.
    let loadStates: Driver<ItemsLoadStates>
    /// One-shot messages: failures while posts are on screen, and "N new posts" after a refresh.
    let message: Signal<String>
    /// Navigation intents: a selected post's detail.
    let route: Signal<ItemRoute<Post>>
  }

  /// Ten posts a page: the bundled 35 posts end on a short fourth page.
  static let pageSize = 10

  private let list: ItemsViewModel<Post, OffsetIdPaging<Int>, Void>
  private let pageSize: Int
  private let scheduler: any SchedulerType
  private let newPosts = PublishRelay<String>()
  private let bag = DisposeBag()
  /// The newest post on screen when the last refresh started; `nil` when no count is due.
  private var countingFrom: Post.ID?
  private var wasPrepending = false

  /// Creates the view model over a store of posts.
  init(store: PageStore<Post, OffsetIdPaging<Int>.Request, Void>, pageSize: Int = TimelineViewModel.pageSize) {
    self.pageSize = pageSize
    scheduler = SharingScheduler.make()
    list = ItemsViewModel(
      store: store,
      strategy: .offsetId(pageSize: pageSize),
      parameters: (),
      options: ItemsViewModelOptions(emptyMessage: "Your timeline is empty"),
      title: { _ in "Home" }
    )
  }

  /// Binds the inputs (kept as long as the view model) and returns the outputs.
  func transform(input: Input) -> Output {
    SharingScheduler.withScheduler(scheduler) {
      let output = list.transform(
        input: ItemsViewModel.Input(loadMore: input.loadMore, retry: input.retry, itemSelected: input.selection)
      )
      input.refresh.observe(on: scheduler)
        .subscribe(onNext: { [weak self] in MainActor.assumeIsolated { self?.refresh() } })
        .disposed(by: bag)
      output.loadStates.drive(onNext: { [weak self] in self?.loadStatesChanged($0) }).disposed(by: bag)
      return Output(
        posts: output.items,
        pageState: output.pageState,
        refreshStatus: output.refreshStatus,
        loadStates: output.loadStates,
        message: Signal.merge(output.message, newPosts.asSignal()),
        route: output.route
      )
    }
  }

  /// The first load, or newer posts on top once posts are on screen.
  private func refresh() {
    countingFrom = list.currentItems.first?.id
    list.prepend()
  }

  /// When a prepend ends well, counts the posts above the one that was newest before the refresh.
  ///
  /// A failed prepend keeps the count due (its failure is a message of its own), so the retry that
  /// brings the posts announces them.
  private func loadStatesChanged(_ states: ItemsLoadStates) {
    defer { wasPrepending = states.prepend.isLoading }
    guard wasPrepending, !states.prepend.isLoading, states.prepend.failure == nil, let anchor = countingFrom else {
      return
    }
    countingFrom = nil
    let count = list.currentItems.firstIndex { $0.id == anchor }
    newPosts.accept(Self.newPostsMessage(count: count, pageSize: pageSize))
  }

  /// "No new posts", "1 new post", "3 new posts"; a `nil` count (the old newest post is gone: a
  /// full page of newer posts replaced the list) says "10+ new posts" for pages of ten.
  static func newPostsMessage(count: Int?, pageSize: Int) -> String {
    switch count {
    case nil: "\(pageSize)+ new posts"
    case 0?: "No new posts"
    case 1?: "1 new post"
    case let count?: "\(count) new posts"
    }
  }
}
