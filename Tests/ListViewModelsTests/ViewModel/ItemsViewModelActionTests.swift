// SPDX-License-Identifier: MIT

import Foundation
import ListViewModels
import ReactiveList
import ReactiveTesting
import Testing

@MainActor
@Suite struct ItemsViewModelActionTests {
  /// The change ItemAction's documentation shows, plus the star count a screen keeps with it.
  static let toggleStar: @Sendable (inout Repo) -> Void = { repo in
    repo.isStarred.toggle()
    repo.stars += repo.isStarred ? 1 : -1
  }

  /// An action whose request answers after 10 ticks, with no item, or fails.
  func toggle(_ harness: Harness, fails: Bool = false) -> ItemAction<Repo> {
    let scheduler = harness.scheduler
    return .update(Self.toggleStar) { _ in
      Observable<Int>.timer(.seconds(10), scheduler: scheduler)
        .map { _ -> Repo? in
          if fails { throw ScriptedError(description: "offline") }
          return nil
        }
        .asSingle()
    }
  }

  // Issue 11: "star (succeeds), then unstar (succeeds), then star again (fails) ... After a
  // failure, the screen must show exactly the server's last confirmed state."
  @Test func starUnstarThenAFailedStarShowsTheServersLastState() {
    let harness = Harness()
    harness.viewModel.refresh()
    harness.advance(20)
    for fails in [false, false, true] {
      harness.viewModel.perform(toggle(harness, fails: fails), on: 3)
      harness.advance(20)
    }
    #expect(harness.viewModel.currentItems[3] == Repo(id: 3, name: "swift 3", isStarred: false, stars: 0))
  }

  // Same, with a refresh landing before the star's confirmation: the server already starred the
  // repo, so the page holds the starred version. The confirmed star must not toggle that version
  // again, and neither may the unstar confirmed after it.
  @Test func aRefreshLandingBeforeAConfirmationDoesNotToggleTheServersVersionAgain() {
    let harness = Harness()
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.perform(toggle(harness), on: 3)  // confirmed at 31 (a tick to reach the view model)
    var page = (0..<20).map { Repo(id: $0, name: "swift \($0)") }
    page[3].isStarred = true
    page[3].stars = 1
    harness.store.setPage(1, items: page)
    harness.store.setLatency(5, page: 1)
    harness.viewModel.refresh()  // lands at 26, before the star is confirmed
    harness.advance(8)
    // The page landed: the running star toggles the server's starred version, for now.
    #expect(harness.viewModel.currentItems[3].isStarred == false)
    harness.advance(4)
    #expect(harness.viewModel.currentItems[3].isStarred)
    harness.viewModel.perform(toggle(harness), on: 3)  // unstar
    harness.advance(20)
    #expect(harness.viewModel.currentItems[3].isStarred == false)
    harness.viewModel.perform(toggle(harness, fails: true), on: 3)
    #expect(harness.viewModel.currentItems[3].isStarred)
    harness.advance(20)
    #expect(harness.viewModel.currentItems[3] == Repo(id: 3, name: "swift 3", isStarred: false, stars: 0))
  }

  @Test func answersOfActionsCancelledByAResetAreIgnored() {
    let harness = Harness()
    let messages = harness.record(harness.viewModel.message)
    harness.viewModel.refresh()
    harness.advance(20)
    harness.viewModel.perform(toggle(harness, fails: true), on: 3)
    harness.viewModel.reset(parameters: "rust")
    harness.advance(30)
    #expect(harness.ids == Array(0..<20))
    #expect(harness.viewModel.currentItems[3].isStarred == false)
    #expect(messages.values.isEmpty)
    #expect(harness.viewModel.state.hasActionsInFlight == false)
  }
}
