// SPDX-License-Identifier: MIT

// Runs every benchmark group (or those whose name contains the first argument) and prints one
// line per workload. Each group adds one line to `groups`.

let filter = CommandLine.arguments.dropFirst().first

let groups: [(name: String, run: () -> Void)] = [
  ("core", CoreBenchmarks.run),
  ("paging", PagingBenchmarks.run),
  ("sections", SectionsBenchmarks.run),
  ("networking", NetworkingBenchmarks.run),
  ("viewmodels", ViewModelBenchmarks.run),
  ("screen", ScreenBenchmarks.run),
  ("memorycap", MemoryCapBenchmarks.run),
  ("locks", LockBenchmarks.run),
  ("anchor", AnchorBenchmarks.run),
  ("archive", ArchiveBenchmarks.run),
]

for group in groups where filter.map({ group.name.contains($0) }) ?? true {
  print("== \(group.name)")
  group.run()
}
