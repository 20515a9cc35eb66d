// SPDX-License-Identifier: MIT

#if canImport(UIKit) && !os(watchOS)
  public import ListViewModels
  public import ReactiveCore
  public import UIKit

  /// A view that shows a load-more footer: adopt it to replace ``ListFooterView`` in
  /// `bindLoadMoreFooter(to:view:texts:)`.
  ///
  /// The binding adds a tap recognizer to the view: a tap loads more when idle and retries after a
  /// failure (``ListFooter/tapInput``).
  @MainActor
  public protocol ListFooterDisplaying: UIView {
    /// Shows a footer state: its text, a spinner while loading, nothing when hidden.
    ///
    /// - Parameter footer: The state.
    func show(_ footer: ListFooter)
  }

  /// The default load-more footer: a spinner and a line of text, centred; restyle ``label`` and
  /// ``activityIndicator``, or adopt ``ListFooterDisplaying`` in a view of your own.
  public final class ListFooterView: UIView, ListFooterDisplaying {
    /// The footer's line (footnote, secondary label colour).
    public let label = UILabel()
    /// The spinner shown while a page loads.
    public let activityIndicator = UIActivityIndicatorView(style: .medium)

    /// Creates the footer, 44 points high by default (a table view's `tableFooterView` keeps the
    /// height of its frame).
    ///
    /// UIFont's `class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont`:
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    ///
    /// - Parameter frame: The frame.
    override public init(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 44)) {
      super.init(frame: frame)
      label.font = .preferredFont(forTextStyle: .footnote)
      label.textColor = .secondaryLabel
      label.adjustsFontForContentSizeCategory = true
      centerStatusStack(of: [activityIndicator, label], axis: .horizontal, in: self)
    }

    /// Not supported: create the footer in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      nil
    }

    /// Shows a footer state.
    ///
    /// - Parameter footer: The state.
    public func show(_ footer: ListFooter) {
      isHidden = footer.isHidden
      label.text = footer.text
      activityIndicator.animates(footer.isLoading)
    }
  }

  extension UIScrollView {
    /// Shows a load-more footer under the rows or items, bound to `viewModel`: idle, loading, no
    /// more data, or failed (a tap retries); a tap on the idle footer loads more.
    ///
    /// ```swift
    /// tableView.bindLoadMoreFooter(to: viewModel).disposed(by: bag)
    /// ```
    ///
    /// Rows coming into view load the next page on their own (the data source's prefetch); the
    /// footer shows how that goes and is where a failed page is retried. The state logic is
    /// ListViewModels' ``ListFooter``, tested on Linux.
    ///
    /// On a table view the footer is its `tableFooterView`. Any other scroll view (a collection
    /// view, whose layouts have no footer slot that works with every layout) gets it as a subview
    /// placed right under the content: the binding adds its height to `contentInset.bottom` and
    /// moves it to the bottom of `contentSize` (and to the view's width) whenever they change,
    /// observed with key-value observing as pull-to-load libraries do. The footer stays where it
    /// is after the binding is disposed.
    ///
    /// UITableView's `var tableFooterView: UIView?`:
    /// https://developer.apple.com/documentation/uikit/uitableview/tablefooterview
    /// UIScrollView's `var contentSize: CGSize` and `var contentInset: UIEdgeInsets`:
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    ///
    /// - Parameters:
    ///   - viewModel: The list's view model.
    ///   - view: The footer view; by default a ``ListFooterView``.
    ///   - texts: The footer's texts.
    /// - Returns: The binding; dispose it to stop.
    public func bindLoadMoreFooter<Item, Strategy, Parameters>(
      to viewModel: ItemsViewModel<Item, Strategy, Parameters>,
      view: any ListFooterDisplaying = ListFooterView(),
      texts: ListStatusTexts = ListStatusTexts()
    ) -> any Disposable {
      if view.frame.height == 0 { view.frame.size.height = 44 }
      let taps = bindTaps(on: view, to: viewModel.bindFooter(texts: texts) { [weak view] in view?.show($0) })
      if let table = self as? UITableView {
        table.tableFooterView = view
        return taps
      }
      let height = view.frame.height
      addSubview(view)
      contentInset.bottom += height
      let placement = FooterPlacement(footer: view, in: self, height: height)
      return Disposables.create(
        taps,
        Disposables.create {
          Task { @MainActor in placement.stop() }
        }
      )
    }
  }

  /// Keeps a footer view under a scroll view's content while its size and width change.
  @MainActor
  private final class FooterPlacement {
    private weak var footer: UIView?
    private var observations: [NSKeyValueObservation] = []

    init(footer: UIView, in scrollView: UIScrollView, height: CGFloat) {
      self.footer = footer
      place(in: scrollView, height: height)
      // UIKit changes contentSize and bounds on the main thread, where this placement lives.
      observations = [
        scrollView.observe(\.contentSize, options: [.new]) { [weak self] view, _ in
          Self.onMain { self?.place(in: view, height: height) }
        },
        scrollView.observe(\.bounds, options: [.new]) { [weak self] view, _ in
          Self.onMain { self?.place(in: view, height: height) }
        },
      ]
    }

    /// Runs `work` at once on the main thread (where UIKit reports these changes), or on the main
    /// actor later when a change came from elsewhere: never a trap.
    private nonisolated static func onMain(_ work: @escaping @MainActor @Sendable () -> Void) {
      if Thread.isMainThread {
        MainActor.assumeIsolated { work() }
      } else {
        Task { @MainActor in work() }
      }
    }

    /// Moves the footer to the bottom of the content, as wide as the view.
    func place(in scrollView: UIScrollView, height: CGFloat) {
      footer?.frame = CGRect(
        x: 0,
        y: scrollView.contentSize.height,
        width: scrollView.bounds.width,
        height: height
      )
    }

    /// Stops following the scroll view.
    func stop() {
      for observation in observations { observation.invalidate() }
      observations = []
    }
  }
#endif
