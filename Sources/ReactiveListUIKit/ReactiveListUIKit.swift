// SPDX-License-Identifier: MIT

// ReactiveListUIKit: the UIKit shell over ListSections' SectionedDataSource and ListViewModels'
// binding, compiled only where UIKit has table and collection views (`canImport(UIKit)`, not
// watchOS); an empty module elsewhere, so Linux CI builds it and never sees UIKit.
//
// - BatchUpdatable+UIKit.swift     UICollectionView and UITableView conform to BatchUpdatable.
// - TableViewDataSource.swift      UITableViewDataSource + UITableViewDelegate, forwarding.
// - CollectionViewDataSource.swift UICollectionViewDataSource + UICollectionViewDelegateFlowLayout,
//                                  forwarding.
// - HeaderTapTarget.swift          the target-action object of header tap recognizers.
//
// Everything with logic is in ListSections and ListViewModels and is tested on Linux against fake
// views that enforce UIKit's batch-update rules. Each UIKit symbol used here cites the Apple
// documentation page that gives its signature, since no CI here can compile this code.
