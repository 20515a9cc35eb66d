// SPDX-License-Identifier: MIT

import ListSections
import TestSupport
import Testing

/// A type-safe model enum, as a sectioned game list would use.
private enum Model: Sendable, CustomStringConvertible {
  case header(String)
  case placeholder
  case row(Int)

  var role: SplitRole<String, Int> {
    switch self {
    case .header(let title): .header(title)
    case .placeholder: .emptyHeader
    case .row(let value): .row(value)
    }
  }

  var description: String {
    switch self {
    case .header(let title): "#\(title)"
    case .placeholder: "#_"
    case .row(let value): "\(value)"
    }
  }
}

/// One table row: input, expected sections rendered as "header:[rows]" strings.
private struct SplitCase: Sendable, CustomTestStringConvertible {
  let name: String
  let input: [Model]
  let expected: [String]
  var testDescription: String { name }
}

private func render(_ sections: [SnapshotSection<SectionHeader<String>, Int>]) -> [String] {
  sections.map { section in
    let header =
      switch section.model {
      case .none: "none"
      case .empty: "empty"
      case .visible(let title): title
      }
    return "\(header):\(section.rows)"
  }
}

private let cases: [SplitCase] = [
  SplitCase(name: "empty input", input: [], expected: []),
  SplitCase(name: "rows only", input: [.row(1), .row(2)], expected: ["none:[1, 2]"]),
  SplitCase(name: "header first", input: [.header("a"), .row(1), .row(2)], expected: ["a:[1, 2]"]),
  SplitCase(
    name: "rows before the first header",
    input: [.row(1), .header("a"), .row(2)],
    expected: ["none:[1]", "a:[2]"]
  ),
  SplitCase(name: "header with no rows", input: [.header("a")], expected: ["a:[]"]),
  SplitCase(
    name: "consecutive headers",
    input: [.header("a"), .header("b"), .row(1)],
    expected: ["a:[]", "b:[1]"]
  ),
  SplitCase(
    name: "empty header placeholder first",
    input: [.placeholder, .row(1), .header("a"), .row(2)],
    expected: ["empty:[1]", "a:[2]"]
  ),
  SplitCase(
    name: "placeholder after rows",
    input: [.row(1), .placeholder, .row(2), .header("b")],
    expected: ["none:[1]", "empty:[2]", "b:[]"]
  ),
  SplitCase(
    name: "many sections",
    input: [.header("a"), .row(1), .header("b"), .row(2), .row(3), .header("c"), .row(4)],
    expected: ["a:[1]", "b:[2, 3]", "c:[4]"]
  ),
]

/// Heterogeneous, protocol-typed models.
private protocol ListModel: Sendable {}
private struct DayHeader: ListModel, HeaderModel { let title: String }
private struct GameRow: ListModel { let name: String }
extension EmptyHeader: ListModel {}

@Suite struct SectionSplittingTests {
  @Test(arguments: cases)
  fileprivate func splitsEnumModels(_ splitCase: SplitCase) {
    let sections = splitCase.input.splitIntoSections { $0.role }
    #expect(render(sections) == splitCase.expected)
    #expect(sections.reduce(0) { $0 + $1.rows.count } == splitCase.input.filter { $0.role.isRow }.count)
  }

  @Test func splitsHeterogeneousModelsByConformance() {
    let models: [any ListModel] = [
      GameRow(name: "a"), DayHeader(title: "Mon"), GameRow(name: "b"), GameRow(name: "c"), EmptyHeader(),
      GameRow(name: "d"),
    ]
    let sections = models.splitIntoSections()
    #expect(sections.count == 3)
    #expect(sections[0].model.isVisible == false)
    #expect((sections[1].model.model as? DayHeader)?.title == "Mon")
    #expect(sections[2].model.model == nil)
    let rows = sections.map { $0.rows.compactMap { ($0 as? GameRow)?.name } }
    #expect(rows == [["a"], ["b", "c"], ["d"]])
    if case .none = sections[0].model {} else { Issue.record("first section should have no header") }
    if case .empty = sections[2].model {} else { Issue.record("placeholder should start an empty-header section") }
  }

