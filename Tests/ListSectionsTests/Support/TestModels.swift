// SPDX-License-Identifier: MIT

import ListSections

/// A row model: identity by `id`, equality by `id` and `value`.
struct Item: Identifiable, Equatable, Sendable, CustomStringConvertible {
  let id: Int
  var value: Int

  init(_ id: Int, _ value: Int = 0) {
    self.id = id
    self.value = value
  }

  var description: String { value == 0 ? "\(id)" : "\(id):\(value)" }
}

/// A section model: identity by `id`, equality by `id` and `title`.
struct Group: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String

  init(_ id: Int, _ title: String = "") {
    self.id = id
    self.title = title
  }
}

typealias Snapshot = SectionedSnapshot<Group, Item>

/// Builds a one-section snapshot of items with the given ids.
func flat(_ ids: [Int]) -> Snapshot {
  Snapshot(section: Group(0), rows: ids.map { Item($0) })
}

/// Builds a snapshot from (section id, row ids) pairs.
func sectioned(_ sections: [(Int, [Int])]) -> Snapshot {
  Snapshot(sections: sections.map { SnapshotSection(Group($0.0), rows: $0.1.map { Item($0) }) })
}

/// Diffs, replays the changeset the way UIKit would, and returns the changeset and whether the
/// result equals `new` (`false` when the replay throws).
func roundTrip(_ old: Snapshot, _ new: Snapshot) -> (changeset: SectionedChangeset, isExact: Bool) {
  let changeset = new.changeset(from: old)
  return (changeset, (try? old.applying(changeset, readingFrom: new)) == new)
}
