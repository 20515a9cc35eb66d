// SPDX-License-Identifier: MIT

import ReactiveListInternals

extension ObservableType {
  /// This sequence as a ``Single``: its only element, or an error.
  ///
  /// The single succeeds when the sequence completes after exactly one element. It fails with
  /// ``RxError/noElements`` if the sequence completes empty, with
  /// ``RxError/moreThanOneElement`` as soon as a second element arrives (and unsubscribes), and
  /// with the sequence's own error if it fails.
  ///
  /// - Returns: A single of the sequence's only element.
  public func asSingle() -> Single<Element> {
    let source = asObservable()
    return Single(
      unchecked: Observable.create { observer in
        source.subscribe(AsSingleObserver(observer: observer))
      }
    )
  }
}

/// Holds the first element until completion; fails on a second one.
private final class AsSingleObserver<Element: Sendable>: ObserverType {
  private let observer: AnyObserver<Element>
  private let element = LockedState<Element?>(nil)

  init(observer: AnyObserver<Element>) {
    self.observer = observer
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let next):
      let isSecond: Bool = element.withLock { element in
        if element != nil { return true }
        element = next
        return false
      }
      if isSecond { observer.onError(RxError.moreThanOneElement) }
    case .error:
      observer.on(event)
    case .completed:
      guard let only = element.withLock({ $0 }) else { return observer.onError(RxError.noElements) }
      observer.onNext(only)
      observer.onCompleted()
    }
  }
}
