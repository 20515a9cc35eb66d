// SPDX-License-Identifier: MIT

// ListViewModels: where ReactiveCore, ListPaging, ListSections and ListNetworking meet.
// ViewModelType, ItemsStore and ItemsViewModel turn refresh / load more / retry / taps into
// Drivers and Signals a list screen binds to.
