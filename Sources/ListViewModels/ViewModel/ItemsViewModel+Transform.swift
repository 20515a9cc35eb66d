// SPDX-License-Identifier: MIT

import ListPaging
public import ListSections
public import ReactiveCore

extension ItemsViewModel: ViewModelType {
  /// User intents as streams, for the ``ViewModelType`` style. Each defaults to never emitting.
  public struct Input {
    /// Pull to refresh (``ItemsViewModel/refresh()``).
    public var refresh: Observable<Void>
    /// Pull to refresh by putting newer items on top (``ItemsViewModel/prepend()``).
    public var prepend: Observable<Void>
    /// Pull up to load more (``ItemsViewModel/loadMore()``).
    public var loadMore: Observable<Void>
    /// "Tap to retry" (``ItemsViewModel/retry()``).
    public var retry: Observable<Void>
    /// The index of an item that appeared (``ItemsViewModel/itemAppeared(at:)-(Int)``).
    public var itemAppeared: Observable<Int>
    /// The index of an item the user selected (``ItemsViewModel/itemSelected(at:)-(Int)``).
    public var itemSelected: Observable<Int>
    /// The path of a row that appeared (``ItemsViewModel/itemAppeared(at:in:)``): a row of the
    /// sections given to ``ItemsViewModel/transform(input:sections:)``, or of a list without
    /// sections.
    public var rowAppeared: Observable<RowPath>
    /// The path of a row the user selected (``ItemsViewModel/itemSelected(at:in:)``), mapped as
    /// ``rowAppeared`` is.
    public var rowSelected: Observable<RowPath>

    /// Creates an input.
    ///
    /// - Parameters:
    ///   - refresh: Pull to refresh.
    ///   - prepend: Pull to refresh by putting newer items on top.
    ///   - loadMore: Pull up to load more.
    ///   - retry: "Tap to retry".
    ///   - itemAppeared: Indices of appearing items.
    ///   - itemSelected: Indices of selected items.
    ///   - rowAppeared: Paths of appearing rows, in a sectioned list.
    ///   - rowSelected: Paths of selected rows, in a sectioned list.
    public init(
      refresh: Observable<Void> = .never(),
      prepend: Observable<Void> = .never(),
      loadMore: Observable<Void> = .never(),
      retry: Observable<Void> = .never(),
      itemAppeared: Observable<Int> = .never(),
      itemSelected: Observable<Int> = .never(),
      rowAppeared: Observable<RowPath> = .never(),
      rowSelected: Observable<RowPath> = .never()
    ) {
      self.refresh = refresh
      self.prepend = prepend
      self.loadMore = loadMore
      self.retry = retry
      self.itemAppeared = itemAppeared
      self.itemSelected = itemSelected
      self.rowAppeared = rowAppeared
      self.rowSelected = rowSelected
    }
  }

  /// Binds each input stream to the method of the same name, for as long as the view model lives,
  /// and returns the view model itself: its outputs (``pageState``, ``items``, ``message``...) are
  /// the output.
  ///
  /// > Important: The bindings do not keep the view model alive: keep it in a property of the
  /// > screen. A view model that nothing keeps alive is released at once and drops every input
  /// > (its outputs keep showing their last values). In debug builds the first input that reaches
  /// > a released view model writes one line to standard error naming its type, and ends that
  /// > binding.
  ///
  /// ```swift
  /// let output = viewModel.transform(input: .init(refresh: pullToRefresh, loadMore: reachedBottom))
  /// output.pageState.drive(onNext: { cover.render($0) }).disposed(by: bag)
  /// ```
  ///
  /// Elements reach the methods on the main actor, through the view model's Driver scheduler.
  /// ``Input/rowAppeared`` and ``Input/rowSelected`` are rows of a list without sections: row *r*
  /// of section 0 is item *r*. For a sectioned list, use ``transform(input:sections:)``.
  ///
  /// - Parameter input: The user intents.
  /// - Returns: The view model, whose properties are the outputs.
  public func transform(input: Input) -> ItemsViewModel {
    bindIntents(input) { path in path.section == 0 && path.row >= 0 ? path.row : nil }
    return self
  }

  /// Binds each input stream to the method of the same name, as ``transform(input:)`` does, with
  /// the row paths of ``Input/rowAppeared`` and ``Input/rowSelected`` mapped through `sections`
  /// (``ItemSections/itemIndex(of:)``).
  ///
  /// ```swift
  /// let sections = viewModel.sections(.grouped { DayHeader(day: $0.day) })
  /// _ = viewModel.transform(input: .init(rowSelected: taps), sections: sections)
  /// ```
  ///
  /// - Parameters:
  ///   - input: The user intents.
  ///   - sections: The sections the row paths are paths of.
  /// - Returns: The view model, whose properties are the outputs.
  public func transform<Header, Row>(input: Input, sections: ItemSections<Header, Row>) -> ItemsViewModel {
    bindIntents(input) { sections.itemIndex(of: $0) }
    return self
  }

  /// Binds the inputs; `index` maps a row path to an index in ``currentItems``.
  private func bindIntents(_ input: Input, rows index: @escaping @MainActor (RowPath) -> Int?) {
    bind(input.refresh) { viewModel, _ in viewModel.refresh() }
    bind(input.prepend) { viewModel, _ in viewModel.prepend() }
    bind(input.loadMore) { viewModel, _ in viewModel.loadMore() }
    bind(input.retry) { viewModel, _ in viewModel.retry() }
    bind(input.itemAppeared) { viewModel, index in viewModel.itemAppeared(at: index) }
    bind(input.itemSelected) { viewModel, index in viewModel.itemSelected(at: index) }
    bind(input.rowAppeared) { viewModel, path in
      if let row = index(path) { viewModel.itemAppeared(at: viewModel.state.placeholdersBefore + row) }
    }
    bind(input.rowSelected) { viewModel, path in
      if let row = index(path) { viewModel.itemSelected(at: viewModel.state.placeholdersBefore + row) }
    }
  }

  private func bind<Element: Sendable>(
    _ source: Observable<Element>,
    _ handle: @escaping @MainActor (ItemsViewModel, Element) -> Void
  ) {
    #if DEBUG
      // Outlives the view model until the next input, so that input can say the view model is
      // gone (ReleasedViewModelReport); the binding then ends.
      let report = releasedReport
      let binding = SingleAssignmentDisposable()
      binding.setDisposable(
        driver.scheduler.deliver(source) { [weak self] element in
          if let self {
            handle(self, element)
          } else {
            report.inputArrivedAfterRelease()
            binding.dispose()
          }
        }
      )
    #else
      driver.scheduler.deliver(source) { [weak self] element in
        if let self { handle(self, element) }
      }
      .disposed(by: inputBag)
    #endif
  }
}
