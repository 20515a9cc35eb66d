// SPDX-License-Identifier: MIT

public import Foundation

extension SectionedDataSource {
  /// Registers the cell class that shows rows of one model type.
  ///
  /// Register the same class with the view under the returned identifier (the UIKit data sources
  /// of the package do both in one call).
  ///
  /// ```swift
  /// let identifier = dataSource.registerCell(GameCell.self, for: Game.self) { cell, game in
  ///   cell.title = game.name
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - cellType: The cell class (a `Cell` or a subclass).
  ///   - model: The row model type it shows (after ``rowContent``).
  ///   - reuseIdentifier: The reuse identifier; by default the full name of `cellType`.
  ///   - height: A fixed or computed height; by default the view sizes the cell.
  ///   - configure: Fills a (possibly reused) cell with a model; runs on the main actor.
  /// - Returns: The reuse identifier.
  /// - Complexity: Amortised O(1).
  @discardableResult
  public func registerCell<Model, CellType>(
    _ cellType: CellType.Type,
    for model: Model.Type,
    reuseIdentifier: String? = nil,
    height: RowHeight<Model> = .automatic,
    configure: @escaping @MainActor @Sendable (CellType, Model) -> Void
  ) -> String {
    cells.register(model, view: cellType, reuseIdentifier: reuseIdentifier, height: height, configure: configure)
  }

  /// Registers the header view class that shows sections whose header content is of one model
  /// type (see ``headerContent``).
  ///
  /// ```swift
  /// dataSource.registerHeader(DayHeaderView.self, for: DayHeader.self) { view, day in
  ///   view.title = day.title
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - headerType: The header view class (a `Header` or a subclass).
  ///   - model: The header model type it shows.
  ///   - reuseIdentifier: The reuse identifier; by default the full name of `headerType`.
  ///   - height: A fixed or computed height; by default the view sizes the header.
  ///   - configure: Fills a (possibly reused) header view with a model; runs on the main actor.
  /// - Returns: The reuse identifier.
  /// - Complexity: Amortised O(1).
  @discardableResult
  public func registerHeader<Model, HeaderType>(
    _ headerType: HeaderType.Type,
    for model: Model.Type,
    reuseIdentifier: String? = nil,
    height: RowHeight<Model> = .automatic,
    configure: @escaping @MainActor @Sendable (HeaderType, Model) -> Void
  ) -> String {
    headers.register(model, view: headerType, reuseIdentifier: reuseIdentifier, height: height, configure: configure)
  }

  /// The reuse identifier of the cell for a row.
  ///
  /// - Parameter indexPath: A `[section, row]` index path.
  /// - Returns: The identifier registered for the row's model type.
  /// - Throws: ``DataSourceError/rowOutOfRange(_:)``, or ``DataSourceError/registry(_:)`` for an
  ///   unregistered model type.
  /// - Complexity: O(1).
  public func cellReuseIdentifier(at indexPath: IndexPath) throws(DataSourceError) -> String {
    let content = try rowContent(row(at: indexPath))
    do {
      return try cells.reuseIdentifier(for: content)
    } catch {
      throw .registry(error)
    }
  }

  /// Dequeues and configures the cell for a row, throwing what went wrong.
  ///
  /// ``cell(at:dequeue:)`` is the version for a view's callback, which cannot throw.
  ///
  /// - Parameters:
  ///   - indexPath: A `[section, row]` index path.
  ///   - dequeue: Returns a cell for a reuse identifier, as
  ///     `dequeueReusableCell(withIdentifier:for:)` does.
  /// - Returns: The configured cell.
  /// - Throws: ``DataSourceError`` when no row is there, its model type is not registered or the
  ///   dequeued cell is not of the registered class; `dequeue` is not called for the first two.
  /// - Complexity: O(1) plus `dequeue` and the configure closure.
  public func makeCell(at indexPath: IndexPath, dequeue: (String) -> Cell) throws(DataSourceError) -> Cell {
    let content = try rowContent(row(at: indexPath))
    do {
      let cell = dequeue(try cells.reuseIdentifier(for: content))
      try cells.configure(cell, with: content)
      return cell
    } catch {
      throw .registry(error)
    }
  }

