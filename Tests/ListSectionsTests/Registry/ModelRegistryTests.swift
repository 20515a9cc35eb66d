// SPDX-License-Identifier: MIT

import ListSections
import Testing

/// A stand-in for a cell: a reference type a configure closure fills.
@MainActor
private class TextView {
  var text = ""
}

/// A more specific view, as a cell class is to `UITableViewCell`.
@MainActor
private final class TitleView: TextView {
  var title = ""
}

private protocol ListModel: Sendable {}
private struct TitleRow: ListModel { let title: String }
private struct DetailRow: ListModel { let detail: String }
private struct Unregistered: ListModel {}

@MainActor
@Suite struct ModelRegistryTests {
  private func makeRegistry() -> ModelRegistry<TextView> {
    var registry = ModelRegistry<TextView>()
    registry.register(TitleRow.self, reuseIdentifier: "title", height: .fixed(44)) { view, row in
      view.text = row.title
    }
    registry.register(DetailRow.self, reuseIdentifier: "detail", height: .computed { Double($0.detail.count) }) {
      view,
      row in
      view.text = "detail: \(row.detail)"
    }
    return registry
  }

  @Test func resolvesReuseIdentifierHeightAndConfigureByDynamicType() throws {
    let registry = makeRegistry()
    let models: [any ListModel] = [TitleRow(title: "Hello"), DetailRow(detail: "abc")]
    #expect(try models.map { try registry.reuseIdentifier(for: $0) } == ["title", "detail"])
    #expect(try models.map { try registry.height(for: $0) } == [44, 3])
    let view = TextView()
    try registry.configure(view, with: models[1])
    #expect(view.text == "detail: abc")
    #expect(registry.count == 2)
    #expect(registry.contains(models[0]))
  }

  @Test func unregisteredModelIsATypedErrorNamingTheType() {
    let registry = makeRegistry()
    let model: any ListModel = Unregistered()
    #expect(registry.contains(model) == false)
    #expect(throws: RegistryError.unregisteredModel(typeName: String(reflecting: Unregistered.self))) {
      try registry.reuseIdentifier(for: model)
    }
    #expect(throws: RegistryError.self) { try registry.height(for: model) }
    let view = TextView()
    #expect(throws: RegistryError.self) { try registry.configure(view, with: model) }
    #expect(view.text.isEmpty)
    do {
      _ = try registry.reuseIdentifier(for: model)
    } catch {
      #expect(error.description.contains("Unregistered"))
    }
  }

  @Test func automaticHeightIsNilAndReRegistrationReplaces() throws {
    var registry = makeRegistry()
    registry.register(TitleRow.self, reuseIdentifier: "title2") { view, row in view.text = row.title.uppercased() }
    #expect(try registry.reuseIdentifier(for: TitleRow(title: "x")) == "title2")
    #expect(try registry.height(for: TitleRow(title: "x")) == nil)
    #expect(registry.count == 2)
  }

  @Test func enumPayloadsAreLookedUpByTheirOwnType() throws {
    enum Row {
      case title(TitleRow)
      case detail(DetailRow)
    }
    let registry = makeRegistry()
    let rows: [Row] = [.title(TitleRow(title: "t")), .detail(DetailRow(detail: "d"))]
    let identifiers = try rows.map { row -> String in
      switch row {
      case .title(let model): try registry.reuseIdentifier(for: model)
      case .detail(let model): try registry.reuseIdentifier(for: model)
      }
    }
    #expect(identifiers == ["title", "detail"])
    #expect(throws: RegistryError.self) { try registry.reuseIdentifier(for: rows[0]) }
  }

  @Test func aViewTypeRegistrationConfiguresTheCastViewUnderItsTypeName() throws {
    var registry = ModelRegistry<TextView>()
    let identifier = registry.register(TitleRow.self, view: TitleView.self, height: .fixed(30)) { view, row in
      view.title = row.title
    }
    #expect(identifier == String(reflecting: TitleView.self))
    #expect(try registry.reuseIdentifier(for: TitleRow(title: "a")) == identifier)
    #expect(try registry.height(for: TitleRow(title: "a")) == 30)
    let view = TitleView()
    try registry.configure(view, with: TitleRow(title: "a"))
    #expect(view.title == "a")
    let custom = registry.register(DetailRow.self, view: TitleView.self, reuseIdentifier: "detail") { _, _ in }
    #expect(custom == "detail")
  }

  // "A view that is not a `viewType` when it is configured ... makes configure(_:with:) throw
  // RegistryError.viewTypeMismatch(expected:actual:), leaving the view untouched."
  @Test func aViewOfAnotherTypeIsATypedErrorAndStaysUntouched() {
    var registry = ModelRegistry<TextView>()
    registry.register(TitleRow.self, view: TitleView.self) { view, row in view.text = row.title }
    let plain = TextView()
    #expect(
      throws: RegistryError.viewTypeMismatch(
        expected: String(reflecting: TitleView.self),
        actual: String(reflecting: TextView.self)
      )
    ) {
      try registry.configure(plain, with: TitleRow(title: "a"))
    }
    #expect(plain.text.isEmpty)
  }
}
