// swift-tools-version: 6.0
// SPDX-License-Identifier: MIT

import PackageDescription

let package = Package(
  name: "ReactiveList",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "ReactiveList", targets: ["ReactiveList"]),
    .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
    .library(name: "ReactiveTesting", targets: ["ReactiveTesting"]),
    .library(name: "ListPaging", targets: ["ListPaging"]),
    .library(name: "ListSections", targets: ["ListSections"]),
    .library(name: "ListNetworking", targets: ["ListNetworking"]),
    .library(name: "ListNetworkingServer", targets: ["ListNetworkingServer"]),
    .library(name: "ListViewModels", targets: ["ListViewModels"]),
    .library(name: "ListRouting", targets: ["ListRouting"]),
    .library(name: "ListObservation", targets: ["ListObservation"]),
    .library(name: "ReactiveListUIKit", targets: ["ReactiveListUIKit"]),
  ],
  targets: [
    .target(
      name: "ReactiveList",
      dependencies: [
        "ReactiveCore", "ListPaging", "ListSections", "ListNetworking", "ListViewModels", "ListObservation",
        "ListRouting",
      ]
    ),
    // What every module needs and no user should see: the package's one lock type (not a product).
    .target(name: "ReactiveListInternals"),
    .target(name: "ReactiveCore", dependencies: ["ReactiveListInternals"]),
    // Test support for users: the virtual clock and recorders (ReactiveCore), and a page store for
    // tests (ListPaging, ListViewModels). No library target depends on it, so arrows still point down.
    .target(
      name: "ReactiveTesting",
      dependencies: ["ReactiveCore", "ListPaging", "ListViewModels", "ReactiveListInternals"]
    ),
    .target(name: "ListPaging"),
    .target(name: "ListSections"),
    .target(name: "ListNetworking", dependencies: ["ReactiveListInternals"]),
    .target(name: "ListNetworkingServer", dependencies: ["ListNetworking", "ReactiveListInternals"]),
    .target(
      name: "ListViewModels",
      dependencies: ["ReactiveCore", "ListPaging", "ListSections", "ListNetworking", "ReactiveListInternals"]
    ),
    // The URL router: Foundation only, used by apps beside (not inside) their view models.
    .target(name: "ListRouting"),
    .target(name: "ListObservation", dependencies: ["ListViewModels", "ReactiveCore", "ListPaging", "ListSections"]),
    .target(name: "ReactiveListUIKit", dependencies: ["ListSections", "ListViewModels", "ReactiveCore"]),
    .executableTarget(
      name: "MockServer",
      dependencies: ["ListNetworking", "ListNetworkingServer"],
      path: "Examples/MockServer"
    ),
    .target(
      name: "ExampleSupport",
      dependencies: ["ReactiveList", "ReactiveListInternals"],
      path: "Examples/ExampleSupport"
    ),
    .executableTarget(
      name: "ProjectsBrowser",
      dependencies: ["ReactiveList", "ExampleSupport"],
      path: "Examples/ProjectsBrowser",
      resources: [.copy("Resources")]
    ),
    .executableTarget(
      name: "GameList",
      dependencies: ["ReactiveList", "ExampleSupport"],
      path: "Examples/GameList",
      resources: [.copy("Resources")]
    ),
    .executableTarget(
      name: "Timeline",
      dependencies: ["ReactiveList", "ExampleSupport"],
      path: "Examples/Timeline",
      resources: [.copy("Resources")]
    ),
    // Test helpers shared by the test targets (not a product).
    .target(name: "TestSupport", dependencies: ["ReactiveListInternals"], path: "Tests/TestSupport"),
    // The bounded exhaustive explorer of ListState (issue 26), shared by ListViewModelsTests (a
    // small run in `swift test`) and ExploreListState (the big run, `swift run -c release
    // ExploreListState`). Not a product: it reads ListState through `package` hooks.
    .target(
      name: "ListStateExploration",
      dependencies: ["ListViewModels", "ListPaging", "ListNetworking", "ListSections", "ReactiveCore"],
      path: "Tests/ListStateExploration"
    ),
    .executableTarget(
      name: "ExploreListState",
      dependencies: ["ListStateExploration", "ListPaging"],
      path: "Tests/ExploreListState"
    ),
    .testTarget(name: "ReactiveCoreTests", dependencies: ["ReactiveCore", "ReactiveTesting", "TestSupport"]),
    .testTarget(
      name: "ReactiveTestingTests",
      dependencies: ["ReactiveTesting", "ReactiveList", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "ListPagingTests", dependencies: ["ListPaging", "TestSupport"]),
    .testTarget(
      name: "ListViewModelsTests",
      dependencies: ["ListViewModels", "ReactiveList", "ReactiveTesting", "TestSupport", "ListStateExploration"]
    ),
    .testTarget(
      name: "ListObservationTests",
      dependencies: [
        "ListObservation", "ListViewModels", "ReactiveCore", "ReactiveTesting", "ListPaging", "ListSections",
        "TestSupport",
      ]
    ),
    .testTarget(name: "ListRoutingTests", dependencies: ["ListRouting", "TestSupport"]),
    .testTarget(name: "ListSectionsTests", dependencies: ["ListSections", "TestSupport"]),
    .testTarget(
      name: "ListNetworkingTests",
      dependencies: ["ListNetworking", "ListNetworkingServer", "ReactiveCore", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "ExamplesTests",
      dependencies: [
        "ProjectsBrowser", "GameList", "Timeline", "MockServer", "ExampleSupport", "ListNetworking",
        "ListNetworkingServer",
        "ReactiveList", "ReactiveTesting", "TestSupport",
      ],
      resources: [.copy("Expected")]
    ),
    .testTarget(
      name: "DocumentationTests",
      dependencies: ["ReactiveList", "ReactiveTesting", "TestSupport"],
      resources: [.copy("Mocks")]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Settings shared by every target: the upcoming features our style guide relies on.
for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ])
  target.swiftSettings = settings
}
