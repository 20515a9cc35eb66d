// SPDX-License-Identifier: MIT

import Dispatch
import ListPaging
import ListViewModels
import ReactiveCore
import TestSupport
import Testing

/// Many view models whose store results complete on many threads at once, while inputs keep
/// arriving on the main actor: no item is ever lost or shown twice, and each list ends complete.
@Suite struct ItemsViewModelStressTests {
  struct Row: Identifiable, Equatable, Sendable {
    let id: Int
  }

  /// Page `n` holds ids `(n - 1) * pageSize ..< min(n * pageSize, total)`, answered from a global
  /// queue (any thread); every tenth answer of a page is a failure, to exercise retry.
  final class ThreadedStore: ItemsStore {
    typealias Item = Row
    typealias Request = PageNumberPaging.Request
    typealias Parameters = Int

    let total: Int
    private let answers = LockedBox(0)
    /// Told after every answer (stale ones included), so the test can wait for answers without
    /// spinning on the main actor.
    private let answered: AsyncStream<Void>.Continuation

    init(total: Int, answered: AsyncStream<Void>.Continuation) {
      self.total = total
      self.answered = answered
    }

    func page(for request: Request, parameters: Int) -> Single<Page<Row>> {
      let total = total
      let answers = answers
      let answered = answered
      return Single.create { single in
        DispatchQueue.global().async {
          let count = answers.withLock { count -> Int in
            count += 1
            return count
          }
          // The answer reaches the view model through the main queue; the test resumes after it.
          defer { answered.yield() }
          if count % 10 == 0 {
            single(.failure(StressFailure()))
            return
          }
          let start = (request.page - 1) * request.pageSize
          single(.success(Page(items: (start..<min(start + request.pageSize, total)).map(Row.init(id:)))))
        }
        return Disposables.create()
      }
    }
  }

  struct StressFailure: Error {}

  /// The ids on screen are always `0..<n`: a prefix of the list, each id once.
  @MainActor static func checkPrefix(_ viewModel: ItemsViewModel<Row, PageNumberPaging, Int>) -> Bool {
    viewModel.currentItems.map(\.id) == Array(0..<viewModel.currentItems.count)
  }

  @MainActor @Test func resultsFromManyThreadsWhileInputsKeepArriving() async throws {
    let total = 95
    let viewModelCount = 8
    let rounds = StressScale.count(400)
    var random = SeededGenerator(seed: 15)
    let (answered, answer) = AsyncStream.makeStream(of: Void.self)
    let viewModels = (0..<viewModelCount).map { _ in
      ItemsViewModel(
        store: ThreadedStore(total: total, answered: answer),
        strategy: PageNumberPaging(pageSize: 10),
        parameters: 0
      )
    }
    for viewModel in viewModels { viewModel.refresh() }
    for _ in 0..<rounds {
      for viewModel in viewModels {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: viewModel.refresh()
        case 1: viewModel.retry()
        case 2...5: viewModel.loadMore()
        default:
          let count = viewModel.currentItems.count
          if count > 0 { viewModel.itemAppeared(at: Int.random(in: 0..<count, using: &random)) }
        }
        #expect(Self.checkPrefix(viewModel), "lost or duplicated: \(viewModel.currentItems.map(\.id))")
      }
      await Task.yield()
    }
    // Drive every list to its end, one at a time, waiting for answers (which keep arriving from
    // other threads, stale ones included) rather than spinning the main actor.
    var iterator = answered.makeAsyncIterator()
    for viewModel in viewModels {
      var steps = 0
      while viewModel.currentItems.count < total || !viewModel.state.isSettled, steps < 10_000 {
        steps += 1
        if viewModel.state.isSettled {
          viewModel.retry()
          viewModel.loadMore()
        }
        if viewModel.state.isSettled {
          await Task.yield()
        } else {
          _ = await iterator.next()
        }
        #expect(Self.checkPrefix(viewModel), "lost or duplicated: \(viewModel.currentItems.map(\.id))")
      }
    }
    for viewModel in viewModels {
      #expect(viewModel.currentItems.map(\.id) == Array(0..<total))
    }
  }
}
