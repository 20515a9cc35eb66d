// SPDX-License-Identifier: MIT
//
// What the guide's UIKit screen uses from the rest of Documentation/Sections.md: its models block,
// verbatim (the detail screen is part of the screen's block).

import UIKit

/// A row: one game, released on a day.
nonisolated struct Game: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
  let day: String
}

/// A section: the games of one day.
nonisolated struct DayHeader: Identifiable, Equatable, Sendable {
  let day: String
  var id: String { day }
}
