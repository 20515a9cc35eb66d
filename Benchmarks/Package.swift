// swift-tools-version: 6.0
// SPDX-License-Identifier: MIT

import PackageDescription

// Benchmarks for ReactiveList, run in release mode:
//   swift run -c release --package-path Benchmarks Benchmarks [filter]
// Each workload prints one line: name, operations, median ns/op of 5 runs, and a checksum.
let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "ReactiveList", path: ".."),
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
  ],
  targets: [
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        .product(name: "ReactiveList", package: "ReactiveList"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
