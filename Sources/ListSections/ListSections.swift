// SPDX-License-Identifier: MIT

// ListSections turns list data into what a sectioned list view needs, with no dependencies, no
// threads and no I/O:
//
// - Splitting/  `Collection.splitIntoSections(by:)` and `splitIntoSections()`: a flat list of header
//               and row models becomes `SnapshotSection`s headed by a `SectionHeader` (`SplitRole`,
//               `EmptyHeader`, `HeaderModel`). Their one algorithm, `splitSections(after:leading:by:)`
//               (package), also runs ListViewModels' `SectionBuilder`, page by page.
// - Registry/   `ModelRegistry<View>`: model type -> reuse identifier, `RowHeight`, configure
//               closure; `RegistryError` for unregistered types.
// - Diffing/    `SectionedSnapshot` and `changeset(from:)` -> `SectionedChangeset` (minimal moves,
//               batch-update index spaces), `RowPath`, `IndexPair`, `DuplicateIDs`; the replay
//               `applying(_:readingFrom:)` and `validate(from:to:)` with `ChangesetError`.
// - BatchUpdates/ `BatchUpdatable` (a view that takes batch updates, in UICollectionView's terms)
//               and `performBatchUpdates(_:options:updateData:...)`, the one routine that applies
//               a changeset to it; `BatchUpdateOptions`, `BatchUpdateOutcome`, `UpdateStyle`.
// - DataSource/ `SectionedDataSource`: the Foundation-only data source of a table or collection
//               view (counts, cells and headers through the registries, taps, prefetch), which
//               pairs snapshots with their changesets; `DataSourceError`.
//
// Guide: ListSections.docc/Guides/Sections.md.
