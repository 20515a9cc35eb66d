// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListPaging
import ListViewModels
import TestSupport
import Testing

/// A list with gaps on, archived after each load and restored: the restored paging state equals
/// the live one, items, gaps and next request (issue 36, items 2 to 4).
@Suite struct ListArchiveGapTests {
  struct Post: Identifiable, Equatable, Codable, Sendable {
    let id: Int
  }

  typealias FeedState = ListState<Post, OffsetIDPaging<Int>, Void>

  /// A feed server: posts 1...top, newest first; `newer` answers the newest page above its bound.
  struct Server {
    var top: Int

    func answer(_ request: OffsetIDPaging<Int>.Request) -> Page<Post> {
      let ids: [Int]
      switch request {
      case .first(let size): ids = Array(stride(from: top, to: max(0, top - size), by: -1))
      case .older(let bound, let size): ids = Array(stride(from: bound - 1, to: max(0, bound - 1 - size), by: -1))
      case .newer(let bound, let size): ids = Array(stride(from: top, to: max(bound, top - size), by: -1))
      }
      return Page(items: ids.map(Post.init))
    }
  }

  /// One list on one key: the live state, its archive and its writer.
  struct Harness {
    var state: FeedState
    var archive: ListArchive<Post>
    var writer = ListArchiveWriter()
    let folder: URL

    static func empty() -> PagingState<Post, OffsetIDPaging<Int>> {
      PagingState(strategy: .offsetID(pageSize: 10)).withGaps()
    }

    let maxBytesPerList: Int

    init(folder: URL, maxBytesPerList: Int = 4 * 1024 * 1024) throws {
      self.folder = folder
      self.maxBytesPerList = maxBytesPerList
      archive = try ListArchive<Post>(directory: folder, maxBytesPerList: maxBytesPerList)
      state = FeedState(paging: Self.empty(), parameters: ())
    }

    /// Sends `event`, lands the load it starts with the server's answer, and archives what it did
    /// as the view model does. Returns whether a load ran.
    @discardableResult
    mutating func land(_ event: FeedState.Event, from server: Server) -> Bool {
      var effects = state.reduce(event)
      if effects.contains(where: { if case .readPersistedFirstPage = $0 { true } else { false } }) {
        effects += state.reduce(.persistedFirstPageRead(nil))
      }
      let load = effects.lazy.compactMap { effect in
        if case .load(let request, _) = effect { request } else { nil }
      }.first
      guard let request = load else { return false }
      let before = ListArchiveChange<Post>.GapsBefore(state.paging)
      let page = server.answer(request.request)
      state.reduce(.loaded(page, requestID: request.id))
      if let result = state.lastCompletedLoad,
        let change = ListArchiveChange(page: page, result: result, before: before, after: state.paging)
      {
        archive.record(change, key: "feed", writer: writer)
      }
      return true
    }

    /// A relaunch: a new archive instance and writer restore the list.
    mutating func relaunch() throws -> FeedState {
      archive = try ListArchive<Post>(directory: folder, maxBytesPerList: maxBytesPerList)
      writer = ListArchiveWriter()
      let archived = try #require(archive.restore(key: "feed", writer: writer))
      return FeedState(paging: Self.empty(), parameters: (), restoring: archived)
    }
  }

  static func expectSame(_ restored: FeedState, _ live: FeedState, _ comment: Comment) {
    #expect(restored.paging.items.map(\.id) == live.paging.items.map(\.id), comment)
    #expect(restored.paging.gaps == live.paging.gaps, comment)
    #expect(restored.gapsAbove == live.gapsAbove, comment)
    #expect(restored.paging.nextRequest == live.paging.nextRequest, comment)
  }