  @Test func splitsLargeRegularInputExactly() {
    let input = (0..<1_000).map { $0 % 10 == 0 ? Model.header("h\($0 / 10)") : Model.row($0) }
    let sections = input.splitIntoSections { $0.role }
    #expect(sections.count == 100)
    #expect(sections.allSatisfy { $0.rows.count == 9 && $0.model.isVisible })
    #expect(sections[99].rows.last == 999)
  }

  @Test func classifierErrorsPropagate() {
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      _ = try [1, 2, 3].splitIntoSections { (value: Int) throws -> SplitRole<Int, Int> in
        if value == 2 { throw Stop() }
        return .row(value)
      }
    }
  }
}

extension SectionSplittingTests {
  // "The sections are the ones a SectionedSnapshot holds, with a SectionHeader as section model:
  // SectionedSnapshot(sections: sections) shows them when the header and row types are
  // identifiable and equatable."
  @Test func theSectionsAreASnapshotsSections() {
    let elements: [Model] = [.row(1), .header("a"), .row(2), .placeholder, .row(3)]
    let sections = elements.splitIntoSections { element -> SplitRole<Group, Item> in
      switch element {
      case .header(let title): .header(Group(title.count, title))
      case .placeholder: .emptyHeader
      case .row(let value): .row(Item(value))
      }
    }
    let snapshot = SectionedSnapshot(sections: sections)
    #expect(snapshot.sections.map(\.model) == [.none, .visible(Group(1, "a")), .empty])
    #expect(snapshot.rowCount == 3)
    #expect(snapshot.changeset(from: SectionedSnapshot()).sectionInserts == [0, 1, 2])
  }

  // splitSections(after:leading:by:): "for a whole list or for a page appended to one". Any list
  // cut in pieces, each piece split after the section the previous ones ended with, gives the
  // sections of splitting it at once, and `rowOffsets` say which element each row is.
  @Test(arguments: 0..<200)
  fileprivate func splittingInPiecesGivesTheSectionsOfSplittingAtOnce(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let input = (0..<Int.random(in: 0...30, using: &random)).map { index -> Model in
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1: .header("h\(index)")
      case 2: .placeholder
      default: .row(index)
      }
    }
    let whole = input.splitIntoSections { $0.role }
    var sections: [SnapshotSection<SectionHeader<String>, Int>] = []
    var start = 0
    repeat {
      let end = min(input.count, start + Int.random(in: 0...8, using: &random))
      let last = sections.last?.model
      let piece = input[start..<end].splitSections(
        after: last,
        leading: last == nil ? SectionHeader<String>.none : nil
      ) { element, _ in element.role.step }
      if !piece.continuingRows.isEmpty {
        let lastIndex = try #require(sections.indices.last, "rows continue a section only after one")
        sections[lastIndex].rows += piece.continuingRows
      }
      #expect(piece.rowOffsets.count == piece.sections.count)
      for (section, offset) in zip(piece.sections, piece.rowOffsets) {
        for (row, value) in section.rows.enumerated() {
          #expect(input[start + offset + row].role == .row(value))
        }
      }
      sections += piece.sections
      start = end
    } while start < input.count
    #expect(render(sections) == render(whole), "seed \(seed): \(input)")
  }

  // "It receives the model of the section the element joins if it is a row: the section started
  // last, else leading, else last." A sectionWithRow element starts a section and is its first row.
  @Test func aStepSeesTheModelOfTheSectionItWouldJoin() {
    var seen: [Int?] = []
    let split = [11, 12, 23, 24, 25, 31].splitSections(after: 1, leading: nil) { value, current in
      seen.append(current)
      return current == value / 10 ? .row(value) : .sectionWithRow(value / 10, value)
    }
    // Each element is seen twice, once per pass, with the same model both times.
    #expect(seen == [1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 2])
    #expect(split.continuingRows == [11, 12])
    #expect(split.sections.map(\.model) == [2, 3])
    #expect(split.sections.map(\.rows) == [[23, 24, 25], [31]])
    #expect(split.rowOffsets == [2, 5])
    let leading = [1, 2].splitSections(after: 9, leading: 0) { value, current in
      #expect(current == 0)
      return .row(value)
    }
    #expect(leading.continuingRows.isEmpty)
    #expect(leading.sections.map(\.model) == [0])
    #expect(leading.rowOffsets == [0])
  }
}

extension SplitRole {
  fileprivate var isRow: Bool {
    if case .row = self { return true }
    return false
  }
}
