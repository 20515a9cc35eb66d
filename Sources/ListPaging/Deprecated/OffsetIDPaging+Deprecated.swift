// SPDX-License-Identifier: MIT

/// The 0.x spelling of ``OffsetIDPaging``.
///
/// 1.0 spells an identifier `ID` everywhere (`Item.ID`, `PagingRequestID`, `ListActionID`), so
/// the strategy is `OffsetIDPaging`. Code that names `OffsetIdPaging` (its requests, an extension
/// of it) compiles as before, with a warning that offers the fix-it.
@available(*, deprecated, renamed: "OffsetIDPaging")
public typealias OffsetIdPaging<ID: Hashable & Sendable> = OffsetIDPaging<ID>

extension PagingStrategy {
  /// The 0.x spelling of ``PagingStrategy/offsetID(pageSize:)``: the same strategy.
  ///
  /// - Parameter pageSize: The number of items a page asks for; positive.
  /// - Returns: `OffsetIDPaging(pageSize: pageSize)`.
  @available(*, deprecated, renamed: "offsetID(pageSize:)")
  public static func offsetId<ID>(pageSize: Int) -> OffsetIDPaging<ID> where Self == OffsetIDPaging<ID> {
    OffsetIDPaging(pageSize: pageSize)
  }
}
