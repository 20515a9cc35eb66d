// SPDX-License-Identifier: MIT

import Dispatch
import ListPaging
import ListSections
import ListViewModels
import ReactiveCore
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

/// `ItemsViewModel.sections(withGaps:)`: a gap is a row of its own, with its load state.
@MainActor
@Suite struct GapSectionsTests {
  /// A newest-first feed of ids `top` down to 1, answering after 10 ticks.
  final class FeedStore: ItemsStore {
    typealias Item = Repo
    typealias Request = OffsetIDPaging<Int>.Request
    typealias Parameters = Void

    let scheduler: TestScheduler
    private let box = LockedBox(40)

    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    var top: Int {
      get { box.withLock { $0 } }
      set { box.withLock { $0 = newValue } }
    }

    func page(for request: Request, parameters: Void) -> Single<Page<Repo>> {
      let ids = Array((1...top).reversed())
      let chosen: [Int] =
        switch request {
        case .first(let size): Array(ids.prefix(size))
        case .older(let id, let size): Array(ids.filter { $0 < id }.prefix(size))
        case .newer(let id, let size): Array(ids.filter { $0 > id }.prefix(size))
        }
      let page = Page(items: chosen.map { Repo(id: $0, name: "post \($0)") })
      return Observable<Int>.timer(.seconds(10), scheduler: scheduler).map { _ in page }.asSingle()
    }
  }

  enum Row: Identifiable, Equatable, Sendable {
    case post(Repo)
    case gap(PagingGap<Int>, PagingLoadState)

    var id: String {
      switch self {
      case .post(let post): "post-\(post.id)"
      case .gap(let gap, _): "gap-\(gap.id)"
      }
    }
  }

  /// ItemsViewModel.sections(withGaps:): "each gap is an element of its own, ... just above the
  /// item below it, so its row shows "load missing items", a spinner while it loads, or its
  /// failure", and "``ItemSections/itemIndex(of:)`` maps ... a gap's row to `nil`".
  @Test func gapRowShowsAboveTheKeptItemsWithItsLoadState() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let store = FeedStore(scheduler: scheduler)
    let bag = DisposeBag()
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      ItemsViewModel(
        store: store,
        paging: PagingState<Repo, OffsetIDPaging<Int>>(strategy: .offsetID(pageSize: 3)).withGaps(),
        parameters: ()
      )
    }
    let sections = viewModel.sections(
      withGaps: .single(EmptyHeader()) { element -> Row in
        switch element {
        case .item(let post): .post(post)
        case .gap(let gap, let state): .gap(gap, state)
        }
      }
    )
    let observer = scheduler.createObserver(SectionedSnapshot<EmptyHeader, Row>.self)
    sections.sections.asObservable().subscribe(observer).disposed(by: bag)
    func rows() -> [String] { observer.events.last?.value.element?.sections.first?.rows.map(\.id) ?? [] }
    func advance() { scheduler.advanceTo(scheduler.clock + 20) }

    viewModel.refresh()
    advance()
    #expect(rows() == ["post-40", "post-39", "post-38"])
    store.top = 50
    viewModel.prepend()
    advance()
    #expect(rows() == ["post-50", "post-49", "post-48", "gap-40", "post-40", "post-39", "post-38"])
    #expect(sections.itemIndex(of: RowPath(section: 0, row: 3)) == nil)
    #expect(sections.itemIndex(of: RowPath(section: 0, row: 4)) == 3)
    let gap = try #require(viewModel.state.gapsAbove[40])
    viewModel.gapAppeared(gap)
    scheduler.advanceTo(scheduler.clock + 1)
    let loading = observer.events.last?.value.element?.sections.first?.rows[3]
    #expect(loading == .gap(gap, .loading), "the gap row shows its load")
    advance()
    #expect(
      rows() == [
        "post-50", "post-49", "post-48", "post-47", "post-46", "post-45", "gap-40", "post-40", "post-39", "post-38",
      ]
    )
    viewModel.loadMore()
    advance()
    #expect(rows().suffix(4) == ["post-38", "post-37", "post-36", "post-35"], "a page below the gap appends")
    #expect(sections.itemIndex(of: RowPath(section: 0, row: 12)) == 11)
  }
}