  /// Dequeues and configures the cell for a row, or reports the error and returns `nil` (the
  /// view then shows a blank placeholder cell).
  ///
  /// ```swift
  /// // UITableViewDataSource
  /// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
  ///   dataSource.cell(at: indexPath) { tableView.dequeueReusableCell(withIdentifier: $0, for: indexPath) }
  ///     ?? UITableViewCell()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - indexPath: A `[section, row]` index path.
  ///   - dequeue: Returns a cell for a reuse identifier.
  /// - Returns: The configured cell, or `nil` after reporting a ``DataSourceError``.
  /// - Complexity: O(1) plus `dequeue` and the configure closure.
  public func cell(at indexPath: IndexPath, dequeue: (String) -> Cell) -> Cell? {
    do {
      return try makeCell(at: indexPath, dequeue: dequeue)
    } catch {
      report(error)
      return nil
    }
  }

  /// Dequeues and configures the header view of a section, or returns `nil` for a section without
  /// a visible header (``headerContent`` is `nil`) and after reporting a ``DataSourceError``.
  ///
  /// The data source remembers which section each header view shows, to configure it again when
  /// the section's model changes and to report taps (``selectHeader(_:)``), and calls
  /// ``prepareHeaderView`` the first time it meets a view.
  ///
  /// - Parameters:
  ///   - section: A section index.
  ///   - dequeue: Returns a header view for a reuse identifier.
  /// - Returns: The configured header view, or `nil`.
  /// - Complexity: O(1) amortised, plus `dequeue` and the configure closure.
  public func header(inSection section: Int, dequeue: (String) -> Header) -> Header? {
    do throws(DataSourceError) {
      guard let content = try headerContent(self.section(at: section)) else { return nil }
      let view: Header
      do {
        view = dequeue(try headers.reuseIdentifier(for: content))
        try headers.configure(view, with: content)
      } catch {
        throw DataSourceError.registry(error)
      }
      track(view, section: snapshot.sections[section].model.id)
      return view
    } catch {
      report(error)
      return nil
    }
  }

  /// The height of a row: the registered fixed or computed height, or `automatic` when the view
  /// sizes it (or after reporting a ``DataSourceError``).
  ///
  /// - Parameters:
  ///   - indexPath: A `[section, row]` index path.
  ///   - automatic: The view's value for "size it yourself" (`UITableView.automaticDimension`).
  /// - Returns: The height.
  /// - Complexity: O(1) plus a computed height's closure.
  public func rowHeight(at indexPath: IndexPath, automatic: Double) -> Double {
    do throws(DataSourceError) {
      let model = try row(at: indexPath)
      let content = rowContent(model)
      do {
        guard let height = try cells.height(for: content) else { return automatic }
        heights.setRowHeight(height, for: model.id)  // a registered height is a measured one
        return height
      } catch {
        throw DataSourceError.registry(error)
      }
    } catch {
      report(error)
      return automatic
    }
  }

  /// The height of a section's header: `hidden` for a section without a visible header, the
  /// registered height, or `automatic` when the view sizes it (or after reporting a
  /// ``DataSourceError``).
  ///
  /// - Parameters:
  ///   - section: A section index.
  ///   - hidden: The view's height for "no header" (a grouped `UITableView` reads 0 as "default",
  ///     so its data source passes the smallest positive height).
  ///   - automatic: The view's value for "size it yourself".
  /// - Returns: The height.
  /// - Complexity: O(1) plus a computed height's closure.
  public func headerHeight(inSection section: Int, hidden: Double, automatic: Double) -> Double {
    do throws(DataSourceError) {
      let model = try self.section(at: section)
      guard let content = headerContent(model) else {
        heights.setHeaderHeight(0, for: model.id)
        return hidden
      }
      do {
        guard let height = try headers.height(for: content) else { return automatic }
        heights.setHeaderHeight(height, for: model.id)
        return height
      } catch {
        throw DataSourceError.registry(error)
      }
    } catch {
      report(error)
      return automatic
    }
  }

  /// Remembers which section a header view shows; prepares a view met for the first time.
  private func track(_ view: Header, section id: SectionModel.ID) {
    let key = ObjectIdentifier(view)
    let isNew = headerViews[key]?.view !== view
    headerViews[key] = HeaderRecord(view: view, sectionID: id)
    if isNew {
      headerViews = headerViews.filter { $0.value.view != nil }
      prepareHeaderView?(view)
    }
  }
}
