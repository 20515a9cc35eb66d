// swift-tools-version: 6.2
// SPDX-License-Identifier: MIT

import PackageDescription

// An app as Xcode 26 creates it: every target's default isolation is the main actor, with
// Approachable Concurrency's upcoming features and Member Import Visibility on (the settings
// Documentation/Concurrency.md lists; DocumentationTests checks the lists agree). `.ci/main-actor-app` builds it with warnings
// as errors and runs its tests, after copying in the code of Documentation/GettingStarted.md
// (the files Tests/DocumentationTests checks against the guide, so what compiles here is what the
// guide shows). The library's own manifest stays at tools 6.0.
let appSettings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "MainActorApp",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "ReactiveList", path: "../..")],
  targets: [
    // One view model in the style of each example: Input/Output over an API, an offset-id
    // timeline, a sectioned schedule with an action.
    .target(
      name: "ListStyles",
      dependencies: [.product(name: "ReactiveList", package: "ReactiveList")],
      resources: [.copy("Mocks")],
      swiftSettings: appSettings
    ),
    .testTarget(
      name: "ListStylesTests",
      dependencies: ["ListStyles", .product(name: "ReactiveTesting", package: "ReactiveList")],
      swiftSettings: appSettings
    ),
    // Documentation/GettingStarted.md, copied in by .ci/main-actor-app (not in git).
    .testTarget(
      name: "GettingStartedTests",
      dependencies: [
        .product(name: "ReactiveList", package: "ReactiveList"),
        .product(name: "ReactiveTesting", package: "ReactiveList"),
      ],
      resources: [.copy("Mocks")],
      swiftSettings: appSettings
    ),
  ]
)
