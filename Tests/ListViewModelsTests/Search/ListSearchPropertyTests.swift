// SPDX-License-Identifier: MIT

import Foundation
import ListViewModels
import ReactiveCore
import ReactiveList
import ReactiveTesting
import TestSupport
import Testing

/// Random typing schedules on virtual time (keystrokes, pauses around the debounce, deletions,
/// clears, pasted text, scrolling to the end, retries) against a store with random latencies and
/// failures. After every input and every tick, and on every frame the outputs emit, it checks
/// ListSearch's promises against a reference model of the debounce.
@MainActor
@Suite struct ListSearchPropertyTests {
  /// What the runs add up to.
  struct Figures {
    var schedules = 0
    var keystrokes = 0
    var edits = 0
    var settledQueries = 0
    var firstPageRequests = 0
    var nextPageRequests = 0
    var retryRequests = 0
    var frames = 0
    var staleFrames = 0
  }

  @Test func onlyTheLastSettledQueryIsEverShownOrLoaded() {
    var figures = Figures()
    for seed in 0..<StressScale.count(300) {
      var random = SeededGenerator(seed: UInt64(seed))
      let failures = run(&random, figures: &figures)
      if !failures.isEmpty {
        Issue.record("seed \(seed): \(failures.prefix(5).joined(separator: "\n"))")
        break
      }
    }
    // ListSearch: "a keystroke never makes a request by itself": every first page asked for is a
    // settled query's (or a retry's), never one per keystroke.
    #expect(figures.firstPageRequests == figures.settledQueries)
    #expect(figures.staleFrames == 0)
    if ProcessInfo.processInfo.environment["RL_PRINT_FIGURES"] != nil {
      print(
        "search property: \(figures.schedules) schedules, \(figures.keystrokes) keystrokes, \(figures.edits) other"
          + " edits, \(figures.settledQueries) settled queries, requests: \(figures.firstPageRequests) first pages"
          + " + \(figures.nextPageRequests) next pages + \(figures.retryRequests) retries, \(figures.frames) frames,"
          + " \(figures.staleFrames) stale"
      )
    }
  }

