// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import ListPaging
import ListViewModels

/// A shortest sequence of events that breaks an invariant, with the state before and after the
/// last one, printable as a ready-to-paste test.
public struct Counterexample: Sendable, CustomStringConvertible {
  /// The invariant broken, and how.
  public let violation: ListStateViolation
  /// The strategy's name.
  public let strategy: String
  /// The list explored.
  public let configuration: ExplorationConfiguration
  /// The events, as Swift source, from the empty list.
  public let events: [String]
  /// The world before the last event.
  public let before: String
  /// The world after it.
  public let after: String
  /// The strategy's paging state, as Swift source.
  let paging: String
  /// The Swift name of the strategy type.
  let strategyType: String

  @MainActor
  init<Strategy>(
    violation: ListStateViolation,
    events: [ExplorationWorld<Strategy>.Event],
    before: ExplorationWorld<Strategy>,
    after: ExplorationWorld<Strategy>
  ) {
    self.violation = violation
    strategy = Strategy.name
    configuration = before.configuration
    self.events = events.map(Self.source)
    self.before = before.summary
    self.after = after.summary
    paging = Strategy.emptyPagingSource(pageSize: before.configuration.pageSize)
    strategyType = "\(Strategy.self)"
  }

  /// How many events it takes.
  public var depth: Int { events.count }

  /// A test name: strategy, configuration, invariant and depth.
  public var testName: String {
    let invariant = violation.invariant.rawValue
    let cap = configuration.cap.map { "Capped\($0.maxSize)" } ?? ""
    return strategy + cap + (configuration.persisted ? "Persisted" : "") + (configuration.restored ? "Restored" : "")
      + invariant.prefix(1).uppercased() + invariant.dropFirst() + "AtDepth\(depth)"
  }

  /// The counterexample as a Swift Testing test that fails until the bug is fixed.
  public var testSource: String {
    var lines = [
      "// ListStateExplorer, \(strategy), \(configuration): \(violation.invariant.quote)",
      "// \(violation.detail)",
      "// before the last event: \(before)",
      "// after it:              \(after)",
      "@Test func \(testName)() {",
      "  var world = ExplorationWorld<\(strategyType)>(\(configuration.source))",
    ]
    if violation.invariant == .screenShowsState { lines.append("  world.checksScreen = true") }
    lines += events.map { "  world.send(\($0))" }
    lines += ["  #expect(world.violations.isEmpty, \"\\(world.violations)\")", "}"]
    return lines.joined(separator: "\n")
  }

  /// ``testSource``.
  public var description: String { testSource }

  /// An event as Swift source.
  static func source<Request>(of event: ListEvent<ExplorationRow, Request, Int>) -> String {
    switch event {
    case .refresh: ".refresh"
    case .prepend: ".prepend"
    case .loadMore: ".loadMore"
    case .retry: ".retry"
    case .reset(let parameters): ".reset(\(parameters))"
    case .itemAppeared(let index): ".itemAppeared(index: \(index))"
    case .itemSelected(let index): ".itemSelected(index: \(index))"
    case .gapAppeared(let gap): ".gapAppeared(PagingGap(newerID: \(gap.newerID), olderID: \(gap.olderID)))"
    case .loadGap(let gap): ".loadGap(PagingGap(newerID: \(gap.newerID), olderID: \(gap.olderID)))"
    case .persistedFirstPageRead(let page): ".persistedFirstPageRead(\(page.map(source) ?? "nil"))"
    case .loaded(let page, let id): ".loaded(\(source(page)), requestID: \(source(id)))"
    case .failed(let error, let id): ".failed(\(source(error)), requestID: \(source(id)))"
    case .actionStarted(_, let itemID): ".actionStarted(ExplorationRow.star, itemID: \(itemID))"
    case .actionSucceeded(let id, let confirmed):
      ".actionSucceeded(ListActionID(\(id.number)), confirmed: \(confirmed.map { "\($0)" } ?? "nil"))"
    case .actionFailed(let id, let error): ".actionFailed(ListActionID(\(id.number)), \(source(error)))"
    }
  }

  static func source(_ page: Page<ExplorationRow>) -> String {
    var text = "Page(items: [\(page.items.map { "\($0)" }.joined(separator: ", "))]"
    if let total = page.total { text += ", total: \(total)" }
    if let cursor = page.nextCursor { text += ", nextCursor: \"\(cursor)\"" }
    return text + ")"
  }

  static func source(_ id: PagingRequestID) -> String {
    "PagingRequestID(generation: \(id.generation), serial: \(id.serial))"
  }

  static func source(_ error: any Error) -> String {
    switch error {
    case is CancellationError: "CancellationError()"
    case let error as URLError where error.code == .cancelled: "URLError(.cancelled)"
    case let error as APIError where error == .cancelled: "APIError.cancelled"
    default: "ExplorationError.offline"
    }
  }
}

extension ExplorationWorld {
  /// The state and what the driver holds, in one line.
  public var summary: String {
    let rows = state.items.map { "\($0.id)\($0.starred ? "★" : "")" }.joined(separator: " ")
    var parts = ["items [\(rows)]"]
    if state.isShowingPersistedPage { parts.append("(persisted page)") }
    if state.paging.maxSize != nil {
      parts.append("placeholders \(state.placeholdersBefore)+\(state.placeholdersAfter)")
    }
    let loadStates = state.paging.loadStates
    parts.append("refresh \(loadStates.refresh), prepend \(loadStates.prepend), append \(loadStates.append)")
    parts.append("end \(state.loadStates.endReached)")
    parts.append("cover \(state.pageState), header \(state.refreshStatus.header), footer \(state.refreshStatus.footer)")
    let held = loads.map { "\($0.request.id) \($0.request.direction)\($0.live ? "" : " cancelled")" }
    parts.append("loads [\(held.joined(separator: ", "))]")
    if !actions.isEmpty {
      parts.append(
        "actions [\(actions.map { "\($0.id) on \($0.itemID)\($0.live ? "" : " cancelled")" }.joined(separator: ", "))]"
      )
    }
    return parts.joined(separator: "; ")
  }
}
