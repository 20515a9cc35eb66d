// SPDX-License-Identifier: MIT

#if canImport(Darwin)
  public import Darwin
#else
  #if canImport(Glibc)
    import Glibc  // sched_yield
  #elseif canImport(Musl)
    import Musl
  #endif
  public import Synchronization
#endif

/// A value guarded by a lock: the only way to read or change it is `withLock`. This is the
/// package's one lock type; every module, example and test target uses it.
///
/// Owners hold a `let` of this type and stay checked `Sendable`. The closure passed to
/// `withLock` is plain state change: it must not call observers or user code, nor take another
/// lock. Decide under the lock, act after it.
///
/// - On Apple platforms it is an `os_unfair_lock` in memory of its own, allocated by `init` and
///   freed by `deinit` (a guarded value costs two allocations there): the C lock functions need
///   an address that stays put, which a stored property only gives through underscored
///   standard-library API.
/// - Elsewhere it lives inside this object (one allocation per guarded value): a 4-byte word, 0
///   when free and 1 when held, taken with one compare-and-swap, released with one store, both
///   inlined into the caller. A thread that finds it taken spins on plain loads and yields its
///   time slice every 32 tries, so a holder that was preempted gets to run. The critical
///   sections are a few instructions (the rule above), so waits are short. The Thread Sanitizer
///   sees the acquire and release, which are compiled into the caller, so it understands the
///   locking.
///
/// Why this lock and not `pthread_mutex_t`, `NSLock` or the standard library's `Mutex`: the
/// measurements, uncontended and with 2 to 32 threads on 2 cores, are in `Benchmarks/README.md`
/// ("`locks`: the package's one lock").
@usableFromInline
package final class LockedState<State>: @unchecked Sendable {
  // Safety: `state` is only read or written inside `withLock`, which holds the lock for the
  // whole access, so every access is serialised; the class exposes no other access path. The
  // same argument makes the dynamic exclusivity check redundant, so it is turned off for `state`.

  #if canImport(Darwin)
    /// The lock, allocated by `init` and freed by `deinit`: a stable address for the object's
    /// lifetime, which only the C lock functions read and write.
    @usableFromInline let lock: UnsafeMutablePointer<os_unfair_lock>
  #else
    /// 0 when free, 1 when held.
    @usableFromInline let lockWord = Atomic<UInt32>(0)
  #endif
  @usableFromInline @exclusivity(unchecked) var state: State

  /// Creates the guarded value.
  @inlinable
  package init(_ initialState: State) {
    self.state = initialState
    #if canImport(Darwin)
      lock = UnsafeMutablePointer.allocate(capacity: 1)
      lock.initialize(to: os_unfair_lock())
    #endif
  }

  #if canImport(Darwin)
    deinit {
      lock.deinitialize(count: 1)
      lock.deallocate()
    }
  #endif

  /// Runs `body` with exclusive access to the guarded value.
  ///
  /// Not reentrant: calling `withLock` on the same instance from inside `body` deadlocks.
  @inlinable
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    #if canImport(Darwin)
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
    #else
      if !lockWord.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
        lockContended()
      }
      defer { lockWord.store(0, ordering: .releasing) }
    #endif
    return try body(&state)
  }

  #if !canImport(Darwin)
    /// Takes the lock another thread holds: spins on a plain load (which does not take the
    /// cache line away from the holder), yielding the processor every 32 tries.
    @usableFromInline
    func lockContended() {
      var tries = 0
      while true {
        if lockWord.load(ordering: .relaxed) == 0
          && lockWord.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
        {
          return
        }
        tries += 1
        if tries == 32 {
          tries = 0
          sched_yield()
        }
      }
    }
  #endif
}
