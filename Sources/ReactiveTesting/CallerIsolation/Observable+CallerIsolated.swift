// SPDX-License-Identifier: MIT

public import ReactiveCore

// The RxTest-style twins of ReactiveCore's closure-taking entry points. ReactiveCore's versions
// take `@Sendable` closures, because in production events arrive on any thread; these take
// closures isolated to the caller, so a test can count subscriptions in a local `var` or append
// to a local array as RxSwift tests do. ReactiveCore marks its versions as the disfavoured
// overloads, so in a file that imports ReactiveTesting a closure literal picks these. Each call
// is checked: it runs only in the isolation the closure was written in (see `CallerIsolation`).
// Each forwards to ReactiveCore's version, named in full so the call cannot pick itself again.

extension Observable {
  /// Creates an observable from a subscribe function that may use the test's local state.
  ///
  /// The test twin of ReactiveCore's `Observable.create(_:)`: the same behaviour, but
  /// `subscribe` is isolated to the caller instead of `@Sendable`, so RxTest code that counts
  /// subscriptions in a local `var` compiles unchanged:
  ///
  /// ```swift
  /// var subscriptions = 0
  /// let xs = Observable<Int>.create { observer in
  ///   subscriptions += 1
  ///   observer.onNext(subscriptions)
  ///   return Disposables.create()
  /// }
  /// ```
  ///
  /// > Important: `subscribe` runs only in the isolation it was written in: on the test's actor
  /// > (a `@MainActor` test), or on the thread of a nonisolated test. A subscription from
  /// > anywhere else traps with a message; drive the test scheduler from the test itself.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, captured automatically.
  ///   - subscribe: Starts producing events for one observer.
  /// - Returns: The observable sequence.
  public static func create(
    isolation: isolated (any Actor)? = #isolation,
    _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
  ) -> Observable<Element> {
    let body = IsolatedClosure("Observable.create", isolation: isolation, subscribe)
    return Observable.create(_:)({ observer in body.call(observer) })
  }

  /// Creates an observable that calls `observableFactory` for each subscriber; the factory may
  /// use the test's local state.
  ///
  /// The test twin of ReactiveCore's `Observable.deferred(_:)`, with the isolation rule of
  /// ``create(isolation:_:)``.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, captured automatically.
  ///   - observableFactory: Called once per subscription; if it throws, that subscriber
  ///     receives the error.
  /// - Returns: A sequence that behaves like the one the factory returns.
  public static func deferred(
    isolation: isolated (any Actor)? = #isolation,
    _ observableFactory: @escaping () throws -> Observable<Element>
  ) -> Observable<Element> {
    let body = IsolatedClosure("Observable.deferred", isolation: isolation) { (_: Void) throws in
      try observableFactory()
    }
    return Observable.deferred(_:)({ try body.call(()) })
  }
}

extension ObservableType {
  /// Subscribes closures that may use the test's local state to the events of the sequence.
  ///
  /// The test twin of ReactiveCore's `subscribe(onNext:onError:onCompleted:onDisposed:)`, so
  /// that `xs.subscribe(onNext: { values.append($0) })` compiles in a `@MainActor` test. The
  /// closures run only in the isolation they were written in (see `Observable.create(isolation:_:)`).
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, captured automatically.
  ///   - onNext: Called with each element.
  ///   - onError: Called once if the sequence fails.
  ///   - onCompleted: Called once if the sequence completes.
  ///   - onDisposed: Called once when the subscription ends for any reason.
  /// - Returns: A disposable that cancels the subscription.
  public func subscribe(
    isolation: isolated (any Actor)? = #isolation,
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let api = "subscribe(onNext:onError:onCompleted:onDisposed:)"
    return subscribe(onNext:onError:onCompleted:onDisposed:)(
      isolatedHandler(api, isolation, onNext),
      isolatedHandler(api, isolation, onError),
      isolatedVoid(api, isolation, onCompleted),
      isolatedVoid(api, isolation, onDisposed)
    )
  }

  /// Subscribes an element handler that may use the test's local state, treating an error as a
  /// programmer error.
  ///
  /// The test twin of ReactiveCore's `bind(onNext:)`, with the isolation rule of
  /// `Observable.create(isolation:_:)`.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, captured automatically.
  ///   - onNext: Called with each element.
  /// - Returns: A disposable that ends the binding.
  public func bind(
    isolation: isolated (any Actor)? = #isolation,
    onNext: @escaping (Element) -> Void
  ) -> any Disposable {
    let next = IsolatedClosure("bind(onNext:)", isolation: isolation, onNext)
    return bind(onNext:)({ next.call($0) })
  }

