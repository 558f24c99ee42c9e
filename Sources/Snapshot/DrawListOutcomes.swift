import Foundation

/// The draw-list outcomes of the images a run is checking: each scene and theme's draw list is
/// built (and checked against its golden) by the first worker that needs it, the other workers
/// needing it wait for that one, and it is dropped once the last of its images is checked. A run
/// then holds only the draw lists of the images in flight (at most one per worker, plus the
/// scene and theme a worker waits for), however many images it checks: `verify` of thousands of
/// scene files keeps its memory flat (issue 26), where building every draw list first held them
/// all.
final class DrawListOutcomes: @unchecked Sendable {
  private let condition = NSCondition()
  /// How many images of each scene and theme are still to be checked.
  private var remaining: [DrawListKey: Int] = [:]
  private var ready: [DrawListKey: DrawListOutcome] = [:]
  private var building: Set<DrawListKey> = []
  private var mostHeld = 0

  /// Outcomes for `items`, none built yet.
  init(_ items: [SnapshotCase]) {
    for item in items { remaining[item.drawList, default: 0] += 1 }
  }

  /// `item`'s scene and theme's outcome: the one already built, else the one `build` makes
  /// (while another worker builds it, this one waits for it).
  func outcome(for item: SnapshotCase, build: () -> DrawListOutcome) -> DrawListOutcome {
    let key = item.drawList
    condition.lock()
    while true {
      if let outcome = ready[key] {
        condition.unlock()
        return outcome
      }
      guard building.contains(key) else { break }
      condition.wait()
    }
    building.insert(key)
    condition.unlock()
    let outcome = build()
    condition.lock()
    building.remove(key)
    ready[key] = outcome
    mostHeld = max(mostHeld, ready.count)
    condition.broadcast()
    condition.unlock()
    return outcome
  }

  /// Says `item` is checked: its outcome is dropped when it was the last image of its scene and
  /// theme.
  func finished(_ item: SnapshotCase) {
    let key = item.drawList
    condition.lock()
    defer { condition.unlock() }
    let left = (remaining[key] ?? 1) - 1
    remaining[key] = left > 0 ? left : nil
    if left <= 0 { ready[key] = nil }
  }

  /// How many outcomes are held now.
  var held: Int {
    condition.lock()
    defer { condition.unlock() }
    return ready.count
  }

  /// The most outcomes held at once so far.
  var peak: Int {
    condition.lock()
    defer { condition.unlock() }
    return mostHeld
  }
}
