import Foundation
import Raster
import Testing

/// ``WorkerThreads`` runs every index exactly once, each worker on one thread at a time.
@Suite struct WorkerThreadsTests {
  final class Tally: @unchecked Sendable {
    let lock = NSLock()
    var seen: [Int] = []
    var workers = Set<Int>()
    func add(_ index: Int, _ worker: Int) {
      lock.lock()
      seen.append(index)
      workers.insert(worker)
      lock.unlock()
    }
  }

  @Test(arguments: [(0, 4), (1, 4), (7, 1), (100, 2), (100, 8), (3, 64)])
  func everyIndexRunsOnce(count: Int, threads: Int) {
    let tally = Tally()
    let used = WorkerThreads.run(count: count, threads: threads) { tally.add($0, $1) }
    #expect(tally.seen.sorted() == Array(0..<count))
    #expect(used >= 1 && used <= max(1, min(threads, count)))
    #expect(tally.workers.allSatisfy { (0..<used).contains($0) })
  }
}
