// SPDX-License-Identifier: MIT

import ListObservation
import ListPaging
import ListViewModels
import ReactiveCore
import ReactiveTesting
import Testing

/// The 0.x spellings `ListModel(_ viewModel:)` and `model.viewModel`, called as 0.x code called
/// them: the model and its view model drive one list.
///
/// They are reached through ``ZeroXListModelSpelling`` so this file compiles without deprecation
/// warnings (CI builds tests with warnings as errors); its witnesses are the deprecated members.
@MainActor
@Suite(.virtualTime) struct ListModelDeprecatedTests {
  /// A view model of 25 repos, 10 a page, answering 1 tick after each request.
  func makeViewModel() -> ItemsViewModel<Repo, PageNumberPaging, Void> {
    ItemsViewModel(
      store: TestPageStore((0..<25).map { Repo(id: $0, name: "repo \($0)") }, strategy: .pageNumber(pageSize: 10)),
      strategy: .pageNumber(pageSize: 10),
      parameters: (),
      title: { "Repos" }
    )
  }

  func advance(_ ticks: Int = 1) { TestScheduler.current.advanceTo(TestScheduler.current.clock + ticks) }

  // ListModel.init(_:): "the two drive one list, as the 0.x mirror did: an input given to either
  // is seen by both, and viewModel returns viewModel"
  @Test func aModelMadeFromAViewModelShowsTheListTheViewModelRuns() {
    let viewModel = makeViewModel()
    let model = ListModel.zeroX(viewModel)
    #expect(model.navigationTitle == "Repos")
    #expect(model.oldViewModel === viewModel)
    viewModel.refresh()
    #expect(model.isLoading)
    advance()
    #expect(model.items.map(\.id) == Array(0..<10))
    model.loadMore()
    advance()
    #expect(viewModel.currentItems.count == 20)
    #expect(model.items.count == 20)
    #expect(model.pageState == viewModel.state.pageState)
  }

  // ListModel.init(_:): the one-shot outputs of an event sent to the view model before the model
  // existed are not the model's (the 0.x mirror bound message and route as Signals: no replay).
  @Test func aRouteEmittedBeforeTheModelExistedIsNotTheModels() {
    let viewModel = makeViewModel()
    viewModel.refresh()
    advance()
    viewModel.itemSelected(at: 0)
    let model = ListModel.zeroX(viewModel)
    #expect(model.route == nil)
    #expect(model.message == nil)
    model.select(model.items[1])
    #expect(model.route == .detail(Repo(id: 1, name: "repo 1")))
  }

  // ListModel.viewModel: "else one made on first use and kept. Its inputs change the model's
  // properties, and the model's inputs its outputs."
  @Test func theViewModelOfAModelMadeFromAStoreDrivesTheSameList() {
    let model = ListModel(
      store: TestPageStore((0..<25).map { Repo(id: $0, name: "repo \($0)") }, strategy: .pageNumber(pageSize: 10)),
      strategy: .pageNumber(pageSize: 10),
      parameters: ()
    )
    let old: any ZeroXListModelSpelling<Repo, PageNumberPaging, Void> = model
    let viewModel = old.viewModel
    #expect(old.viewModel === viewModel)
    let items = TestScheduler.current.record(viewModel.items)
    viewModel.refresh()
    advance()
    #expect(model.items.count == 10)
    model.loadMore()
    advance()
    #expect(items.values.map(\.count) == [0, 10, 20])
    #expect(viewModel.state.items == model.items)
  }
}

/// The deprecated 0.x members, reached through a protocol so that using them is not a warning.
@MainActor
protocol ZeroXListModelSpelling<Item, Strategy, Parameters>: PagedListModel {
  init(_ viewModel: ItemsViewModel<Item, Strategy, Parameters>)
  var viewModel: ItemsViewModel<Item, Strategy, Parameters> { get }
}

extension ListModel: ZeroXListModelSpelling {}

extension ListModel {
  /// `ListModel(viewModel)`, as 0.x code wrote it.
  static func zeroX(_ viewModel: ItemsViewModel<Item, Strategy, Parameters>) -> ListModel {
    func make<Model: ZeroXListModelSpelling>(_: Model.Type) -> Model
    where Model.Item == Item, Model.Strategy == Strategy, Model.Parameters == Parameters {
      Model(viewModel)
    }
    return make(ListModel.self)
  }

  /// `model.viewModel`, as 0.x code wrote it.
  var oldViewModel: ItemsViewModel<Item, Strategy, Parameters> {
    (self as any ZeroXListModelSpelling<Item, Strategy, Parameters>).viewModel
  }
}
