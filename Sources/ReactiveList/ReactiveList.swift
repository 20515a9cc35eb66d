// SPDX-License-Identifier: MIT

// ReactiveList: list screens the MVVM way, with no third-party dependencies.
//
// This umbrella module re-exports every layer, so `import ReactiveList` is all an app needs:
// ReactiveCore (observables, subjects, relays, Driver/Signal/Single, schedulers, operators),
// ListPaging (paging strategies and the paging reducer), ListSections (section splitting,
// registry and diffing), ListNetworking (endpoints, transports, envelopes, cache),
// ListViewModels (the list view model), ListObservation (an @Observable model for SwiftUI) and
// ListRouting (a URL router for deep links).
// Tests add `import ReactiveTesting` for virtual time.

@_exported public import ListNetworking
@_exported public import ListObservation
@_exported public import ListPaging
@_exported public import ListRouting
@_exported public import ListSections
@_exported public import ListViewModels
@_exported public import ReactiveCore
