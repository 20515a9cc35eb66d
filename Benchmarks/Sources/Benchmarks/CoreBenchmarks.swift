// SPDX-License-Identifier: MIT

import Foundation
import OpenCombine
import ReactiveList

#if canImport(Glibc)
  import Glibc
#endif

/// ReactiveCore workloads, each printed beside OpenCombine's figure for the same work and the
/// plain-Swift floor of the same run.
enum CoreBenchmarks {
  static let sends = 5_000_000

  static func run() {
    let floor = Harness.measure(floorClosureChain)
    Harness.report(floor)
    for (ours, peer) in pairs {
      Harness.report(Harness.measure(ours), floor: floor)
      Harness.report(Harness.measure(peer), floor: floor)
    }
    reportMemory()
  }

  static var pairs: [(Workload, Workload)] {
    [
      (subjectMapFilterScan, openCombineMapFilterScan),
      (behaviorFanout, openCombineFanout),
      (subscribeDisposeChurn, openCombineChurn),
      (flatMapLatestSwitch, openCombineSwitchToLatest),
      (shareReplay, openCombineShare),
    ]
  }

  // MARK: - Floor

  /// The work of `subject_map_filter_scan` as plain Swift closures: the floor.
  static var floorClosureChain: Workload {
    Workload(name: "floor_closure_chain", unit: "send") {
      var total = 0
      let transform: (Int) -> Int = { $0 &* 2 }
      let predicate: (Int) -> Bool = { $0 % 3 != 0 }
      let sink: (Int) -> Void = { total &+= $0 }
      let send = opaque { (value: Int) in
        let mapped = transform(value)
        if predicate(mapped) { sink(mapped) }
      }
      for value in 0..<sends { send(value) }
      return (sends, total)
    }
  }

  // MARK: - ReactiveList

  static var subjectMapFilterScan: Workload {
    Workload(name: "subject_map_filter_scan", unit: "send") {
      let subject = PublishSubject<Int>()
      let box = Box()
      let subscription = subject.map { $0 &* 2 }.filter { $0 % 3 != 0 }.scan(0, accumulator: &+)
        .subscribe(onNext: { box.value = $0 })
      for value in 0..<sends { subject.onNext(value) }
      subscription.dispose()
      return (sends, box.value)
    }
  }

  static var behaviorFanout: Workload {
    Workload(name: "behavior_fanout_100", unit: "delivery") {
      let subject = BehaviorSubject(value: 0)
      let box = Box()
      let bag = (0..<100).map { _ in subject.subscribe(onNext: { box.value &+= $0 }) }
      for value in 0..<100_000 { subject.onNext(value) }
      for subscription in bag { subscription.dispose() }
      return (100 * 100_001, box.value)
    }
  }

  static var subscribeDisposeChurn: Workload {
    Workload(name: "subscribe_dispose_churn", unit: "pair") {
      let subject = PublishSubject<Int>()
      let box = Box()
      for _ in 0..<1_000_000 {
        let subscription = subject.map { $0 &+ 1 }.subscribe(onNext: { box.value &+= $0 })
        subscription.dispose()
        box.value &+= 1
      }
      return (1_000_000, box.value)
    }
  }

  static var flatMapLatestSwitch: Workload {
    Workload(name: "flatmap_latest_switch", unit: "value") {
      let subject = PublishSubject<Int>()
      let box = Box()
      let subscription = subject.flatMapLatest { Observable.just($0) }.subscribe(onNext: { box.value &+= $0 })
      for value in 0..<200_000 { subject.onNext(value) }
      subscription.dispose()
      return (200_000, box.value)
    }
  }

  static var shareReplay: Workload {
    Workload(name: "share_replay_10", unit: "send") {
      let subject = PublishSubject<Int>()
      let shared = subject.map { $0 &+ 1 }.share(replay: 1)
      let box = Box()
      let bag = (0..<10).map { _ in shared.subscribe(onNext: { box.value &+= $0 }) }
      for value in 0..<1_000_000 { subject.onNext(value) }
      for subscription in bag { subscription.dispose() }
      return (1_000_000, box.value)
    }
  }

  // MARK: - OpenCombine (peer)

