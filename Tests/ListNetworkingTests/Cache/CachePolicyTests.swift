// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

@Suite struct CachePolicyTests {
  struct Post: Codable, Sendable, Equatable {
    var id: String
  }

  /// A gate the transport waits on, so a test can prove the cached value arrives first.
  final class Gate: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
      (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    }

    func open() {
      continuation.yield()
    }

    func wait() async {
      var iterator = stream.makeAsyncIterator()
      _ = await iterator.next()
    }
  }

  struct Setup {
    let folder: TemporaryFolder
    let cache: ResponseCache
    let transport: MockTransport
    let client: APIClient
    let log: LockedBox<[NetworkLogEvent]>
    let endpoint = APIEndpoint(
      baseURL: Fixtures.baseURL,
      path: "feed/timeline",
      queryItems: [.init(name: "limit", value: "2")]
    )

    init(failures: [MockFailureRule] = [], gate: Gate? = nil) throws {
      folder = try TemporaryFolder(prefix: "ListNetworkingTests")
      let log = LockedBox<[NetworkLogEvent]>([])
      self.log = log
      let logger: NetworkLogger = { event in log.withLock { $0.append(event) } }
      cache = try ResponseCache(directory: folder.url, logger: logger)
      transport = MockTransport(
        responder: MockResponder(root: try Fixtures.root),
        latency: gate == nil ? .zero : .seconds(1),
        failures: failures,
        sleep: { _ in await gate?.wait() }
      )
      client = APIClient(transport: transport, configuration: .init(logger: logger, cache: cache))
    }

    func seed(_ json: String) throws {
      cache.store(.json(200, Data(json.utf8)), for: try endpoint.makeRequest())
    }

    func collect(_ policy: CachePolicy) async throws -> [CachedValue<[Post]>] {
      var values: [CachedValue<[Post]>] = []
      for try await value in client.values(endpoint, as: [Post].self, policy: policy) { values.append(value) }
      return values
    }
  }

  static let fresh = [Post(id: "100"), Post(id: "99")]

  /// CachingResponses.md: "`networkOnly` (but store successes)"; CachePolicy.swift: "Always the network; a successful
  /// response is still stored for later cached calls."
  @Test func networkOnlyIgnoresButFillsTheCache() async throws {
    let setup = try Setup()
    try setup.seed(#"[{"id":"old"}]"#)
    let values = try await setup.collect(.networkOnly)
    #expect(values.map(\.value) == [Self.fresh])
    #expect(values.map(\.isCached) == [false])
    let stored = try #require(setup.cache.entry(for: try setup.endpoint.makeRequest()))
    #expect(try JSONDecoder().decode([Post].self, from: stored.response.body) == Self.fresh)
  }

  /// CachingResponses.md: "`cacheElseNetwork` (no request on a hit)".
  @Test func cacheElseNetworkSkipsTheNetworkOnAHit() async throws {
    let setup = try Setup()
    let first = try await setup.collect(.cacheElseNetwork)
    #expect(first.map(\.source) == [.network])
    let second = try await setup.collect(.cacheElseNetwork)
    #expect(second.map(\.value) == [Self.fresh])
    #expect(second.map(\.isCached) == [true])
    #expect(setup.transport.requests.count == 1)
  }

  /// CachingResponses.md: "`cacheThenNetwork` (the cached value first, before the request is sent, then the fresh
  /// one".
  @Test(.timeLimit(.minutes(1))) func cacheThenNetworkDeliversCachedBeforeTheRequestFinishes() async throws {
    let gate = Gate()
    let setup = try Setup(gate: gate)
    try setup.seed(#"[{"id":"old"}]"#)
    var iterator = setup.client.values(setup.endpoint, as: [Post].self, policy: .cacheThenNetwork).makeAsyncIterator()
    let cached = try #require(try await iterator.next())
    #expect(cached.value == [Post(id: "old")])
    #expect(cached.isCached)
    gate.open()
    let network = try #require(try await iterator.next())
    #expect(network.value == Self.fresh)
    #expect(network.source == .network)
    #expect(try await iterator.next() == nil)
  }

  @Test func cacheThenNetworkWithoutEntryIsNetworkOnly() async throws {
    let setup = try Setup()
    #expect(try await setup.collect(.cacheThenNetwork).map(\.source) == [.network])
  }

  /// CachingResponses.md: "a failed refresh ends the stream with the error after the cached value".
  @Test func failedRefreshEndsWithErrorAfterCachedValue() async throws {
    let setup = try Setup(failures: [.onRequest(1, .status(500, body: Data("down".utf8)))])
    try setup.seed(#"[{"id":"old"}]"#)
    var received: [CachedValue<[Post]>] = []
    await #expect(throws: APIError.httpStatus(code: 500, bodyPreview: "down")) {
      for try await value in setup.client.values(setup.endpoint, as: [Post].self, policy: .cacheThenNetwork) {
        received.append(value)
      }
    }
    #expect(received.map(\.value) == [[Post(id: "old")]])
    let kept = try #require(setup.cache.entry(for: try setup.endpoint.makeRequest()))
    #expect(kept.response.body == Data(#"[{"id":"old"}]"#.utf8))
  }

  /// CachingResponses.md: "So is a cached body that no longer decodes into the requested type."
  @Test func cachedValueThatNoLongerDecodesIsDiscarded() async throws {
    let setup = try Setup()
    try setup.seed(#"{"schema":"v1"}"#)
    let values = try await setup.collect(.cacheElseNetwork)
    #expect(values.map(\.source) == [.network])
    let discarded = setup.log.withLock { $0 }.filter {
      if case .cacheEntryDiscarded = $0 { return true }
      return false
    }
    #expect(discarded.count == 1)
  }

  @Test func corruptCacheFileFallsBackToNetwork() async throws {
    let setup = try Setup()
    try setup.seed(#"[{"id":"old"}]"#)
    try Data("garbage".utf8).write(to: setup.cache.fileURL(for: try setup.endpoint.makeRequest()))
    let values = try await setup.collect(.cacheThenNetwork)
    #expect(values.map(\.value) == [Self.fresh])
  }

  @Test func envelopeValuesUseTheCacheToo() async throws {
    let setup = try Setup()
    let endpoint = APIEndpoint(
      baseURL: Fixtures.baseURL,
      path: "projects/featured",
      queryItems: [.init(name: "page", value: "1"), .init(name: "pageSize", value: "3")]
    )
    for _ in 0..<2 {
      var sources: [CachedValue<ProjectPage>.Source] = []
      for try await value in setup.client.values(
        endpoint,
        envelope: StandardEnvelope<ProjectPage>.self,
        policy: .cacheThenNetwork
      ) {
        #expect(value.value.items.map(\.id) == [1, 2, 3])
        sources.append(value.source)
      }
      #expect(sources.last == .network)
    }
    #expect(setup.transport.requests.count == 2)
  }

  @Test func errorsAreNotCached() async throws {
    let setup = try Setup(failures: [.onRequest(1, .status(503))])
    await #expect(throws: APIError.httpStatus(code: 503, bodyPreview: "")) {
      for try await _ in setup.client.values(setup.endpoint, as: [Post].self, policy: .networkOnly) {}
    }
    #expect(setup.cache.entry(for: try setup.endpoint.makeRequest()) == nil)
  }

  /// APIClient+Cache.swift: "Without a cache every policy behaves like ``CachePolicy/networkOnly``."; APIClient.swift
  /// (`cache`): "`nil` disables caching".
  @Test func withoutCacheEveryPolicyUsesTheNetwork() async throws {
    let client = APIClient(transport: MockTransport(responder: MockResponder(root: try Fixtures.root)))
    for policy in CachePolicy.allCases {
      var sources: [CachedValue<[Post]>.Source] = []
      for try await value in client.values(
        APIEndpoint(baseURL: Fixtures.baseURL, path: "feed/timeline"),
        as: [Post].self,
        policy: policy
      ) {
        sources.append(value.source)
      }
      #expect(sources == [.network])
    }
  }
}
