// SPDX-License-Identifier: MIT

// ListRouting: a URL router that turns deep links into an app's own route values.
// Foundation only; ListViewModels' routes and any app `enum` work with it alike.
