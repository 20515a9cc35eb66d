// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

@testable import ListStyles

/// A fixture helper, main-actor as every function of this target: the page of projects a fake
/// answers for `page`.
func projectsPage(_ page: Int, pageSize: Int = 10, total: Int = 25) -> Page<Project> {
  let start = (page - 1) * pageSize + 1
  let ids = start <= total ? Array(start...min(start + pageSize - 1, total)) : []
  return Page(items: ids.map { Project(id: $0, name: "project \($0)", stars: 0) }, total: total)
}

/// The JSON body of a page, for a mock route. `nonisolated`: a `MockRoute` handler runs in the
/// transport's task, off the main actor, so what it calls cannot be main-actor code ("call to main
/// actor-isolated global function 'projectsJSON' in a synchronous nonisolated context").
nonisolated func projectsJSON(_ page: Int, pageSize: Int = 10, total: Int = 25) -> Data {
  let start = (page - 1) * pageSize + 1
  let ids = start <= total ? Array(start...min(start + pageSize - 1, total)) : []
  let items = ids.map { #"{"id": \#($0), "name": "project \#($0)", "stars": 0}"# }.joined(separator: ",")
  return Data(#"{"code": 0, "data": {"items": [\#(items)], "total": \#(total)}}"#.utf8)
}

/// Fixture constants (Concurrency.md, Xcode 26 rule 8): `nonisolated`, so the nonisolated helper
/// below can read them; a plain `let` here is main-actor ("main actor-isolated let
/// 'sampleProjectNames' can not be referenced from a nonisolated context").
nonisolated let sampleProjectNames = ["ReactiveList", "Paging", "Sections"]

/// A mock route's JSON of the sample projects, read off the main actor.
nonisolated func sampleProjectsJSON() -> Data {
  let items = sampleProjectNames.enumerated().map { #"{"id": \#($0 + 1), "name": "\#($1)", "stars": 0}"# }
  return Data(#"{"code": 0, "data": {"items": [\#(items.joined(separator: ","))], "total": 3}}"#.utf8)
}

/// A fake server as app tests write them: it answers on the test's clock, building its pages
/// with the fixture helper.
final class FakeProjectsServer {
  let scheduler: TestScheduler
  var requests: [Int] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// A store over this server, in the `PageStore { request, _ in ... }` form.
  func store() -> PageStore<Project, PageNumberPaging.Request, Void> {
    PageStore { request, _ in
      self.requests.append(request.page)
      let page = projectsPage(request.page, pageSize: request.pageSize)
      return Observable<Int>.timer(.seconds(2), scheduler: self.scheduler).map { _ in page }.asSingle()
    }
  }
}

@Suite struct ServiceStyleTests {
  // Rule 7: a service's main-actor method passed to a view model's own `@MainActor @Sendable`
  // parameter; rule 8: fixture constants read by a nonisolated helper inside a mock route.
  @Test func ownActionParameterAndFixtureConstants() async throws {
    let route = MockRoute.dynamic("/projects") { _ in .json(sampleProjectsJSON()) }
    let responder = MockResponder(root: FileManager.default.temporaryDirectory, routes: [route])
    let service = ProjectsService(client: APIClient(transport: MockTransport(responder: responder)))
    let viewModel = StarActionViewModel(store: PageStore.async(service.page), setStar: service.setStar)
    viewModel.list.refresh()
    let first = try await viewModel.list.items.asObservable().filter { $0.count == 3 }.first(timeout: 10)
    #expect(first?.map(\.name) == sampleProjectNames)
    viewModel.star(try #require(first?.first))
    #expect(viewModel.list.currentItems[0].stars == 1)
    #expect(service.starred == [1])
  }

  @Test func theServiceMethodsAreTheStoreAndTheActions() async throws {
    let service = ProjectsService.mock()
    let viewModel = StarredProjectsViewModel(service: service)
    viewModel.list.refresh()
    let first = try await viewModel.list.items.asObservable().filter { $0.count == 10 }.first(timeout: 10)
    let project = try #require(first?.first)
    viewModel.star(project)
    #expect(viewModel.list.currentItems[0].stars == project.stars + 1)
    #expect(service.starred == [project.id])
    viewModel.unstar(viewModel.list.currentItems[0])
    #expect(viewModel.list.currentItems[0].stars == project.stars)
    // The async request runs in a task; let it finish (no clock involved).
    for _ in 0..<1_000 where !service.starred.isEmpty { await Task.yield() }
    #expect(service.starred.isEmpty)
  }

  @Test func aFakeServerBuildsItsPagesWithFixtureHelpers() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let server = FakeProjectsServer(scheduler: scheduler)
    let viewModel = SharingScheduler.mock(scheduler: scheduler) {
      ItemsViewModel(
        store: PageStore { request, _ in .just(projectsPage(request.page, pageSize: request.pageSize)) },
        strategy: .pageNumber(pageSize: 10),
        parameters: ()
      )
    }
    viewModel.refresh()
    scheduler.advanceTo(1)
    #expect(viewModel.currentItems.count == 10)
    let paged = SharingScheduler.mock(scheduler: scheduler) {
      ItemsViewModel(store: server.store(), strategy: .pageNumber(pageSize: 10), parameters: ())
    }
    paged.refresh()
    scheduler.advanceTo(5)
    paged.loadMore()
    scheduler.advanceTo(10)
    paged.loadMore()
    scheduler.advanceTo(15)
    #expect(paged.currentItems.map(\.id) == Array(1...25))
    #expect(server.requests == [1, 2, 3])
  }

  @Test func aMockRouteBuildsItsPagesWithANonisolatedHelper() async throws {
    let route = MockRoute.dynamic("/projects") { request in
      .json(projectsJSON(Int(request.queryValue("page") ?? "1") ?? 1))
    }
    let client = APIClient(
      transport: MockTransport(responder: MockResponder(root: FileManager.default.temporaryDirectory, routes: [route]))
    )
    let service = ProjectsService(client: client)
    let viewModel = StarredProjectsViewModel(service: service)
    viewModel.list.refresh()
    let first = try await viewModel.list.items.asObservable().filter { !$0.isEmpty }.first(timeout: 10)
    #expect(first?.map(\.id) == Array(1...10))
  }

  @Test func aServiceBehindASendableProtocolAndANonisolatedCatalog() async throws {
    let viewModel = ProjectsOverAPIViewModel(api: ProjectsService.mock())
    viewModel.list.refresh()
    let first = try await viewModel.list.items.asObservable().filter { !$0.isEmpty }.first(timeout: 10)
    let project = try #require(first?.first)
    viewModel.star(project)
    #expect(viewModel.list.currentItems[0].stars == project.stars + 1)
    let catalog = ItemsViewModel(
      store: PageStore.async(ProjectsCatalog.mock().page),
      strategy: .pageNumber(pageSize: 10),
      parameters: ()
    )
    catalog.refresh()
    let names = try await catalog.items.asObservable().filter { !$0.isEmpty }.first(timeout: 10)
    #expect(names?.first?.name == "project 1")
  }
}
