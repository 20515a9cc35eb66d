// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import ListViewModels
import ReactiveCore
import ReactiveTesting
import TestSupport
import Testing

@MainActor
@Suite struct SectionedDataSourceBindingTests {
  struct Decade: Identifiable, Equatable, Sendable { let id: Int }

  typealias DataSource = SectionedDataSource<Decade, Repo, TextCell, TextCell>

  /// A data source over a fake view, bound to the harness's view model with sections by decade;
  /// plus a recorder of the same sections.
  private func bind(
    _ harness: Harness
  ) -> (DataSource, FakeBatchView<Decade, Repo>, TestableObserver<SectionedSnapshot<Decade, Repo>>, any Disposable) {
    let view = FakeBatchView<Decade, Repo>()
    let dataSource = DataSource(view: view)
    view.dataSource = dataSource
    let sections = harness.viewModel.sections(.grouped { Decade(id: $0.id / 10) })
    let recorded = harness.record(sections.sections)
    let binding = dataSource.bind(sections, of: harness.viewModel)
    return (dataSource, view, recorded, binding)
  }

  @Test func theFirstSectionsReloadAndEachPageIsOneBatchWithTheViewModelsChangeset() {
    let harness = Harness()
    let (dataSource, view, recorded, binding) = bind(harness)
    defer { binding.dispose() }
    harness.advance(1)
    #expect(view.reloadCount == 1)
    harness.viewModel.refresh()
    harness.advance(20)
    #expect(view.batchCount == 1)
    #expect(view.shown.sections.map(\.rows.count) == [10, 10])
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(view.batchCount == 2)
    #expect(view.shown.sections.map(\.rows.count) == [10, 10, 10, 10])
    harness.viewModel.refresh()
    harness.advance(20)
    #expect(view.shown == recorded.values.last)
    #expect(view.violations.isEmpty)
    #expect(dataSource.mismatchedChangesetCount == 0)
    #expect(dataSource.snapshot == recorded.values.last)
  }

  @Test func aTappedRowRoutesToTheItemItShowsAndReachesTheCallbackAsAModel() {
    let harness = Harness()
    let (dataSource, _, _, binding) = bind(harness)
    defer { binding.dispose() }
    var tapped: [Repo] = []
    dataSource.onRowSelected = { _, repo in tapped.append(repo) }
    var headers: [Decade] = []
    dataSource.onHeaderSelected = { _, decade in headers.append(decade) }
    harness.viewModel.refresh()
    harness.advance(20)
    let routes = harness.record(harness.viewModel.route)
    dataSource.selectRow(at: IndexPath(indexes: [1, 2]))
    dataSource.selectHeader(inSection: 1)
    harness.advance(1)
    #expect(routes.values == [.detail(Repo(id: 12, name: "swift 12"))])
    #expect(tapped == [Repo(id: 12, name: "swift 12")])
    #expect(headers == [Decade(id: 1)])
  }

  // "a row coming into view reaches itemAppeared(at:), so load-more starts at the view model's
  // prefetchDistance"
  @Test func rowsComingIntoViewLoadMoreAtThePrefetchDistance() {
    let harness = Harness(prefetchDistance: 5)
    let (dataSource, view, _, binding) = bind(harness)
    defer { binding.dispose() }
    harness.viewModel.refresh()
    harness.advance(20)
    dataSource.willDisplayRow(at: IndexPath(indexes: [1, 3]))  // item 13 of 20: 6 from the end
    harness.advance(1)
    #expect(harness.store.requests == ["swift:1"])
    dataSource.willDisplayRow(at: IndexPath(indexes: [1, 4]))  // item 14: 5 from the end
    harness.advance(20)
    #expect(harness.store.requests == ["swift:1", "swift:2"])
    #expect(view.shown.sections.map(\.rows.count) == [10, 10, 10, 10])
  }

  @Test func disposingTheBindingStopsUpdatesTapsAndPrefetch() {
    let harness = Harness()
    let (dataSource, view, _, binding) = bind(harness)
    harness.viewModel.refresh()
    harness.advance(20)
    binding.dispose()
    let routes = harness.record(harness.viewModel.route)
    dataSource.selectRow(at: IndexPath(indexes: [1, 9]))
    dataSource.willDisplayRow(at: IndexPath(indexes: [1, 9]))
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(routes.values.isEmpty)
    #expect(harness.store.requests == ["swift:1", "swift:2"])  // the explicit loadMore only
    #expect(view.shown.sections.map(\.rows.count) == [10, 10])
  }

  @Test func theOneCallBindingBuildsTheSectionsItself() {
    let harness = Harness()
    let view = FakeBatchView<Decade, Repo>()
    let dataSource = DataSource(view: view)
    view.dataSource = dataSource
    let bag = DisposeBag()
    dataSource.bind(to: harness.viewModel, sections: .grouped { Decade(id: $0.id / 10) }).disposed(by: bag)
    harness.viewModel.refresh()
    harness.advance(20)
    #expect(view.shown.sections.map(\.model) == [Decade(id: 0), Decade(id: 1)])
    let routes = harness.record(harness.viewModel.route)
    dataSource.selectRow(at: IndexPath(indexes: [1, 0]))
    harness.advance(1)
    #expect(routes.values == [.detail(Repo(id: 10, name: "swift 10"))])
  }
}

