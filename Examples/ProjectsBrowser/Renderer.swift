// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList

/// Draws screens as plain text: deterministic, no colours, no timestamps.
enum Renderer {
  static let width = 64

  /// The list screen: header with tabs, rows or a full-screen cover, the footer line, messages.
  static func list(selected: Tab, outputs: TabOutputs, messages: [String]) -> String {
    var lines = [header(selected: selected, refreshing: outputs.refreshStatus.header == .refreshing)]
    switch outputs.pageState {
    case .loading:
      lines.append(contentsOf: cover(["loading…"]))
    case .empty(let message):
      lines.append(contentsOf: cover([message, "tap to refresh"]))
    case .error(let message):
      lines.append(contentsOf: cover([message, "tap to retry"]))
    case .content:
      for (index, project) in outputs.items.enumerated() { lines.append(row(index + 1, project)) }
      lines.append(footer(outputs))
    }
    lines.append(contentsOf: messages.map { "» \($0)" })
    return lines.joined(separator: "\n")
  }

  /// A project's detail screen.
  static func detail(_ project: Project, messages: [String]) -> String {
    var lines = [
      "ProjectsBrowser ‹ back",
      String(repeating: "=", count: width),
      project.fullName,
      "  \(project.description)",
      "  language: \(project.language)",
      "  stars:    \(project.stars)\(project.starred ? " (starred by you)" : "")",
      "  updated:  \(project.updatedAt)",
      String(repeating: "-", count: width),
    ]
    lines.append(contentsOf: messages.map { "» \($0)" })
    return lines.joined(separator: "\n")
  }

  private static func header(selected: Tab, refreshing: Bool) -> String {
    let tabs = Tab.allCases.map { $0 == selected ? "[\($0.title)]" : " \($0.title) " }.joined(separator: " ")
    let title = "ProjectsBrowser  \(tabs)".trimmingCharacters(in: .whitespaces)
    return "\(title)\(refreshing ? "  ↻ refreshing…" : "")\n"
      + String(repeating: "=", count: width)
  }

  private static func row(_ number: Int, _ project: Project) -> String {
    let star = project.starred ? "★" : "☆"
    let name = pad(project.fullName, 30)
    let stars = String(repeating: " ", count: max(0, 6 - String(project.stars).count)) + String(project.stars)
    return "\(pad(String(number), 3, right: true)) \(name) \(star)\(stars)  \(project.language)"
  }

  private static func footer(_ outputs: TabOutputs) -> String {
    let count = "\(outputs.items.count) projects"
    let state: String
    if let failure = outputs.loadStates.append.failure {
      state = "\(failure.message) · tap to retry"
    } else {
      switch outputs.refreshStatus.footer {
      case .hidden: state = ""
      case .idle: state = "pull up to load more"
      case .refreshing: state = "loading…"
      case .noMoreData: state = "no more data"
      }
    }
    return "--- \(count)\(state.isEmpty ? "" : " · \(state)") ---"
  }

  private static func cover(_ lines: [String]) -> [String] {
    ["", ""] + lines.map { pad("", max(0, (width - $0.count) / 2)) + $0 } + ["", ""]
  }

  private static func pad(_ text: String, _ length: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, length - text.count))
    return right ? fill + text : text + fill
  }
}
