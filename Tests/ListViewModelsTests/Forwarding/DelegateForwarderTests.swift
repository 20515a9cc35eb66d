// SPDX-License-Identifier: MIT

import Dispatch
import ListViewModels
import TestSupport
import Testing

/// An app's delegate as the Objective-C runtime sees it: the selectors it implements, and the
/// calls it received.
private final class FakeDelegate: Sendable {
  let selectors: Set<String>
  private let received = LockedBox<[String]>([])

  init(_ selectors: Set<String>) {
    self.selectors = selectors
  }

  var calls: [String] { received.withLock { $0 } }

  func receive(_ selector: String) {
    received.withLock { $0.append(selector) }
  }
}

/// A data source shell as ReactiveListUIKit writes it, over a fake runtime: its own methods are
/// `ownSelectors`; `send(_:)` is what the runtime does with a message (ask `responds(to:)`,
/// run the own method — which calls `delegate(after:)` for shared ones — or forward through
/// `forwardingTarget(for:)`).
private final class FakeDataSource {
  static let didSelect = "tableView:didSelectRowAtIndexPath:"
  static let willDisplay = "tableView:willDisplayCell:forRowAtIndexPath:"
  static let heightForRow = "tableView:heightForRowAtIndexPath:"
  static let numberOfRows = "tableView:numberOfRowsInSection:"
  static let ownSelectors: Set<String> = [didSelect, willDisplay, heightForRow, numberOfRows]
  /// The delegate protocol: UITableViewDelegate's and UIScrollViewDelegate's selectors.
  static let delegateSelectors: Set<String> = [
    didSelect, willDisplay, heightForRow, "scrollViewDidScroll:",
    "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
  ]

  let forwarder = DelegateForwarder(
    sharedSelectors: [didSelect, willDisplay],
    isDelegateSelector: { FakeDataSource.delegateSelectors.contains($0) },
    implements: { object, selector in (object as? FakeDelegate)?.selectors.contains(selector) ?? false }
  )
  var ownCalls: [String] = []
  var reattachments = 0

  /// What the `delegate` property's setter does.
  func setDelegate(_ delegate: AnyObject?) {
    if forwarder.setDelegate(delegate, owner: self) { reattachments += 1 }
  }

  /// The runtime: returns whether the message was delivered to anyone.
  @discardableResult
  func send(_ selector: String) -> Bool {
    let own = Self.ownSelectors.contains(selector)
    guard forwarder.responds(to: selector, ownerImplements: own) else { return false }
    if own {
      ownCalls.append(selector)
      (forwarder.delegate(after: selector) as? FakeDelegate)?.receive(selector)
    } else {
      guard let target = forwarder.forwardingTarget(for: selector, ownerImplements: own) as? FakeDelegate else {
        Issue.record("\(selector) answered but not forwarded")
        return false
      }
      target.receive(selector)
    }
    return true
  }
}

@Suite struct DelegateForwarderTests {
  // "Every `UITableViewDelegate` and `UIScrollViewDelegate` call this data source does not
  // implement goes to it: swipe actions, context menus, scroll callbacks, ..."
  @Test func callsTheDataSourceDoesNotImplementGoToTheAppsDelegate() {
    let dataSource = FakeDataSource()
    let app = FakeDelegate(["scrollViewDidScroll:", "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"])
    dataSource.setDelegate(app)
    #expect(dataSource.send("scrollViewDidScroll:"))
    #expect(dataSource.send("tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"))
    #expect(app.calls == ["scrollViewDidScroll:", "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"])
    #expect(dataSource.ownCalls.isEmpty)
  }

  // "Row selection and a row coming into view run the data source's work first (...), then your
  // delegate's method."
  @Test func selectionAndDisplayRunTheDataSourceThenTheDelegate() {
    let dataSource = FakeDataSource()
    let app = FakeDelegate([FakeDataSource.didSelect, FakeDataSource.willDisplay])
    dataSource.setDelegate(app)
    dataSource.send(FakeDataSource.willDisplay)
    dataSource.send(FakeDataSource.didSelect)
    #expect(dataSource.ownCalls == [FakeDataSource.willDisplay, FakeDataSource.didSelect])
    #expect(app.calls == [FakeDataSource.willDisplay, FakeDataSource.didSelect])
    #expect(dataSource.forwarder.route(for: FakeDataSource.didSelect, ownerImplements: true) == .ownerThenDelegate)
  }

  @Test func sharedCallsStillRunTheDataSourceWithoutADelegate() {
    let dataSource = FakeDataSource()
    #expect(dataSource.send(FakeDataSource.didSelect))
    #expect(dataSource.ownCalls == [FakeDataSource.didSelect])
    let bystander = FakeDelegate(["scrollViewDidScroll:"])
    dataSource.setDelegate(bystander)
    dataSource.send(FakeDataSource.didSelect)
    #expect(bystander.calls.isEmpty, "a delegate that does not implement a shared call is not sent it")
  }

