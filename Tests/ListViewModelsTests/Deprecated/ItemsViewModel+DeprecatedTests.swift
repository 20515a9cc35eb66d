// SPDX-License-Identifier: MIT

import ListPaging
import ListViewModels
import ReactiveCore
import ReactiveTesting
import Testing

/// The 0.x spellings of ``ItemsViewModel`` renamed in the 1.0 API review still do what they did.
///
/// They are reached through ``ZeroXViewModelSpelling`` so this file compiles without deprecation
/// warnings (CI builds tests with warnings as errors); its witnesses are the deprecated members.
@MainActor
@Suite struct ItemsViewModelDeprecatedTests {
  // "the 0.x name of isShowingPersistedPage"
  @Test func isLocalDataExistingIsTrueWhileThePersistedPageIsShown() {
    let harness = Harness()
    harness.store.setPersisted(Page(items: [Repo(id: 100, name: "cached")]))
    let old: any ZeroXViewModelSpelling = harness.viewModel
    let local = harness.record(old.isLocalDataExisting)
    let new = harness.record(harness.viewModel.isShowingPersistedPage)
    harness.viewModel.refresh()
    harness.advance(20)
    #expect(local.values == [false, true, false])
    #expect(local.values == new.values)
  }
}

/// The deprecated 0.x members, reached through a protocol so that using them is not a warning.
@MainActor
protocol ZeroXViewModelSpelling {
  var isLocalDataExisting: Driver<Bool> { get }
}

extension ItemsViewModel: ZeroXViewModelSpelling {}
