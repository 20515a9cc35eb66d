// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// One game as the games API returns it.
struct Game: Identifiable, Equatable, Sendable, Decodable {
  let id: Int
  let title: String
  let platform: String
  let genre: String
  /// The review score, 0–100.
  let score: Int
  /// The release day, `yyyy-MM-dd`.
  let releaseDate: String
  let developer: String
  let summary: String
}

/// The promotion above the games, carried by the first page's envelope.
struct Banner: Equatable, Sendable, Decodable {
  let id: Int
  let title: String
  let subtitle: String
  let link: String
}

/// A row of the game list: one banner on top, then the games. Two row kinds in one paged list,
/// each with its own id space, so the banner can never collide with a game.
enum GameListItem: Identifiable, Equatable, Sendable {
  /// The id of a row: the kind plus the server's id.
  enum ID: Hashable, Sendable {
    case banner(Int)
    case game(Int)
  }

  case banner(Banner)
  case game(Game)

  var id: ID {
    switch self {
    case .banner(let banner): .banner(banner.id)
    case .game(let game): .game(game.id)
    }
  }
}

/// The `data` of one page: `{"banner": {...}, "list": [...], "total": 40}`.
///
/// The mock server writes `total` next to the array it pages; the banner rides along on every
/// page, but only the first page's is shown.
struct GamesPayload: Decodable, Sendable {
  let banner: Banner?
  let list: [Game]
  let total: Int?
}

/// A release day, the header of the section of the games released on it.
struct ReleaseDay: Identifiable, Equatable, Sendable {
  /// The day, `yyyy-MM-dd`.
  let id: String

  /// The header's text: `Sat 21 Nov 2026`.
  var title: String { Self.format(id) }

  /// `2026-11-21` → `Sat 21 Nov 2026`, computed with a UTC Gregorian calendar so every machine
  /// prints the same; an unparsable date is shown as it is.
  static func format(_ date: String) -> String {
    let parts = date.split(separator: "-").compactMap { Int($0) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    guard parts.count == 3, (1...12).contains(parts[1]),
      let day = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    else { return date }
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let weekday = weekdays[(calendar.component(.weekday, from: day) - 1) % 7]
    return "\(weekday) \(parts[2]) \(months[parts[1] - 1]) \(parts[0])"
  }
}

extension GameListItem {
  /// The header of the row's section: the banner starts a section with no header view
  /// (`.empty`), so it scrolls away instead of pinning under a date; a game goes under its
  /// release day.
  var sectionHeader: SectionHeader<ReleaseDay> {
    switch self {
    case .banner: .empty
    case .game(let game): .visible(ReleaseDay(id: game.releaseDate))
    }
  }
}

extension SectionBuilder where Item == GameListItem, Header == SectionHeader<ReleaseDay>, Row == GameListItem {
  /// The banner's header-less section on top, then one section per release day. Consecutive rows
  /// with the same header share a section, so an appended page only extends the last day or adds
  /// new days.
  static var byReleaseDay: SectionBuilder {
    .grouped { $0.sectionHeader }
  }
}
