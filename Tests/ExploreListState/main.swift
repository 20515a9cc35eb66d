// SPDX-License-Identifier: MIT

// The big run of issue 26: explores every strategy's list states breadth first, in release mode:
//   swift run -c release ExploreListState [maxDepth] [stateBudget] [strategy]
// and prints, per strategy, the states, transitions, depth and time, then each counterexample as
// a ready-to-paste test. Exits with status 1 if an invariant broke.

import Foundation
import ListPaging
import ListStateExploration

let arguments = Array(CommandLine.arguments.dropFirst())
let maxDepth = arguments.first.flatMap { Int($0) } ?? 30
let stateBudget = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
let filter = arguments.dropFirst(2).first

/// An explorer that reports each completed depth on standard error.
func explorer<Strategy: ExplorableStrategy>(_: Strategy.Type) -> ListStateExplorer<Strategy> {
  var explorer = ListStateExplorer<Strategy>(maxDepth: maxDepth, stateBudget: stateBudget)
  explorer.progress = { line in FileHandle.standardError.write(Data("\(line)\n".utf8)) }
  return explorer
}

let explorations: [(name: String, run: () -> ExplorationReport)] = [
  (PageNumberPaging.name, { explorer(PageNumberPaging.self).run() }),
  (OffsetIdPaging<Int>.name, { explorer(OffsetIdPaging<Int>.self).run() }),
  (CursorPaging.name, { explorer(CursorPaging.self).run() }),
]

var violations = 0
for exploration in explorations where filter.map({ exploration.name.contains($0) }) ?? true {
  let report = exploration.run()
  print(report)
  violations += report.counterexamples.count
}
exit(violations == 0 ? 0 : 1)
