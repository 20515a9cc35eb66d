// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// The app's projects service, as most apps have one: a type whose methods the view models take
/// as their store and action closures (`PageStore.async(service.page)`, `single: service.setStar`).
/// Main-actor code, as everything is in this target; nothing in it is annotated.
final class ProjectsService {
  private let client: APIClient
  /// The projects the user starred, as the server confirmed them.
  private(set) var starred: Set<Int> = []
  /// Whether the server refuses stars (offline, say).
  var refusesStars = false

  init(client: APIClient) {
    self.client = client
  }

  /// The service over the JSON files of the `Mocks` resource folder (`Bundle.module`).
  static func mock() -> ProjectsService {
    let responder = MockResponder(bundle: .module, folder: "Mocks")!  // the folder ships with the target
    return ProjectsService(client: APIClient(transport: MockTransport(responder: responder)))
  }

  /// A page of projects: a view model's store.
  func page(_ request: PageNumberPaging.Request, _: Void) async throws -> Page<Project> {
    let endpoint = ProjectsEndpoint(page: request.page, pageSize: request.pageSize)
    let payload = try await client.send(endpoint, envelope: StandardEnvelope<ProjectPage>.self)
    return Page(items: payload.items, total: payload.total)
  }

  /// Stars a project (a synchronous method returning a `Single`): an action's request.
  func setStar(_ project: Project) -> Single<Project?> {
    if refusesStars { return .error(ServiceError.refused) }
    starred.insert(project.id)
    return .just(project)
  }

  /// Unstars a project (an `async` method): an action's request.
  func removeStar(_ project: Project) async throws -> Project? {
    if refusesStars { throw ServiceError.refused }
    starred.remove(project.id)
    return project
  }

  enum ServiceError: Error {
    case refused
  }
}

/// Projects with a star, over the service: its methods are the store and the action requests.
final class StarredProjectsViewModel {
  let list: ItemsViewModel<Project, PageNumberPaging, Void>
  private let service: ProjectsService

  init(service: ProjectsService) {
    self.service = service
    list = ItemsViewModel(store: PageStore.async(service.page), strategy: .pageNumber(pageSize: 10), parameters: ())
  }

  func star(_ project: Project) {
    list.perform(.update({ $0.stars += 1 }, single: service.setStar), on: project.id)
  }

  func unstar(_ project: Project) {
    list.perform(.update({ $0.stars -= 1 }, request: service.removeStar), on: project.id)
  }
}

/// The same service behind a protocol, as apps do to swap in a fake: the protocol is `Sendable`,
/// so `api.setStar` can be passed as an action's request (an existential of a protocol that is
/// not `Sendable` cannot be: "converting non-Sendable function value to '@MainActor @Sendable
/// (Project) -> Single<Project?>' may introduce data races").
protocol ProjectsAPI: Sendable {
  func page(_ request: PageNumberPaging.Request, _: Void) async throws -> Page<Project>
  func setStar(_ project: Project) -> Single<Project?>
}

extension ProjectsService: ProjectsAPI {}

/// A read-only catalog shared with code off the main actor, so declared `nonisolated`: its
/// factory that reads `Bundle.module` (main-actor in this target) is `@MainActor`.
nonisolated final class ProjectsCatalog: Sendable {
  let client: APIClient

  init(client: APIClient) {
    self.client = client
  }

  /// The catalog over the `Mocks` resource folder.
  @MainActor static func mock() -> ProjectsCatalog {
    let responder = MockResponder(bundle: .module, folder: "Mocks")!  // the folder ships with the target
    return ProjectsCatalog(client: APIClient(transport: MockTransport(responder: responder)))
  }

  /// A page of projects, sent and decoded off the main actor.
  func page(_ request: PageNumberPaging.Request, _: Void) async throws -> Page<Project> {
    let endpoint = ProjectsEndpoint(page: request.page, pageSize: request.pageSize)
    let payload = try await client.send(endpoint, envelope: StandardEnvelope<ProjectPage>.self)
    return Page(items: payload.items, total: payload.total)
  }
}

/// Projects over any `ProjectsAPI`: its methods are passed as they are.
final class ProjectsOverAPIViewModel {
  let list: ItemsViewModel<Project, PageNumberPaging, Void>
  private let api: any ProjectsAPI

  init(api: any ProjectsAPI) {
    self.api = api
    list = ItemsViewModel(store: PageStore.async(api.page), strategy: .pageNumber(pageSize: 10), parameters: ())
  }

  func star(_ project: Project) {
    list.perform(.update({ $0.stars += 1 }, single: api.setStar), on: project.id)
  }
}

/// A view model that takes its action as a parameter of its own (Concurrency.md, Xcode 26 rule 7):
/// the parameter is `@MainActor @Sendable`, as the library's action requests are, so a service's
/// main-actor method is passed as it is. Typed `@Sendable` alone, `setStar: service.setStar` fails
/// with "converting function value of type '@MainActor @Sendable (Project) -> Single<Project?>' to
/// '@Sendable (Project) -> Single<Project?>' loses global actor 'MainActor'".
final class StarActionViewModel {
  let list: ItemsViewModel<Project, PageNumberPaging, Void>
  private let setStar: @MainActor @Sendable (Project) -> Single<Project?>

  init(
    store: PageStore<Project, PageNumberPaging.Request, Void>,
    setStar: @escaping @MainActor @Sendable (Project) -> Single<Project?>
  ) {
    self.setStar = setStar
    list = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: ())
  }

  func star(_ project: Project) {
    list.perform(.update({ $0.stars += 1 }, single: setStar), on: project.id)
  }
}
