// SPDX-License-Identifier: MIT

import ExampleSupport
import Foundation
import ReactiveList

/// Where a deep link takes the browser.
enum BrowserRoute: Equatable, Sendable {
  /// `app://projects?tab=popular`: a tab of the list (featured without `tab`).
  case tab(Tab)
  /// `app://projects/1039`: a project's detail.
  case project(id: Int)

  /// The deep links the browser understands.
  static let router = Router<BrowserRoute> { router in
    router.register("app://projects") { parameters in
      guard parameters["tab"] != nil else { return .tab(.featured) }
      return .tab(try parameters.value("tab") { Tab(rawValue: $0) })
    }
    router.register("app://projects/{id}") { parameters in .project(id: try parameters.int("id")) }
  }
}
