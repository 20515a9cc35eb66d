// SPDX-License-Identifier: MIT

#if canImport(UIKit) && !os(watchOS)
  public import ListViewModels
  public import ReactiveCore
  public import UIKit

  /// A view that shows a full-screen cover (loading, empty, error): adopt it to replace
  /// ``ListCoverView`` in `bindCover(to:view:texts:)`.
  ///
  /// The binding adds a tap recognizer to the view: a tap refreshes the empty cover and retries
  /// the error cover (``ListCover/tapInput``).
  @MainActor
  public protocol ListCoverDisplaying: UIView {
    /// Shows a cover state: a spinner while loading, the message and action line, nothing over
    /// content.
    ///
    /// - Parameter cover: The state.
    func show(_ cover: ListCover)
  }

  /// The default cover: a spinner, a message and an action line, centred; restyle
  /// ``messageLabel``, ``actionLabel`` and ``activityIndicator``, or adopt ``ListCoverDisplaying``
  /// in a view of your own.
  public final class ListCoverView: UIView, ListCoverDisplaying {
    /// The main line: "Loading…", the empty message or the error's message (body, secondary label
    /// colour).
    public let messageLabel = UILabel()
    /// The action line: "Tap to reload" or "Tap to retry" (footnote, tint colour).
    public let actionLabel = UILabel()
    /// The spinner shown while the first page loads.
    public let activityIndicator = UIActivityIndicatorView(style: .medium)

    /// Creates the cover.
    ///
    /// - Parameter frame: The frame (a table or collection view sizes its `backgroundView`).
    override public init(frame: CGRect = .zero) {
      super.init(frame: frame)
      messageLabel.font = .preferredFont(forTextStyle: .body)
      messageLabel.textColor = .secondaryLabel
      actionLabel.font = .preferredFont(forTextStyle: .footnote)
      actionLabel.textColor = tintColor
      for label in [messageLabel, actionLabel] {
        label.numberOfLines = 0
        label.textAlignment = .center
        label.adjustsFontForContentSizeCategory = true
      }
      centerStatusStack(of: [activityIndicator, messageLabel, actionLabel], axis: .vertical, in: self)
    }

    /// Not supported: create the cover in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      nil
    }

    /// Shows a cover state.
    ///
    /// - Parameter cover: The state.
    public func show(_ cover: ListCover) {
      isHidden = cover.isHidden
      messageLabel.text = cover.message
      actionLabel.text = cover.action
      actionLabel.isHidden = cover.action == nil
      activityIndicator.animates(cover.isLoading)
    }
  }

  /// A scroll view with a `backgroundView` behind its content: `UITableView` and
  /// `UICollectionView`, where ``bindCover(to:view:texts:)`` puts the cover.
  ///
  /// UITableView's `var backgroundView: UIView?`:
  /// https://developer.apple.com/documentation/uikit/uitableview/backgroundview
  @MainActor
  public protocol ListCoverHosting: UIScrollView {
    /// The view behind the content.
    var backgroundView: UIView? { get set }
  }

  extension UITableView: ListCoverHosting {}

  extension UICollectionView: ListCoverHosting {}

  extension ListCoverHosting {
    /// Shows a full-screen cover behind the rows or items (`backgroundView`), bound to
    /// `viewModel`: a spinner during the first load, the empty message (a tap refreshes) or the
    /// error (a tap retries), hidden while items are on screen.
    ///
    /// ```swift
    /// tableView.bindCover(to: viewModel).disposed(by: bag)
    /// ```
    ///
    /// The state logic is ListViewModels' ``ListCover``, tested on Linux.
    ///
    /// - Parameters:
    ///   - viewModel: The list's view model.
    ///   - view: The cover view; by default a ``ListCoverView``.
    ///   - texts: The cover's texts.
    /// - Returns: The binding; dispose it to stop (the view stays in place).
    public func bindCover<Item, Strategy, Parameters>(
      to viewModel: ItemsViewModel<Item, Strategy, Parameters>,
      view: any ListCoverDisplaying = ListCoverView(),
      texts: ListStatusTexts = ListStatusTexts()
    ) -> any Disposable {
      backgroundView = view
      return bindTaps(on: view, to: viewModel.bindCover(texts: texts) { [weak view] in view?.show($0) })
    }
  }
#endif
