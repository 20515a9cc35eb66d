// SPDX-License-Identifier: MIT

public import Foundation
public import ReactiveCore
import ReactiveListInternals

extension ObservableType {
  /// Wraps the sequence in a ``BlockingObservable`` whose operators wait for it on the calling
  /// thread, as RxBlocking's `toBlocking(timeout:)` does.
  ///
  /// For code that runs on real schedulers (dispatch queues, `URLSession`), in tests:
  ///
  /// ```swift
  /// let pages = try loader.pages().toBlocking(timeout: 2).toArray()
  /// ```
  ///
  /// > Important: The calling thread blocks until the sequence ends or the timeout passes.
  /// > Do not block the main queue (or the main actor) waiting for a sequence that needs the
  /// > main queue to make progress, such as anything observed on `MainScheduler` or a Driver:
  /// > it would wait for itself and end in a timeout (or hang, without one). Use the `async`
  /// > forms (``ReactiveCore/ObservableType/toArray(timeout:isolation:)``) from main-actor tests instead, or virtual
  /// > time with ``TestScheduler``.
  ///
  /// > Note: Synchronous Swift Testing tests run on the shared concurrency thread pool; a
  /// > blocked test holds one of its few threads until it returns, which delays other tests.
  /// > Prefer the `async` forms there, and keep timeouts short.
  ///
  /// - Parameter timeout: The most seconds to wait; `nil` waits for ever.
  /// - Returns: A blocking view of the sequence.
  public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
    BlockingObservable(source: asObservable(), timeout: timeout)
  }
}

/// A sequence whose operators subscribe, block the calling thread until the answer is known,
/// and return it: RxBlocking's shape, made by ``ReactiveCore/ObservableType/toBlocking(timeout:)``.
///
/// Each operator subscribes anew and disposes its subscription before returning. When the
/// timeout passes first, the operator throws `RxError.timeout` (``materialize()`` reports it
/// as a failure instead). `Sendable`.
public struct BlockingObservable<Element: Sendable>: Sendable {
  private let source: Observable<Element>
  private let timeout: TimeInterval?

  init(source: Observable<Element>, timeout: TimeInterval?) {
    self.source = source
    self.timeout = timeout
  }

  /// Waits for the sequence to complete and returns all its elements.
  ///
  /// ```swift
  /// let values = try Observable.of(1, 2, 3).toBlocking().toArray()  // [1, 2, 3]
  /// ```
  ///
  /// - Returns: The elements, in order.
  /// - Throws: The sequence's error, or `RxError.timeout`.
  public func toArray() throws -> [Element] {
    let outcome = run(upTo: nil)
    if let error = outcome.error { throw error }
    return outcome.elements
  }

  /// Waits for the first element, then unsubscribes.
  ///
  /// - Returns: The first element, or `nil` if the sequence completed without one.
  /// - Throws: The sequence's error, or `RxError.timeout`.
  public func first() throws -> Element? {
    let outcome = run(upTo: 1)
    if let error = outcome.error { throw error }
    return outcome.elements.first
  }

  /// Waits for the sequence to complete and returns its last element.
  ///
  /// - Returns: The last element, or `nil` if the sequence completed without one.
  /// - Throws: The sequence's error, or `RxError.timeout`.
  public func last() throws -> Element? {
    try toArray().last
  }

  /// Waits for the sequence to complete and returns its only element.
  ///
  /// Unsubscribes as soon as a second element arrives.
  ///
  /// - Returns: The only element.
  /// - Throws: `RxError.noElements` if it completed empty, `RxError.moreThanOneElement` if it
  ///   produced more, the sequence's error, or `RxError.timeout`.
  public func single() throws -> Element {
    try single { _ in true }
  }

  /// Waits for the sequence to complete and returns the only element matching `predicate`.
  ///
  /// Unsubscribes as soon as a second match arrives.
  ///
  /// - Parameter predicate: Selects the elements that count; a thrown error fails the call.
  /// - Returns: The only matching element.
  /// - Throws: `RxError.noElements` if nothing matched, `RxError.moreThanOneElement` if more
  ///   than one element matched, the error `predicate` or the sequence threw, or `RxError.timeout`.
  public func single(_ predicate: @escaping @Sendable (Element) throws -> Bool) throws -> Element {
    let outcome = source.blockingMatches(predicate).toBlocking(timeout: timeout).run(upTo: 2)
    if let error = outcome.error { throw error }
    switch outcome.elements.count {
    case 0: throw RxError.noElements
    case 1: return outcome.elements[0]
    default: throw RxError.moreThanOneElement
    }
  }

  /// Waits for the sequence to end and reports how it ended, never throwing.
  ///
  /// - Returns: `.completed(elements:)`, or `.failed(elements:error:)` with the sequence's
  ///   error or `RxError.timeout`.
  public func materialize() -> MaterializedSequenceResult<Element> {
    let outcome = run(upTo: nil)
    if let error = outcome.error { return .failed(elements: outcome.elements, error: error) }
    return .completed(elements: outcome.elements)
  }

  /// Subscribes and blocks until a terminal event, the timeout, or `limit` elements (if any).
  private func run(upTo limit: Int?) -> BlockingOutcome<Element> {
    let collector = BlockingCollector<Element>(limit: limit)
    let subscription = source.subscribe(collector)
    let finished: Bool
    if let timeout {
      finished = collector.done.wait(timeout: .now() + timeout) == .success
    } else {
      collector.done.wait()
      finished = true
    }
    subscription.dispose()
    return collector.outcome(timedOut: !finished)
  }
}

/// What a blocking operator saw: the elements, and the error that ended the sequence.
struct BlockingOutcome<Element: Sendable> {
  var elements: [Element]
  var error: (any Error)?
}

/// Collects events for ``BlockingObservable`` and signals `done` once.
private final class BlockingCollector<Element: Sendable>: ObserverType {
  private struct State {
    var elements: [Element] = []
    var error: (any Error)?
    var isFinished = false
  }

  let done = DispatchSemaphore(value: 0)
  private let state = LockedState(State())
  /// How many elements finish the collection; `nil` waits for a terminal event.
  private let limit: Int?

  init(limit: Int?) {
    self.limit = limit
  }

  func on(_ event: Event<Element>) {
    let finishes: Bool = state.withLock { state in
      guard !state.isFinished else { return false }
      switch event {
      case .next(let element):
        state.elements.append(element)
        state.isFinished = state.elements.count == limit
      case .error(let error):
        state.error = error
        state.isFinished = true
      case .completed:
        state.isFinished = true
      }
      return state.isFinished
    }
    if finishes { done.signal() }
  }

  /// The outcome; a timeout counts as `RxError.timeout` unless the sequence finished meanwhile.
  func outcome(timedOut: Bool) -> BlockingOutcome<Element> {
    state.withLock { state in
      if timedOut && !state.isFinished {
        state.isFinished = true
        return BlockingOutcome(elements: state.elements, error: RxError.timeout)
      }
      return BlockingOutcome(elements: state.elements, error: state.error)
    }
  }
}

extension Observable {
  /// Elements for which `predicate` is true; a thrown error becomes `.error`.
  fileprivate func blockingMatches(
    _ predicate: @escaping @Sendable (Element) throws -> Bool
  ) -> Observable<Element> {
    Observable.create { observer in
      subscribe { event in
        switch event {
        case .next(let element):
          do {
            if try predicate(element) { observer.onNext(element) }
          } catch {
            observer.onError(error)
          }
        case .error, .completed:
          observer.on(event)
        }
      }
    }
  }
}
