// SPDX-License-Identifier: MIT
import Foundation
import ReactiveList
import ReactiveTesting
import Testing

// A made-up API: GET /gists?cursor=&limit= → {"code": 0, "data": {"items": [...], "nextCursor": "2"}}.
struct Gist: Identifiable, Equatable, Sendable, Decodable {
  let id: Int
  let title: String
}
struct GistPage: Decodable, Sendable {
  let items: [Gist]
  let nextCursor: String?
}

@MainActor func makeGistsViewModel(client: APIClient, base: URL) -> ItemsViewModel<Gist, CursorPaging, Void> {
  let store = PageStore<Gist, CursorPaging.Request, Void>.api(
    client,
    envelope: StandardEnvelope<GistPage>.self,
    endpoint: { request, _ in
      let query = ["cursor": request.cursor ?? "", "limit": "\(request.pageSize)"]
      return APIEndpoint(baseURL: base, path: "/gists", queryItems: query.map { URLQueryItem(name: $0, value: $1) })
    },
    page: { Page(items: $0.items, nextCursor: $0.nextCursor) }
  )
  return ItemsViewModel(store: store, strategy: .cursor(pageSize: 2), parameters: (), title: { _ in "Gists" })
}

@MainActor @Suite struct UserStyleViewModelTests {
  @Test func pagesThroughAMadeUpAPI() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let gists = (1...3).map { #"{"id": \#($0), "title": "gist \#($0)"}"# }.joined(separator: ",")
    let json = #"{"code": 0, "data": {"items": [\#(gists)]}}"#
    try Data(json.utf8).write(to: folder.appendingPathComponent("gists.json"))
    let client = APIClient(transport: MockTransport(directory: folder))
    let viewModel = makeGistsViewModel(client: client, base: URL(string: "https://api.example.com")!)  // valid literal

    viewModel.refresh()
    _ = try await viewModel.items.asObservable().filter { $0.count == 2 }.first(timeout: 600)
    viewModel.loadMore()
    let all = try await viewModel.items.asObservable().filter { $0.count == 3 }.first(timeout: 600)
    #expect(all?.map(\.title) == ["gist 1", "gist 2", "gist 3"])
    let status = try await viewModel.refreshStatus.asObservable().first(timeout: 600)
    #expect(status == RefreshStatus(header: .idle, footer: .noMoreData))
  }
}
