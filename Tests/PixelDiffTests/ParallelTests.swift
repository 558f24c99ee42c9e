import Foundation
import Raster
import Testing

@testable import PixelDiff

/// A diff's bands run on at most one thread per core, each band exactly once.
@Suite struct ParallelTests {
  /// Rows: how many iterations.
  @Test(arguments: [0, 1, 2, 8, 33])
  func runsEveryIterationOnceOnAtMostOneThreadPerCore(count: Int) {
    let lock = NSLock()
    var seen: [Int] = []
    let threads = Parallel.forEach(count) { index in lock.withLock { seen.append(index) } }
    #expect(seen.sorted() == Array(0..<count))
    #expect(threads >= 1 && threads <= max(1, min(count, ProcessorCount.active)))
  }
}
