// SPDX-License-Identifier: MIT

/// Marks the members of one longest strictly increasing subsequence of `values`.
///
/// Patience sorting with predecessor links: for each length, the index of the smallest tail seen so
/// far; a binary search places each value. Values are distinct old positions in the diff, so
/// "strictly increasing" and "non-decreasing" agree. An already increasing sequence (the common
/// case) is detected in one pass.
///
/// - Parameters:
///   - values: The sequence.
///   - isMember: Receives `true` at the index of every member; must have `values.count` elements,
///     all `false` on entry.
/// - Complexity: O(*n* log *n*), O(*n*) when `values` is already increasing.
@usableFromInline
func markLongestIncreasingSubsequence(_ values: [Int], into isMember: inout [Bool]) {
  let count = values.count
  guard count > 0 else { return }
  var isIncreasing = true
  for index in 1..<count where values[index - 1] >= values[index] {
    isIncreasing = false
    break
  }
  if isIncreasing {
    for index in 0..<count { isMember[index] = true }
    return
  }
  values.withUnsafeBufferPointer { values in
    var tails = [Int]()  // tails[length - 1] = index of the smallest tail of an increasing run of that length
    tails.reserveCapacity(64)
    var predecessor = [Int](repeating: -1, count: count)
    for index in 0..<count {
      let value = values[index]
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low &+ high) >> 1
        if values[tails[middle]] < value { low = middle &+ 1 } else { high = middle }
      }
      if low > 0 { predecessor[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var member = tails[tails.count - 1]
    while member >= 0 {
      isMember[member] = true
      member = predecessor[member]
    }
  }
}
