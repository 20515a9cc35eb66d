// SPDX-License-Identifier: MIT

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The target of the tap recognizers and control events the shell adds (header taps, footer
  /// and cover taps, a refresh control's pull): a non-generic `NSObject`, so its actions have
  /// plain Objective-C selectors. Neither a recognizer nor a control retains its target: whoever
  /// adds one keeps it.
  @MainActor
  final class ActionTarget: NSObject {
    private let action: (UIView?) -> Void

    init(action: @escaping (UIView?) -> Void) {
      self.action = action
      super.init()
    }

    /// Adds a tap recognizer calling ``tapped(_:)`` to `view`.
    ///
    /// UITapGestureRecognizer's `init(target: Any?, action: Selector?)`:
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    /// UIView's `func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)`:
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    @discardableResult
    func attach(to view: UIView) -> UITapGestureRecognizer {
      let recognizer = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
      view.addGestureRecognizer(recognizer)
      return recognizer
    }

    /// Calls ``fired(_:)`` on `events` of `control`.
    ///
    /// UIControl's `func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event)`:
    /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
    func attach(to control: UIControl, for events: UIControl.Event) {
      control.addTarget(self, action: #selector(fired(_:)), for: events)
    }

    /// UIGestureRecognizer's `var view: UIView? { get }`:
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    @objc func tapped(_ recognizer: UITapGestureRecognizer) {
      action(recognizer.view)
    }

    /// A control event's action.
    @objc func fired(_ sender: UIControl) {
      action(sender)
    }
  }
#endif
