// SPDX-License-Identifier: MIT

import ListPaging
import Testing

/// The 0.x spellings `OffsetIdPaging` and `.offsetId(pageSize:)`, used as 0.x code used them.
///
/// They are written inside deprecated witnesses of ``ZeroXIDSpellings`` and reached through the
/// protocol, so this file compiles without deprecation warnings (CI builds tests with warnings as
/// errors).
@Suite struct OffsetIDPagingDeprecatedTests {
  // OffsetIdPaging: "Code that names `OffsetIdPaging` (its requests, an extension of it)
  // compiles as before"
  @Test func theOldTypeNameIsTheSameStrategyAndItsRequestsTheSameRequests() {
    let old = zeroX(ZeroXSpelling.self)
    #expect(old.strategy == OffsetIDPaging<Int>(pageSize: 20))
    #expect(old.request == OffsetIDPaging<Int>.Request.older(than: 41, pageSize: 20))
    #expect(old.extended == 20)
  }

  // PagingStrategy.offsetId(pageSize:): "the same strategy"
  @Test func theOldFactoryMakesTheSameStrategy() {
    #expect(zeroX(ZeroXSpelling.self).factory == .offsetID(pageSize: 7))
  }

  func zeroX<Spelling: ZeroXIDSpellings>(_: Spelling.Type) -> (
    strategy: OffsetIDPaging<Int>, request: OffsetIDPaging<Int>.Request, factory: OffsetIDPaging<Int>, extended: Int
  ) {
    (
      Spelling.strategy(pageSize: 20), Spelling.olderRequest(than: 41, pageSize: 20), Spelling.factory(pageSize: 7),
      Spelling.extendedPageSize(of: OffsetIDPaging(pageSize: 20))
    )
  }
}

/// The deprecated 0.x names, behind requirements that are not deprecated.
protocol ZeroXIDSpellings {
  static func strategy(pageSize: Int) -> OffsetIDPaging<Int>
  static func olderRequest(than id: Int, pageSize: Int) -> OffsetIDPaging<Int>.Request
  static func factory(pageSize: Int) -> OffsetIDPaging<Int>
  static func extendedPageSize(of strategy: OffsetIDPaging<Int>) -> Int
}

enum ZeroXSpelling: ZeroXIDSpellings {
  @available(*, deprecated)
  static func strategy(pageSize: Int) -> OffsetIdPaging<Int> { OffsetIdPaging(pageSize: pageSize) }

  @available(*, deprecated)
  static func olderRequest(than id: Int, pageSize: Int) -> OffsetIdPaging<Int>.Request {
    .older(than: id, pageSize: pageSize)
  }

  @available(*, deprecated)
  static func factory(pageSize: Int) -> OffsetIdPaging<Int> { .offsetId(pageSize: pageSize) }

  @available(*, deprecated)
  static func extendedPageSize(of strategy: OffsetIDPaging<Int>) -> Int { strategy.zeroXPageSize }
}

/// An app's extension of the strategy, written against the 0.x name.
@available(*, deprecated)
extension OffsetIdPaging {
  /// The page size, read through an extension of the old name.
  var zeroXPageSize: Int { pageSize }
}
