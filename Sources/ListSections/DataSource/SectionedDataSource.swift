// SPDX-License-Identifier: MIT

public import Foundation

/// The data source of a sectioned table or collection view, without the view framework: it owns
/// the snapshot on screen and answers everything the view asks.
///
/// A table or collection view asks its data source for counts, cells and headers, and its delegate
/// for heights, and it reports taps and rows coming into view. `SectionedDataSource` answers all of
/// that from the ``SectionedSnapshot`` it shows, presenting models through two ``ModelRegistry``s
/// (one cell class per row model type, one header view class per header model type), and it updates
/// its ``view`` with one batch per change. It uses nothing but Foundation, so all of this runs and
/// is tested on Linux; the UIKit product of the package only forwards `UITableViewDataSource` and
/// friends to it.
///
/// ```swift
/// let dataSource = SectionedDataSource<DayHeader, Game, TextLine, TextLine>(view: terminalList)
/// dataSource.registerCell(TextLine.self, for: Game.self) { line, game in line.text = game.name }
/// dataSource.registerHeader(TextLine.self, for: DayHeader.self) { line, day in line.text = day.title }
/// dataSource.onRowSelected = { path, game in print("tapped \(game.name) at \(path)") }
///
/// dataSource.apply(newSnapshot)                      // diffs, one animated batch
/// dataSource.numberOfRows(inSection: 0)              // what the view asks
/// ```
///
/// How it keeps the view consistent:
/// - The snapshot switches *inside* the view's batch update
///   (``BatchUpdatable/performBatchUpdates(_:options:updateData:rowUpdate:sectionUpdate:completion:)``),
///   so the counts the view reads before and after the batch always add up.
/// - A stream's updates (``receive(_:)``, as an `ItemsViewModel`'s `ItemSections` sends them)
///   carry revisions, so a changeset is only applied to the snapshot it was made from; a lost
///   update costs a diff, a repeated or late one is dropped. A changeset given to
///   ``apply(_:changeset:)`` is checked against the snapshot shown and the one it leads to
///   (``SectionedChangeset/validate(from:to:)``) and replaced by a fresh diff when it does not
///   fit. An update that arrives while a batch is running waits for it.
/// - Updated rows are reconfigured in their cells; a row whose model now uses another cell class is
///   reloaded. Visible headers of updated sections are configured again in place.
/// - Bad input never crashes: an index path out of range or a model type nobody registered is a
///   ``DataSourceError`` reported to ``onError``, and the view gets a harmless answer.
///
/// ``EmptyHeader`` section models and ``SectionHeader/none`` or ``SectionHeader/empty`` show no
/// header and have a zero height; rows and headers are sized by the view (automatic height) unless
/// their registration gives a height.
///
/// > Important: The data source is `@MainActor`, as views are. Its callbacks run on the main actor,
/// > synchronously, from the view's callbacks. Calls made while a batch update is running (from a
/// > callback) are queued and run when it ends.
@MainActor
public final class SectionedDataSource<
  SectionModel: Identifiable & Equatable,
  RowModel: Identifiable & Equatable,
  Cell,
  Header: AnyObject
