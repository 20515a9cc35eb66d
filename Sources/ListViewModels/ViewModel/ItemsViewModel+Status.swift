// SPDX-License-Identifier: MIT

import ListPaging
import ReactiveCore

extension ItemsViewModel {
  /// Everything the status outputs show, compared to emit only what changed.
  struct Status: Equatable {
    var pageState: PageState
    var refreshStatus: RefreshStatus
    var loadStates: ItemsLoadStates
    var persisted: Bool
  }

  /// Recomputes the status outputs and emits those that changed.
  func publishStatus() {
    let states = paging.loadStates
    let endReached = paging.hasLoadedFirstPage && paging.endReached
    let pageState: PageState
    if !currentItems.isEmpty {
      pageState = .content
    } else if let failure = states.refresh.failure ?? states.prepend.failure ?? states.append.failure {
      pageState = .error(message: failure.message)
    } else if paging.isLoading || !paging.hasLoadedFirstPage {
      pageState = .loading
    } else {
      pageState = .empty(message: options.emptyMessage)
    }
    let footer: RefreshStatus.Footer =
      currentItems.isEmpty
      ? .hidden : states.append.isLoading ? .refreshing : endReached ? .noMoreData : .idle
    let status = Status(
      pageState: pageState,
      refreshStatus: RefreshStatus(
        header: states.refresh.isLoading || states.prepend.isLoading ? .refreshing : .idle,
        footer: footer
      ),
      loadStates: ItemsLoadStates(
        refresh: states.refresh,
        prepend: states.prepend,
        append: states.append,
        endReached: endReached
      ),
      persisted: persistedItems != nil
    )
    let old = lastStatus
    guard status != old else { return }
    lastStatus = status
    if status.pageState != old.pageState { pageStateRelay.accept(status.pageState) }
    if status.refreshStatus != old.refreshStatus { refreshStatusRelay.accept(status.refreshStatus) }
    if status.loadStates != old.loadStates { loadStatesRelay.accept(status.loadStates) }
    if status.persisted != old.persisted { persistedRelay.accept(status.persisted) }
  }

  /// A Driver of the relay, delivering on the view model's scheduler.
  func driver<Element>(_ relay: BehaviorRelay<Element>) -> Driver<Element> {
    SharingScheduler.withScheduler(scheduler) { relay.asDriver() }
  }
}
