// SPDX-License-Identifier: MIT

// ListSections turns list data into what a sectioned list view needs, with no dependencies, no
// threads and no I/O:
//
// - Splitting/  `Collection.splitIntoSections(by:)` and `splitIntoSections()`: a flat list of header
//               and row models becomes `ListSection`s (`SplitRole`, `SectionHeader`, `EmptyHeader`,
//               `HeaderModel`).
// - Registry/   `ModelRegistry<View>`: model type -> reuse identifier, `RowHeight`, configure
//               closure; `RegistryError` for unregistered types.
// - Diffing/    `SectionedSnapshot` and `changeset(from:)` -> `SectionedChangeset` (minimal moves,
//               batch-update index spaces), `RowPath`, `IndexPair`, `DuplicateIDs`.
//
// Guide: ListSections.docc/Guides/Sections.md.
