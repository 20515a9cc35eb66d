// SPDX-License-Identifier: MIT

#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import ListSections
  public import ListViewModels
  public import ReactiveCore
  public import UIKit

  /// What ``TableViewDataSource`` and ``CollectionViewDataSource`` share: the Foundation data
  /// source every call forwards to, the app's delegate behind a forwarder, the callbacks, and the
  /// binding to a view model. Create one of the two subclasses.
  @MainActor
  public class SectionedViewDataSource<
    SectionModel: Identifiable & Equatable,
    RowModel: Identifiable & Equatable,
    CellView,
    HeaderView: UIView
  >: NSObject {
    /// The Foundation data source every call forwards to: the snapshot shown, the registries,
    /// `rowContent`/`headerContent`, the callbacks, the anchoring and the batch-update options.
    public let core: SectionedDataSource<SectionModel, RowModel, CellView, HeaderView>
    /// The app's delegate and who answers which call.
    let forwarder: DelegateForwarder
    /// Makes a tapped header view select its section.
    private let headerTaps: ActionTarget

    /// Creates the shared part over `core`; header views get a tap recognizer as they are made.
    init(core: SectionedDataSource<SectionModel, RowModel, CellView, HeaderView>, forwarder: DelegateForwarder) {
      self.core = core
      self.forwarder = forwarder
      let taps = ActionTarget { [weak core] view in if let view { core?.selectHeader(view) } }
      headerTaps = taps
      core.prepareHeaderView = { taps.attach(to: $0) }
      super.init()
    }

    // MARK: Forwarding

    /// NSObjectProtocol's `func responds(to aSelector: Selector!) -> Bool`, answered by the
    /// forwarder: the data source's own methods, and the delegate calls the app's delegate
    /// implements.
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    ///
    /// - Parameter aSelector: The selector.
    /// - Returns: Whether a call of `aSelector` is answered.
    override public nonisolated func responds(to aSelector: Selector!) -> Bool {
      let own = super.responds(to: aSelector)
      guard let aSelector else { return own }
      return forwarder.responds(to: NSStringFromSelector(aSelector), ownerImplements: own)
    }

    /// NSObject's `func forwardingTarget(for aSelector: Selector!) -> Any?`: the app's delegate
    /// for the calls routed to it.
    /// https://developer.apple.com/documentation/objectivec/nsobject/forwardingtarget(for:)
    ///
    /// - Parameter aSelector: The selector.
    /// - Returns: The object the call goes to.
    override public nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
      guard let aSelector else { return super.forwardingTarget(for: aSelector) }
      let own = super.responds(to: aSelector)
      return forwarder.forwardingTarget(for: NSStringFromSelector(aSelector), ownerImplements: own)
        ?? super.forwardingTarget(for: aSelector)
    }

    // MARK: Callbacks and binding

    /// Called when the user selects a row or item, with its path and model (``core``'s
    /// `onRowSelected`).
    public var onRowSelected: ((RowPath, RowModel) -> Void)? {
      get { core.onRowSelected }
      set { core.onRowSelected = newValue }
    }

    /// Called when the user taps a section header, with the section's index and model.
    public var onHeaderSelected: ((Int, SectionModel) -> Void)? {
      get { core.onHeaderSelected }
      set { core.onHeaderSelected = newValue }
    }

    /// Called with every `DataSourceError` (an unregistered model type, an index path out of
    /// range); the view got a harmless answer (a blank cell or view).
    public var onError: ((DataSourceError) -> Void)? {
      get { core.onError }
      set { core.onError = newValue }
    }

    /// Shows an `ItemsViewModel`'s sections and sends taps and rows coming into view back to it;
    /// see ListViewModels' `SectionedDataSource.bind(to:sections:)`.
    ///
    /// A view model restored from its store's archive (`ItemsViewModel.restoredAnchor`) shows the
    /// row that was being read on its line in the first layout, at the distance from the top it
    /// had (`SectionedDataSource.restoreReadingPosition(of:in:)`); that row is then kept in place
    /// while newer rows arrive above it.
    ///
    /// ```swift
    /// let viewModel = ItemsViewModel(store: store.archiving(in: archive) { _ in "home" },
    ///   strategy: .offsetID(pageSize: 20), parameters: ())
    /// dataSource.bind(to: viewModel, sections: .grouped { DayHeader(day: $0.day) }).disposed(by: bag)
    /// viewModel.refresh()  // the row being read is on its line; newer posts go on top of it
    /// ```
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose sections to show.
    ///   - builder: Builds the sections from its items.
    /// - Returns: The binding, which keeps this data source alive until it is disposed.
    public func bind<Item, Strategy, Parameters>(
      to viewModel: ItemsViewModel<Item, Strategy, Parameters>,
      sections builder: SectionBuilder<Item, SectionModel, RowModel>
    ) -> any Disposable where SectionModel: Sendable, RowModel: Sendable {
      let sections = viewModel.sections(builder)
      let binding = core.bind(sections, of: viewModel)
      // A restored list: the row being read on its line in the first layout.
      let restore = core.restoreReadingPosition(of: viewModel, in: sections)
      return Disposables.create(binding, restore, Disposables.create { [self] in _ = self })
    }
  }
#endif
