// SPDX-License-Identifier: MIT

#if canImport(Darwin)
  public import Darwin
#elseif canImport(Glibc)
  public import Glibc
#elseif canImport(Musl)
  public import Musl
#endif

/// A value guarded by a lock: the only way to read or change it is `withLock`.
///
/// Owners hold a `let` of this type and stay checked `Sendable`. The closure passed to
/// `withLock` must not call out to observers or user code: decide under the lock, act after it.
///
/// The lock lives inside this object, so a guarded value costs one allocation: an
/// `os_unfair_lock` on Apple platforms, a `pthread_mutex_t` elsewhere. Both are primitives the
/// Thread Sanitizer understands. (`NSLock` on Linux is a class around a separately allocated
/// `pthread_mutex_t`: three allocations per guarded value and about twice the cost per lock.
/// The standard library's `Mutex` is faster still, but its contended path lives in the
/// uninstrumented runtime, so TSan reports false races under contention, for us and for every
/// app using this library; and on Apple platforms it needs iOS 18 / macOS 15.)
///
/// Not final: a sink that is mostly locked state may inherit from it and so live in one object
/// with its lock (see `ClosureSink`). Its members are `final`, so calls stay direct.
@usableFromInline
package class LockedState<State>: @unchecked Sendable {
  // Safety: `state` is only read or written inside `withLock`, which holds the lock for the
  // whole access, so every access is serialised; the class exposes no other access path. The
  // same argument makes the dynamic exclusivity check redundant, so it is turned off for `state`.

  /// The lock's memory. It must stay the first stored property: `lock` finds it at the start
  /// of the object's stored properties, a stable address for the object's lifetime. Swift
  /// never reads or writes it after `init`; only the C lock functions do, through `lock`.
  #if canImport(Darwin)
    @usableFromInline final var lockStorage = os_unfair_lock()
  #else
    @usableFromInline final var lockStorage = pthread_mutex_t()
  #endif
  @usableFromInline @exclusivity(unchecked) final var state: State

  /// Creates the guarded value.
  @inlinable
  package init(_ initialState: State) {
    self.state = initialState
    #if !canImport(Darwin)
      pthread_mutex_init(lock, nil)
    #endif
    #if DEBUG
      let declared = withUnsafeMutablePointer(to: &lockStorage) { UnsafeMutableRawPointer($0) }
      precondition(declared == UnsafeMutableRawPointer(lock), "LockedState: the lock must be stored first")
    #endif
  }

  #if !canImport(Darwin)
    deinit {
      pthread_mutex_destroy(lock)
    }
  #endif

  /// The lock, at the start of this object's stored properties.
  #if canImport(Darwin)
    @inlinable final var lock: UnsafeMutablePointer<os_unfair_lock> {
      _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: os_unfair_lock.self)
    }
  #else
    @inlinable final var lock: UnsafeMutablePointer<pthread_mutex_t> {
      _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: pthread_mutex_t.self)
    }
  #endif

  /// Runs `body` with exclusive access to the guarded value.
  ///
  /// Not reentrant: calling `withLock` on the same instance from inside `body` deadlocks.
  @inlinable
  package final func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    #if canImport(Darwin)
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
    #else
      pthread_mutex_lock(lock)
      defer { pthread_mutex_unlock(lock) }
    #endif
    return try body(&state)
  }
}
