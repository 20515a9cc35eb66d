// SPDX-License-Identifier: MIT

import ReactiveCore
import TestSupport
import Testing

/// Counts how many times it was disposed.
private final class CountingDisposable: Disposable, Sendable {
  private let counter = LockedBox(0)
  var count: Int { counter.value }
  func dispose() { counter.increment() }
}

@Suite struct DisposablesTests {
  @Test func anonymousDisposableRunsItsActionOnce() {
    let counter = LockedBox(0)
    let disposable = Disposables.create { counter.increment() }
    #expect(!disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    #expect(counter.value == 1)
    #expect(disposable.isDisposed)
  }

  @Test func compositeDisposesEveryItemInInsertionOrder() {
    let order = LockedBox<[Int]>([])
    let composite = CompositeDisposable()
    for index in 0..<3 { composite.insert(Disposables.create { order.append(index) }) }
    #expect(composite.count == 3)
    composite.dispose()
    #expect(order.value == [0, 1, 2])
    #expect(composite.isDisposed)
    #expect(composite.count == 0)
  }

  @Test func compositeDisposesItemsInsertedAfterItWasDisposed() {
    let composite = CompositeDisposable()
    composite.dispose()
    let late = CountingDisposable()
    #expect(composite.insert(late) == nil)
    #expect(late.count == 1)
  }

  @Test func compositeRemoveDisposesOnlyThatItem() throws {
    let first = CountingDisposable()
    let second = CountingDisposable()
    let composite = CompositeDisposable()
    let key = try #require(composite.insert(first))
    composite.insert(second)
    composite.remove(for: key)
    #expect(first.count == 1)
    #expect(second.count == 0)
    composite.dispose()
    #expect(first.count == 1)
    #expect(second.count == 1)
  }

  @Test func compositeSurvivesManyInsertsAndRemoves() throws {
    let composite = CompositeDisposable()
    for _ in 0..<1_000 {
      let key = try #require(composite.insert(CountingDisposable()))
      composite.remove(for: key)
    }
    let kept = CountingDisposable()
    composite.insert(kept)
    #expect(composite.count == 1)
    composite.dispose()
    #expect(kept.count == 1)
  }

  @Test func serialDisposableDisposesThePreviousValueWhenReplaced() {
    let first = CountingDisposable()
    let second = CountingDisposable()
    let serial = SerialDisposable()
    serial.disposable = first
    serial.disposable = second
    #expect(first.count == 1)
    #expect(second.count == 0)
    serial.dispose()
    #expect(second.count == 1)
    let late = CountingDisposable()
    serial.disposable = late
    #expect(late.count == 1)
  }

  @Test func singleAssignmentDisposesALateAssignmentAtOnce() {
    let single = SingleAssignmentDisposable()
    single.dispose()
    let inner = CountingDisposable()
    single.setDisposable(inner)
    #expect(inner.count == 1)
    #expect(single.isDisposed)
  }

  @Test func singleAssignmentForwardsDisposeOnce() {
    let single = SingleAssignmentDisposable()
    let inner = CountingDisposable()
    single.setDisposable(inner)
    single.dispose()
    single.dispose()
    #expect(inner.count == 1)
  }

  @Test func disposeBagDisposesEverythingOnDeinit() {
    let first = CountingDisposable()
    let second = CountingDisposable()
    var bag: DisposeBag? = DisposeBag()
    first.disposed(by: bag!)
    bag!.insert(second)
    #expect(first.count == 0)
    bag = nil
    #expect(first.count == 1)
    #expect(second.count == 1)
  }

  @Test func booleanDisposableRecordsDisposal() {
    let disposable = BooleanDisposable()
    #expect(!disposable.isDisposed)
    disposable.dispose()
    #expect(disposable.isDisposed)
    #expect(BooleanDisposable(isDisposed: true).isDisposed)
  }
}
