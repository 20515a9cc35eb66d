// SPDX-License-Identifier: MIT

#if canImport(Darwin)
  public import Darwin
#else
  public import Synchronization
#endif

/// A value guarded by a lock: the only way to read or change it is `withLock`.
///
/// Owners hold a `let` of this type and stay checked `Sendable`. The closure passed to
/// `withLock` must not call out to observers or user code: decide under the lock, act after it.
///
/// The lock lives inside this object, so a guarded value costs one allocation: on Linux a
/// `Synchronization.Mutex` (a futex word: one compare-and-swap to take it when uncontended), on
/// Apple platforms an `os_unfair_lock` (the standard library's `Mutex` needs iOS 18 / macOS 15
/// there). Both are about twice as fast as `NSLock`, which on Linux is a class wrapping a
/// separately allocated `pthread_mutex_t` (three allocations per guarded value).
///
/// Not final: a sink that is mostly locked state may inherit from it and so live in one object
/// with its lock (see `ClosureSink`). Its members are `final`, so calls stay direct.
@usableFromInline
package class LockedState<State>: @unchecked Sendable {
  // Safety: `state` is only read or written inside `withLock`, which holds `lock` for the
  // whole access, so every access is serialised; the class exposes no other access path. The
  // same argument makes the dynamic exclusivity check redundant, so it is turned off for `state`.
  #if canImport(Darwin)
    @usableFromInline final let lock: UnsafeMutablePointer<os_unfair_lock>
  #else
    @usableFromInline final let lock = Mutex(())
  #endif
  @usableFromInline @exclusivity(unchecked) final var state: State

  /// Creates the guarded value.
  @inlinable
  package init(_ initialState: State) {
    self.state = initialState
    #if canImport(Darwin)
      lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
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
  /// Not reentrant: calling `withLock` on the same instance from inside `body` deadlocks (on
  /// Linux the mutex detects it and stops the process with a message instead).
  @inlinable
  package final func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    #if canImport(Darwin)
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
      return try body(&state)
    #else
      return try lock.withLock { _ in try body(&state) }
    #endif
  }
}
