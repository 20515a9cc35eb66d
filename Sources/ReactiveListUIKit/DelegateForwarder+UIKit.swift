// SPDX-License-Identifier: MIT

#if canImport(UIKit) && !os(watchOS)
  import ListViewModels
  import ObjectiveC
  import UIKit

  extension DelegateForwarder {
    /// A forwarder to an app's delegate for the calls of `delegateProtocol` (and the protocols it
    /// adopts, `UIScrollViewDelegate` included).
    ///
    /// `func NSStringFromProtocol(_ proto: Protocol) -> String`, `func NSProtocolFromString(_ namestr: String) -> Protocol?`:
    /// https://developer.apple.com/documentation/foundation/nsstringfromprotocol(_:)
    /// https://developer.apple.com/documentation/foundation/nsprotocolfromstring(_:)
    /// `func protocol_getMethodDescription(_ p: Protocol, _ aSel: Selector, _ isRequiredMethod: Bool, _ isInstanceMethod: Bool) -> objc_method_description`
    /// (searches the protocols `p` adopts too):
    /// https://developer.apple.com/documentation/objectivec/1418830-protocol_getmethoddescription
    /// NSObjectProtocol's `func responds(to aSelector: Selector!) -> Bool`:
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    ///
    /// - Parameters:
    ///   - delegateProtocol: `UITableViewDelegate.self` or `UICollectionViewDelegateFlowLayout.self`.
    ///   - shared: The Objective-C names of the data source's methods that call the app's delegate
    ///     after their own work.
    static func uiKit(for delegateProtocol: Protocol, shared: Set<String>) -> DelegateForwarder {
      // A name, not the `Protocol` object (which is not `Sendable`), crosses into the closures.
      let protocolName = NSStringFromProtocol(delegateProtocol)
      return DelegateForwarder(
        sharedSelectors: shared,
        isDelegateSelector: { name in
          guard let delegateProtocol = NSProtocolFromString(protocolName) else { return false }
          let selector = NSSelectorFromString(name)
          return [true, false].contains { required in
            protocol_getMethodDescription(delegateProtocol, selector, required, true).name != nil
          }
        },
        implements: { object, name in
          (object as? any NSObjectProtocol)?.responds(to: NSSelectorFromString(name)) ?? false
        }
      )
    }
  }
#endif