  /// Runs side effects that may use the test's local state for each event of the sequence.
  ///
  /// The test twin of ReactiveCore's `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`,
  /// so that `xs.do(onNext: { _ in count += 1 })` compiles in a test. The closures run only in
  /// the isolation they were written in (see `Observable.create(isolation:_:)`).
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, captured automatically.
  ///   - onNext: Runs with each element before it is forwarded.
  ///   - afterNext: Runs with each element after it was forwarded.
  ///   - onError: Runs with the failure before it is forwarded.
  ///   - afterError: Runs with the failure after it was forwarded.
  ///   - onCompleted: Runs before the completion is forwarded.
  ///   - afterCompleted: Runs after the completion was forwarded.
  ///   - onSubscribe: Runs before the source is subscribed.
  ///   - onSubscribed: Runs after the source was subscribed.
  ///   - onDispose: Runs once when the subscription ends.
  /// - Returns: The source sequence, with the side effects attached.
  public func `do`(
    isolation: isolated (any Actor)? = #isolation,
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((any Error) throws -> Void)? = nil,
    afterError: ((any Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    let api = "do(onNext:...)"
    return self.do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)(
      isolatedThrowing(api, isolation, onNext),
      isolatedThrowing(api, isolation, afterNext),
      isolatedThrowing(api, isolation, onError),
      isolatedThrowing(api, isolation, afterError),
      isolatedThrowing(api, isolation, onCompleted.map { handler in { (_: Void) throws in try handler() } })
        .map { handler in { try handler(()) } },
      isolatedThrowing(api, isolation, afterCompleted.map { handler in { (_: Void) throws in try handler() } })
        .map { handler in { try handler(()) } },
      isolatedVoid(api, isolation, onSubscribe),
      isolatedVoid(api, isolation, onSubscribed),
      isolatedVoid(api, isolation, onDispose)
    )
  }

  /// Continues with the sequence `handler` returns when this one fails; the handler may use
  /// the test's local state.
  ///
  /// The test twin of ReactiveCore's `catch(_:)`, with the isolation rule of
  /// `Observable.create(isolation:_:)`.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, captured automatically.
  ///   - handler: Chooses the sequence to continue with, given the failure.
  /// - Returns: The source sequence, continued by the handler's sequence after a failure.
  public func `catch`(
    isolation: isolated (any Actor)? = #isolation,
    _ handler: @escaping (any Error) throws -> Observable<Element>
  ) -> Observable<Element> {
    let body = IsolatedClosure("catch(_:)", isolation: isolation, handler)
    return self.catch(_:)({ try body.call($0) })
  }
}

extension Single {
  /// Creates a single from a subscribe function that may use the test's local state.
  ///
  /// The test twin of ReactiveCore's `Single.create(subscribe:)`, with the isolation rule of
  /// `Observable.create(isolation:_:)`; `subscribe` still reports its result through a
  /// `@Sendable` function, which may be called from anywhere.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, captured automatically.
  ///   - subscribe: Starts the work for one subscriber.
  /// - Returns: The single.
  public static func create(
    isolation: isolated (any Actor)? = #isolation,
    subscribe: @escaping (@escaping @Sendable (SingleEvent<Element>) -> Void) -> any Disposable
  ) -> Single<Element> {
    let body = IsolatedClosure("Single.create", isolation: isolation, subscribe)
    return Single.create(subscribe:)({ body.call($0) })
  }
}

/// `handler`, if any, as a `@Sendable` function that checks its isolation before each call.
private func isolatedThrowing<Input>(
  _ api: String,
  _ isolation: (any Actor)?,
  _ handler: ((Input) throws -> Void)?
) -> (@Sendable (Input) throws -> Void)? {
  guard let handler else { return nil }
  let box = IsolatedClosure(api, isolation: isolation, handler)
  return { try box.call($0) }
}

/// `handler`, if any, as a `@Sendable` function that checks its isolation before each call.
private func isolatedHandler<Input>(
  _ api: String,
  _ isolation: (any Actor)?,
  _ handler: ((Input) -> Void)?
) -> (@Sendable (Input) -> Void)? {
  guard let handler else { return nil }
  let box = IsolatedClosure(api, isolation: isolation, handler)
  return { box.call($0) }
}

/// `handler`, if any, as a `@Sendable` function that checks its isolation before each call.
private func isolatedVoid(_ api: String, _ isolation: (any Actor)?, _ handler: (() -> Void)?) -> (@Sendable () -> Void)?
{
  guard let handler else { return nil }
  let box = IsolatedClosure(api, isolation: isolation) { (_: Void) in handler() }
  return { box.call(()) }
}
