// SPDX-License-Identifier: MIT

public import Dispatch
import Foundation
public import ReactiveCore

/// How a search list turns what the user types into queries, and the texts it shows.
///
/// The text is trimmed of white space and new lines; a query shorter than ``minimumLength`` (the
/// empty text included) is no query: the list goes back to its idle state
/// (``SearchPhase/idle(prompt:)``) at once, without waiting for the debounce and without a request.
/// Any other text settles once it stayed unchanged for ``debounce`` on the Driver scheduler.
///
/// ```swift
/// let options = SearchOptions(debounce: .milliseconds(300), minimumLength: 2)
/// options.query(for: "  swift ")  // "swift"
/// options.query(for: "s")         // nil: too short, the list is idle
/// ```
public struct SearchOptions: Sendable {
  /// How long the text must stay unchanged before its query settles. Default 300 ms.
  public var debounce: RxTimeInterval
  /// The fewest characters a query has, after trimming; values below 1 count as 1. Default 1.
  public var minimumLength: Int
  /// How many recent queries keep their first page in memory, so going back to one shows it at
  /// once while it refreshes; 0 keeps none. Default 5.
  public var recentFirstPages: Int
  /// The text of the idle state (nothing asked yet). Default "Type to search".
  public var prompt: String
  /// The empty cover's text for a query that found nothing; it names the query. Default
  /// `No results for 'query'`.
  public var noResults: @Sendable (String) -> String

  /// Creates options.
  ///
  /// - Parameters:
  ///   - debounce: How long the text must stay unchanged before its query settles.
  ///   - minimumLength: The fewest characters of a query, after trimming (at least 1).
  ///   - recentFirstPages: How many recent queries keep their first page in memory (at least 0).
  ///   - prompt: The idle state's text.
  ///   - noResults: The empty cover's text for a query.
  public init(
    debounce: RxTimeInterval = .milliseconds(300),
    minimumLength: Int = 1,
    recentFirstPages: Int = 5,
    prompt: String = "Type to search",
    noResults: @escaping @Sendable (String) -> String = { "No results for '\($0)'" }
  ) {
    self.debounce = debounce
    self.minimumLength = max(1, minimumLength)
    self.recentFirstPages = max(0, recentFirstPages)
    self.prompt = prompt
    self.noResults = noResults
  }

  /// The query `text` asks for: the text trimmed of white space and new lines, or `nil` when
  /// that is shorter than ``minimumLength``.
  ///
  /// - Parameter text: What the user typed.
  /// - Returns: The query, or `nil` for the idle state.
  public func query(for text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.count >= max(1, minimumLength) ? trimmed : nil
  }
}
