// SPDX-License-Identifier: MIT

/// An absolute instant or a distance on a ``TestScheduler``'s virtual clock, in ticks.
///
/// One tick stands for `resolution` seconds of scheduler time (one second by default), so an
/// operator that waits `.seconds(20)` on a ``TestScheduler`` fires 20 ticks later.
public typealias TestTime = Int
