// SPDX-License-Identifier: MIT

#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import ListSections
  import ListViewModels
  import ReactiveCore
  public import UIKit

  /// The data source and flow-layout delegate of a `UICollectionView` that shows a sectioned list:
  /// a cell class per row model type, a header view class per header model type.
  ///
  /// Every method forwards to ``core``, a ListSections `SectionedDataSource` whose logic is
  /// tested on Linux; see ``TableViewDataSource`` for the table view twin.
  ///
  /// ```swift
  /// let dataSource = CollectionViewDataSource<DayHeader, Game>(collectionView: collectionView)
  /// dataSource.registerCell(GameCell.self, for: Game.self) { cell, game in cell.show(game) }
  /// dataSource.registerHeader(DayHeaderView.self, for: DayHeader.self) { view, day in view.show(day) }
  /// dataSource.bind(to: viewModel, sections: .grouped { DayHeader(day: $0.day) }).disposed(by: bag)
  /// ```
  ///
  /// Item sizes come from the collection view's layout (registered heights are for table views).
  /// With a flow layout, a section without a visible header gets a zero-height header and the
  /// others the registered height or the layout's `headerReferenceSize`.
  ///
  /// ## The visible row stays in place
  ///
  /// When rows are inserted, deleted or resized above the screen (newer posts on top, a page
  /// dropped under a memory cap), the first fully visible item (or the one selected last) stays
  /// on the same screen line. ``core`` decides in the collection view's own terms: after issuing
  /// the batch update it reads the item's frame in the layout (`layoutAttributesForItem(at:)`)
  /// and the content's extent (`contentSize`, `adjustedContentInset`), and moves the content
  /// there, never past the top or the end; a deleted item's replacement keeps the distance it
  /// had on screen. A batch that may move the content (anything inserted, deleted, moved or
  /// updated above the item) runs without animation. The layout keeps its own estimates for
  /// items it has not shown (a flow layout's `estimatedItemSize`, a compositional layout's
  /// `.estimated(_:)`), and that is fine: the offset follows the layout, not ``core``'s heights.
  /// Those only decide, near the end of the list, whether a batch may move the content; they
  /// start at a flow layout's `estimatedItemSize` when it is set. With a compositional layout,
  /// set `core.heights.estimatedRowHeight` to its estimate if you like; nothing else is needed.
  /// Heights are measured as items appear (plus the flow layout's line spacing; a one-column
  /// vertical layout). At the top, new items show. Turn it off with `core.anchorOptions = nil`;
  /// keep the row in place at the top too ("pull to see new") with
  /// `core.anchorOptions = AnchorOptions(atTop: .keepsAnchoredRow)`.
  ///
  /// ## Your own delegate
  ///
  /// Set your `UICollectionViewDelegate` (or `UICollectionViewDelegateFlowLayout`) on
  /// ``delegate``, not on the collection view. Every delegate, flow-layout and scroll-view call this
  /// data source does not implement goes to it (item sizes, insets, context menus, scroll
  /// callbacks...). Item selection and an item coming into view run the data source's work first,
  /// then your delegate's method. Header sizes are the data source's (from the registrations).
  /// The logic is ListViewModels' `DelegateForwarder`, tested on Linux.
  @MainActor
  public final class CollectionViewDataSource<
    SectionModel: Identifiable & Equatable,
    RowModel: Identifiable & Equatable
  >: SectionedViewDataSource<SectionModel, RowModel, UICollectionViewCell, UICollectionReusableView>,
    UICollectionViewDataSource, UICollectionViewDelegateFlowLayout
  {
    /// The collection view shown in (weak).
    public private(set) weak var collectionView: UICollectionView?
    /// The reuse identifier of the blank views answered when the data source cannot present a
    /// model, or a section has no visible header (a collection view only takes dequeued views).
    private static var placeholderIdentifier: String { "ReactiveListUIKit.placeholder" }

    /// Creates the data source of a collection view and makes it the collection view's data source
    /// and delegate.
    ///
    /// UICollectionView's `weak var dataSource: (any UICollectionViewDataSource)?` and
    /// `weak var delegate: (any UICollectionViewDelegate)?`:
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    /// https://developer.apple.com/documentation/uikit/uicollectionview/delegate
    /// `func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)`:
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-1q3ty
    /// `func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String)`:
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io
    /// `class let elementKindSectionHeader: String`, `class let elementKindSectionFooter: String`:
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - options: How changesets are applied (the reload threshold).
    public init(collectionView: UICollectionView, options: BatchUpdateOptions = BatchUpdateOptions()) {
      self.collectionView = collectionView
      super.init(
        core: SectionedDataSource(view: collectionView, options: options),
        forwarder: .uiKit(
          for: (any UICollectionViewDelegateFlowLayout).self,
          shared: [CollectionSelectors.didSelectItem, CollectionSelectors.willDisplayCell]
        )
      )
      let placeholder = Self.placeholderIdentifier
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: placeholder)
      for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        collectionView.register(
          UICollectionReusableView.self,
          forSupplementaryViewOfKind: kind,
          withReuseIdentifier: placeholder
        )
      }
      // A flow layout's own estimate, when it has one, is the one to count unmeasured items with
      // (UICollectionViewFlowLayout's `var estimatedItemSize: CGSize`:
      // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize).
      if let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout,
        flow.estimatedItemSize.height > 0
      {
        core.heights.estimatedRowHeight = Double(flow.estimatedItemSize.height + flow.minimumLineSpacing)
      }
      collectionView.dataSource = self
      collectionView.delegate = self
    }

    /// Your own delegate (weak): it gets every delegate call the data source does not handle,
    /// and item selection and display after the data source's own work (see "Your own delegate"
    /// above). The data source itself is ignored.
    ///
    /// Setting it sets the data source as the collection view's delegate again, since UIKit reads
    /// which calls a delegate answers when it is set.
    public var delegate: (any UICollectionViewDelegate)? {
      get { forwarder.delegate as? any UICollectionViewDelegate }
      set {
        guard forwarder.setDelegate(newValue, owner: self), let collectionView, collectionView.delegate === self
        else { return }
        collectionView.delegate = nil
        collectionView.delegate = self
      }
    }

    /// Registers the cell class of one row model type, with ``core`` and with the collection view
    /// (`register(_:forCellWithReuseIdentifier:)`, cited at ``init(collectionView:options:)``).
    ///
    /// - Parameters:
    ///   - cellType: The cell class.
    ///   - model: The row model type it shows.
    ///   - configure: Fills a (possibly reused) cell with a model.
    public func registerCell<Model, Cell: UICollectionViewCell>(
      _ cellType: Cell.Type,
      for model: Model.Type,
      configure: @escaping @MainActor @Sendable (Cell, Model) -> Void
    ) {
      let identifier = core.registerCell(cellType, for: model, configure: configure)
      collectionView?.register(cellType, forCellWithReuseIdentifier: identifier)
    }

    /// Registers the header view class of one header model type, with ``core`` and with the
    /// collection view (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
    ///
    /// - Parameters:
    ///   - headerType: The header view class.
    ///   - model: The header model type it shows.
    ///   - height: A fixed or computed height; by default the flow layout's `headerReferenceSize`.
    ///   - configure: Fills a (possibly reused) header view with a model.
    public func registerHeader<Model, Header: UICollectionReusableView>(
      _ headerType: Header.Type,
      for model: Model.Type,
      height: RowHeight<Model> = .automatic,
      configure: @escaping @MainActor @Sendable (Header, Model) -> Void
    ) {
      let identifier = core.registerHeader(headerType, for: model, height: height, configure: configure)
      collectionView?.register(
        headerType,
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: identifier
      )
    }

    // MARK: UICollectionViewDataSource

    /// `optional func numberOfSections(in collectionView: UICollectionView) -> Int`:
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      core.numberOfSections
    }

    /// `func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int`:
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      core.numberOfRows(inSection: section)
    }

    /// `func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell`:
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    /// `func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell`:
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    public func collectionView(
      _ collectionView: UICollectionView,
      cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let dequeue = { collectionView.dequeueReusableCell(withReuseIdentifier: $0, for: indexPath) }
      return core.cell(at: indexPath, dequeue: dequeue) ?? dequeue(Self.placeholderIdentifier)
    }

    /// `optional func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView`:
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
    /// `func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView`:
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
    /// IndexPath's `var section: Int` (UIKit):
    /// https://developer.apple.com/documentation/foundation/indexpath/section
    public func collectionView(
      _ collectionView: UICollectionView,
      viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let dequeue = {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: $0, for: indexPath)
      }
      let header =
        kind == UICollectionView.elementKindSectionHeader
        ? core.header(inSection: indexPath.section, dequeue: dequeue) : nil
      return header ?? dequeue(Self.placeholderIdentifier)
    }

    // MARK: UICollectionViewDelegate

    /// Tells ``core`` (the view model's `itemSelected`), then ``delegate``.
    ///
    /// `optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)`:
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      core.selectRow(at: indexPath)
      let delegate = forwarder.delegate(after: CollectionSelectors.didSelectItem) as? any UICollectionViewDelegate
      delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
    }

    /// Tells ``core`` (the view model's prefetch), then ``delegate``.
    ///
    /// `optional func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)`:
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
    public func collectionView(
      _ collectionView: UICollectionView,
      willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      // One column: an item's share of the content is its height and the spacing after it.
      let spacing = (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
      core.rowDidAppear(at: indexPath, height: Double(cell.frame.height + spacing))
      core.willDisplayRow(at: indexPath)
      let delegate = forwarder.delegate(after: CollectionSelectors.willDisplayCell) as? any UICollectionViewDelegate
      delegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    // MARK: UICollectionViewDelegateFlowLayout

    /// `optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize`:
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforheaderinsection:)
    /// UICollectionViewFlowLayout's `var headerReferenceSize: CGSize`:
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
    /// A vertical flow layout uses the height and gives the header the collection view's width;
    /// a size of zero adds no header.
    public func collectionView(
      _ collectionView: UICollectionView,
      layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      let automatic = (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
      let height = CGFloat(core.headerHeight(inSection: section, hidden: 0, automatic: Double(automatic.height)))
      // The section's share of the content besides its items: header, insets, less the spacing
      // counted after its last item.
      if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
        let extra = flow.sectionInset.top + flow.sectionInset.bottom - flow.minimumLineSpacing
        core.headerDidAppear(inSection: section, height: Double(height + extra))
      }
      return height == 0 ? .zero : CGSize(width: automatic.width, height: height)
    }
  }

  /// The `UICollectionViewDelegate` methods whose data source work is followed by the app delegate's.
  private enum CollectionSelectors {
    static let didSelectItem = NSStringFromSelector(
      #selector((any UICollectionViewDelegate).collectionView(_:didSelectItemAt:))
    )
    static let willDisplayCell = NSStringFromSelector(
      #selector((any UICollectionViewDelegate).collectionView(_:willDisplay:forItemAt:))
    )
  }
#endif
