// SPDX-License-Identifier: MIT

/// A view model in the input → output style: user intents go in as an ``Input``, everything the
/// screen shows comes out as an ``Output`` of Drivers and Signals.
///
/// ```swift
/// @MainActor final class SearchViewModel: ViewModelType {
///   struct Input { let query: Observable<String> }
///   struct Output { let title: Driver<String> }
///
///   func transform(input: Input) -> Output {
///     Output(title: input.query.map { "Results for \($0)" }.asDriver(onErrorJustReturn: ""))
///   }
/// }
/// ```
///
/// The protocol is `@MainActor`: a view model lives on the main actor, like the views bound to it.
/// ``ItemsViewModel`` conforms: `transform(input:)` takes its `Input` streams (refresh, load
/// more, retry, selection...) and returns its `Output`. It also has the same inputs as methods
/// (`viewModel.refresh()`) and the same outputs as properties (`viewModel.pageState`); there is no
/// separate `inputs`/`outputs` object.
@MainActor
public protocol ViewModelType {
  /// The user intents the view model reacts to.
  associatedtype Input
  /// What the screen binds to.
  associatedtype Output

  /// Connects the inputs and returns the outputs.
  ///
  /// - Parameter input: The user intents.
  /// - Returns: The outputs to bind.
  func transform(input: Input) -> Output
}
