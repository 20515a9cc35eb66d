// SPDX-License-Identifier: MIT

// UIRefreshControl does not exist on tvOS.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  public import ListViewModels
  public import ReactiveCore
  public import UIKit

  extension UIScrollView {
    /// Adds a pull-to-refresh control (`refreshControl`, or the one already set) bound to
    /// `viewModel`: pulling calls `refresh()` (or `prepend()`), and the control stops spinning
    /// when the load ends.
    ///
    /// ```swift
    /// tableView.bindRefreshControl(to: viewModel).disposed(by: bag)
    /// ```
    ///
    /// It also spins for a refresh started in code while items are on screen; during the first
    /// load the cover's spinner shows it instead. The state logic is ListViewModels'
    /// ``ListRefreshHeader`` and `bindRefreshHeader(texts:pull:render:)`, tested on Linux.
    ///
    /// UIScrollView's `var refreshControl: UIRefreshControl?`:
    /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
    /// UIRefreshControl's `beginRefreshing()`, `endRefreshing()`, `var isRefreshing: Bool`,
    /// `var attributedTitle: NSAttributedString?`, and its `.valueChanged` event on a pull:
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol
    ///
    /// - Parameters:
    ///   - viewModel: The list's view model.
    ///   - pull: What a pull asks for: ``ListInput/refresh`` (default) or ``ListInput/prepend``.
    ///   - texts: The control's title (``ListStatusTexts/refreshTitle``).
    /// - Returns: The binding; dispose it to stop (the control stays in place).
    public func bindRefreshControl<Item, Strategy, Parameters>(
      to viewModel: ItemsViewModel<Item, Strategy, Parameters>,
      pull: ListInput = .refresh,
      texts: ListStatusTexts = ListStatusTexts()
    ) -> any Disposable {
      let control = refreshControl ?? UIRefreshControl()
      refreshControl = control
      let binding = viewModel.bindRefreshHeader(texts: texts, pull: pull) { [weak control] header in
        guard let control else { return }
        control.attributedTitle = header.title.map { NSAttributedString(string: $0) }
        guard header.isRefreshing != control.isRefreshing else { return }
        if header.isRefreshing { control.beginRefreshing() } else { control.endRefreshing() }
      }
      let target = ActionTarget { [weak binding] _ in binding?.activate() }
      target.attach(to: control, for: .valueChanged)
      let removal = Disposables.create { [weak control] in
        Task { @MainActor in control?.removeTarget(target, action: nil, for: .valueChanged) }
      }
      return Disposables.create(binding, removal)
    }
  }
#endif
