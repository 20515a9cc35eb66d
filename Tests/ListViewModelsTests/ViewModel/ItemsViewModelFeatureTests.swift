// SPDX-License-Identifier: MIT

import Foundation
import ListViewModels
import ReactiveList
import ReactiveTesting
import Testing

@MainActor
@Suite struct ItemsViewModelFeatureTests {
  @Test func persistedFirstPageIsShownThenReplaced() {
    let harness = Harness()
    harness.store.setPersisted(Page(items: [Repo(id: 100, name: "cached")]))
    let local = harness.record(harness.viewModel.isShowingPersistedPage)
    let states = harness.record(harness.viewModel.pageState)
    harness.viewModel.refresh()
    #expect(harness.ids == [100])
    harness.advance(20)
    #expect(harness.ids == Array(0..<20))
    #expect(local.values == [false, true, false])
    #expect(states.values == [.loading, .content])
    #expect(harness.store.written.map { $0.items.count } == [20])
  }

  @Test func actionOnThePersistedPageShowsAtOnceAndSurvivesTheFirstPage() {
    let harness = Harness()
    harness.store.setPersisted(Page(items: [Repo(id: 7, name: "cached")]))
    harness.viewModel.refresh()
    let scheduler = harness.scheduler
    let star = ItemAction<Repo>.update(
      { $0.isStarred = true },
      single: { repo in Observable<Int>.timer(.seconds(50), scheduler: scheduler).map { _ in repo }.asSingle() }
    )
    harness.viewModel.perform(star, on: 7)
    #expect(harness.viewModel.currentItems == [Repo(id: 7, name: "cached", isStarred: true)])
    harness.advance(20)
    #expect(harness.viewModel.currentItems[7] == Repo(id: 7, name: "swift 7", isStarred: true))
  }

  @Test func failedActionRollsBackAndEmitsAMessage() {
    let harness = Harness()
    let messages = harness.record(harness.viewModel.message)
    harness.viewModel.refresh()
    harness.advance(20)
    let scheduler = harness.scheduler
    let star = ItemAction<Repo>.update(
      { $0.isStarred = true },
      failureMessage: { "Could not star: \($0)" },
      single: { _ in
        Observable<Int>.timer(.seconds(10), scheduler: scheduler)
          .map { _ -> Repo? in throw ScriptedError(description: "offline") }
          .asSingle()
      }
    )
    harness.viewModel.perform(star, on: 3)
    #expect(harness.viewModel.currentItems[3].isStarred)
    harness.advance(20)
    #expect(!harness.viewModel.currentItems[3].isStarred)
    #expect(messages.values == ["Could not star: offline"])
  }

  @Test func pendingActionSurvivesARefreshLandingMeanwhile() {
    let harness = Harness()
    harness.viewModel.refresh()
    harness.advance(20)
    let scheduler = harness.scheduler
    let delete = ItemAction<Repo>.delete(successMessage: "Deleted") { _ in
      Observable<Int>.timer(.seconds(30), scheduler: scheduler).map { _ in () }.asSingle()
    }
    let star = ItemAction<Repo>.update(
      { $0.isStarred = true },
      single: { repo in Observable<Int>.timer(.seconds(30), scheduler: scheduler).map { _ in repo }.asSingle() }
    )
    harness.viewModel.perform(delete, on: 0)
    harness.viewModel.perform(star, on: 5)
    harness.viewModel.refresh()
    harness.advance(20)
    #expect(!harness.ids.contains(0))
    #expect(harness.viewModel.currentItems.first { $0.id == 5 }?.isStarred == true)
    harness.advance(20)
    #expect(!harness.ids.contains(0))
    #expect(harness.viewModel.currentItems.first { $0.id == 5 }?.isStarred == true)
  }

  @Test func selectingAnItemEmitsARoute() {
    let harness = Harness()
    let routes = harness.record(harness.viewModel.route)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.itemSelected(at: 2)
    harness.viewModel.itemSelected(at: 99)
    harness.advance(2)
    #expect(routes.values == [.detail(Repo(id: 2, name: "swift 2"))])
  }

  @Test func sectionsAreDerivedAndAppendsAreIncremental() {
    struct Decade: Identifiable, Equatable, Sendable { let id: Int }
    let harness = Harness()
    let output = harness.viewModel.sections(.grouped { Decade(id: $0.id / 10) })
    let sections = harness.record(output.sections)
    let changes = harness.record(output.changes)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.store.setPage(2, ids: 25..<40)
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(sections.values.last?.sections.map { $0.model.id } == [0, 1, 2, 3])
    #expect(sections.values.last?.sections.map(\.rows.count) == [10, 10, 5, 10])
    #expect(changes.values.count == 2)
    #expect(changes.values.last?.sectionInserts == [2, 3])
    #expect(changes.values.last?.rowInserts == [])
  }

  @Test func transformBindsInputStreams() {
    let harness = Harness()
    let refresh = PublishSubject<Void>()
    let selected = PublishSubject<Int>()
    let output = harness.viewModel.transform(
      input: .init(refresh: refresh.asObservable(), itemSelected: selected.asObservable())
    )
    let items = harness.record(output.items)
    let routes = harness.record(output.route)
    refresh.onNext(())
    harness.advance(20)
    selected.onNext(1)
    harness.advance(5)
    #expect(items.values.last?.count == 20)
    #expect(routes.values == [.detail(Repo(id: 1, name: "swift 1"))])
    #expect(output === harness.viewModel)
    harness.viewModel.loadMore()
    harness.advance(20)
    #expect(output.currentItems.count == 40)
  }
}
