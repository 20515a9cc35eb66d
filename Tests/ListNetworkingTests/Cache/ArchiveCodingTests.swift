// SPDX-License-Identifier: MIT

import Foundation
import ListNetworking
import TestSupport
import Testing

@Suite struct ArchiveCodingTests {
  enum Kind: String, Codable, Equatable, CaseIterable {
    case post, reply, boost
  }

  enum Attachment: Codable, Equatable {
    case none
    case image(url: URL, width: Int16)
    case poll([String], closes: Date?)
  }

  struct Author: Codable, Equatable {
    var name: String
    var followers: UInt32
    var verified: Bool
  }

  /// Every kind of value the format has, optional fields present and absent, nested containers.
  struct Post: Codable, Equatable {
    var id: Int
    var kind: Kind
    var title: String
    var score: Double
    var ratio: Float
    var small: Int8
    var big: UInt64
    var negative: Int64
    var author: Author?
    var tags: [String]
    var counts: [String: Int]
    var byDay: [Int: [Bool]]
    var attachment: Attachment
    var blob: Data
    var note: String?
    var nested: [[Int?]]
  }

  static func randomText(_ random: inout SeededGenerator) -> String {
    let alphabet = Array("aé日🙂 \"\\\n\u{0}z")
    return String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
  }

  static func randomPost(_ random: inout SeededGenerator) -> Post {
    let extremes: [Int] = [0, 1, -1, 127, 128, -129, Int.max, Int.min, 1 << 35]
    let id =
      Bool.random(using: &random)
      ? extremes.randomElement(using: &random)! : Int.random(in: -1_000_000...1_000_000, using: &random)
    let attachment: Attachment =
      switch Int.random(in: 0..<3, using: &random) {
      case 0: .none
      case 1:
        .image(
          url: URL(string: "https://example.com/\(id).png")!,
          width: Int16.random(in: .min ... .max, using: &random)
        )
      default:
        .poll(
          (0..<Int.random(in: 0...3, using: &random)).map { _ in randomText(&random) },
          closes: Bool.random(using: &random) ? Date(timeIntervalSinceReferenceDate: Double(id % 100_000)) : nil
        )
      }
    return Post(
      id: id,
      kind: Kind.allCases.randomElement(using: &random)!,
      title: randomText(&random),
      score: [0, -0.5, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e-300]
        .randomElement(using: &random)!,
      ratio: Float.random(in: -1e30...1e30, using: &random),
      small: Int8.random(in: .min ... .max, using: &random),
      big: [0, UInt64.max, 1 << 63, 300].randomElement(using: &random)!,
      negative: Int64.random(in: .min ... .max, using: &random),
      author: Bool.random(using: &random)
        ? Author(name: randomText(&random), followers: UInt32.random(in: 0 ... .max, using: &random), verified: true)
        : nil,
      tags: (0..<Int.random(in: 0...4, using: &random)).map { _ in randomText(&random) },
      counts: Dictionary(
        uniqueKeysWithValues: (0..<Int.random(in: 0...3, using: &random)).map { ("k\($0)", id &- $0) }
      ),
      byDay: [id % 7: [true, false], 7: []],
      attachment: attachment,
      blob: Data(
        (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0 ... .max, using: &random) }
      ),
      note: Bool.random(using: &random) ? randomText(&random) : nil,
      nested: [[1, nil, 3], [], [nil]]
    )
  }

  /// Issue 36, item 7: "random lists round-trip equal through the new codec".
  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func randomListsRoundTripEqual(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<25 {
      let posts = (0..<Int.random(in: 0...30, using: &random)).map { _ in Self.randomPost(&random) }
      let payload = try ArchiveEncoder().encode(posts)
      #expect(try ArchiveDecoder().decode([Post].self, from: payload) == posts, "seed \(seed)")
    }
  }

  @Test func topLevelValuesAndOptionalsRoundTrip() throws {
    let encoder = ArchiveEncoder()
    let decoder = ArchiveDecoder()
    #expect(try decoder.decode(Int.self, from: encoder.encode(-5)) == -5)
    #expect(try decoder.decode(String.self, from: encoder.encode("")) == "")
    #expect(try decoder.decode(Int?.self, from: encoder.encode(Int?.none)) == nil)
    #expect(try decoder.decode(Int??.self, from: encoder.encode(Int??.some(.some(3)))) == 3)
    #expect(try decoder.decode([Int?].self, from: encoder.encode([nil, 2])) == [nil, 2])
    let nan = try decoder.decode(Double.self, from: encoder.encode(Double.nan))
    #expect(nan.isNaN)
  }

  class Base: Codable {
    var base: Int
    init(base: Int) { self.base = base }
  }

  final class Derived: Base {
    var extra: String
    init(base: Int, extra: String) {
      self.extra = extra
      super.init(base: base)
    }
    enum CodingKeys: CodingKey { case extra }
    required init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      extra = try container.decode(String.self, forKey: .extra)
      try super.init(from: container.superDecoder())
    }
    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(extra, forKey: .extra)
      try super.encode(to: container.superEncoder())
    }
  }

  @Test func superEncodersAndKeysReadOutOfOrderRoundTrip() throws {
    let decoded = try ArchiveDecoder().decode(Derived.self, from: ArchiveEncoder().encode(Derived(base: 7, extra: "x")))
    #expect(decoded.base == 7 && decoded.extra == "x")

    struct Reversed: Codable, Equatable {
      var first: Int
      var second: String
      var third: [Int]
      enum CodingKeys: CodingKey { case first, second, third }
      init(first: Int, second: String, third: [Int]) {
        (self.first, self.second, self.third) = (first, second, third)
      }
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        third = try container.decode([Int].self, forKey: .third)
        first = try container.decode(Int.self, forKey: .first)
        second = try container.decode(String.self, forKey: .second)
      }
    }
    let value = Reversed(first: 1, second: "two", third: [3, 4])
    #expect(try ArchiveDecoder().decode(Reversed.self, from: ArchiveEncoder().encode(value)) == value)
  }

  /// A changed item type is an error, never another item.
  @Test func aChangedTypeIsADecodingError() throws {
    struct Row: Codable {
      var id: Int
      var text: String
    }
    struct RenamedField: Codable {
      var id: Int
      var title: String
    }
    struct StringID: Codable { var id: String }
    struct NarrowID: Codable { var id: Int8 }
    let payload = try ArchiveEncoder().encode([Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 1_000, text: "c")])
    #expect { try ArchiveDecoder().decode([RenamedField].self, from: payload) } throws: { error in
      if case DecodingError.keyNotFound(let key, _) = error { key.stringValue == "title" } else { false }
    }
    #expect { try ArchiveDecoder().decode([StringID].self, from: payload) } throws: { error in
      if case DecodingError.typeMismatch = error { true } else { false }
    }
    #expect { try ArchiveDecoder().decode([NarrowID].self, from: payload) } throws: { error in
      // The path names the third row (decoders are reused from row to row) and its field.
      if case DecodingError.dataCorrupted(let context) = error {
        context.codingPath.first?.intValue == 2 && context.codingPath.map(\.stringValue) == ["2", "id"]
      } else {
        false
      }
    }
    #expect(throws: DecodingError.self) { try ArchiveDecoder().decode(Row.self, from: payload) }
    #expect(throws: DecodingError.self) { try ArchiveDecoder().decode([Row].self, from: payload + Data([0])) }
  }

  /// Bytes that are no payload throw; they never crash or read outside the payload.
  @Test func everyCutAndFlippedByteAndRandomBytesThrowOrDecodeNeverCrash() throws {
    var random = SeededGenerator(seed: 36)
    let posts = (0..<4).map { _ in Self.randomPost(&random) }
    let payload = try ArchiveEncoder().encode(posts)
    var cuts = 0
    for length in 0..<payload.count {
      #expect(throws: DecodingError.self) { try ArchiveDecoder().decode([Post].self, from: payload.prefix(length)) }
      cuts += 1
    }
    var flips = (thrown: 0, decoded: 0)
    for position in 0..<payload.count {
      var damaged = payload
      damaged[position] ^= 0x41
      if (try? ArchiveDecoder().decode([Post].self, from: damaged)) == nil {
        flips.thrown += 1
      } else {
        flips.decoded += 1
      }
    }
    for _ in 0..<2_000 {
      let bytes = Data(
        (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...12, using: &random) }
      )
      _ = try? ArchiveDecoder().decode([Post].self, from: bytes)
      _ = try? ArchiveDecoder().decode([[String: [Int?]]].self, from: bytes)
    }
    #expect(cuts == payload.count)
    // Flipped bytes inside strings, blobs and numbers still decode: the archive's checksums catch them.
    #expect(flips.thrown + flips.decoded == payload.count)
    #expect(flips.thrown > payload.count / 3)
  }

  indirect enum Tree: Codable, Equatable {
    case leaf
    case node(Tree)

    static func depth(_ depth: Int) -> Tree {
      (0..<depth).reduce(.leaf) { tree, _ in .node(tree) }
    }
  }

  @Test func nestingIsLimited() throws {
    let shallow = Tree.depth(50)
    #expect(try ArchiveDecoder().decode(Tree.self, from: ArchiveEncoder().encode(shallow)) == shallow)
    #expect(throws: EncodingError.self) { try ArchiveEncoder().encode(Tree.depth(300)) }
    // 100,000 nested values, read and skipped: an error, not a stack overflow.
    let node = Array("node".utf8)
    let nodes = Data(
      [2, 1, 4] + node + [1, 2] + Array("_0".utf8) + Array(repeating: [8, 0, 8, 1], count: 100_000).joined()
    )
    #expect(throws: DecodingError.self) { try ArchiveDecoder().decode(Tree.self, from: nodes) }
    struct OnlyA: Decodable { var a: Int }
    let skipped =
      Data([1, 2, 1] + Array("b".utf8) + [1] + Array("a".utf8) + [8, 0])
      + Data(Array(repeating: [9, 1], count: 100_000).joined()) + Data([0, 3, 2])
    #expect(throws: DecodingError.self) { try ArchiveDecoder().decode(OnlyA.self, from: skipped) }
  }
}