  /// ArchivedList.gaps: "A restored list opens each again between that row and the row shown just
  /// above it": after a prepend that left a gap, a gap load that fills part of it, and the one
  /// that closes it.
  @Test func gapsAndGapLoadsRestoreAsTheyWere() throws {
    let folder = try TemporaryFolder(prefix: "ListArchiveGapTests")
    var server = Server(top: 100)
    var live = try Harness(folder: folder.url)
    live.land(.refresh, from: server)
    live.land(.loadMore, from: server)
    #expect(live.state.items.map(\.id) == Array((81...100).reversed()))
    // A long absence: 35 new posts; the prepend answers the newest 10 and leaves a gap.
    server.top = 135
    live.land(.prepend, from: server)
    #expect(live.state.paging.gaps == [PagingGap(newerID: 126, olderID: 100)])
    Self.expectSame(try live.relaunch(), live.state, "after the prepend that left a gap")
    // A gap load fills part of the gap (126 → 116).
    var gap = try #require(live.state.paging.gaps.first)
    let ran1 = live.land(.loadGap(gap), from: server)
    #expect(ran1)
    #expect(live.state.paging.gaps == [PagingGap(newerID: 116, olderID: 100)])
    Self.expectSame(try live.relaunch(), live.state, "after a partial gap load")
    // A second absence: another gap opens above the first.
    server.top = 160
    live.land(.prepend, from: server)
    #expect(live.state.paging.gaps.count == 2)
    Self.expectSame(try live.relaunch(), live.state, "two gaps")
    // The lower gap closes (its page reaches 100), then the restored list goes on loading.
    gap = try #require(live.state.paging.gaps.last)
    let ran2 = live.land(.loadGap(gap), from: server)
    #expect(ran2)
    let ran3 = live.land(.loadGap(gap), from: server)
    #expect(ran3)
    #expect(live.state.paging.gaps.count == 1)
    Self.expectSame(try live.relaunch(), live.state, "after the closing gap load")
    live.state = try live.relaunch()
    live.land(.loadMore, from: server)
    Self.expectSame(try live.relaunch(), live.state, "a page appended after a restore")
  }

  /// Random sequences of refreshes after absences (prepends that join or leave a gap), load-more,
  /// gap loads and relaunches: each restore equals the live list.
  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8, 9, 10])
  func randomLoadsWithGapsRestoreAsTheyWere(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let folder = try TemporaryFolder(prefix: "ListArchiveGapTests")
    var server = Server(top: 200)
    var live = try Harness(folder: folder.url)
    live.land(.refresh, from: server)
    var restores = 0
    var gapLoads = 0
    var gapsRestored = 0
    for step in 0..<120 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        // New posts, then a prepend (or, now and then, a refresh that replaces the list).
        server.top += Int.random(in: 0...30, using: &random)
        live.land(step.isMultiple(of: 17) ? .refresh : .prepend, from: server)
      case 2, 3:
        live.land(.loadMore, from: server)
      case 4...7:
        let gaps = live.state.paging.gaps
        if let gap = gaps.randomElement(using: &random), live.land(.loadGap(gap), from: server) { gapLoads += 1 }
      default:
        let restored = try live.relaunch()
        Self.expectSame(restored, live.state, "seed \(seed), step \(step)")
        restores += 1
        gapsRestored += restored.paging.gaps.count
        if Bool.random(using: &random) { live.state = restored }
      }
    }
    #expect(restores > 0 && gapLoads > 0 && gapsRestored > 0)
  }

  /// ListArchive: "past maxBytesPerList a list's file is rewritten with the pages nearest its
  /// top": with gaps, the restored list is the live list's first rows, with the live gaps among
  /// them.
  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
  func pastTheBudgetTheFirstRowsRestoreWithTheirGaps(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let folder = try TemporaryFolder(prefix: "ListArchiveGapTests")
    var server = Server(top: 200)
    var live = try Harness(folder: folder.url, maxBytesPerList: 1_500)
    live.land(.refresh, from: server)
    var compared = 0
    for _ in 0..<120 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        server.top += Int.random(in: 0...30, using: &random)
        live.land(.prepend, from: server)
      case 2, 3:
        live.land(.loadMore, from: server)
      case 4...7:
        if let gap = live.state.paging.gaps.randomElement(using: &random) { live.land(.loadGap(gap), from: server) }
      default:
        let restored = try live.relaunch()
        let ids = restored.paging.items.map(\.id)
        #expect(live.state.paging.items.map(\.id).starts(with: ids), "seed \(seed)")
        let held = Set(ids)
        #expect(
          restored.paging.gaps == live.state.paging.gaps.filter { held.contains($0.olderID) },
          "seed \(seed)"
        )
        compared += restored.paging.gaps.count
        live.state = restored
      }
    }
    #expect(compared > 0)
  }

  /// Without gaps nothing changes: a full newer page replaces the list, archived as a new list.
  @Test func withoutGapsAFullNewerPageStartsTheArchiveAgain() throws {
    let folder = try TemporaryFolder(prefix: "ListArchiveGapTests")
    var server = Server(top: 100)
    var live = try Harness(folder: folder.url)
    live.state = FeedState(paging: PagingState(strategy: .offsetID(pageSize: 10)), parameters: ())
    live.land(.refresh, from: server)
    live.land(.loadMore, from: server)
    server.top = 135
    live.land(.prepend, from: server)
    let archived = try #require(live.archive.read(key: "feed"))
    #expect(archived.items.map(\.id) == Array((126...135).reversed()))
    #expect(archived.gaps.isEmpty)
  }
}
