// SPDX-License-Identifier: MIT

// The big run of issues 26 and 34: explores every strategy's list states breadth first, in release
// mode:
//   swift run -c release ExploreListState [maxDepth] [stateBudget] [strategy] [options]
// options:
//   --cap none|3|5      only the configurations without a cap, or with the cap of this many items
//   --persisted yes|no  only the configurations with (or without) a persisted first page
//   --restored yes|no   only the configurations restored from an archive (or starting empty)
//   --gaps yes|no       only the configurations with gaps (a list restored after a long absence), or without
//   --screen            also show every transition through SectionedDataSource on a screen (I15)
// and prints, per strategy, the states, transitions, depth and time, then each counterexample as
// a ready-to-paste test. Exits with status 1 if an invariant broke.

import Foundation
import ListPaging
import ListStateExploration

var positional: [String] = []
var capFilter: String?
var persistedFilter: Bool?
var restoredFilter: Bool?
var gapsFilter: Bool?
var checksScreen = false
var remaining = Array(CommandLine.arguments.dropFirst())[...]
while let argument = remaining.popFirst() {
  switch argument {
  case "--cap": capFilter = remaining.popFirst()
  case "--persisted": persistedFilter = remaining.popFirst() == "yes"
  case "--restored": restoredFilter = remaining.popFirst() == "yes"
  case "--gaps": gapsFilter = remaining.popFirst() == "yes"
  case "--screen": checksScreen = true
  default: positional.append(argument)
  }
}
let maxDepth = positional.first.flatMap { Int($0) } ?? 30
let stateBudget = positional.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
let filter = positional.dropFirst(2).first
let configurations = ExplorationConfiguration.all.filter { configuration in
  let capMatches = capFilter.map { $0 == (configuration.cap.map { "\($0.maxSize)" } ?? "none") } ?? true
  return capMatches && (persistedFilter.map { $0 == configuration.persisted } ?? true)
    && (restoredFilter.map { $0 == configuration.restored } ?? true)
    && (gapsFilter.map { $0 == configuration.gaps } ?? true)
}

/// An explorer that reports each completed depth on standard error.
@MainActor func explorer<Strategy: ExplorableStrategy>(_: Strategy.Type) -> ListStateExplorer<Strategy> {
  var explorer = ListStateExplorer<Strategy>(
    configurations: configurations,
    maxDepth: maxDepth,
    stateBudget: stateBudget
  )
  explorer.checksScreen = checksScreen
  explorer.progress = { line in FileHandle.standardError.write(Data("\(line)\n".utf8)) }
  return explorer
}

let explorations: [(name: String, run: @MainActor () -> ExplorationReport)] = [
  (PageNumberPaging.name, { explorer(PageNumberPaging.self).run() }),
  (OffsetIDPaging<Int>.name, { explorer(OffsetIDPaging<Int>.self).run() }),
  (CursorPaging.name, { explorer(CursorPaging.self).run() }),
]

print("configurations: \(configurations.map(\.description).joined(separator: "; "))\(checksScreen ? ", screen" : "")")
var violations = 0
for exploration in explorations where filter.map({ exploration.name.contains($0) }) ?? true {
  let report = exploration.run()
  print(report)
  violations += report.counterexamples.count
}
exit(violations == 0 ? 0 : 1)