/// `sections(_:)` holds no hidden state: each binding owns its pipeline and row mapping.
extension SectionedDataSourceBindingTests {
  /// A data source over a fake view, bound with `bind(to:sections:)`, splitting by `width` ids
  /// per section and counting the builder's calls.
  private func bindAlone(
    _ harness: Harness,
    width: Int,
    calls: LockedBox<Int> = LockedBox(0)
  ) -> (DataSource, FakeBatchView<Decade, Repo>, any Disposable) {
    let view = FakeBatchView<Decade, Repo>()
    let dataSource = DataSource(view: view)
    view.dataSource = dataSource
    let builder = SectionBuilder<Repo, Decade, Repo>.grouped { repo in
      calls.withLock { $0 += 1 }
      return Decade(id: repo.id / width)
    }
    return (dataSource, view, dataSource.bind(to: harness.viewModel, sections: builder))
  }

  // ItemsViewModel.sections(_:): "Two calls never share anything, so a second binding cannot change
  // what the first one's row paths mean." SectionedDataSource.bind: "mapped to items through this
  // binding's own sections".
  @Test func twoBindingsEachMapTheirRowPathsThroughTheirOwnSections() {
    let harness = Harness()
    let (byTen, _, first) = bindAlone(harness, width: 10)
    let (byFive, _, second) = bindAlone(harness, width: 5)
    defer {
      first.dispose()
      second.dispose()
    }
    harness.viewModel.refresh()
    harness.advance(20)
    let routes = harness.record(harness.viewModel.route)
    byTen.selectRow(at: IndexPath(indexes: [1, 2]))  // ids 10..<20: item 12
    byFive.selectRow(at: IndexPath(indexes: [1, 2]))  // ids 5..<10: item 7
    harness.advance(1)
    #expect(routes.values == [.detail(Repo(id: 12, name: "swift 12")), .detail(Repo(id: 7, name: "swift 7"))])
  }

  // ItemsViewModel.sections(_:): "disposing the binding ends it, and nothing of it stays in the
  // view model".
  @Test func bindDisposeBindAgainLeavesNothingOfTheFirstBinding() {
    let harness = Harness()
    let firstCalls = LockedBox(0)
    let (_, firstView, first) = bindAlone(harness, width: 10, calls: firstCalls)
    harness.viewModel.refresh()
    harness.advance(20)
    #expect(firstView.shown.sections.map(\.rows.count) == [10, 10])
    first.dispose()
    let callsAtDispose = firstCalls.withLock { $0 }
    let (again, view, second) = bindAlone(harness, width: 5)
    defer { second.dispose() }
    harness.viewModel.loadMore()
    harness.advance(20)
    harness.viewModel.refresh()
    harness.advance(20)
    // Nothing updates after dispose: the first builder is not called again, its view stays.
    #expect(firstCalls.withLock { $0 } == callsAtDispose)
    #expect(firstView.shown.sections.map(\.rows.count) == [10, 10])
    #expect(view.shown.sections.map(\.rows.count) == [5, 5, 5, 5])
    let routes = harness.record(harness.viewModel.route)
    again.selectRow(at: IndexPath(indexes: [1, 2]))
    harness.advance(1)
    #expect(routes.values == [.detail(Repo(id: 7, name: "swift 7"))])
  }

  // ItemSections: "an ended ItemSections maps no row path and is never updated again, and a new
  // subscription to it only gets its last snapshot"; "One never subscribed lives as long as the
  // value; one whose value was dropped lives as long as its subscriptions."
  @Test func endedSectionsMapNothingAndUpdateNothing() {
    let harness = Harness()
    let sections = harness.viewModel.sections(.grouped { Decade(id: $0.id / 10) })
    harness.viewModel.refresh()
    harness.advance(20)
    #expect(sections.itemIndex(of: RowPath(section: 1, row: 2)) == 12)  // never subscribed: live
    let subscription = sections.sections.drive(onNext: { _ in })
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(sections.itemIndex(of: RowPath(section: 2, row: 2)) == 22)
    subscription.dispose()
    #expect(sections.itemIndex(of: RowPath(section: 1, row: 2)) == nil)
    let late = harness.record(sections.sections)
    harness.viewModel.refresh()
    harness.advance(20)
    #expect(late.values.map(\.rowCount) == [40])
    #expect(sections.itemIndex(of: RowPath(section: 1, row: 2)) == nil)
  }

  @Test func sectionsWhoseValueWasDroppedLiveAsLongAsTheirSubscription() {
    let harness = Harness()
    let recorded = harness.record(harness.viewModel.sections(.grouped { Decade(id: $0.id / 10) }).sections)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(recorded.values.map(\.rowCount) == [0, 20, 40])
  }
}