  static var openCombineMapFilterScan: Workload {
    Workload(name: "  opencombine_map_filter_scan", unit: "send") {
      let subject = PassthroughSubject<Int, Never>()
      let box = Box()
      let cancellable = subject.map { $0 &* 2 }.filter { $0 % 3 != 0 }.scan(0, &+).sink { box.value = $0 }
      for value in 0..<sends { subject.send(value) }
      cancellable.cancel()
      return (sends, box.value)
    }
  }

  static var openCombineFanout: Workload {
    Workload(name: "  opencombine_fanout_100", unit: "delivery") {
      let subject = CurrentValueSubject<Int, Never>(0)
      let box = Box()
      let bag = (0..<100).map { _ in subject.sink { box.value &+= $0 } }
      for value in 0..<100_000 { subject.send(value) }
      for cancellable in bag { cancellable.cancel() }
      return (100 * 100_001, box.value)
    }
  }

  static var openCombineChurn: Workload {
    Workload(name: "  opencombine_churn", unit: "pair") {
      let subject = PassthroughSubject<Int, Never>()
      let box = Box()
      for _ in 0..<1_000_000 {
        let cancellable = subject.map { $0 &+ 1 }.sink { box.value &+= $0 }
        cancellable.cancel()
        box.value &+= 1
      }
      return (1_000_000, box.value)
    }
  }

  static var openCombineSwitchToLatest: Workload {
    Workload(name: "  opencombine_switch_to_latest", unit: "value") {
      let subject = PassthroughSubject<Int, Never>()
      let box = Box()
      let cancellable = subject.map { Just($0) }.switchToLatest().sink { box.value &+= $0 }
      for value in 0..<200_000 { subject.send(value) }
      cancellable.cancel()
      return (200_000, box.value)
    }
  }

  static var openCombineShare: Workload {
    Workload(name: "  opencombine_share", unit: "send") {
      let subject = PassthroughSubject<Int, Never>()
      let shared = subject.map { $0 &+ 1 }.share()
      let box = Box()
      let bag = (0..<10).map { _ in shared.sink { box.value &+= $0 } }
      for value in 0..<1_000_000 { subject.send(value) }
      for cancellable in bag { cancellable.cancel() }
      return (1_000_000, box.value)
    }
  }

  // MARK: - Memory

  static func reportMemory() {
    let count = 100_000
    let subject = PublishSubject<Int>()
    let ours = heapGrowth {
      (0..<count).map { _ in subject.map { $0 &+ 1 }.subscribe(onNext: { _ in }) }
    }
    let peerSubject = PassthroughSubject<Int, Never>()
    let peer = heapGrowth {
      (0..<count).map { _ in peerSubject.map { $0 &+ 1 }.sink { _ in } }
    }
    print(
      "memory_subject_map_subscribe".padding(toLength: 34, withPad: " ", startingAt: 0)
        + String(count).leftPadded(to: 10) + String(format: "%12.0f bytes each", Double(ours) / Double(count))
    )
    print(
      "  opencombine_memory".padding(toLength: 34, withPad: " ", startingAt: 0)
        + String(count).leftPadded(to: 10) + String(format: "%12.0f bytes each", Double(peer) / Double(count))
    )
  }

  /// Heap bytes still allocated by what `make` returns (kept alive while measuring).
  static func heapGrowth<T>(_ make: () -> [T]) -> Int {
    // Swift 6.3.1's Glibc module does not export `mallinfo2` (Debian 12, glibc 2.36: "cannot find
    // 'mallinfo2' in scope"), which broke the whole Benchmarks build; measured only where the
    // symbol is known to be visible until a C shim provides it.
    #if canImport(Glibc) && REACTIVELIST_MALLINFO2
      let before = mallinfo2().uordblks
      let kept = make()
      let after = mallinfo2().uordblks
      withExtendedLifetime(kept) {}
      return Int(after) - Int(before)
    #else
      _ = make()
      return 0
    #endif
  }
}

/// A mutable cell the closures write into, so results stay observable to the optimiser.
final class Box: @unchecked Sendable {
  // Safety: benchmarks deliver synchronously on one thread; nothing runs concurrently.
  var value = 0
}

/// Hides a closure from the optimiser so the floor measures real closure calls.
@inline(never)
func opaque<T>(_ value: T) -> T { value }
