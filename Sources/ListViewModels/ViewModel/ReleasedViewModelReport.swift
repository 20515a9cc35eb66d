// SPDX-License-Identifier: MIT

import Foundation
import ReactiveListInternals

/// In debug builds, says once that an input reached a view model that had been released.
///
/// A view model that nothing keeps alive (created in `viewDidLoad` and held by no property) goes
/// away at once; its outputs still show their last values, but every input bound with
/// `transform(input:)` is dropped. In debug builds those bindings stay subscribed after the view
/// model is gone, and the first input that arrives writes one line to standard error, naming the
/// type, and ends the binding it came through. Release builds end the bindings with the view model
/// and say nothing.
package final class ReleasedViewModelReport: Sendable {
  /// Where the line goes: standard error unless a test sets a closure for its task.
  @TaskLocal package static var log: (@Sendable (String) -> Void)?

  private let typeName: String
  private let reported = LockedState(false)

  /// Creates the report of a view model of type `typeName`.
  package init(typeName: String) {
    self.typeName = typeName
  }

  /// The line written the first time.
  package var line: String {
    "ReactiveList: an input reached a released \(typeName) and was ignored; keep the view model "
      + "alive (in a property of its screen) while its inputs are bound."
  }

  /// Writes ``line`` unless it was written already for this view model.
  package func inputArrivedAfterRelease() {
    let isFirst = reported.withLock { reported in
      defer { reported = true }
      return !reported
    }
    guard isFirst else { return }
    if let log = Self.log {
      log(line)
    } else {
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
  }
}
