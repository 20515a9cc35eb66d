// Sources/Articles/ArticlesViewModel.swift
import ReactiveList

@MainActor final class ArticlesViewModel: ViewModelType {
  struct Input {
    var refresh: Observable<Void> = .never()
    var loadMore: Observable<Void> = .never()
    var select: Observable<Int> = .never()
  }

  struct Output {
    let rows: Driver<[String]>
    let cover: Driver<PageState>
    let footer: Driver<RefreshStatus.Footer>
    let message: Signal<String>
    let openArticle: Signal<Int>
  }

  private let list: ItemsViewModel<Article, PageNumberPaging, Void>

  init(store: PageStore<Article, PageNumberPaging.Request, Void>) {
    list = ItemsViewModel(store: store, strategy: .pageNumber(pageSize: 10), parameters: ())
  }

  func transform(input: Input) -> Output {
    let output = list.transform(
      input: .init(refresh: input.refresh, loadMore: input.loadMore, itemSelected: input.select)
    )
    return Output(
      rows: output.items.map { articles in articles.map { "\($0.title) by \($0.author)" } },
      cover: output.pageState,
      footer: output.refreshStatus.map { $0.footer }.distinctUntilChanged(),
      message: output.message,
      openArticle: output.route.map { route in
        switch route {
        case .detail(let article): return article.id
        }
      }
    )
  }
}
