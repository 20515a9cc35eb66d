// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// Projects, ten a page, from the API in the Input/Output style.
final class ProjectsViewModel: ViewModelType {
  struct Input {
    var refresh: Observable<Void> = .never()
    var loadMore: Observable<Void> = .never()
    var select: Observable<Int> = .never()
  }

  struct Output {
    let names: Driver<[String]>
    let cover: Driver<PageState>
    let footer: Driver<RefreshStatus.Footer>
    let message: Signal<String>
    let openProject: Signal<Int>
  }

  private let list: ItemsViewModel<Project, PageNumberPaging, Void>

  init(client: APIClient) {
    let store = PageStore<Project, PageNumberPaging.Request, Void>.api(
      client,
      envelope: StandardEnvelope<ProjectPage>.self,
      endpoint: { request, _ in ProjectsEndpoint(page: request.page, pageSize: request.pageSize) },
      page: { Page(items: $0.items, total: $0.total) }
    )
    list = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: ())
  }

  func transform(input: Input) -> Output {
    let output = list.transform(
      input: .init(refresh: input.refresh, loadMore: input.loadMore, itemSelected: input.select)
    )
    return Output(
      names: output.items.map { $0.map(\.name) },
      cover: output.pageState,
      footer: output.refreshStatus.map(\.footer).distinctUntilChanged(),
      message: output.message,
      openProject: output.route.map { route in
        switch route {
        case .detail(let project): return project.id
        }
      }
    )
  }
}

extension APIClient {
  /// A client answering from the JSON files of the `Mocks` resource folder.
  static func projectsMock() -> APIClient {
    let responder = MockResponder(bundle: .module, folder: "Mocks")!  // the folder ships with the target
    return APIClient(transport: MockTransport(responder: responder))
  }
}
