// SPDX-License-Identifier: MIT

/// A navigation intent, emitted as a value so a coordinator (not the view model) navigates.
///
/// ```swift
/// viewModel.route.emit(onNext: { route in
///   switch route {
///   case .detail(let repo): coordinator.showDetail(repo)
///   }
/// })
/// ```
public enum ItemRoute<Item: Sendable>: Sendable {
  /// Show the detail screen of this item (the user selected it).
  case detail(Item)
}

extension ItemRoute: Equatable where Item: Equatable {}

/// A route is `Hashable` when its item is (SwiftUI's `navigationDestination(item:)` needs it).
extension ItemRoute: Hashable where Item: Hashable {}
