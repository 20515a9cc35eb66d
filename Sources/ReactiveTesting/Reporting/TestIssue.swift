// SPDX-License-Identifier: MIT

import Foundation

#if compiler(>=6.1) && canImport(Testing)
  import Testing
#endif

/// Reports a failed expectation of ReactiveTesting itself: a Swift Testing issue when the
/// running test uses Swift Testing, and a line on standard error in every case.
///
/// ReactiveTesting never traps on code the compiler accepted: where RxTest would crash the test
/// process (and lose every other test in it), it fails the one test and goes on.
///
/// - Parameter message: What went wrong and what to do, naming the API.
func reportTestIssue(_ message: String) {
  FileHandle.standardError.write(Data("ReactiveTesting: \(message)\n".utf8))
  #if compiler(>=6.1) && canImport(Testing)
    Issue.record(Comment(rawValue: message))
  #endif
}
