// SPDX-License-Identifier: MIT

import Foundation
import ReactiveCore
import Testing

@Suite struct SubscribeOnTests {
  @Test func subscribesOnTheScheduler() async throws {
    let queue = DispatchQueue(label: "SubscribeOnTests")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 7)
    let scheduler = SerialDispatchQueueScheduler(queue: queue)
    let source = Observable<Int>.create { observer in
      observer.onNext(DispatchQueue.getSpecific(key: key) ?? 0)
      observer.onCompleted()
      return Disposables.create()
    }
    var seen: [Int] = []
    for try await value in source.subscribe(on: scheduler).values {
      seen.append(value)
    }
    #expect(seen == [7])
  }
}
