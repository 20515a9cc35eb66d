// SPDX-License-Identifier: MIT

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The target of the tap recognizers the data sources add to header views: a non-generic
  /// `NSObject`, so its action has a plain Objective-C selector.
  @MainActor
  final class HeaderTapTarget: NSObject {
    private let onTap: (UIView) -> Void

    init(onTap: @escaping (UIView) -> Void) {
      self.onTap = onTap
      super.init()
    }

    /// Adds a tap recognizer calling ``tapped(_:)`` to `view`.
    ///
    /// UITapGestureRecognizer's `init(target: Any?, action: Selector?)`:
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    /// UIView's `func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)`:
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    func attach(to view: UIView) {
      view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
    }

    /// UIGestureRecognizer's `var view: UIView? { get }`:
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    @objc func tapped(_ recognizer: UITapGestureRecognizer) {
      if let view = recognizer.view { onTap(view) }
    }
  }
#endif
