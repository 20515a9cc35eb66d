// SPDX-License-Identifier: MIT

import ReactiveList
import ReactiveTesting
import Testing

// The replacements Documentation/Concurrency.md ("In an app target that is MainActor by default")
// gives for RxSwift idioms that do not compile here, each compiled and run in this target.

/// A main-actor helper, as every function of this target is.
func helper(_ value: Int) -> Int { value + 1 }

/// The same helper declared `nonisolated`: usable in Rx closures.
nonisolated func pureHelper(_ value: Int) -> Int { value + 1 }

/// A main-actor API whose loader only builds an observable.
final class NumbersAPI {
  nonisolated func load(_ value: Int) -> Observable<Int> { .just(value * 10) }
}

@Suite struct RxIdiomsTests {
  // "relay.accept(helper(x)) and driver.drive(onNext: { values.append($0) }) compile as they are"
  @Test func acceptAndDriveCompileAsTheyAre() {
    let relay = BehaviorRelay(value: 0)
    var values: [Int] = []
    let bag = DisposeBag()
    relay.asDriver().drive(onNext: { values.append($0) }).disposed(by: bag)
    relay.accept(helper(1))
    #expect(values == [0, 2])
  }

  // "`relay.asDriver().drive(onNext: { values.append($0) })`" for subscribe(onNext:) appending.
  @Test func driveReplacesSubscribeWhenAppendingToALocal() {
    let relay = PublishRelay<Int>()
    var values: [Int] = []
    let bag = DisposeBag()
    relay.asDriver(onErrorDriveWith: .empty()).drive(onNext: { values.append($0) }).disposed(by: bag)
    relay.accept(1)
    #expect(values == [1])
  }

  // "`nonisolated func helper`, or map in a Driver and drive"; "make load nonisolated".
  @Test func nonisolatedHelpersWorkInOperators() throws {
    let api = NumbersAPI()
    let mapped = try Observable.of(1, 2).map { pureHelper($0) }.flatMapLatest { api.load($0) }.toBlocking().toArray()
    #expect(mapped == [20, 30])
  }

  // "`xs.asDriver(onErrorDriveWith: .empty()).drive(onNext: { helper($0) })`" for bind(onNext:).
  @Test func driveReplacesBindWhenCallingTheApp() {
    var seen: [Int] = []
    let bag = DisposeBag()
    Observable.of(1, 2).asDriver(onErrorDriveWith: .empty()).drive(onNext: { seen.append(helper($0)) }).disposed(
      by: bag
    )
    #expect(seen == [2, 3])
  }

  // "`Single.create { await helper() }`".
  @Test func awaitCallsTheAppFromSingleCreate() async throws {
    let single = Single<Int>.create { await helper(1) }
    #expect(try await single.value == 2)
  }

  // "`let value = helper(1)` before `create`, or `Observable.just(helper(1))`".
  @Test func computeBeforeCreate() throws {
    let value = helper(1)
    let created = Observable<Int>.create { observer in
      observer.onNext(value)
      observer.onCompleted()
      return Disposables.create()
    }
    #expect(try created.toBlocking().toArray() == [2])
    #expect(try Observable.just(helper(1)).toBlocking().toArray() == [2])
  }

  // "count in a Sendable box (`let attempts = BehaviorRelay(value: 0)`; `attempts.update { $0 += 1 }`)".
  @Test func aRelayCountsWhereAVarCannot() throws {
    let attempts = BehaviorRelay(value: 0)
    let count = BehaviorRelay(value: 0)
    let source = Observable<Int>.create { observer in
      attempts.update { $0 += 1 }
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }
    _ = try source.do(onNext: { _ in count.update { $0 += 1 } }).toBlocking().toArray()
    _ = try source.toBlocking().toArray()
    #expect(attempts.value == 2)
    #expect(count.value == 1)
  }

  // "In test files, RxTest's `var subscription` set in one `scheduleAt` and disposed in another
  // compiles unchanged ... a counter or an array that Rx closures change is a `TestVariable`".
  @Test func rxTestIdiomsInATestFile() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let attempts = TestVariable(0)
    let value = helper(1)
    let created = Observable<Int>.create { o in
      attempts.increment()
      o.onNext(value)
      o.onCompleted()
      return Disposables.create()
    }
    let count = TestVariable(0)
    let values = TestVariable<[Int]>([])
    var subscription: (any Disposable)?
    scheduler.scheduleAt(10) {
      subscription = created.do(onNext: { _ in count.increment() }).subscribe(onNext: { values.append($0) })
    }
    scheduler.scheduleAt(20) { subscription?.dispose() }
    scheduler.start()
    #expect(values.value == [2])
    #expect(attempts.value == 1)
    #expect(count.value == 1)
  }
}
