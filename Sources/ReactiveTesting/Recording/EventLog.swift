// SPDX-License-Identifier: MIT

import Foundation
public import ReactiveCore
import ReactiveListInternals

/// The story of a screen: several outputs recorded into one list of lines, in the order their
/// events arrived, each line stamped with the virtual tick.
///
/// Recording outputs one by one checks each in isolation; an event log checks how they
/// interleave, which is what a user sees. Each line reads `"<tick> <name>: <value>"`, where the
/// value is the element's description, `completed` or `error(<error>)`. A collection of more than
/// three elements (other than a string) is shortened to its first and last element and its count,
/// `[a, …, z] (25)`, so a list's rows stay one short line:
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
/// Subscriptions start at once and end with the scheduler's ``TestScheduler/disposeRecordings()``
/// (called by the `.virtualTime` trait when the test returns). Thread-safe.
public final class EventLog: Sendable {
  private let scheduler: TestScheduler
  private let entries = LockedState<[String]>([])

  /// Creates an empty log that stamps lines with `scheduler`'s clock.
  ///
  /// - Parameter scheduler: The scheduler whose ``TestScheduler/clock`` stamps each line.
  public init(_ scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// The lines recorded so far, in arrival order.
  public var lines: [String] {
    entries.withLock { $0 }
  }

  /// The lines recorded so far under `name`, without the name: `"<tick> <value>"`.
  ///
  /// - Parameter name: The name an output was recorded under.
  /// - Returns: That output's lines.
  public func lines(of name: String) -> [String] {
    let prefix = " \(name): "
    return lines.compactMap { line in
      guard let range = line.range(of: prefix) else { return nil }
      return line[..<range.lowerBound] + " " + line[range.upperBound...]
    }
  }

  /// Records every `Driver`, `Signal`, `Single` and `Observable` stored in `outputs`, each under
  /// its property name, in declaration order, starting now.
  ///
  /// One call records a whole `Output` struct of a `ViewModelType`:
  ///
  /// ```swift
  /// let output = viewModel.transform(input: input)
  /// log.record(outputsOf: output)  // "rows", "cover", "footer", "message", "openArticle"
  /// ```
  ///
  /// Stored properties of other types are skipped.
  ///
  /// - Parameter outputs: A value whose stored properties are the outputs to record.
  public func record<Outputs>(outputsOf outputs: Outputs) {
    for child in Mirror(reflecting: outputs).children {
      guard let name = child.label, let output = child.value as? any LogRecordable else { continue }
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

  private func record<Element>(_ name: String, observable: Observable<Element>) {
    let subscription = observable.subscribe(
      AnyObserver(eventHandler: { [scheduler, entries] event in
        let value: String
        switch event {
        case .next(let element): value = EventLog.describe(element)
        case .error(let error): value = "error(\(error))"
        case .completed: value = "completed"
        }
        let line = "\(scheduler.clock) \(name): \(value)"
        entries.withLock { $0.append(line) }
      })
    )
    scheduler.recordings.withLock { $0.append(subscription) }
  }
}

extension EventLog {
  /// `value`'s description; a collection of more than three elements (not a string) as
  /// `[first, …, last] (count)`.
  static func describe(_ value: Any) -> String {
    guard !(value is any StringProtocol), let collection = value as? any Collection else {
      return String(describing: value)
    }
    let elements = Array(collection.map { $0 as Any })
    guard elements.count > 3, let first = elements.first, let last = elements.last else {
      return String(describing: value)
    }
    return "[\(String(describing: first)), …, \(String(describing: last))] (\(elements.count))"
  }
}

/// An output ``EventLog/record(outputsOf:)`` knows how to record.
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