> {
  /// The snapshot type shown.
  public typealias Snapshot = SectionedSnapshot<SectionModel, RowModel>

  /// The snapshot the view shows. It changes only inside a batch update of ``view`` (or with
  /// ``reload(_:)``).
  public internal(set) var snapshot = Snapshot()
  /// The view updated with batch updates; held weakly. Without a view, updates only switch the
  /// snapshot.
  public weak var view: (any BatchUpdatable)?
  /// How changesets are applied (the reload threshold).
  public var options: BatchUpdateOptions
  /// How rows are presented: a cell class, height and configure closure per row model type.
  public var cells = ModelRegistry<Cell>()
  /// How headers are presented: a header view class, height and configure closure per header
  /// model type.
  public var headers = ModelRegistry<Header>()
  /// The value looked up in ``cells`` for a row; by default the row itself. Return an enum's
  /// payload to register one cell class per payload type.
  public var rowContent: (RowModel) -> Any = { $0 }
  /// The value looked up in ``headers`` for a section, or `nil` for a section without a visible
  /// header. By default `nil` for ``EmptyHeader``, ``SectionHeader/none`` and
  /// ``SectionHeader/empty``, the wrapped model for ``SectionHeader/visible(_:)``, and the section
  /// model itself otherwise.
  public var headerContent: (SectionModel) -> Any? = { model in
    if let provider = model as? any HeaderContentProviding { return provider.headerContent }
    return model
  }
  /// Called when the user selects a row, with its path and model.
  public var onRowSelected: ((RowPath, RowModel) -> Void)?
  /// Called when a row comes into view (for prefetching), with its path and model.
  public var onRowAppeared: ((RowPath, RowModel) -> Void)?
  /// Called when the user taps a section header, with the section's index and model.
  public var onHeaderSelected: ((Int, SectionModel) -> Void)?
  /// Called with every ``DataSourceError``, when the view asked something the data source could
  /// not answer (it answered with a fallback).
  public var onError: ((DataSourceError) -> Void)?
  /// Called once for each header view object, the first time it is configured: the place to add a
  /// tap recognizer that calls ``selectHeader(_:)``.
  public var prepareHeaderView: ((Header) -> Void)?
  /// The last error reported to ``onError``.
  public internal(set) var lastError: DataSourceError?
  /// What the last update did to the view.
  public internal(set) var lastOutcome: BatchUpdateOutcome?

  /// Where a row selection goes once the data source is bound to a view model, after
  /// ``onRowSelected`` (the path is in the newest snapshot received).
  package var boundRowSelected: ((RowPath) -> Void)?
  /// Where a row appearance goes once bound, after ``onRowAppeared``.
  package var boundRowAppeared: ((RowPath) -> Void)?
  /// How many received changesets did not fit and were replaced by a diff.
  package internal(set) var mismatchedChangesetCount = 0
  /// The revision of the ``SectionedUpdate`` shown, or `nil` when the snapshot shown came from
  /// ``reload(_:)`` or ``apply(_:changeset:)`` (or nothing was shown yet).
  public package(set) var shownRevision: Int?
  /// Whether and how an update keeps the row on screen in place (see ``ScrollAnchor``), when
  /// ``view`` is an ``AnchorScrollable``: rows inserted, deleted or resized above it move the
  /// content, not the row being read. The offset is decided in the view's layout
  /// (``AnchorScrollable/anchorRowTop(at:)``) and kept between its top and the end of its content;
  /// a batch that may move the content (anything inserted, deleted, moved or updated above the
  /// row) runs without animation. `nil` turns it off. Default: on, with
  /// ``AnchorOptions/TopBehavior/revealsInsertedRows`` (at the top, new rows show).
  public var anchorOptions: AnchorOptions? = AnchorOptions()
  /// The heights the anchoring counts rows with where the view does not report its layout:
  /// estimates, what was measured as rows and headers appeared (``rowDidAppear(at:height:)``),
  /// and the heights of the rows on screen, read from the view after every batch. A measured
  /// height follows its row's id through moves and sections deleted or inserted around it, and is
  /// forgotten when the row leaves the list. A table view gets these back as its estimates; a
  /// view with estimates of its own may keep them (the offset follows the view's layout).
  public var heights = MeasuredHeights<SectionModel.ID, RowModel.ID>(
    estimatedRowHeight: 44,
    estimatedHeaderHeight: 28
  )
  /// The last update's anchored position, as applied to the view: the offset set, the row kept
  /// (or its replacement) at its path and distance in the view's layout, and whether the offset
  /// was held at the view's top or at the end of its content (``AnchoredPosition/isClamped``);
  /// `nil` when none was computed.
  public internal(set) var lastAnchoredPosition: AnchoredPosition<RowModel.ID>?
  /// The id of the row the user selected last: the anchor when it is on screen.
  var lastSelectedRowID: RowModel.ID?

  /// Updates asked for while a batch was running.
  var deferredUpdates: [DeferredUpdate] = []
  /// Whether a batch update (or a queue of them) is running.
  var isUpdating = false
  /// The header views configured so far, by object, with the id of the section each shows.
  var headerViews: [ObjectIdentifier: HeaderRecord] = [:]

  /// An update asked for while another was running.
  enum DeferredUpdate {
    case reload(Snapshot)
    case apply(Snapshot, SectionedChangeset?)
    case receive(SectionedUpdate<SectionModel, RowModel>)
  }

  /// A header view and the section it was last configured for.
  ///
  /// `sectionID` is `nil` once the view stopped being that section's header (its section was
  /// reloaded with another header class): the view may wait in the view's reuse pool, where it
  /// must not be configured.
  struct HeaderRecord {
    weak var view: Header?
    var sectionID: SectionModel.ID?
  }

  /// Creates an empty data source.
  ///
  /// - Parameters:
  ///   - view: The view to update with batch updates (held weakly).
  ///   - options: How changesets are applied.
  public init(view: (any BatchUpdatable)? = nil, options: BatchUpdateOptions = BatchUpdateOptions()) {
    self.view = view
    self.options = options
  }

  // MARK: Counts and models

  /// The number of sections shown.
  public var numberOfSections: Int { snapshot.sectionCount }

  /// The number of rows of a section shown; 0 for a section out of range.
  ///
  /// - Parameter section: A section index.
  /// - Returns: Its row count.
  /// - Complexity: O(1).
  public func numberOfRows(inSection section: Int) -> Int {
    snapshot.sections.indices.contains(section) ? snapshot.sections[section].rows.count : 0
  }

  /// The row model at an index path of the view.
  ///
  /// - Parameter indexPath: A `[section, row]` index path.
  /// - Returns: The row model shown there.
  /// - Throws: ``DataSourceError/rowOutOfRange(_:)`` when no row is there.
  /// - Complexity: O(1).
  public func row(at indexPath: IndexPath) throws(DataSourceError) -> RowModel {
    try snapshot[rowPath(indexPath)]
  }

  /// The section model at an index of the view.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section model shown there.
  /// - Throws: ``DataSourceError/sectionOutOfRange(_:)`` when no section is there.
  /// - Complexity: O(1).
  public func section(at section: Int) throws(DataSourceError) -> SectionModel {
    guard snapshot.sections.indices.contains(section) else { throw .sectionOutOfRange(section) }
    return snapshot.sections[section].model
  }

  /// The row path of an index path, checked against the snapshot shown.
  func rowPath(_ indexPath: IndexPath) throws(DataSourceError) -> RowPath {
    guard let path = RowPath(indexPath), snapshot.sections.indices.contains(path.section),
      snapshot.sections[path.section].rows.indices.contains(path.row)
    else { throw .rowOutOfRange(indexPath) }
    return path
  }

  /// Reports an error to ``onError`` and keeps it in ``lastError``.
  ///
  /// - Parameter error: The error.
  public func report(_ error: DataSourceError) {
    lastError = error
    onError?(error)
  }
}
