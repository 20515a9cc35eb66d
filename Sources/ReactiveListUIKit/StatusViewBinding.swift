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
#endif
