// SPDX-License-Identifier: MIT

import Foundation

#if canImport(Glibc)
  import Glibc
  import Synchronization

  /// The evidence for the package's one lock (issue 13, item 1): the candidate locks under
  /// contention, 1 to 32 threads on this machine's cores.
  ///
  /// Each thread takes the lock, changes a few words of state (the size of the critical sections
  /// in the library: decide under the lock, act after it), releases it, and does a little work
  /// outside it, until the run's time is up. Printed per candidate and thread count:
  /// - wall ns per acquisition (all threads together);
  /// - CPU ns per acquisition (user + system time of the process): a lock that spins while the
  ///   holder is preempted burns CPU here;
  /// - fairness: the fewest acquisitions any thread made, over the mean (0 means a starved thread).
  ///
  /// `spin_then_yield_word` is `LockedState`'s algorithm (Linux), written out here because the
  /// library's lock has `package` access; the other candidates are the alternatives. Each figure
  /// is the median of 3 rounds of 1 s, candidates alternating within a round.
  enum LockBenchmarks {
    static let threadCounts = [1, 2, 8, 32]
    static let runTime: Double = 1
    static let rounds = 3

    static func run() {
      let candidates: [(name: String, make: () -> any ContendedLock)] = [
        ("spin_then_yield_word", { SpinThenYieldWord() }),
        ("pthread_mutex", { PthreadMutex() }),
        ("nslock", { FoundationLock() }),
        ("stdlib_mutex", { StandardMutex() }),
      ]
      for threads in threadCounts {
        var results = Array(repeating: [Result](), count: candidates.count)
        for _ in 0..<rounds {
          for (index, candidate) in candidates.enumerated() {
            results[index].append(measure(threads: threads, lock: candidate.make()))
          }
        }
        for (index, candidate) in candidates.enumerated() {
          report(candidate.name, threads: threads, results[index])
        }
      }
    }

    struct Result {
      var acquisitions: [Int]
      var wallSeconds: Double
      var cpuSeconds: Double

      var total: Double { Double(acquisitions.reduce(0, +)) }
      var wallPerAcquisition: Double { wallSeconds * 1e9 / max(total, 1) }
      var cpuPerAcquisition: Double { cpuSeconds * 1e9 / max(total, 1) }
      /// The fewest acquisitions of any thread over the mean.
      var fairness: Double { Double(acquisitions.min() ?? 0) / max(total / Double(acquisitions.count), 1) }
    }

    /// Prints the medians of the rounds: acquisitions, wall and CPU ns per acquisition, fairness.
    static func report(_ name: String, threads: Int, _ rounds: [Result]) {
      func median(_ value: (Result) -> Double) -> Double { rounds.map(value).sorted()[rounds.count / 2] }
      var line = "lock_\(name)_t\(threads)".padding(toLength: 30, withPad: " ", startingAt: 0)
      line += String(Int(median(\.total))).leftPadded(to: 11)
      line += String(format: "%9.1f ns/acq wall", median(\.wallPerAcquisition))
      line += String(format: "%9.1f ns/acq cpu", median(\.cpuPerAcquisition))
      line += String(format: "   fairness %.2f", median(\.fairness))
      print(line)
    }

    /// CPU time of the whole process so far, in seconds.
    static func cpuSeconds() -> Double {
      var usage = rusage()
      getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
      let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
      return user + system
    }

    /// Runs `lock.update` on `threads` threads until the run time is up, counting acquisitions per
    /// thread.
    static func measure(threads: Int, lock: any ContendedLock) -> Result {
      let counts = UnsafeMutablePointer<Int>.allocate(capacity: threads * 16)  // one cache line each
      counts.initialize(repeating: 0, count: threads * 16)
      defer { counts.deallocate() }
      let counters = UncheckedPointer(counts)
      let stop = StopFlag()
      let started = DispatchGroup()
      let finished = DispatchGroup()
      let go = DispatchSemaphore(value: 0)
      for index in 0..<threads {
        started.enter()
        finished.enter()
        Thread.detachNewThread {
          started.leave()
          go.wait()
          var count = 0
          var spare = index
          while !stop.isSet {
            lock.update(index)
            count += 1
            for _ in 0..<20 { spare = spare &* 31 &+ 7 }  // work outside the lock
          }
          counters.pointer[index * 16] = count &+ (spare == -1 ? 1 : 0)
          finished.leave()
        }
      }
      started.wait()
      let cpuStart = cpuSeconds()
      let wallStart = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<threads { go.signal() }
      Thread.sleep(forTimeInterval: runTime)
      stop.set()
      finished.wait()
      let wall = Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9
      let cpu = cpuSeconds() - cpuStart
      return Result(acquisitions: (0..<threads).map { counts[$0 * 16] }, wallSeconds: wall, cpuSeconds: cpu)
    }
  }

  /// A pointer the benchmark threads write their own slot of; read after they finished.
  struct UncheckedPointer: @unchecked Sendable {
    // Safety: each thread writes only its own slot, and the reader waits for every thread to
    // finish (a DispatchGroup, which orders the writes before the read).
    let pointer: UnsafeMutablePointer<Int>
    init(_ pointer: UnsafeMutablePointer<Int>) { self.pointer = pointer }
  }

  /// Set once by the timer thread, read by the workers.
  final class StopFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    var isSet: Bool { flag.load(ordering: .relaxed) }
    func set() { flag.store(true, ordering: .relaxed) }
  }

  /// A candidate lock guarding a few words of state.
  protocol ContendedLock: Sendable {
    /// Takes the lock, changes the state, releases it.
    func update(_ value: Int)
  }

  /// The state every candidate guards: a few words, as in a subject.
  struct GuardedWords {
    var last = 0
    var count = 0
    var sum = 0

    mutating func record(_ value: Int) {
      last = value
      count &+= 1
      sum &+= value
    }
  }

  /// `LockedState`'s algorithm: a 4-byte word taken with a compare-and-swap; a waiter spins on
  /// plain loads and yields every 32 tries.
  final class SpinThenYieldWord: ContendedLock, @unchecked Sendable {
    // Safety: `state` is only touched between a successful acquire and the release store.
    private let word = Atomic<UInt32>(0)
    private var state = GuardedWords()

    func update(_ value: Int) {
      if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
        var tries = 0
        while !(word.load(ordering: .relaxed) == 0
          && word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged)
        {
          tries += 1
          if tries == 32 {
            tries = 0
            sched_yield()
          }
        }
      }
      state.record(value)
      word.store(0, ordering: .releasing)
    }
  }

  /// A `pthread_mutex_t` (glibc: spins briefly in user space, then sleeps on a futex).
  final class PthreadMutex: ContendedLock, @unchecked Sendable {
    // Safety: `state` is only touched while `mutex` is held; the mutex has a stable address.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var state = GuardedWords()

    init() { pthread_mutex_init(mutex, nil) }
    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    func update(_ value: Int) {
      pthread_mutex_lock(mutex)
      state.record(value)
      pthread_mutex_unlock(mutex)
    }
  }

  /// Foundation's `NSLock`.
  final class FoundationLock: ContendedLock, @unchecked Sendable {
    // Safety: `state` is only touched while `lock` is held.
    private let lock = NSLock()
    private var state = GuardedWords()

    func update(_ value: Int) {
      lock.withLock {
        state.record(value)
      }
    }
  }

  /// The standard library's `Mutex` (a futex word on Linux).
  final class StandardMutex: ContendedLock {
    private let mutex = Mutex(GuardedWords())

    func update(_ value: Int) {
      mutex.withLock { state in
        state.record(value)
      }
    }
  }
#else
  /// The lock contention group measures Linux locks; elsewhere it prints why it is skipped.
  enum LockBenchmarks {
    static func run() { print("lock contention: Linux only (the candidates are Linux locks)") }
  }
#endif
