// SPDX-License-Identifier: MIT

import Dispatch
import ReactiveList
import ReactiveTesting
import Testing

@Suite struct FirstRaceTests {
  // "It subscribes before it suspends, in the caller's isolation. From a @MainActor test, that is
  // on the main actor, before anything else the main actor has queued runs, so an element that a
  // Signal delivers on the main queue right after the call cannot slip past."
  //
  // Before the fix, `first(timeout:)` hopped to the global executor before subscribing, and the
  // main queue delivered the element to nobody in between: this test then timed out.
  @MainActor @Test(arguments: 0..<20) func anElementQueuedOnMainBeforeTheCallIsCaught(round: Int) async throws {
    let relay = PublishRelay<Int>()
    DispatchQueue.main.async { relay.accept(round) }
    let value = try await relay.asObservable().first(timeout: 5)
    #expect(value == round)
  }

  @MainActor @Test func toArraySubscribesBeforeSuspendingToo() async throws {
    let subject = PublishSubject<Int>()
    DispatchQueue.main.async {
      subject.onNext(1)
      subject.onCompleted()
    }
    #expect(try await subject.asObservable().toArray(timeout: 5) == [1])
  }
}
