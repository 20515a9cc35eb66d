// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

// The one rule of a main-actor-by-default target: a model type declared `Sendable` is
// `nonisolated`, so its conformances (Equatable, Decodable...) can be used off the main actor.

/// A project of the Input/Output screen.
nonisolated struct Project: Identifiable, Equatable, Sendable, Decodable {
  let id: Int
  let name: String
  var stars: Int
}

/// A page of projects, the `data` of the envelope.
nonisolated struct ProjectPage: Decodable, Sendable {
  let items: [Project]
  let total: Int?
}

/// A post of the timeline.
nonisolated struct Post: Identifiable, Equatable, Sendable {
  let id: Int
  let text: String
}

/// A game of the schedule.
nonisolated struct Game: Identifiable, Equatable, Sendable {
  let id: Int
  let day: Int
  let title: String
  var isStarred = false
}

/// The header of one day of the schedule.
nonisolated struct Day: Identifiable, Equatable, Sendable {
  let id: Int
}

/// `GET /projects?page=&pageSize=`, answered by `Mocks/projects.json`.
nonisolated struct ProjectsEndpoint: Endpoint {
  let page: Int
  let pageSize: Int

  var baseURL: URL { URL(string: "https://api.example.com")! }  // a valid literal: cannot fail
  var path: String { "projects" }
  var queryItems: [URLQueryItem] {
    [URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "pageSize", value: "\(pageSize)")]
  }
}
