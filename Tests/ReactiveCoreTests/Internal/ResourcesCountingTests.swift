// SPDX-License-Identifier: MIT

import ReactiveCore
import TestSupport
import Testing

/// What `Resources` counts, as Documentation/Testing.md ("Checking for leaks") explains it.
@Suite struct ResourcesCountingTests {
  /// Testing.md: "`dispose()` stops the work, but the object you still hold keeps counting until
  /// it is released".
  @Test func aDisposableStillHeldAfterDisposeCountsUntilReleased() {
    guard Resources.isTracking else { return }
    let tracker = Resources.Tracker()
    let subject = PublishSubject<Int>()
    let received = LockedBox<[Int]>([])
    Resources.track(tracker) {
      let subscription = subject.map { $0 + 1 }.filter { $0 > 1 }.subscribe(onNext: { received.append($0) })
      subject.onNext(1)
      let whileSubscribed = tracker.live
      subscription.dispose()
      subject.onNext(2)
      withExtendedLifetime(subscription) {
        #expect(whileSubscribed > tracker.live)
        #expect(tracker.live > 0)  // disposed, but still held: still counted
      }
    }
    #expect(received.value == [2])
    #expect(tracker.live == 0)  // released at the end of the closure
  }

  /// Testing.md: "A disposable in a `DisposeBag` counts until the bag is released".
  @Test func disposablesInABagCountUntilTheBagIsReleased() {
    guard Resources.isTracking else { return }
    let tracker = Resources.Tracker()
    let subject = PublishSubject<Int>()
    var bag: DisposeBag? = DisposeBag()
    Resources.track(tracker) {
      if let bag { subject.map { $0 * 2 }.subscribe(onNext: { _ in }).disposed(by: bag) }
    }
    #expect(tracker.live > 0)
    bag = nil
    #expect(tracker.live == 0)
  }

  /// Testing.md: "`Resources.total` counts the whole process: every tracker's resources and
  /// those created outside any tracker".
  @Test func totalIncludesEveryTrackersResources() {
    guard Resources.isTracking else { return }
    let tracker = Resources.Tracker()
    let subject = PublishSubject<Int>()
    Resources.track(tracker) {
      let subscription = subject.map { $0 }.subscribe(onNext: { _ in })
      withExtendedLifetime(subscription) {
        // Other tests running in parallel only add to the total; ours are in it.
        #expect(tracker.live > 0)
        #expect(Resources.total >= tracker.live)
      }
      subscription.dispose()
    }
  }
}
