// SPDX-License-Identifier: MIT

#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import ListSections
  import ListViewModels
  import ReactiveCore
  public import UIKit

  /// The data source and delegate of a `UITableView` that shows a sectioned list: a cell class per
  /// row model type, a header view class per header model type, no `numberOfRows` or
  /// `cellForRow` of your own.
  ///
  /// Every method forwards to ``core``, a ListSections `SectionedDataSource` whose logic (counts,
  /// cells and headers through the registries, heights, taps, pairing snapshots with changesets,
  /// batch updates) is tested on Linux.
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   super.viewDidLoad()
  ///   let dataSource = TableViewDataSource<DayHeader, Game>(tableView: tableView)
  ///   dataSource.registerCell(GameCell.self, for: Game.self) { cell, game in cell.show(game) }
  ///   dataSource.registerHeader(DayHeaderView.self, for: DayHeader.self) { view, day in view.show(day) }
  ///   dataSource.bind(to: viewModel, sections: .grouped { DayHeader(day: $0.day) }).disposed(by: bag)
  ///   viewModel.refresh()
  /// }
  /// ```
  ///
  /// Creating it makes it the table view's `dataSource` and `delegate` (both weak in UIKit): the
  /// binding keeps it alive until disposed. Rows are self-sizing unless their registration gives a
  /// height; ``EmptyHeader`` sections and `SectionHeader.none`/`.empty` show no header.
  ///
  /// ## The visible row stays in place
  ///
  /// When rows are inserted, deleted or resized above the screen (newer posts on top, a page
  /// dropped under a memory cap), the first fully visible row (or the one selected last) stays on
  /// the same screen line. ``core`` decides in the table's own terms: after issuing the batch
  /// update it reads the row's frame in the table's layout (`rectForRow(at:)`) and the content's
  /// extent (`contentSize`, `adjustedContentInset`), and moves the content there, never past the
  /// top or the end; a deleted row's replacement keeps the distance it had on screen, and a row
  /// resized in place (reconfigured, so no `willDisplay`) is measured from the table after the
  /// batch. A batch that may move the content (anything inserted, deleted, moved or updated above
  /// the row) runs without animation. Row and header heights are measured as they appear
  /// (`willDisplay`), kept by row id while the row is in the list, and given back to the table as
  /// its estimated heights. At the top, new rows show. Turn it off with `core.anchorOptions = nil`;
  /// keep the row in place at the top too ("pull to see new") with
  /// `core.anchorOptions = AnchorOptions(atTop: .keepsAnchoredRow)`; set `core.heights` to your
  /// estimates.
  ///
  /// ## Your own delegate
  ///
  /// Set your `UITableViewDelegate` on ``delegate``, not on the table view (which would stop
  /// selection and prefetch). Every `UITableViewDelegate` and `UIScrollViewDelegate` call this
  /// data source does not implement goes to it: swipe actions, context menus, scroll callbacks,
  /// editing, highlighting, footers. Row selection and a row coming into view run the data
  /// source's work first (deselecting, ``onRowSelected``, the view model's `itemSelected` and
  /// prefetch), then your delegate's method. Row and header heights and header views are the data
  /// source's (from the registrations): your delegate's versions of those are not called.
  ///
  /// ```swift
  /// dataSource.delegate = self  // a UITableViewController keeps its swipe actions and scroll callbacks
  /// ```
  ///
  /// The logic (which object answers which call) is ListViewModels' `DelegateForwarder`,
  /// tested on Linux.
  @MainActor
  public final class TableViewDataSource<
    SectionModel: Identifiable & Equatable,
    RowModel: Identifiable & Equatable
  >: SectionedViewDataSource<SectionModel, RowModel, UITableViewCell, UITableViewHeaderFooterView>,
    UITableViewDataSource, UITableViewDelegate
  {
    /// The table view shown in (weak).
    public private(set) weak var tableView: UITableView?
    /// Whether a selected row is deselected at once (with animation), as list screens usually do.
    /// Default `true`.
    public var deselectsSelectedRow = true

    /// Creates the data source of a table view and makes it the table view's data source and
    /// delegate.
    ///
    /// UITableView's `weak var dataSource: (any UITableViewDataSource)?` and
    /// `weak var delegate: (any UITableViewDelegate)?`:
    /// https://developer.apple.com/documentation/uikit/uitableview/datasource
    /// https://developer.apple.com/documentation/uikit/uitableview/delegate
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - options: How changesets are applied (the reload threshold).
    public init(tableView: UITableView, options: BatchUpdateOptions = BatchUpdateOptions()) {
      self.tableView = tableView
      super.init(
        core: SectionedDataSource(view: tableView, options: options),
        forwarder: .uiKit(
          for: (any UITableViewDelegate).self,
          shared: [TableSelectors.didSelectRow, TableSelectors.willDisplayCell, TableSelectors.willDisplayHeader]
        )
      )
      tableView.dataSource = self
      tableView.delegate = self
    }

    /// Your own delegate (weak): it gets every delegate call the data source does not handle,
    /// and row selection and display after the data source's own work (see "Your own delegate"
    /// above). The data source itself is ignored.
    ///
    /// Setting it sets the data source as the table view's delegate again, since UIKit reads
    /// which calls a delegate answers when it is set.
    public var delegate: (any UITableViewDelegate)? {
      get { forwarder.delegate as? any UITableViewDelegate }
      set {
        guard forwarder.setDelegate(newValue, owner: self), let tableView, tableView.delegate === self else { return }
        tableView.delegate = nil
        tableView.delegate = self
      }
    }

    /// Registers the cell class of one row model type, with ``core`` and with the table view.
    ///
    /// UITableView's `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)`:
    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-6ruhp
    ///
    /// - Parameters:
    ///   - cellType: The cell class.
    ///   - model: The row model type it shows.
    ///   - height: A fixed or computed height; by default the cell sizes itself.
    ///   - configure: Fills a (possibly reused) cell with a model.
    public func registerCell<Model, Cell: UITableViewCell>(
      _ cellType: Cell.Type,
      for model: Model.Type,
      height: RowHeight<Model> = .automatic,
      configure: @escaping @MainActor @Sendable (Cell, Model) -> Void
    ) {
      let identifier = core.registerCell(cellType, for: model, height: height, configure: configure)
      tableView?.register(cellType, forCellReuseIdentifier: identifier)
    }

    /// Registers the header view class of one header model type, with ``core`` and with the
    /// table view.
    ///
    /// UITableView's `func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)`:
    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-20ybb
    ///
    /// - Parameters:
    ///   - headerType: The header view class.
    ///   - model: The header model type it shows.
    ///   - height: A fixed or computed height; by default the header sizes itself.
    ///   - configure: Fills a (possibly reused) header view with a model.
    public func registerHeader<Model, Header: UITableViewHeaderFooterView>(
      _ headerType: Header.Type,
      for model: Model.Type,
      height: RowHeight<Model> = .automatic,
      configure: @escaping @MainActor @Sendable (Header, Model) -> Void
    ) {
      let identifier = core.registerHeader(headerType, for: model, height: height, configure: configure)
      tableView?.register(headerType, forHeaderFooterViewReuseIdentifier: identifier)
    }

    // MARK: UITableViewDataSource

    /// `optional func numberOfSections(in tableView: UITableView) -> Int`:
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    public func numberOfSections(in tableView: UITableView) -> Int {
      core.numberOfSections
    }

    /// `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int`:
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      core.numberOfRows(inSection: section)
    }

    /// `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell`:
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    /// UITableView's `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell`:
    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    /// UITableViewCell's `init(style:reuseIdentifier:)` (the blank placeholder after an error):
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      core.cell(at: indexPath) { tableView.dequeueReusableCell(withIdentifier: $0, for: indexPath) }
        ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // MARK: UITableViewDelegate

    /// `optional func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?`:
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
    /// UITableView's `func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?`:
    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
    /// UITableViewHeaderFooterView's `init(reuseIdentifier: String?)`:
    /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      core.header(inSection: section) {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: $0)
          ?? UITableViewHeaderFooterView(reuseIdentifier: $0)
      }
    }

    /// `optional func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat`:
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
    /// `class let automaticDimension: CGFloat`:
    /// https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      CGFloat(core.rowHeight(at: indexPath, automatic: Double(UITableView.automaticDimension)))
    }

    /// `optional func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat`:
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)
    /// A hidden header gets the smallest positive height: a grouped table reads 0 as "default".
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      CGFloat(
        core.headerHeight(
          inSection: section,
          hidden: Double(CGFloat.leastNormalMagnitude),
          automatic: Double(UITableView.automaticDimension)
        )
      )
    }

    /// The height ``core`` counts a row with: measured as it appeared, else the estimate of
    /// `core.heights`, so the table's layout above the screen and the anchoring agree (see
    /// `SectionedDataSource.anchorOptions`).
    ///
    /// `optional func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat`:
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
      CGFloat(core.estimatedRowHeight(at: indexPath))
    }

    /// The height ``core`` counts a header with, as for rows.
    ///
    /// `optional func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat`:
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforheaderinsection:)
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
      CGFloat(max(core.estimatedHeaderHeight(inSection: section), Double(CGFloat.leastNormalMagnitude)))
    }

    /// Records the header's height for the anchoring (``core``'s `headerDidAppear`).
    ///
    /// `optional func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)`:
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayheaderview:forsection:)
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
      core.headerDidAppear(inSection: section, height: Double(view.frame.height))
      let delegate = forwarder.delegate(after: TableSelectors.willDisplayHeader) as? any UITableViewDelegate
      delegate?.tableView?(tableView, willDisplayHeaderView: view, forSection: section)
    }

    /// Deselects the row, tells ``core`` (the view model's `itemSelected`), then ``delegate``.
    ///
    /// `optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)`:
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    /// UITableView's `func deselectRow(at indexPath: IndexPath, animated: Bool)`:
    /// https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      if deselectsSelectedRow { tableView.deselectRow(at: indexPath, animated: true) }
      core.selectRow(at: indexPath)
      let delegate = forwarder.delegate(after: TableSelectors.didSelectRow) as? any UITableViewDelegate
      delegate?.tableView?(tableView, didSelectRowAt: indexPath)
    }

    /// Tells ``core`` (the view model's prefetch), then ``delegate``.
    ///
    /// `optional func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)`:
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      core.rowDidAppear(at: indexPath, height: Double(cell.frame.height))
      core.willDisplayRow(at: indexPath)
      let delegate = forwarder.delegate(after: TableSelectors.willDisplayCell) as? any UITableViewDelegate
      delegate?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }
  }

  /// The `UITableViewDelegate` methods whose data source work is followed by the app delegate's.
  private enum TableSelectors {
    static let didSelectRow = NSStringFromSelector(
      #selector((any UITableViewDelegate).tableView(_:didSelectRowAt:))
    )
    static let willDisplayCell = NSStringFromSelector(
      #selector((any UITableViewDelegate).tableView(_:willDisplay:forRowAt:))
    )
    static let willDisplayHeader = NSStringFromSelector(
      #selector((any UITableViewDelegate).tableView(_:willDisplayHeaderView:forSection:))
    )
  }
#endif
