// SPDX-License-Identifier: MIT

import Foundation
import ListViewModels
import ReactiveList
import ReactiveTesting
import Testing

@MainActor
@Suite struct PageStoreTests {
  struct NumberStore: AsyncItemsStore {
    func loadPage(for request: PageNumberPaging.Request, parameters: Int) async throws -> Page<Repo> {
      Page(items: [Repo(id: request.page * parameters, name: "n")])
    }
  }

  @Test func asyncStoreAnswersThroughSingle() async throws {
    let page = try await NumberStore().page(for: .init(page: 3, pageSize: 1), parameters: 7).value
    #expect(page.items.map(\.id) == [21])
    #expect(NumberStore().persistedFirstPage(parameters: 7) == nil)
  }

  @Test func asyncClosureStorePassesRequestAndParameters() async throws {
    let store = PageStore<Repo, PageNumberPaging.Request, String>.async { request, query in
      Page(items: [Repo(id: request.page, name: query)])
    }
    let page = try await store.page(for: .init(page: 2, pageSize: 20), parameters: "swift").value
    #expect(page.items == [Repo(id: 2, name: "swift")])
  }

  @Test func inMemoryStorageKeepsTheLastFirstPage() {
    let store = PageStore<Repo, PageNumberPaging.Request, String> { _, _ in .never() }
      .persistingFirstPage(in: .inMemory())
    #expect(store.persistedFirstPage(parameters: "a") == nil)
    store.persistFirstPage(Page(items: [Repo(id: 1, name: "one")], total: 9), parameters: "a")
    #expect(store.persistedFirstPage(parameters: "a") == Page(items: [Repo(id: 1, name: "one")], total: 9))
  }

  @Test func responseCacheStorageRoundTripsPerParameters() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = try ResponseCache(directory: folder)
    let storage = FirstPageStorage<Repo, String>.responseCache(cache) { "repos-\($0)" }
    let page = Page(items: [Repo(id: 1, name: "one", isStarred: true)], total: 40, nextCursor: "c2")
    storage.write(page, "swift")
    #expect(storage.read("swift") == page)
    #expect(storage.read("rust") == nil)
    let reopened = FirstPageStorage<Repo, String>.responseCache(try ResponseCache(directory: folder)) { "repos-\($0)" }
    #expect(reopened.read("swift") == page)
  }

  @Test func apiStoreDecodesTheEnvelopeAndReportsServerErrors() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      #"{"code": 0, "data": [{"id": 1, "name": "a", "isStarred": false}, {"id": 2, "name": "b", "isStarred": true}]}"#
        .utf8
    )
    .write(to: folder.appendingPathComponent("repos.json"))
    try Data(#"{"code": 42, "message": "quota exceeded"}"#.utf8)
      .write(to: folder.appendingPathComponent("broken.json"))
    let client = APIClient(transport: MockTransport(directory: folder))
    let base = URL(string: "https://api.example.com")!  // a valid literal
    let store = PageStore<Repo, PageNumberPaging.Request, String>.api(
      client,
      envelope: StandardEnvelope<[Repo]>.self,
      endpoint: { _, path in APIEndpoint(baseURL: base, path: "/\(path)") },
      page: { Page(items: $0) }
    )
    let page = try await store.page(for: .init(page: 1, pageSize: 20), parameters: "repos").value
    #expect(page.items.map(\.id) == [1, 2])
    await #expect(throws: APIError.server(code: "42", message: "quota exceeded")) {
      try await store.page(for: .init(page: 1, pageSize: 20), parameters: "broken").value
    }
  }
}
