// SPDX-License-Identifier: MIT

import ListPaging
import ListViewModels

/// A bounded exhaustive, breadth-first search over every sequence of inputs and answers of a
/// ``ListState`` (issue 26): from the empty list of each configuration it sends every event
/// ``ExplorationWorld/nextEvents()`` offers, checks every ``ListStateInvariant`` on every
/// transition, and goes on from each state it has not seen before (states are told apart by
/// ``ExplorationWorld/fingerprint``), until a depth or a state budget.
///
/// ```swift
/// let report = ListStateExplorer<PageNumberPaging>(maxDepth: 6, stateBudget: 20_000).run()
/// print(report)  // pageNumber: 20,000 states, 310,000 transitions, depth 5 complete, 0 violations
/// ```
///
/// Breadth first, the first counterexample of each invariant is a shortest one. Only the
/// fingerprints of seen states and, for each, its parent and the index of the event that led to
/// it are kept; a state is rebuilt by replaying its events when its turn comes.
@MainActor
public struct ListStateExplorer<Strategy: ExplorableStrategy>: Sendable {
  /// A simulated world.
  public typealias World = ExplorationWorld<Strategy>

  /// The lists explored together (their states never coincide).
  public var configurations: [ExplorationConfiguration]
  /// The most events in a sequence.
  public var maxDepth: Int
  /// The most distinct states to visit.
  public var stateBudget: Int
  /// Called with a line of figures after each depth is complete.
  public var progress: (@Sendable (String) -> Void)?
  /// Whether each transition is also checked on a screen (I15, see
  /// ``ExplorationWorld/checksScreen``).
  public var checksScreen = false

  /// Creates an explorer.
  ///
  /// - Parameters:
  ///   - configurations: The lists to explore. Default: all four.
  ///   - maxDepth: The most events in a sequence.
  ///   - stateBudget: The most distinct states to visit.
  public init(
    configurations: [ExplorationConfiguration] = ExplorationConfiguration.all,
    maxDepth: Int,
    stateBudget: Int
  ) {
    self.configurations = configurations
    self.maxDepth = maxDepth
    self.stateBudget = stateBudget
  }

  /// Explores, and reports what it saw and the shortest counterexample of each invariant broken.
  public func run() -> ExplorationReport {
    let clock = ContinuousClock()
    let start = clock.now
    var search = Search(
      roots: configurations.map { configuration in
        var world = World(configuration)
        world.checksScreen = checksScreen
        return world
      }
    )
    var report = ExplorationReport(strategy: Strategy.name)
    var level: [Int32] = []
    var visited = Set<Int>()
    for (index, root) in search.roots.enumerated() where visited.insert(root.fingerprint).inserted {
      level.append(search.add(parent: Int32(-1 - index), choice: 0))
    }
    report.levels = [level.count]
    var broken = Set<ListStateInvariant>()
    explore: while !level.isEmpty, report.depth < maxDepth {
      var next: [Int32] = []
      for index in level {
        let world = search.world(at: index)
        for (choice, event) in world.nextEvents().enumerated() {
          var child = world
          child.send(event)
          report.transitions += 1
          guard child.violations.isEmpty else {
            for violation in child.violations where broken.insert(violation.invariant).inserted {
              report.counterexamples.append(
                Counterexample(
                  violation: violation,
                  events: search.events(to: index) + [event],
                  before: world,
                  after: child
                )
              )
            }
            continue
          }
          guard visited.insert(child.fingerprint).inserted else { continue }
          next.append(search.add(parent: index, choice: choice))
          if visited.count >= stateBudget {
            report.levels.append(next.count)
            break explore
          }
        }
      }
      report.depth += 1
      report.levels.append(next.count)
      level = next
      progress?(
        "\(Strategy.name): depth \(report.depth) complete, \(visited.count) states, \(report.transitions) transitions"
      )
    }
    report.states = visited.count
    report.complete = level.isEmpty
    report.duration = clock.now - start
    return report
  }

  /// The search tree: each visited state's parent and the index of its event among the parent's
  /// next events; roots have parent `-1 - configuration index`.
  @MainActor struct Search {
    let roots: [World]
    var parents: [Int32] = []
    var choices: [UInt16] = []
    /// The world last rebuilt as a parent and its next events, to rebuild its other children in
    /// one step.
    var cached: (index: Int32, world: World, events: [World.Event])?

    init(roots: [World]) {
      self.roots = roots
    }

    mutating func add(parent: Int32, choice: Int) -> Int32 {
      parents.append(parent)
      choices.append(UInt16(choice))
      return Int32(parents.count - 1)
    }

    /// The world of a visited state, rebuilt from its parent's (cached) or from its root.
    mutating func world(at index: Int32) -> World {
      let parent = parents[Int(index)]
      if parent < 0 { return roots[Int(-1 - parent)] }
      if cached?.index != parent {
        let world = replay(to: parent)
        cached = (parent, world, world.nextEvents())
      }
      guard var world = cached?.world, let events = cached?.events else { preconditionFailure("no parent") }
      world.send(events[Int(choices[Int(index)])], checking: false)
      return world
    }

    /// The world of a visited state, replayed from its root.
    func replay(to index: Int32) -> World {
      var path: [Int] = []
      var node = index
      while parents[Int(node)] >= 0 {
        path.append(Int(choices[Int(node)]))
        node = parents[Int(node)]
      }
      var world = roots[Int(-1 - parents[Int(node)])]
      for choice in path.reversed() { world.send(world.nextEvents()[choice], checking: false) }
      return world
    }

    /// The events from the root to a visited state.
    func events(to index: Int32) -> [World.Event] {
      var path: [Int] = []
      var node = index
      while parents[Int(node)] >= 0 {
        path.append(Int(choices[Int(node)]))
        node = parents[Int(node)]
      }
      var world = roots[Int(-1 - parents[Int(node)])]
      var events: [World.Event] = []
      for choice in path.reversed() {
        let event = world.nextEvents()[choice]
        events.append(event)
        world.send(event, checking: false)
      }
      return events
    }
  }
}

/// What one exploration saw.
public struct ExplorationReport: Sendable, CustomStringConvertible {
  /// The strategy's name.
  public let strategy: String
  /// Distinct states visited.
  public internal(set) var states = 0
  /// Events sent (each checked).
  public internal(set) var transitions = 0
  /// Every state reachable in this many events was visited.
  public internal(set) var depth = 0
  /// New states per depth (the last entry may be a partial level, cut by the budget).
  public internal(set) var levels: [Int] = []
  /// Whether no new state was left to visit.
  public internal(set) var complete = false
  /// The wall-clock time the exploration took.
  public internal(set) var duration = Duration.zero
  /// The first (shortest) counterexample of each invariant broken.
  public internal(set) var counterexamples: [Counterexample] = []

  init(strategy: String) {
    self.strategy = strategy
  }

  /// One line of figures, then each counterexample as a test.
  public var description: String {
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    var lines = [
      "\(strategy): \(states) states, \(transitions) transitions, every state to depth \(depth)"
        + "\(complete ? " (all reachable states)" : ""), states per depth \(levels), "
        + "\((seconds * 10).rounded() / 10) s, \(counterexamples.count) violations"
    ]
    lines += counterexamples.map(\.testSource)
    return lines.joined(separator: "\n")
  }
}
