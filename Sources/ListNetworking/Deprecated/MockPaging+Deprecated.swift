// SPDX-License-Identifier: MIT

extension MockPaging {
  /// The 0.x spelling of ``offsetIDParameter`` (1.0 spells an identifier `ID` everywhere): reads
  /// and writes the same setting.
  @available(*, deprecated, renamed: "offsetIDParameter")
  public var offsetIdParameter: String {
    get { offsetIDParameter }
    set { offsetIDParameter = newValue }
  }

  /// The 0.x spelling of ``sinceIDParameter`` (1.0 spells an identifier `ID` everywhere): reads
  /// and writes the same setting.
  @available(*, deprecated, renamed: "sinceIDParameter")
  public var sinceIdParameter: String {
    get { sinceIDParameter }
    set { sinceIDParameter = newValue }
  }
}
