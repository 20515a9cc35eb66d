// SPDX-License-Identifier: MIT

public import ListSections
public import ReactiveCore

extension SectionedDataSource where SectionModel: Sendable, RowModel: Sendable {
  /// Shows an ``ItemsViewModel``'s sections in this data source's view and sends the view's row
  /// taps and prefetches back to the view model.
  ///
  /// One call wires a sectioned, paged list to its view:
  /// - the first snapshot (the sections the view model has now) is shown with
  ///   `reload(_:)`; every later one is animated with the changeset the view
  ///   model emits for it (O(page) for an appended page), paired with it by revision
  ///   (``ItemSections/updates``, `receive(_:)`): a changeset is only applied to the snapshot it
  ///   was made from;
  /// - a selected row reaches ``ItemsViewModel/itemSelected(at:in:)`` (which emits
  ///   ``ItemRoute/detail(_:)`` with the item), after `onRowSelected`;
  /// - a row coming into view reaches ``ItemsViewModel/itemAppeared(at:in:)``, so load-more
  ///   starts at the view model's ``ItemsViewModelOptions/prefetchDistance``, after
  ///   `onRowAppeared`.
  ///
  /// ```swift
  /// let dataSource = SectionedDataSource<DayHeader, Game, TextLine, TextLine>(view: list)
  /// dataSource.registerCell(TextLine.self, for: Game.self) { line, game in line.text = game.name }
  /// dataSource.registerHeader(TextLine.self, for: DayHeader.self) { line, day in line.text = day.title }
  /// dataSource.bind(to: viewModel, sections: .grouped { DayHeader(day: $0.day) }).disposed(by: bag)
  /// viewModel.refresh()
  /// ```
  ///
  /// The binding keeps the data source alive until it is disposed; the view model is held
  /// weakly. Row paths reach the view model as the snapshot shown has them, mapped to items
  /// through this binding's own sections. Disposing
  /// the binding ends its sections pipeline. Binding again replaces the view model and the
  /// sections that taps and prefetches go to.
  ///
  /// > Important: Call it on the main actor. The view model's Driver and Signal deliver there
  /// > (or on its test scheduler, advanced from a `@MainActor` test).
  ///
  /// - Parameters:
  ///   - viewModel: The view model whose sections to show.
  ///   - builder: Builds the sections from the view model's items (see ``SectionBuilder``).
  /// - Returns: The binding; dispose it (or put it in a `DisposeBag`) to stop.
  /// - Complexity: O(1) to bind. Each update costs what `apply(_:changeset:)`
  ///   costs with a changeset that fits.
  public func bind<Item, Strategy, Parameters>(
    to viewModel: ItemsViewModel<Item, Strategy, Parameters>,
    sections builder: SectionBuilder<Item, SectionModel, RowModel>
  ) -> any Disposable {
    bind(viewModel.sections(builder), of: viewModel)
  }

  /// Shows sections already made by ``ItemsViewModel/sections(_:)`` in this data source's view, and
  /// sends row taps and prefetches back to `viewModel`; see ``bind(to:sections:)``.
  ///
  /// - Parameters:
  ///   - sections: The sections and changes of one ``ItemsViewModel/sections(_:)`` call, which
  ///     row paths map through (``ItemSections/itemIndex(of:)``).
  ///   - viewModel: The view model that made them.
  /// - Returns: The binding; dispose it to stop.
  /// - Complexity: O(1) to bind.
  public func bind<Item, Strategy, Parameters>(
    _ sections: ItemSections<SectionModel, RowModel>,
    of viewModel: ItemsViewModel<Item, Strategy, Parameters>
  ) -> any Disposable {
    // Revisions of another stream say nothing about this one: its first update is shown whole.
    shownRevision = nil
    let binding = CompositeDisposable(sections.updates.drive(onNext: { self.receive($0) }))
    boundRowSelected = { [weak viewModel] path in
      guard !binding.isDisposed else { return }
      viewModel?.itemSelected(at: path, in: sections)
    }
    boundRowAppeared = { [weak viewModel] path in
      guard !binding.isDisposed else { return }
      viewModel?.itemAppeared(at: path, in: sections)
    }
    return binding
  }
}
