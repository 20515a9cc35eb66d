// SPDX-License-Identifier: MIT

import Foundation
import ListSections
import Testing

/// Header views that wait in a reuse pool are not on screen, and are never configured as if they
/// were.
@MainActor
@Suite struct SectionedDataSourceHeaderReuseTests {
  class HeaderView {
    var text = ""
  }
  final class TitleHeaderView: HeaderView {}
  final class BannerHeaderView: HeaderView {}
  struct Title: Equatable { var text: String }
  struct Banner: Equatable {}

  /// A section whose header is a banner or a title.
  struct Section: Identifiable, Equatable {
    let id: Int
    var title: String?
  }

  typealias DataSource = SectionedDataSource<Section, Item, FakeCell, HeaderView>

  /// A view with UIKit's header reuse: a reloaded section's header view goes to a pool per reuse
  /// identifier and a header is dequeued again (from the pool when it has one).
  final class PooledHeaderList: BatchUpdatable {
    weak var dataSource: DataSource?
    var onScreen: [Int: HeaderView] = [:]
    var pools: [String: [HeaderView]] = [:]

    func show(section: Int) {
      if let old = onScreen.removeValue(forKey: section) {
        pools[old is TitleHeaderView ? "title" : "banner", default: []].append(old)
      }
      onScreen[section] = dataSource?.header(inSection: section) { identifier in
        if let reused = self.pools[identifier]?.popLast() { return reused }
        return identifier == "title" ? TitleHeaderView() : BannerHeaderView()
      }
    }

    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
      updates?()
      completion?(true)
    }
    func reloadData() {
      for section in 0..<(dataSource?.numberOfSections ?? 0) { show(section: section) }
    }
    func reloadSections(_ sections: IndexSet) { for section in sections { show(section: section) } }
    func insertSections(_ sections: IndexSet) {}
    func deleteSections(_ sections: IndexSet) {}
    func moveSection(_ section: Int, toSection newSection: Int) {}
    func insertItems(at indexPaths: [IndexPath]) {}
    func deleteItems(at indexPaths: [IndexPath]) {}
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    func reloadItems(at indexPaths: [IndexPath]) {}
  }

  private func makeDataSource(_ list: PooledHeaderList) -> DataSource {
    let dataSource = DataSource(view: list)
    list.dataSource = dataSource
    dataSource.registerHeader(TitleHeaderView.self, for: Title.self, reuseIdentifier: "title") { view, title in
      view.text = title.text
    }
    dataSource.registerHeader(BannerHeaderView.self, for: Banner.self, reuseIdentifier: "banner") { view, _ in
      view.text = "banner"
    }
    dataSource.headerContent = { section in section.title.map { Title(text: $0) as Any } ?? Banner() }
    return dataSource
  }

  private func snapshot(title: String?) -> SectionedSnapshot<Section, Item> {
    SectionedSnapshot(section: Section(id: 1, title: title), rows: [Item(1)])
  }

  // The repro: one section whose header goes B -> A -> A' (A and A' one class, B another).
  @Test func aHeaderThatChangesClassThenChangesInPlaceReportsNoError() {
    let list = PooledHeaderList()
    let dataSource = makeDataSource(list)
    var errors: [DataSourceError] = []
    dataSource.onError = { errors.append($0) }
    dataSource.reload(snapshot(title: nil))
    #expect(list.onScreen[0] is BannerHeaderView)
    dataSource.apply(snapshot(title: "Mon"))
    #expect(list.onScreen[0] is TitleHeaderView)
    dataSource.apply(snapshot(title: "Monday"))
    #expect(errors.isEmpty)
    #expect(dataSource.lastError == nil)
    #expect(list.onScreen[0]?.text == "Monday")
    #expect(list.pools["banner"]?.first?.text == "banner")  // the pooled view was left alone
  }

  // The same after a whole reload (no section update saw the class change).
  @Test func aHeaderClassChangedByAReloadThenChangedInPlaceReportsNoError() {
    let list = PooledHeaderList()
    let dataSource = makeDataSource(list)
    dataSource.reload(snapshot(title: nil))
    dataSource.reload(snapshot(title: "Mon"))
    dataSource.apply(snapshot(title: "Monday"))
    #expect(dataSource.lastError == nil)
    #expect(list.onScreen[0]?.text == "Monday")
    // A tap on the pooled view reaches nothing; a tap on the view on screen reaches the section.
    var tapped: [Int] = []
    dataSource.onHeaderSelected = { index, _ in tapped.append(index) }
    if let pooled = list.pools["banner"]?.first { dataSource.selectHeader(pooled) }
    if let shown = list.onScreen[0] { dataSource.selectHeader(shown) }
    #expect(tapped == [0])
  }
}

/// Sections that share an id keep their own header views: refreshing one does not detach the
/// other's (issue 34, item 5).
@MainActor
@Suite struct SectionedDataSourceSharedHeaderTests {
  /// The header content of a section titled "banner": shown in another header view class.
  struct Banner { let group: Group }

  /// A harness whose sections titled "banner" use a second header registration.
  static func harness() -> DataSourceHarness {
    let harness = DataSourceHarness(table: false)
    harness.engine.registerHeader(forReuseIdentifier: "banner")
    harness.dataSource.headerContent = { $0.title == "banner" ? Banner(group: $0) as Any : $0 }
    harness.dataSource.registerHeader(FakeHeader.self, for: Banner.self, reuseIdentifier: "banner") { header, _ in
      header.text = "banner"
    }
    return harness
  }

  // SectionedDataSource: "Visible headers of updated sections are configured again in place";
  // selectHeader(_:): "calls onHeaderSelected with the index and model of the section the view
  // shows now". A sibling that shares the refreshed section's id keeps its header view.
  @Test func refreshingASectionLeavesTheHeaderOfItsSiblingWithTheSameIDAttached() {
    let harness = Self.harness()
    harness.dataSource.reload(sectioned([(1, [1]), (1, [2])]))
    let sibling = harness.engine.headerView(forSection: 1)
    // Section 0 changes header class: it is reloaded with a new header view.
    harness.dataSource.apply(
      Snapshot(sections: [
        SnapshotSection(Group(1, "banner"), rows: [Item(1)]), SnapshotSection(Group(1), rows: [Item(2)]),
      ])
    )
    #expect(harness.engine.headerTexts == ["banner", "group 1"])
    #expect(harness.engine.headerView(forSection: 1) === sibling)
    var tapped: [Int] = []
    harness.dataSource.onHeaderSelected = { _, model in tapped.append(model.id) }
    if let sibling { harness.dataSource.selectHeader(sibling) }
    #expect(tapped == [1])
    // Section 0 leaves: the sibling's id is its own now, and its update is configured in place.
    harness.dataSource.apply(
      Snapshot(sections: [SnapshotSection(Group(5), rows: [Item(1)]), SnapshotSection(Group(1, "!"), rows: [Item(2)])])
    )
    #expect(harness.engine.violations.isEmpty)
    #expect(harness.engine.headerTexts == ["group 5", "group 1!"])
  }
}
