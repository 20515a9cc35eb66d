// Sources/Articles/Article.swift

/// One article, as the API sends it.
nonisolated struct Article: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  let title: String
  let author: String
}

/// The `data` of one page: the items, and the total when the server sends one.
nonisolated struct ArticlePage: Decodable, Sendable {
  let items: [Article]
  let total: Int?
}
