// SPDX-License-Identifier: MIT

public import ReactiveCore
import ReactiveListInternals

/// A server for the actions of a test (star, watch, delete): it answers each action request on a
/// ``TestScheduler``'s clock, after a latency, with the server's version of the item or a failure
/// you choose by number, and records every request it got. It is to action requests what
/// ``TestPageStore`` is to pages.
///
/// ```swift
/// @MainActor @Test(.virtualTime) func aStarFailsAndRollsBack() {
///   let server = TestActionServer<Repo>(latency: 2, failures: [1: APIError.timeout])
///   viewModel.perform(.update({ $0.isStarred = true }, single: server.request), on: 7)
///   // tick 0: shown starred; tick 2: the request fails, the star is rolled back
///   #expect(server.requests.map(\.id) == [7])
/// }
/// ```
///
/// - ``request(_:)`` is an action's request (`ItemAction.update(_:single:)`): it records the item it
///   was sent (the changed item) and answers ``latency`` ticks later, at that tick exactly, with
///   what the initialiser's `answer:` closure returns (by default the item as sent: the server
///   confirms the change).
/// - ``remove(_:)`` is a delete's request (`ItemAction.delete(single:)`).
/// - Request numbers count from 1, in the order the requests arrived, ``remove(_:)`` included; a
///   request whose number is in ``failures`` fails with that error instead.
/// - Disposing the request cancels its answer; the request stays in ``requests``.
///
/// `Sendable`: its state is behind a lock, so its methods can be passed as the `@MainActor
/// @Sendable` request closures of an `ItemAction`, and a test may change ``failures`` between
/// steps.
public final class TestActionServer<Item: Sendable>: Sendable {
  private struct State: Sendable {
    var requests: [Item] = []
    var failures: [Int: any Error]
  }

  private let state: LockedState<State>
  private let scheduler: TestScheduler
  private let answer: @Sendable (Item) throws -> Item?

  /// The number of ticks between a request and its answer.
  public let latency: TestTime

  /// Creates a server that answers on `scheduler`'s clock.
  ///
  /// - Parameters:
  ///   - scheduler: The clock to answer on. Default: ``TestScheduler/current``, the test's clock
  ///     under `.virtualTime`.
  ///   - latency: Ticks between a request and its answer. Default: 1.
  ///   - failures: Requests to fail, by number (from 1, in the order they arrive).
  ///   - answer: The server's version of the item it was sent; a thrown error fails the request.
  ///     Default: the item as sent (the server confirms the change).
  public init(
    scheduler: TestScheduler = .current,
    latency: TestTime = 1,
    failures: [Int: any Error] = [:],
    answer: @escaping @Sendable (Item) throws -> Item? = { $0 }
  ) {
    self.state = LockedState(State(failures: failures))
    self.scheduler = scheduler
    self.latency = latency
    self.answer = answer
  }

  /// Requests to fail, by number (counted from 1 in the order they arrived).
  public var failures: [Int: any Error] {
    get { state.withLock { $0.failures } }
    set { state.withLock { $0.failures = newValue } }
  }

  /// Every item a request was sent with, in order (cancelled requests included).
  public var requests: [Item] {
    state.withLock { $0.requests }
  }

  /// An update's request: records `item` and answers ``latency`` ticks later with the server's
  /// version of it, or with the failure chosen for this request's number.
  ///
  /// Pass it as it is: `.update({ $0.isStarred.toggle() }, single: server.request)`.
  ///
  /// - Parameter item: The changed item the action sends.
  /// - Returns: The answer, on the test clock.
  @MainActor public func request(_ item: Item) -> Single<Item?> {
    let failure = record(item)
    let result: Result<Item?, any Error> = failure.map { .failure($0) } ?? Result { try answer(item) }
    return deliver(result)
  }

  /// A delete's request: records `item` and answers ``latency`` ticks later, or fails with the
  /// failure chosen for this request's number.
  ///
  /// Pass it as it is: `.delete(single: server.remove)`.
  ///
  /// - Parameter item: The item to delete.
  /// - Returns: The answer, on the test clock.
  @MainActor public func remove(_ item: Item) -> Single<Void> {
    let failure = record(item)
    return deliver(failure.map { .failure($0) } ?? .success(()))
  }

  /// Records a request and returns the failure chosen for its number, if any.
  private func record(_ item: Item) -> (any Error)? {
    state.withLock { state in
      state.requests.append(item)
      return state.failures[state.requests.count]
    }
  }

  private func deliver<Value: Sendable>(_ result: Result<Value, any Error>) -> Single<Value> {
    let (scheduler, latency) = (scheduler, latency)
    return Single.create { deliver in
      scheduler.scheduleRelativeVirtual(latency) { deliver(result) }
    }
  }
}
