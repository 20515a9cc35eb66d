// SPDX-License-Identifier: MIT

import ReactiveListInternals

extension Observable {
  /// Merges several sequences into one: every element of every source, as it arrives.
  ///
  /// All sources are subscribed at once. The result fails as soon as one source fails, and
  /// completes when every source has completed (at once if there are no sources).
  ///
  /// ```swift
  /// let merged = Observable.merge(taps, pulls)
  /// // taps:   --1-----3--|
  /// // pulls:  -----2-----|
  /// // merged: --1--2--3--|
  /// ```
  ///
  /// Sources may deliver on different threads at the same time; the merged events still
  /// reach the observer one at a time.
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: A sequence with the elements of all sources.
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }

  /// Merges an array of sequences into one: every element of every source, as it arrives.
  ///
  /// All sources are subscribed at once. The result fails as soon as one source fails, and
  /// completes when every source has completed (at once for an empty array).
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: A sequence with the elements of all sources.
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable { observer in
      let sink = MergeSink(observer: observer)
      for source in sources { sink.subscribeInner(source) }
      sink.outerCompleted()
      return sink
    }
  }

  /// Merges a collection of sequences into one: every element of every source, as it arrives.
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: A sequence with the elements of all sources.
  public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    merge(Array(sources))
  }
}

extension ObservableType where Element: ObservableType {
  /// Flattens a sequence of sequences by merging every inner sequence as it arrives.
  ///
  /// Each inner sequence is subscribed when the outer sequence emits it. The result fails as
  /// soon as the outer or any inner sequence fails, and completes once the outer sequence and
  /// every inner sequence have completed.
  ///
  /// - Returns: A sequence with the elements of all inner sequences.
  public func merge() -> Observable<Element.Element> {
    let outer = self.asObservable()
    return Observable<Element.Element> { observer in
      let sink = MergeSink(observer: observer)
      let outerSubscription = SingleAssignmentDisposable()
      sink.attachOuter(outerSubscription)
      outerSubscription.setDisposable(
        outer.subscribeUnguarded(
          AnyObserver<Element> { event in
            switch event {
            case .next(let inner): sink.subscribeInner(inner.asObservable())
            case .error(let error): sink.forward(.error(error))
            case .completed:
              outerSubscription.dispose()
              sink.outerCompleted()
            }
          }
        )
      )
      return sink
    }
  }
}

/// Merges inner sequences into one observer, one event at a time.
private final class MergeSink<Observer: ObserverType>: Disposable {
  typealias Element = Observer.Element

  private struct State: GatedState {
    var gate = DeliveryGate<Element>()
    var activeCount = 0
    var isOuterDone = false
  }

  private let observer: Observer
  private let state = LockedState(State())
  private let group = CompositeDisposable()
  private let resource = ResourceToken()

  init(observer: Observer) {
    self.observer = observer
  }

  func attachOuter(_ subscription: any Disposable) {
    group.insert(subscription)
  }

  func subscribeInner(_ inner: Observable<Element>) {
    let accepted = state.withLock { state -> Bool in
      guard !state.gate.isTerminated else { return false }
      state.activeCount += 1
      return true
    }
    guard accepted else { return }
    let subscription = SingleAssignmentDisposable()
    guard let key = group.insert(subscription) else { return }
    subscription.setDisposable(
      inner.subscribeUnguarded(
        AnyObserver<Element> { [self] event in
          switch event {
          case .next: forward(event)
          case .error: forward(event)
          case .completed:
            group.remove(for: key)
            innerCompleted()
          }
        }
      )
    )
  }

  func outerCompleted() {
    let event = state.withLock { state -> Event<Element>? in
      state.isOuterDone = true
      return state.activeCount == 0 ? state.gate.accept(.completed) : nil
    }
    deliver(event)
  }

  func forward(_ event: Event<Element>) {
    deliver(state.withLock { $0.gate.accept(event) })
  }

  private func innerCompleted() {
    let event = state.withLock { state -> Event<Element>? in
      state.activeCount -= 1
      return state.activeCount == 0 && state.isOuterDone ? state.gate.accept(.completed) : nil
    }
    deliver(event)
  }

  private func deliver(_ event: Event<Element>?) {
    state.drain(event) { event in
      observer.on(event)
      if event.isStopEvent { group.dispose() }
    }
  }

  func dispose() {
    state.withLock { $0.gate.terminate() }
    group.dispose()
  }
}