  // "Row and header heights and header views are the data source's (from the registrations): your
  // delegate's versions of those are not called."
  @Test func theDataSourcesOwnAnswersAreNotAskedOfTheDelegate() {
    let dataSource = FakeDataSource()
    let app = FakeDelegate([FakeDataSource.heightForRow])
    dataSource.setDelegate(app)
    dataSource.send(FakeDataSource.heightForRow)
    #expect(dataSource.ownCalls == [FakeDataSource.heightForRow])
    #expect(app.calls.isEmpty)
    #expect(dataSource.forwarder.route(for: FakeDataSource.heightForRow, ownerImplements: true) == .owner)
    #expect(dataSource.forwarder.forwardingTarget(for: FakeDataSource.heightForRow, ownerImplements: true) == nil)
  }

  @Test func callsNobodyImplementsAreUnanswered() {
    let dataSource = FakeDataSource()
    #expect(!dataSource.send("scrollViewDidScroll:"), "no delegate")
    dataSource.setDelegate(FakeDelegate(["scrollViewDidZoom:"]))
    #expect(!dataSource.send("scrollViewDidScroll:"), "the delegate does not implement it")
    #expect(dataSource.forwarder.route(for: "scrollViewDidScroll:", ownerImplements: false) == .unanswered)
  }

  // "Only selectors that `isDelegateSelector` accepts (those of the view's delegate protocols) are
  // forwarded: a data source question (`tableView:titleForHeaderInSection:`) stays the data
  // source's, even if the app's object happens to implement it."
  @Test func dataSourceQuestionsAreNeverForwarded() {
    let dataSource = FakeDataSource()
    let app = FakeDelegate(["tableView:titleForHeaderInSection:", FakeDataSource.numberOfRows])
    dataSource.setDelegate(app)
    #expect(!dataSource.send("tableView:titleForHeaderInSection:"))
    dataSource.send(FakeDataSource.numberOfRows)
    #expect(app.calls.isEmpty)
    #expect(dataSource.ownCalls == [FakeDataSource.numberOfRows])
  }

  // "the data source itself counts as `nil` (forwarding to itself would never end)"
  @Test func theDataSourceIsNeverItsOwnDelegate() {
    let dataSource = FakeDataSource()
    dataSource.setDelegate(dataSource)
    #expect(dataSource.forwarder.delegate == nil)
    #expect(dataSource.reattachments == 0)
    #expect(!dataSource.send("scrollViewDidScroll:"))
  }

  // "Returns: Whether the delegate changed: the view caches which calls its delegate answers when
  // the delegate is set, so the data source must then set itself as the view's delegate again"
  @Test func theViewRereadsTheDelegateOnlyWhenItChanges() {
    let dataSource = FakeDataSource()
    let first = FakeDelegate(["scrollViewDidScroll:"])
    let second = FakeDelegate(["scrollViewDidScroll:"])
    dataSource.setDelegate(first)
    dataSource.setDelegate(first)
    #expect(dataSource.reattachments == 1)
    dataSource.setDelegate(second)
    #expect(dataSource.reattachments == 2)
    dataSource.setDelegate(nil)
    dataSource.setDelegate(nil)
    #expect(dataSource.reattachments == 3)
    #expect(dataSource.forwarder.delegate == nil)
  }

  @Test func theDelegateIsHeldWeakly() {
    let dataSource = FakeDataSource()
    var app: FakeDelegate? = FakeDelegate(["scrollViewDidScroll:"])
    dataSource.setDelegate(app)
    #expect(dataSource.send("scrollViewDidScroll:"))
    app = nil
    #expect(dataSource.forwarder.delegate == nil)
    #expect(!dataSource.send("scrollViewDidScroll:"))
  }

  // "`Sendable`: the delegate is held weakly behind the package's lock, so `responds(to:)` and
  // `forwardingTarget(for:)` (nonisolated in `NSObject`) read it from any thread."
  @Test func delegateChangesAndLookupsFromManyThreadsStayConsistent() {
    let delegates = (0..<4).map { FakeDelegate($0.isMultiple(of: 2) ? ["scrollViewDidScroll:"] : []) }
    let owner = FakeDelegate([])
    let forwarder = DelegateForwarder(
      sharedSelectors: [],
      isDelegateSelector: { _ in true },
      implements: { object, selector in (object as? FakeDelegate)?.selectors.contains(selector) ?? false }
    )
    let mismatches = LockedBox(0)
    let rounds = StressScale.count(2_000)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for round in 0..<rounds {
        if thread == 0 {
          forwarder.setDelegate(delegates[round % delegates.count], owner: owner)
        } else if let target = forwarder.forwardingTarget(for: "scrollViewDidScroll:", ownerImplements: false) {
          // Whatever delegate is current, only one that implements the call is forwarded to.
          if (target as? FakeDelegate)?.selectors.contains("scrollViewDidScroll:") != true {
            mismatches.withLock { $0 += 1 }
          }
        }
      }
    }
    #expect(mismatches.withLock { $0 } == 0)
    withExtendedLifetime(delegates) {}
  }
}