  /// One random schedule; returns the broken promises.
  private func run(_ random: inout SeededGenerator, figures: inout Figures) -> [String] {
    let debounce = 3
    let failureRate = [0.0, 0.2, 0.5].randomElement(using: &random)!
    let plans = LockedBox(random)
    let harness = SearchHarness(
      debounce: debounce,
      minimumLength: Int.random(in: 1...2, using: &random),
      recent: Int.random(in: 0...3, using: &random),
      pageSize: 8,
      results: { query in query.hasSuffix("q") ? 0 : (query.count * 17) % 90 },
      plan: { _, _ in
        plans.withLock { random in
          QueryStore.Plan(latency: Int.random(in: 1...12, using: &random), fails: random.chance(failureRate))
        }
      }
    )
    let search = harness.search
    let options = search.options
    var failures: [String] = []
    var history: [String] = []
    func check(_ condition: Bool, _ what: @autoclosure () -> String) {
      if !condition { failures.append("\(what()) after \(history.suffix(12))") }
    }

    // Every frame the outputs deliver shows one query's results, a query the list held during
    // the current step (a Driver delivers on the scheduler, so a frame made just before a reset
    // may arrive in the same tick, before the reset's own); after every step the last frames
    // belong to the last settled query.
    var frames = 0
    var staleFrames = 0
    var lastItems: [Repo] = []
    var lastPhase: SearchPhase?
    var heldThisStep: Set<String> = [""]
    func queryOf(_ item: Repo) -> String { String(item.name[..<item.name.lastIndex(of: " ")!]) }
    func frameIsStale(_ why: String) {
      staleFrames += 1
      failures.append("stale frame: \(why) after \(history.suffix(8))")
    }
    let bag = DisposeBag()
    search.viewModel.items.drive(onNext: { items in
      frames += 1
      lastItems = items
      let queries = Set(items.map(queryOf))
      if queries.count > 1 || !queries.isSubset(of: heldThisStep) { frameIsStale("items of \(queries)") }
    })
    .disposed(by: bag)
    search.phase.drive(onNext: { phase in
      frames += 1
      lastPhase = phase
      if !heldThisStep.contains(phase.query ?? "") { frameIsStale("\(phase)") }
      if case .results(let query, .empty(let message)) = phase, message != options.noResults(query) {
        frameIsStale("empty message \(message) for \(query)")
      }
    })
    .disposed(by: bag)
    search.viewModel.message.emit(onNext: { message in
      // A failure message names the failed request's query: only one the list held this step.
      if heldThisStep.contains(where: { !$0.isEmpty && message.hasPrefix("\($0) page ") }) { return }
      frameIsStale("message \(message) for \(search.query ?? "idle")")
    })
    .disposed(by: bag)

    // The reference model of the debounce: the query that should have settled by now.
    var settled: String?
    var pending: (query: String, due: Int)?
    var requestsSeen = 0
    func textChanged() {
      heldThisStep.insert(search.query ?? "")
      let query = options.query(for: search.text)
      if query == nil || query == settled {
        pending = nil
        if query == nil, settled != nil {
          settled = nil
        }
      } else {
        pending = (query!, harness.scheduler.clock + debounce)
      }
    }
    func checkState(requestsAllowed: Bool) {
      // What an input changed reaches the outputs once the scheduler runs the current tick's work.
      harness.advance(0)
      if !lastItems.allSatisfy({ queryOf($0) == settled }) {
        frameIsStale("\(lastItems.prefix(2).map(\.name)) on screen for \(settled ?? "idle")")
      }
      if let lastPhase, lastPhase.query != settled { frameIsStale("\(lastPhase) on screen for \(settled ?? "idle")") }
      heldThisStep = [settled ?? ""]
      check(search.query == settled, "list holds \(search.query ?? "idle"), model settled \(settled ?? "idle")")
      let shown = search.viewModel.currentItems
      check(
        shown.allSatisfy { settled != nil && $0.name.hasPrefix("\(settled!) ") },
        "shown \(shown.prefix(2).map(\.name)) for \(settled ?? "idle")"
      )
      check(shown.map(\.id) == Array(0..<shown.count), "only the query's pages, in order: \(shown.map(\.id))")
      check(
        harness.store.runningQueries.isSubset(of: settled.map { [$0] } ?? []),
        "running \(harness.store.runningQueries) for \(settled ?? "idle")"
      )
      if settled == nil { check(search.viewModel.currentItems.isEmpty, "idle shows nothing") }
      let requests = harness.store.requests
      if !requestsAllowed { check(requests.count == requestsSeen, "a keystroke made a request: \(requests.suffix(2))") }
    }
    func tick() {
      let settledBefore = settled
      let before = harness.store.requests.count
      if let due = pending, harness.scheduler.clock + 1 >= due.due { heldThisStep.insert(due.query) }
      harness.advance(1)
      if let due = pending, harness.scheduler.clock >= due.due {
        settled = due.query
        pending = nil
      }
      heldThisStep.insert(settled ?? "")
      let new = harness.store.requests.dropFirst(before)
      if settled != settledBefore, let settled {
        figures.settledQueries += 1
        check(Array(new) == ["\(settled):1"], "settling \(settled) asked \(Array(new))")
        figures.firstPageRequests += new.count
      } else {
        check(new.isEmpty, "a tick with no settle asked \(Array(new))")
      }
      requestsSeen = harness.store.requests.count
      checkState(requestsAllowed: false)
    }

    let words = ["swift", "swiftui", "rust", "  go ", "sw", "swq"]
    let letters = Array("swiftq ")
    for _ in 0..<Int.random(in: 20...60, using: &random) {
      let roll = Int.random(in: 0..<100, using: &random)
      switch roll {
      case 0..<50:
        let letter = letters.randomElement(using: &random)!
        search.text.append(letter)
        figures.keystrokes += 1
        history.append("type \(letter)")
      case 50..<62:
        if !search.text.isEmpty { search.text.removeLast() }
        figures.edits += 1
        history.append("delete")
      case 62..<68:
        search.text = ""
        figures.edits += 1
        history.append("clear")
      case 68..<76:
        search.text = words.randomElement(using: &random)!
        figures.edits += 1
        history.append("paste \(search.text)")
      case 76..<88:
        let before = harness.store.requests.count
        search.viewModel.itemAppeared(at: max(0, search.viewModel.currentItems.count - 1))
        let new = harness.store.requests.dropFirst(before)
        check(new.allSatisfy { settled != nil && $0.hasPrefix("\(settled!):") }, "load-more for \(Array(new))")
        figures.nextPageRequests += new.count
        requestsSeen = harness.store.requests.count
        history.append("scroll to end")
        checkState(requestsAllowed: true)
        continue
      default:
        let before = harness.store.requests.count
        search.viewModel.retry()
        let new = harness.store.requests.dropFirst(before)
        check(new.allSatisfy { settled != nil && $0.hasPrefix("\(settled!):") }, "retry for \(Array(new))")
        figures.retryRequests += new.count
        requestsSeen = harness.store.requests.count
        history.append("retry")
        checkState(requestsAllowed: true)
        continue
      }
      textChanged()
      checkState(requestsAllowed: false)
      let pause = [0, 0, 1, 2, 2, 3, 3, 4, 6, 15].randomElement(using: &random)!
      history.append("wait \(pause)")
      for _ in 0..<pause { tick() }
    }
    for _ in 0..<30 { tick() }
    figures.schedules += 1
    figures.frames += frames
    figures.staleFrames += staleFrames
    check(staleFrames == 0, "\(staleFrames) stale frames")
    return failures
  }
}
