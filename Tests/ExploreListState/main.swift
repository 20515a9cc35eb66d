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

let explorations: [(name: String, run: () -> ExplorationReport)] = [
  (PageNumberPaging.name, { ListStateExplorer<PageNumberPaging>(maxDepth: maxDepth, stateBudget: stateBudget).run() }),
  (
    OffsetIdPaging<Int>.name,
    { ListStateExplorer<OffsetIdPaging<Int>>(maxDepth: maxDepth, stateBudget: stateBudget).run() }
  ),
  (CursorPaging.name, { ListStateExplorer<CursorPaging>(maxDepth: maxDepth, stateBudget: stateBudget).run() }),
]

var violations = 0
for exploration in explorations where filter.map({ exploration.name.contains($0) }) ?? true {
  let report = exploration.run()
  print(report)
  violations += report.counterexamples.count
}
exit(violations == 0 ? 0 : 1)
