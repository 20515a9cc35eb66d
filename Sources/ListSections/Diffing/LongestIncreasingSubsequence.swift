// SPDX-License-Identifier: MIT

/// Marks the members of one longest strictly increasing subsequence of `values`.
///
/// Patience sorting with predecessor links: for each length, the index of the smallest tail seen so
/// far; a binary search places each value, skipped when the value extends the longest run (the
/// common case for a list with a few edits). Values are distinct old positions in the diff, so
/// "strictly increasing" and "non-decreasing" agree. An already increasing sequence is detected in
/// one pass.
///
/// - Parameters:
///   - values: The sequence.
///   - isMember: Receives `true` at the index of every member; must have `values.count` elements,
///     all `false` on entry.
/// - Returns: The number of members.
/// - Complexity: O(*n* log *n*), O(*n*) when `values` is already increasing.
@usableFromInline
@discardableResult
func markLongestIncreasingSubsequence(_ values: [Int], into isMember: inout [Bool]) -> Int {
  let count = values.count
  guard count > 0 else { return 0 }
  return values.withUnsafeBufferPointer { values in
    isMember.withUnsafeMutableBufferPointer { isMember in
      var isIncreasing = true
      for index in 1..<count where values[index - 1] >= values[index] {
        isIncreasing = false
        break
      }
      if isIncreasing {
        for index in 0..<count { isMember[index] = true }
        return count
      }
      // tails[length - 1] = index of the smallest tail of an increasing run of that length.
      let tails = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
      let predecessor = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
      defer {
        tails.deallocate()
        predecessor.deallocate()
      }
      var length = 0
      for index in 0..<count {
        let value = values[index]
        var low: Int
        if length > 0 && values[tails[length - 1]] < value {
          low = length
        } else {
          low = 0
          var high = length
          while low < high {
            let middle = (low &+ high) >> 1
            if values[tails[middle]] < value { low = middle &+ 1 } else { high = middle }
          }
        }
        predecessor[index] = low > 0 ? tails[low - 1] : -1
        tails[low] = index
        if low == length { length += 1 }
      }
      var member = tails[length - 1]
      while member >= 0 {
        isMember[member] = true
        member = predecessor[member]
      }
      return length
    }
  }
}
