// SPDX-License-Identifier: MIT

import Foundation
import ReactiveList
import ReactiveTesting
import Testing

/// Main-actor state a test's scheduled actions read and write without `assumeIsolated`.
@MainActor private final class Counter {
  var value = 0
  func increment() { value += 1 }
}

/// "Importing ReactiveTesting never changes what code that compiles without it does: no overload
/// it adds may turn compiler-accepted code into a run-time trap." (ARCHITECTURE.md; issue 25)
@Suite struct NoTrapTests {
  // Issue 25's first shape: background work delivered on main, logged into a locked box. With
  // the caller-isolated twin of `subscribe(onNext:)` this trapped ("called outside the task of
  // the nonisolated code that wrote it") and ended the test process.
  @Test func backgroundWorkLoggedIntoALockedBoxPasses() async {
    let log = TestVariable<[String]>([])
    // Waits without blocking a thread of the (narrow) cooperative pool.
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      _ = Observable.of(1, 2, 3)
        .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        .map { $0 * 2 }
        .observe(on: MainScheduler.instance)
        .subscribe(onNext: { log.append("\($0)") }, onCompleted: { done.resume() })
    }
    #expect(log.value == ["2", "4", "6"])
  }

  // Issue 25's second shape: `do(onNext:)` on a sequence that delivers from its own task.
  @Test func sideEffectsFromAStreamsOwnTaskPass() async throws {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    for value in 1...3 { continuation.yield(value) }
    continuation.finish()
    let elements = TestVariable<[Int]>([])
    let all = try await stream.asObservable()
      .do(onNext: { value in elements.withValue { $0.append(value) } })
      .toArray(timeout: 600)  // a backstop: at once alone, but a full parallel run can starve the pool
    #expect(all == [1, 2, 3])
    #expect(elements.value == [1, 2, 3])
  }

  // "action is isolated to the caller, not @Sendable: it may call the test's main-actor code and
  // read and write the test's local vars".
  @MainActor @Test func scheduledActionsCallMainActorCodeAndMutateLocals() {
    let scheduler = TestScheduler(initialClock: 0)
    let counter = Counter()
    var ticks: [Int] = []
    scheduler.scheduleAt(10) {
      counter.increment()
      ticks.append(scheduler.clock)
    }
    scheduler.scheduleAt(20) {
      counter.increment()
      ticks.append(scheduler.clock)
    }
    scheduler.start()
    #expect(counter.value == 2)
    #expect(ticks == [10, 20])
  }

  @Test func nonisolatedTestsMutateLocalsInScheduledActions() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2)])
    let observer = scheduler.createObserver(Int.self)
    var subscription: (any Disposable)?
    scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    #expect(observer.events == [.next(210, 1)])
  }

  // "Where the scheduler runs elsewhere, the action does not run and the test fails with a
  // message naming the tick: it never races on the test's state, and never crashes the test
  // process." (TestScheduler.scheduleAt)
  @Test func anActionRunInAnotherTaskDoesNotRunAndFailsTheTest() async {
    let scheduler = TestScheduler(initialClock: 0)
    let ran = TestVariable(false)
    scheduler.scheduleAt(10) { ran.value = true }
    await withKnownIssue {
      await Task { scheduler.start() }.value
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("TestScheduler.scheduleAt(10, action:)") }
    }
    #expect(!ran.value)
    #expect(scheduler.clock == 10)
  }

  @Test func aMainActorActionRunOffTheMainActorDoesNotRunAndFailsTheTest() async {
    let scheduler = TestScheduler(initialClock: 0)
    let counter = await MainActor.run {
      let counter = Counter()
      scheduler.scheduleAt(10) { counter.increment() }
      return counter
    }
    await withKnownIssue {
      await Task { scheduler.advanceTo(20) }.value  // a nonisolated task: off the main actor
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("written on the main actor") }
    }
    #expect(await counter.value == 0)
  }

  // "Reading it there fails the test with a message and returns a new scheduler that nothing
  // else uses (it never crashes the test process)." (TestScheduler.current)
  @Test func theCurrentSchedulerOutsideTheTraitFailsTheTestWithoutCrashing() {
    withKnownIssue {
      let scheduler = TestScheduler.current
      #expect(scheduler.clock == 0)
    }
  }

  // "Keep Swift 6's guarantees: a closure that mutates a captured var must still be caught, at
  // compile time" (issue 25): compiled against this package's modules, with ReactiveTesting
  // imported, a `subscribe(onNext:)` closure that appends to a captured `var` is rejected.
  @Test(.enabled(if: CompileProbe.isAvailable))
  func aClosureMutatingACapturedVarIsStillRejectedByTheCompiler() throws {
    let rejected = try CompileProbe.typeCheck(
      """
      import ReactiveCore
      import ReactiveTesting
      func probe() {
        var values: [Int] = []
        _ = Observable.of(1, 2).subscribe(onNext: { values.append($0) })
        _ = values
      }
      """
    )
    #expect(rejected.contains("mutation of captured var 'values' in concurrently-executing code"))
    let accepted = try CompileProbe.typeCheck(
      """
      import ReactiveCore
      import ReactiveTesting
      func probe() {
        let values = TestVariable<[Int]>([])
        _ = Observable.of(1, 2).subscribe(onNext: { values.append($0) })
      }
      """
    )
    #expect(accepted == "")
  }
}

/// Type-checks a source file against the modules this test target was built with.
enum CompileProbe {
  /// The folder holding the package's `.swiftmodule`s (`.build/<config>/Modules`).
  static let modules: URL? = {
    var folder = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("Modules")
      let module = candidate.appendingPathComponent("ReactiveTesting.swiftmodule")
      if FileManager.default.fileExists(atPath: module.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return nil
  }()

  /// `swiftc` from the `PATH`, the toolchain that built the tests.
  static let compiler: URL? = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Whether both the modules and the compiler were found.
  static var isAvailable: Bool { modules != nil && compiler != nil }

  /// The compiler's error lines for `source` (empty when it type-checks).
  static func typeCheck(_ source: String) throws -> String {
    guard let modules, let compiler else { return "" }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = compiler
    process.arguments = ["-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
    let output = Pipe()
    process.standardError = output
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").filter { $0.contains("error:") }
      .joined(separator: "\n")
  }
}
