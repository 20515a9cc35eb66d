// SPDX-License-Identifier: MIT

import Dispatch
import Foundation
import ReactiveList
import ReactiveTesting
import Testing

@testable import ListStyles

/// Builds posts for the tests: a main-actor helper, as everything is in this target.
func makeServer(newest: Int) -> PostServer {
  PostServer(newest: newest)
}

@Suite struct ListStylesTests {
  @Test func projectsPageThroughTheMockJSON() async throws {
    let viewModel = ProjectsViewModel(client: .projectsMock())
    let refresh = PublishRelay<Void>()
    let loadMore = PublishRelay<Void>()
    let output = viewModel.transform(input: .init(refresh: refresh.asObservable(), loadMore: loadMore.asObservable()))
    var names: [[String]] = []
    let bag = DisposeBag()
    output.names.drive(onNext: { names.append($0) }).disposed(by: bag)
    refresh.accept(())
    _ = try await output.names.asObservable().filter { $0.count == 10 }.first(timeout: 10)
    loadMore.accept(())
    let twenty = try await output.names.asObservable().filter { $0.count == 20 }.first(timeout: 10)
    #expect(twenty?.last == "project 20")
    #expect(names.last?.count == 20)
  }

  @Test func theTimelinePutsNewPostsOnTopAndCountsThem() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let server = makeServer(newest: 12)
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      TimelineViewModel(
        store: PageStore { request, _ in
          let page = server.page(request)
          return Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in page }.asSingle()
        }
      )
    }
    let messages = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    viewModel.newPosts.emit(to: messages).disposed(by: bag)
    viewModel.pullToRefresh()
    scheduler.advanceTo(10)
    viewModel.reachedBottom()
    scheduler.advanceTo(20)
    server.newest = 15
    viewModel.pullToRefresh()
    scheduler.advanceTo(30)
    #expect(viewModel.list.currentItems.map(\.id) == Array((3...15).reversed()))
    #expect(messages.events == [.next(25, "3 new posts")])
  }

  @Test func aStarShowsAtOnceAndRollsBackWhenRefused() async throws {
    let api = ScheduleAPI(count: 10)
    let viewModel = ScheduleViewModel(api: api)
    viewModel.list.refresh()
    let days = try await viewModel.days.sections.asObservable().filter { $0.sectionCount == 2 }.first(timeout: 10)
    #expect(days?.sections.map(\.rows.count) == [4, 2])
    let game = viewModel.list.currentItems[1]
    api.failsStars = true
    viewModel.toggleStar(game)
    #expect(viewModel.list.currentItems[1].isStarred)
    let message = try await viewModel.list.message.asObservable().first(timeout: 10)
    #expect(message != nil)
    #expect(viewModel.list.currentItems[1].isStarred == false)
  }

  // Issue 18: "A test shows that decoding a large page never runs on the main actor in such a target."
  @Test func decodingALargePageRunsOffTheMainActor() async throws {
    DispatchQueue.main.setSpecific(key: ProbeRecorder.mainQueue, value: true)
    defer { DispatchQueue.main.setSpecific(key: ProbeRecorder.mainQueue, value: nil) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let items = (0..<20_000).map { #"{"id": \#($0)}"# }.joined(separator: ",")
    try Data(#"{"code": 0, "data": {"items": [\#(items)]}}"#.utf8).write(
      to: folder.appendingPathComponent("probes.json")
    )
    ProbeRecorder.reset()
    let client = APIClient(transport: MockTransport(directory: folder))
    let store = PageStore<Probe, PageNumberPaging.Request, Void>.api(
      client,
      envelope: StandardEnvelope<ProbePage>.self,
      endpoint: { _, _ in APIEndpoint(baseURL: URL(string: "https://api.example.com")!, path: "/probes") },
      page: { Page(items: $0.items) }
    )
    let viewModel = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 20_000), parameters: ())
    viewModel.refresh()
    let loaded = try await viewModel.items.asObservable().filter { !$0.isEmpty }.first(timeout: 30)
    #expect(loaded?.count == 20_000)
    #expect(ProbeRecorder.counts == (all: 20_000, onMain: 0))
  }
}

/// An item that records, as it is decoded, whether it is decoded on the main queue.
nonisolated struct Probe: Identifiable, Equatable, Sendable, Decodable {
  let id: Int

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    ProbeRecorder.record()
  }

  enum CodingKeys: String, CodingKey { case id }
}

nonisolated struct ProbePage: Decodable, Sendable {
  let items: [Probe]
}

/// Counts decoded probes and those decoded on the main queue.
nonisolated enum ProbeRecorder {
  /// Set on the main queue by the test.
  static let mainQueue = DispatchSpecificKey<Bool>()
  private static let box = Box()

  /// The probes decoded since the last reset, and how many of them on the main queue.
  static var counts: (all: Int, onMain: Int) { box.lock.withLock { (box.all, box.onMain) } }

  static func reset() { box.lock.withLock { (box.all, box.onMain) = (0, 0) } }

  static func record() {
    let onMain = Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueue) == true
    box.lock.withLock {
      box.all += 1
      if onMain { box.onMain += 1 }
    }
  }

  // Safety: `all` and `onMain` are only read and written while holding `lock`.
  private final class Box: @unchecked Sendable {
    let lock = NSLock()
    var all = 0
    var onMain = 0
  }
}

/// The SwiftUI-style model, in this target as an app would use it.
@Suite struct ObservationStyleTests {
  @Test func anObservableModelPagesThroughTheMockJSON() async {
    let model = ListModel(
      store: PageStore<Project, PageNumberPaging.Request, Void>.api(
        .projectsMock(),
        envelope: StandardEnvelope<ProjectPage>.self,
        endpoint: { request, _ in ProjectsEndpoint(page: request.page, pageSize: request.pageSize) },
        page: { Page(items: $0.items, total: $0.total) }
      ),
      strategy: .pageNumber(pageSize: 10),
      parameters: ()
    )
    await model.refresh()
    #expect(model.items.map(\.name).first == "project 1")
    #expect(model.pageState == .content)
  }
}
