// SPDX-License-Identifier: MIT

#if canImport(UIKit) && !os(watchOS)
  public import ListViewModels
  public import ReactiveCore
  public import UIKit

  extension ListSearch {
    /// Binds a search controller to this search in one line: each change of its search bar's
    /// text goes to ``ListSearch/text`` (debounced into queries), and clearing or cancelling the
    /// search goes back to the idle state.
    ///
    /// ```swift
    /// let searchController = UISearchController(searchResultsController: nil)
    /// navigationItem.searchController = searchController
    /// search.bind(searchController).disposed(by: bag)
    /// ```
    ///
    /// It becomes the controller's `searchResultsUpdater` (which UIKit holds weakly: the returned
    /// disposable keeps it); disposing unbinds it.
    ///
    /// - Parameter controller: The search controller.
    /// - Returns: The binding; dispose it to unbind.
    public func bind(_ controller: UISearchController) -> any Disposable {
      let forwarder = SearchFieldForwarder(SearchFieldBinding(search: self))
      controller.searchResultsUpdater = forwarder
      return forwarder.disposable { [weak controller] in
        if controller?.searchResultsUpdater === forwarder { controller?.searchResultsUpdater = nil }
      }
    }

    /// Binds a search bar to this search in one line: each change of its text goes to
    /// ``ListSearch/text``, its search button settles the query at once and its cancel button
    /// clears the bar and the search.
    ///
    /// ```swift
    /// search.bind(searchBar).disposed(by: bag)
    /// ```
    ///
    /// It becomes the bar's `delegate` (which UIKit holds weakly: the returned disposable keeps
    /// it); disposing unbinds it.
    ///
    /// - Parameter searchBar: The search bar.
    /// - Returns: The binding; dispose it to unbind.
    public func bind(_ searchBar: UISearchBar) -> any Disposable {
      let forwarder = SearchFieldForwarder(SearchFieldBinding(search: self))
      searchBar.delegate = forwarder
      return forwarder.disposable { [weak searchBar] in
        if searchBar?.delegate === forwarder { searchBar?.delegate = nil }
      }
    }
  }

  /// The `NSObject` UIKit calls: it forwards the search field's events to a
  /// ``SearchFieldBinding``.
  @MainActor
  final class SearchFieldForwarder: NSObject, UISearchResultsUpdating, UISearchBarDelegate {
    private let binding: SearchFieldBinding

    init(_ binding: SearchFieldBinding) {
      self.binding = binding
      super.init()
    }

    /// A disposable that keeps this forwarder until disposed, then unbinds it and runs `detach`
    /// on the main actor.
    func disposable(detach: @escaping @MainActor () -> Void) -> any Disposable {
      Disposables.create {
        Task { @MainActor in
          self.binding.unbind()
          detach()
        }
      }
    }

    /// UISearchResultsUpdating's `func updateSearchResults(for searchController: UISearchController)`:
    /// https://developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:)
    func updateSearchResults(for searchController: UISearchController) {
      binding.textChanged(searchController.searchBar.text)
    }

    /// UISearchBarDelegate's `func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)`:
    /// https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbar(_:textdidchange:)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      binding.textChanged(searchText)
    }

    /// UISearchBarDelegate's `func searchBarSearchButtonClicked(_ searchBar: UISearchBar)`:
    /// https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarsearchbuttonclicked(_:)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
      binding.searchButtonTapped()
      searchBar.resignFirstResponder()
    }

    /// UISearchBarDelegate's `func searchBarCancelButtonClicked(_ searchBar: UISearchBar)`:
    /// https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarcancelbuttonclicked(_:)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
      searchBar.text = binding.cancelTapped()
      searchBar.resignFirstResponder()
    }
  }
#endif
