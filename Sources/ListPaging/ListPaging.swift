// SPDX-License-Identifier: MIT

// ListPaging: paging as a value.
//
// - Strategies/: `PagingStrategy` and the built-in `PageNumberPaging`, `OffsetIDPaging` and
//   `CursorPaging`, which turn "what arrived" into "what to ask for next".
// - State/: `PagingState`, a pure reducer (`reduce(_:) -> [PagingEffect]`) over `PagingEvent`s that
//   owns the rules every list screen needs (one load at a time, refresh cancels load-more, stale
//   responses dropped, duplicates dropped by id, failures keep items and can be retried).
// - Page.swift: `Page`, one response as paging sees it.
//
// The module has no dependencies, no threads and no I/O; a view model (ListViewModels) or plain
// async/await code runs the effects. See ListPaging.docc for the guide.
