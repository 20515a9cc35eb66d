// SPDX-License-Identifier: MIT

#if canImport(UIKit) && !os(watchOS)
  import ListViewModels
  import ReactiveCore
  import UIKit

  /// Makes taps on `view` activate `binding`; the returned disposable ends both (the recognizer is
  /// removed on the main actor).
  ///
  /// UIView's `func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)`:
  /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
  @MainActor
  func bindTaps(on view: UIView, to binding: ListStatusBinding) -> any Disposable {
    let target = ActionTarget { [weak binding] _ in binding?.activate() }
    let recognizer = target.attach(to: view)
    let removal = Disposables.create { [weak view] in
      Task { @MainActor in
        view?.removeGestureRecognizer(recognizer)
        _ = target
      }
    }
    return Disposables.create(binding, removal)
  }

  /// Lays `views` out in a stack centred in `host`, within its layout margins (the footer's and
  /// the cover's layout).
  ///
  /// UIStackView's `init(arrangedSubviews:)`:
  /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  @MainActor
  func centerStatusStack(of views: [UIView], axis: NSLayoutConstraint.Axis, in host: UIView) {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.spacing = 8
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: host.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: host.centerYAnchor),
      stack.leadingAnchor.constraint(greaterThanOrEqualTo: host.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(lessThanOrEqualTo: host.layoutMarginsGuide.trailingAnchor),
    ])
  }

  extension UIActivityIndicatorView {
    /// Starts or stops the spinner (hidden when stopped).
    ///
    /// UIActivityIndicatorView's `startAnimating()` / `stopAnimating()`:
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
    func animates(_ isLoading: Bool) {
      if isLoading { startAnimating() } else { stopAnimating() }
    }
  }
#endif
