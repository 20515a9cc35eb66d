// SPDX-License-Identifier: MIT

import Foundation

/// One benchmark: runs its work once and reports how many operations it did and a checksum
/// (printed, so the optimiser cannot drop the work).
struct Workload {
  /// The name printed at the start of the line.
  let name: String
  /// What one operation is ("send", "delivery", "pair", "element"...), printed after ns/op.
  let unit: String
  /// Runs the workload once; returns the operation count and a checksum.
  let run: () -> (operations: Int, checksum: Int)
}

/// A measured workload: the median of 5 runs.
struct Measurement {
  let workload: Workload
  let operations: Int
  let nanosecondsPerOperation: Double
  let checksum: Int
}

enum Harness {
  static let runs = 5

  /// When set, only workloads whose name contains it run (for profiling one workload).
  static let only = ProcessInfo.processInfo.environment["BENCH_WORKLOAD"]

  static func measure(_ workload: Workload) -> Measurement {
    if let only, !workload.name.contains(only), !workload.name.hasPrefix("floor") {
      return Measurement(workload: workload, operations: 0, nanosecondsPerOperation: .nan, checksum: 0)
    }
    var samples: [Double] = []
    var operations = 0
    var checksum = 0
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      let result = workload.run()
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      operations = result.operations
      checksum = result.checksum
      samples.append(Double(elapsed) / Double(max(result.operations, 1)))
    }
    samples.sort()
    return Measurement(
      workload: workload,
      operations: operations,
      nanosecondsPerOperation: samples[samples.count / 2],
      checksum: checksum
    )
  }

  /// Runs a workload that times its early and late operations `runs` times; returns the median of
  /// each and the last checksum (the page-cost flatness workloads).
  static func earlyAndLateMedians(
    _ run: () -> (early: Double, late: Double, checksum: Int)
  ) -> (early: Double, late: Double, checksum: Int) {
    var early: [Double] = []
    var late: [Double] = []
    var checksum = 0
    for _ in 0..<runs {
      let result = run()
      early.append(result.early)
      late.append(result.late)
      checksum = result.checksum
    }
    early.sort()
    late.sort()
    return (early[early.count / 2], late[late.count / 2], checksum)
  }

  static func report(_ measurement: Measurement, floor: Measurement? = nil) {
    var line = measurement.workload.name.padding(toLength: 34, withPad: " ", startingAt: 0)
    line += String(measurement.operations).leftPadded(to: 10)
    line += String(format: "%12.1f ns/%@", measurement.nanosecondsPerOperation, measurement.workload.unit)
    if let floor {
      line += String(format: "   %.2fx floor", measurement.nanosecondsPerOperation / floor.nanosecondsPerOperation)
    }
    line += "   checksum \(measurement.checksum)"
    print(line)
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
