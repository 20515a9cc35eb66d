// SPDX-License-Identifier: MIT

// ListPaging: paging as a value. Strategies (page number, offset id, cursor) describe the
// requests; PagingState is a pure reducer that owns the rules every list screen needs.
// No dependencies, no threads, no I/O.
