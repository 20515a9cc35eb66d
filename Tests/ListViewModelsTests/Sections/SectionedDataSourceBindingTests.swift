// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import ListViewModels
import ReactiveCore
import ReactiveTesting
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
    #expect(harness.viewModel.itemIndex(of: RowPath(section: 1, row: 0)) == 10)
  }
}
