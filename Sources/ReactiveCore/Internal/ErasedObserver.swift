// SPDX-License-Identifier: MIT

/// An ``AnyObserver`` with its element type erased, as a subject hub stores it.
///
/// A hub's membership code (subscribe, unsubscribe, compaction) does not depend on the element
/// type, but over `AnyObserver<Element>` it runs as unspecialised generic code whenever it is
/// reached through `any Disposable` (every unsubscribe): each copy or move of an observer then
/// looks generic metadata up in the runtime (`ContiguousArray<AnyObserver<Element>>`,
/// `Optional<AnyObserver<Element>>`), about 600 instructions per unsubscribe. Over this
/// non-generic type the same code is plain, fixed-layout code.
///
/// Safety of the erasure: both types are a single closure (a function pointer and a
/// reference-counted context), so they have the same size and layout, and copying or
/// destroying either only retains or releases the context. The erased closure is never called
/// as such: ``typed(_:)`` casts back to the `AnyObserver<Element>` it was made from (each hub
/// stores and reads back observers of its own element type only) before any call. The whole
/// struct is cast, not the closure: a closure cast as a generic value would be re-abstracted
/// through two thunks and two allocations.
@usableFromInline
struct ErasedObserver: Sendable {
  @usableFromInline let closure: @Sendable () -> Void

  /// Erases `observer`.
  @inlinable
  init<Element: Sendable>(_ observer: AnyObserver<Element>) {
    self = unsafeBitCast(observer, to: ErasedObserver.self)
  }

  /// The observer this was made from.
  @inlinable
  func typed<Element: Sendable>(_: Element.Type = Element.self) -> AnyObserver<Element> {
    unsafeBitCast(self, to: AnyObserver<Element>.self)
  }
}
