// SPDX-License-Identifier: MIT

import Foundation
public import ReactiveCore
import ReactiveListInternals

/// The story of a screen: several outputs recorded into one list of lines, in the order their
/// events arrived, each line stamped with the virtual tick.
///
/// Recording outputs one by one checks each in isolation; an event log checks how they
/// interleave, which is what a user sees:
///
/// ```swift
/// let log = EventLog(scheduler)
/// log.record("cover", output.pageState)
/// log.record("footer", output.refreshStatus.map(\.footer))
/// log.record("route", output.route)
/// scheduler.scheduleAt(10) { refresh.accept(()) }
/// scheduler.scheduleAt(20) { select.accept(0) }
/// scheduler.start()
/// #expect(log.lines == [
///   "0 cover: loading", "0 footer: hidden",
///   "15 cover: content", "15 footer: idle",
///   "20 route: detail(Article 1)",
/// ])
/// ```
///
/// ## Line format
///
/// Each line reads `"<tick> <name>: <value>"`:
///
/// | Event | Line |
/// | --- | --- |
/// | an element | `"15 footer: idle"`: the element's `description` |
/// | a string | `"25 message: Offline"`: the string itself, without quotes |
/// | up to 3 elements of a collection | `"15 rows: [\"a\", \"b\"]"`, as Swift prints the collection |
/// | more than 3 | `"15 rows: [a, …, z] (25)"`: first and last element and the count |
/// | an error | `"25 page: error(Offline)"`: the error's description |
/// | completion | `"30 page: completed"` |
/// | a `Single`'s success | two lines at the same tick: `"5 page: 10"` then `"5 page: completed"` |
///
/// An item type registered with `describe(_:by:)` is written by its closure wherever it
/// appears: alone, as a collection's element, as an enum case's payload (`"detail(Article 1)"`)
/// or inside an optional.
///
/// ## Exhaustive logs
///
/// `EventLog(scheduler, exhaustive: true)` fails the test when it ends with lines that no
/// assertion read: reading ``lines`` reads every line so far, ``lines(of:)`` that output's
/// lines, and ``skipUnasserted()`` marks every line so far as read. The `.virtualTime` trait
/// checks when the test returns; without it, call ``finish()``. The failure names the first
/// unread line.
///
/// Subscriptions start at once and end with the scheduler's ``TestScheduler/disposeRecordings()``
/// (called by the `.virtualTime` trait when the test returns). Thread-safe.
public final class EventLog: Sendable {
  private struct State {
    var lines: [String] = []
    /// Whether each line was read by an assertion (exhaustive logs only).
    var asserted: [Bool] = []
    var describers: [ObjectIdentifier: @Sendable (Any) -> String] = [:]
  }

  private let scheduler: TestScheduler
  private let state = LockedState(State())
  /// Whether the log fails the test when it ends with lines no assertion read.
  public let isExhaustive: Bool

  /// Creates an empty log that stamps lines with `scheduler`'s clock.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler whose ``TestScheduler/clock`` stamps each line.
  ///   - exhaustive: Whether the test fails when it ends with lines no assertion read
  ///     (see "Exhaustive logs" above).
  public init(_ scheduler: TestScheduler, exhaustive: Bool = false) {
    self.scheduler = scheduler
    self.isExhaustive = exhaustive
    if exhaustive {
      // The scheduler keeps the log until the test ends (`finishTest()` drops its checks).
      let check: @Sendable () -> Void = { [self] in finish() }
      scheduler.endOfTestChecks.withLock { $0.append(check) }
    }
  }

  /// The lines recorded so far, in arrival order. In an exhaustive log, reading them marks
  /// them as asserted.
  public var lines: [String] {
    state.withLock { state in
      state.asserted = Array(repeating: true, count: state.lines.count)
      return state.lines
    }
  }

