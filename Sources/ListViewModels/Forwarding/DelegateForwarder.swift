// SPDX-License-Identifier: MIT

import ReactiveListInternals

/// Who answers a delegate call when a data source is a view's delegate and the app has a delegate
/// of its own (``DelegateForwarder/route(for:ownerImplements:)``).
package enum DelegateRoute: Sendable, Hashable {
  /// The data source's own method answers; the app's delegate is not asked (row and header
  /// heights, header views: what the data source's registrations decide).
  case owner
  /// The data source's own method runs, then the app's delegate's, if it implements it (row
  /// selection, a row coming into view).
  case ownerThenDelegate
  /// The call goes to the app's delegate (swipe actions, scroll callbacks, context menus...).
  case delegate
  /// Nobody implements it: the view is told so and never sends it.
  case unanswered
}

/// The decisions of a data source that is its view's delegate and keeps the app's own delegate:
/// which object answers each call, and when the view must read the delegate again.
///
/// ReactiveListUIKit's `TableViewDataSource` and `CollectionViewDataSource` are each their view's
/// `delegate`, because selection, prefetch and heights need them. The app's delegate is kept in
/// a forwarder and every callback the data source does not handle reaches it: the data source's
/// `responds(to:)` answers ``responds(to:ownerImplements:)``, its `forwardingTarget(for:)` answers
/// ``forwardingTarget(for:ownerImplements:)``, and its own methods for the ``sharedSelectors``
/// call ``delegate(after:)``'s object once their own work is done. Selectors travel as their
/// Objective-C names (`"tableView:didSelectRowAtIndexPath:"`), so this logic runs (and is tested)
/// without the Objective-C runtime.
///
/// ```swift
/// let forwarder = DelegateForwarder(
///   sharedSelectors: ["tableView:didSelectRowAtIndexPath:"],
///   isDelegateSelector: { $0.hasPrefix("tableView:") || $0.hasPrefix("scrollView") },
///   implements: { delegate, selector in (delegate as? FakeDelegate)?.selectors.contains(selector) ?? false }
/// )
/// forwarder.setDelegate(appDelegate, owner: dataSource)  // true: the view must read its delegate again
/// forwarder.route(for: "scrollViewDidScroll:", ownerImplements: false)  // .delegate
/// ```
///
/// Only selectors that `isDelegateSelector` accepts (those of the view's delegate protocols) are
/// forwarded: a data source question (`tableView:titleForHeaderInSection:`) stays the data
/// source's, even if the app's object happens to implement it.
///
/// `Sendable`: the delegate is held weakly behind the package's lock, so `responds(to:)` and
/// `forwardingTarget(for:)` (nonisolated in `NSObject`) read it from any thread. The closures are
/// called outside the lock.
package final class DelegateForwarder: Sendable {
  private struct State {
    weak var delegate: AnyObject?
  }

  /// The selectors whose data source method runs first and then calls the app's delegate's.
  package let sharedSelectors: Set<String>
  private let isDelegateSelector: @Sendable (String) -> Bool
  private let implements: @Sendable (AnyObject, String) -> Bool
  private let state = LockedState(State())

  /// Creates a forwarder with no delegate.
  ///
  /// - Parameters:
  ///   - sharedSelectors: The selectors the data source implements and after which the app's
  ///     delegate is called too.
  ///   - isDelegateSelector: Whether a selector belongs to the view's delegate protocols.
  ///   - implements: Whether an object implements a selector (`responds(to:)`).
  package init(
    sharedSelectors: Set<String>,
    isDelegateSelector: @escaping @Sendable (String) -> Bool,
    implements: @escaping @Sendable (AnyObject, String) -> Bool
  ) {
    self.sharedSelectors = sharedSelectors
    self.isDelegateSelector = isDelegateSelector
    self.implements = implements
  }

  /// The app's delegate (weak), or `nil`.
  package var delegate: AnyObject? {
    state.withLock { $0.delegate }
  }

  /// Sets the app's delegate; the data source itself counts as `nil` (forwarding to itself would
  /// never end).
  ///
  /// - Parameters:
  ///   - delegate: The app's delegate, held weakly.
  ///   - owner: The data source.
  /// - Returns: Whether the delegate changed: the view caches which calls its delegate answers
  ///   when the delegate is set, so the data source must then set itself as the view's delegate
  ///   again for the new delegate's callbacks to be asked for.
  @discardableResult
  package func setDelegate(_ delegate: AnyObject?, owner: AnyObject) -> Bool {
    let accepted = delegate === owner ? nil : delegate
    return state.withLock { state in
      guard state.delegate !== accepted else { return false }
      state.delegate = accepted
      return true
    }
  }

  /// Who answers `selector`.
  ///
  /// - Parameters:
  ///   - selector: The call's Objective-C name.
  ///   - ownerImplements: Whether the data source implements it.
  /// - Returns: The data source alone, the data source then the delegate (for
  ///   ``sharedSelectors``), the delegate (a delegate-protocol selector it implements and the data
  ///   source does not), or nobody.
  package func route(for selector: String, ownerImplements: Bool) -> DelegateRoute {
    resolve(selector, ownerImplements: ownerImplements).route
  }

  /// The route of `selector` and, for ``DelegateRoute/delegate``, the delegate it was decided for
  /// (read once, so another thread setting the delegate meanwhile cannot pair the route with a
  /// delegate that does not implement the call).
  private func resolve(_ selector: String, ownerImplements: Bool) -> (route: DelegateRoute, target: AnyObject?) {
    if ownerImplements { return (sharedSelectors.contains(selector) ? .ownerThenDelegate : .owner, nil) }
    guard let delegate, isDelegateSelector(selector), implements(delegate, selector) else { return (.unanswered, nil) }
    return (.delegate, delegate)
  }

  /// What the data source's `responds(to:)` answers: whether anyone answers `selector`.
  ///
  /// - Parameters:
  ///   - selector: The call's Objective-C name.
  ///   - ownerImplements: Whether the data source implements it (`super.responds(to:)`).
  /// - Returns: `true` unless the route is ``DelegateRoute/unanswered``.
  package func responds(to selector: String, ownerImplements: Bool) -> Bool {
    route(for: selector, ownerImplements: ownerImplements) != .unanswered
  }

  /// What the data source's `forwardingTarget(for:)` answers: the app's delegate for the calls
  /// routed to it, `nil` for the rest.
  ///
  /// - Parameters:
  ///   - selector: The call's Objective-C name.
  ///   - ownerImplements: Whether the data source implements it.
  /// - Returns: The object to send the call to instead, or `nil`.
  package func forwardingTarget(for selector: String, ownerImplements: Bool) -> AnyObject? {
    resolve(selector, ownerImplements: ownerImplements).target
  }

  /// The app's delegate to call after the data source's own method for `selector` ran, if
  /// `selector` is shared and the delegate implements it.
  ///
  /// - Parameter selector: The Objective-C name of the data source's method.
  /// - Returns: The delegate, or `nil`.
  package func delegate(after selector: String) -> AnyObject? {
    guard sharedSelectors.contains(selector), let delegate, implements(delegate, selector) else { return nil }
    return delegate
  }
}
