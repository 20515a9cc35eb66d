// SPDX-License-Identifier: MIT

/// What `drive(_:)` and `emit(to:)` do, for drivers and signals alike.
extension SharedSequence {
  /// Sends every event to each of `observers`, in order.
  func forward<Observer: ObserverType>(to observers: [Observer]) -> any Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sends every event, its element made optional, to each of `observers`, in order.
  func forwardOptional<Observer: ObserverType>(to observers: [Observer]) -> any Disposable
  where Observer.Element == Element? {
    asObservable().subscribe { event in
      let optional = event.map { Optional($0) }
      for observer in observers { observer.on(optional) }
    }
  }

  /// Passes every element to each of `accepts` (relays' `accept`), in order.
  func accept(into accepts: [@Sendable (Element) -> Void]) -> any Disposable {
    asObservable().subscribe(onNext: { element in
      for accept in accepts { accept(element) }
    })
  }
}