  /// The lines recorded so far under `name`, without the name: `"<tick> <value>"`. In an
  /// exhaustive log, reading them marks them as asserted.
  ///
  /// - Parameter name: The name an output was recorded under.
  /// - Returns: That output's lines.
  public func lines(of name: String) -> [String] {
    let prefix = " \(name): "
    return state.withLock { state in
      var result: [String] = []
      for (index, line) in state.lines.enumerated() {
        guard let range = line.range(of: prefix) else { continue }
        state.asserted[index] = true
        result.append(line[..<range.lowerBound] + " " + line[range.upperBound...])
      }
      return result
    }
  }

  /// Marks every line recorded so far as asserted, so an exhaustive log does not fail for them.
  public func skipUnasserted() {
    state.withLock { state in
      state.asserted = Array(repeating: true, count: state.lines.count)
    }
  }

  /// In an exhaustive log, fails the test if a line was never asserted, naming the first one,
  /// then marks every line as asserted. Does nothing in a log that is not exhaustive.
  ///
  /// The `.virtualTime` trait calls it when the test returns.
  public func finish() {
    guard isExhaustive else { return }
    let unasserted = state.withLock { state in
      defer { state.asserted = Array(repeating: true, count: state.lines.count) }
      return zip(state.lines, state.asserted).filter { !$0.1 }.map(\.0)
    }
    guard let first = unasserted.first else { return }
    let count = unasserted.count == 1 ? "1 line was" : "\(unasserted.count) lines were"
    reportTestIssue("EventLog (exhaustive): \(count) never asserted; the first: \"\(first)\"")
  }

  /// Writes every `Item` in lines through `describe`, instead of the item's whole description:
  /// alone, in a collection, as an enum case's payload, or in an optional.
  ///
  /// ```swift
  /// log.describe(Article.self) { $0.title }
  /// log.record("route", output.route)  // "20 route: detail(Article 1)"
  /// ```
  ///
  /// Register before recording: lines already written keep their text.
  ///
  /// - Parameters:
  ///   - type: The item type.
  ///   - describe: The text of one item.
  public func describe<Item>(_ type: Item.Type, by describe: @escaping @Sendable (Item) -> String) {
    state.withLock { state in
      state.describers[ObjectIdentifier(type)] = { value in describe(value as! Item) }  // keyed by Item's type
    }
  }

  /// Writes every `Item` in lines as the value at `keyPath`.
  ///
  /// ```swift
  /// log.describe(Article.self, by: \.title)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The item type.
  ///   - keyPath: The property that names an item.
  public func describe<Item, Name>(_ type: Item.Type, by keyPath: any KeyPath<Item, Name> & Sendable) {
    describe(type) { item in String(describing: item[keyPath: keyPath]) }
  }

  /// Records every `Driver`, `Signal`, `Single` and `Observable` stored in `outputs`, each under
  /// its property name, in declaration order, starting now.
  ///
  /// One call records a whole `Output` struct of a `ViewModelType`:
  ///
  /// ```swift
  /// let output = viewModel.transform(input: input)
  /// log.record(outputsOf: output)  // "rows", "cover", "footer", "message", "openArticle"
  /// log.record(outputsOf: output, skipping: ["cover"])  // all but the cover
  /// log.record(outputsOf: output, only: ["rows", "footer"])
  /// ```
  ///
  /// Stored properties of other types are skipped. To record one output as a projection,
  /// skip it here and record it with `record(_:_:as:)`.
  ///
  /// - Parameters:
  ///   - outputs: A value whose stored properties are the outputs to record.
  ///   - only: The names to record; `nil` records every output.
  ///   - skipping: Names not to record.
  public func record<Outputs>(outputsOf outputs: Outputs, only: Set<String>? = nil, skipping: Set<String> = []) {
    for child in Mirror(reflecting: outputs).children {
      guard let name = child.label, let output = child.value as? any LogRecordable else { continue }
      guard only?.contains(name) ?? true, !skipping.contains(name) else { continue }
      output.record(into: self, as: name)
    }
  }

  /// Records the events of `source` under `name`, starting now.
  ///
  /// - Parameters:
  ///   - name: The name the lines carry.
  ///   - source: The output to record.
  public func record<Source: ObservableType>(_ name: String, _ source: Source) {
    record(name, observable: source.asObservable())
  }

