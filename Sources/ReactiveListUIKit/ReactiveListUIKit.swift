// SPDX-License-Identifier: MIT

// ReactiveListUIKit: the UIKit shell over ListSections' SectionedDataSource and ListViewModels'
// binding, compiled only where UIKit has table and collection views (`canImport(UIKit)`, not
// watchOS); an empty module elsewhere, so Linux CI builds it and never sees UIKit.
//
// - BatchUpdatable+UIKit.swift          UICollectionView and UITableView conform to BatchUpdatable.
// - TableViewDataSource.swift           UITableViewDataSource + UITableViewDelegate, forwarding to the
//                                       core, and to the app's own delegate.
// - CollectionViewDataSource.swift      UICollectionViewDataSource + UICollectionViewDelegateFlowLayout,
//                                       likewise.
// - DelegateForwarder+UIKit.swift       the Objective-C runtime's side of ListViewModels' DelegateForwarder.
// - UIScrollView+RefreshControl.swift   bindRefreshControl(to:): UIRefreshControl over ListRefreshHeader.
// - ListFooterView.swift                bindLoadMoreFooter(to:): the load-more footer over ListFooter.
// - ListCoverView.swift                 bindCover(to:): the full-screen cover over ListCover.
// - StatusViewBinding.swift             taps on a footer or cover view reach its ListStatusBinding.
// - ActionTarget.swift                  the target-action object of tap recognizers and controls.
//
// Everything with logic is in ListSections and ListViewModels and is tested on Linux against fake
// views that enforce UIKit's batch-update rules. Each UIKit symbol used here cites the Apple
// documentation page that gives its signature, since no CI here can compile this code.
