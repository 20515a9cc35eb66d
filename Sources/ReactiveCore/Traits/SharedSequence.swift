// SPDX-License-Identifier: MIT

/// How a ``SharedSequence`` shares one subscription of its source among its subscribers.
///
/// ``DriverSharingStrategy`` replays the latest element to late subscribers;
/// ``SignalSharingStrategy`` replays nothing.
public protocol SharingStrategyProtocol: Sendable {
  /// Returns `source` shared among all subscribers, the way this strategy shares.
  ///
  /// - Parameter source: The sequence to share.
  /// - Returns: The shared sequence.
  static func share<Element: Sendable>(_ source: Observable<Element>) -> Observable<Element>
}

/// The sharing of ``Driver``: one subscription while anyone is subscribed, replaying the latest
/// element to every new subscriber.
public enum DriverSharingStrategy: SharingStrategyProtocol {
  /// Shares `source` with a replay of one element, while connected.
  ///
  /// - Parameter source: The sequence to share.
  /// - Returns: The shared sequence.
  public static func share<Element: Sendable>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

/// The sharing of ``Signal``: one subscription while anyone is subscribed, replaying nothing.
public enum SignalSharingStrategy: SharingStrategyProtocol {
  /// Shares `source` without replay, while connected.
  ///
  /// - Parameter source: The sequence to share.
  /// - Returns: The shared sequence.
  public static func share<Element: Sendable>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 0, scope: .whileConnected)
  }
}

/// A sequence for UI bindings: it never fails, delivers on one scheduler, and shares its work.
///
/// Use the aliases ``Driver`` (replays the latest element: state) and ``Signal`` (no replay:
/// one-shot events). The scheduler is `SharingScheduler.make()` read when the sequence is
/// *created*: the main scheduler in production, or the scheduler a test installed with
/// ``SharingScheduler/withScheduler(_:_:)`` for its task. Operators on a shared sequence keep
/// the scheduler of the sequence they are applied to.
///
/// A shared sequence is a `Sendable` value; copies share nothing until subscribed.
///
/// > Important: The main-actor contract. The closures of `drive(onNext:onCompleted:onDisposed:)`
/// > and `emit(onNext:onCompleted:onDisposed:)` are `@MainActor`: a `@MainActor` view model or
/// > view can touch its own state in them, with no hop or `assumeIsolated` of its own. They are
/// > called on the main actor synchronously, where the sequence delivers. In production that is
/// > the main queue. Under a test scheduler delivery happens wherever the test scheduler runs
/// > its actions, so a test that drives main-actor closures must itself be `@MainActor` and
/// > advance the scheduler there. A delivery that arrives off the main actor traps with a
/// > message naming this rule. `onDisposed` is the exception: it runs inline when disposal
/// > happens on the main actor and is enqueued on the main queue otherwise.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element: Sendable>: Sendable {
  /// The shared, already scheduled, never-failing source.
  private let source: Observable<Element>

  /// The scheduler this sequence delivers on (captured when the first sequence of the chain was
  /// created).
  let scheduler: any SchedulerType

  /// Wraps `source`, which must never fail and must deliver on `scheduler`, sharing it.
  init(_ source: Observable<Element>, scheduler: any SchedulerType) {
    self.source = SharingStrategy.share(source)
    self.scheduler = scheduler
  }

  /// This sequence as an observable (shared, never failing, delivering on its scheduler).
  ///
  /// - Returns: The underlying observable.
  public func asObservable() -> Observable<Element> {
    source
  }

  /// Returns `self`.
  ///
  /// - Returns: This shared sequence.
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
    self
  }

  /// A shared sequence that produces `element` on the sharing scheduler, then completes.
  ///
  /// - Parameter element: The element to produce.
  /// - Returns: The shared sequence.
  public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    of(element)
  }

  /// A shared sequence that produces `elements` in order on the sharing scheduler, then
  /// completes.
  ///
  /// - Parameter elements: The elements to produce.
  /// - Returns: The shared sequence.
  public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    let scheduler = SharingScheduler.make()
    let source = Observable<Element>.create { observer in
      for element in elements { observer.onNext(element) }
      observer.onCompleted()
      return Disposables.create()
    }
    return SharedSequence(source.observe(on: scheduler), scheduler: scheduler)
  }

  /// A shared sequence that completes on the sharing scheduler without elements.
  ///
  /// - Returns: The shared sequence.
  public static func empty() -> SharedSequence<SharingStrategy, Element> {
    of()
  }

  /// A shared sequence that never produces anything.
  ///
  /// - Returns: The shared sequence.
  public static func never() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.create { _ in Disposables.create() }, scheduler: SharingScheduler.make())
  }
}

/// A never-failing, shared sequence of state for UI bindings: it delivers on the main scheduler
/// (or the task's test scheduler) and replays its latest element to new subscribers.
///
/// ```swift
/// let title: Driver<String> = repository.name.asDriver(onErrorJustReturn: "")
/// title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
/// ```
///
/// See ``SharedSequence`` for the scheduler rules and the main-actor contract of
/// `drive(onNext:onCompleted:onDisposed:)`.
public typealias Driver<Element: Sendable> = SharedSequence<DriverSharingStrategy, Element>

/// A never-failing, shared sequence of one-shot UI events (taps, messages, routes): it delivers
/// on the main scheduler (or the task's test scheduler) and replays nothing.
///
/// ```swift
/// let message: Signal<String> = failures.asSignal(onErrorJustReturn: "Something went wrong")
/// message.emit(onNext: { [weak self] in self?.show($0) }).disposed(by: disposeBag)
/// ```
///
/// See ``SharedSequence`` for the scheduler rules and the main-actor contract of
/// `emit(onNext:onCompleted:onDisposed:)`.
public typealias Signal<Element: Sendable> = SharedSequence<SignalSharingStrategy, Element>

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
  /// Returns `self`.
  ///
  /// - Returns: This driver.
  public func asDriver() -> Driver<Element> {
    self
  }

  /// This driver as a signal: the same events, without replay to new subscribers.
  ///
  /// - Returns: A signal on the same scheduler.
  public func asSignal() -> Signal<Element> {
    Signal(asObservable(), scheduler: scheduler)
  }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
  /// Returns `self`.
  ///
  /// - Returns: This signal.
  public func asSignal() -> Signal<Element> {
    self
  }
}