  /// Records a projection of each element of `source` under `name`, starting now.
  ///
  /// ```swift
  /// log.record("rows", output.items) { $0.count }  // "15 rows: 10"
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name the lines carry.
  ///   - source: The output to record.
  ///   - transform: The value a line shows for an element.
  public func record<Source: ObservableType, Value: Sendable>(
    _ name: String,
    _ source: Source,
    as transform: @escaping @Sendable (Source.Element) -> Value
  ) {
    record(name, observable: source.asObservable().map(transform))
  }

  /// Records the events of a `Single` under `name`, starting now.
  ///
  /// - Parameters:
  ///   - name: The name the lines carry.
  ///   - source: The output to record.
  public func record<Element>(_ name: String, _ source: Single<Element>) {
    record(name, observable: source.asObservable())
  }

  /// Records the events of a `Driver` or `Signal` under `name`, starting now.
  ///
  /// - Parameters:
  ///   - name: The name the lines carry.
  ///   - source: The output to record.
  public func record<Strategy, Element>(_ name: String, _ source: SharedSequence<Strategy, Element>) {
    record(name, observable: source.asObservable())
  }

  /// Records a projection of each element of a `Driver` or `Signal` under `name`, starting now.
  ///
  /// ```swift
  /// log.record("footer", output.refreshStatus) { $0.footer }  // "15 footer: idle"
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name the lines carry.
  ///   - source: The output to record.
  ///   - transform: The value a line shows for an element.
  public func record<Strategy, Element, Value: Sendable>(
    _ name: String,
    _ source: SharedSequence<Strategy, Element>,
    as transform: @escaping @Sendable (Element) -> Value
  ) {
    record(name, observable: source.asObservable().map(transform))
  }

  private func record<Element>(_ name: String, observable: Observable<Element>) {
    let subscription = observable.subscribe(
      AnyObserver(eventHandler: { [scheduler, state] event in
        let describers = state.withLock { $0.describers }
        let value: String
        switch event {
        case .next(let element): value = EventLog.describe(element, with: describers)
        case .error(let error): value = "error(\(error))"
        case .completed: value = "completed"
        }
        let line = "\(scheduler.clock) \(name): \(value)"
        state.withLock { state in
          state.lines.append(line)
          state.asserted.append(false)
        }
      })
    )
    scheduler.recordings.withLock { $0.append(subscription) }
  }
}

extension EventLog {
  /// `value`'s text in a line (see "Line format" above).
  static func describe(_ value: Any, with describers: [ObjectIdentifier: @Sendable (Any) -> String] = [:]) -> String {
    if let describer = describers[ObjectIdentifier(type(of: value))] { return describer(value) }
    if value is any StringProtocol { return String(describing: value) }
    if let collection = value as? any Collection {
      let elements = Array(collection.map { $0 as Any })
      let element = { (element: Any) in
        describers[ObjectIdentifier(type(of: element))]?(element) ?? String(describing: element)
      }
      if elements.count > 3, let first = elements.first, let last = elements.last {
        return "[\(element(first)), …, \(element(last))] (\(elements.count))"
      }
      let isDescribed = elements.contains { describers[ObjectIdentifier(type(of: $0))] != nil }
      return isDescribed ? "[\(elements.map(element).joined(separator: ", "))]" : String(describing: value)
    }
    guard !describers.isEmpty, !(value is any CustomStringConvertible) else { return String(describing: value) }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { describe($0.value, with: describers) } ?? "nil"
    case .enum:
      guard let payload = mirror.children.first, let name = payload.label else { break }
      return "\(name)(\(describe(payload.value, with: describers)))"
    default:
      break
    }
    return String(describing: value)
  }
}

/// An output ``EventLog/record(outputsOf:only:skipping:)`` knows how to record.
private protocol LogRecordable {
  func record(into log: EventLog, as name: String)
}

extension Observable: LogRecordable {
  fileprivate func record(into log: EventLog, as name: String) { log.record(name, self) }
}

extension SharedSequence: LogRecordable {
  fileprivate func record(into log: EventLog, as name: String) { log.record(name, self) }
}

extension Single: LogRecordable {
  fileprivate func record(into log: EventLog, as name: String) { log.record(name, self) }
}
