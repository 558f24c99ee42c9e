import DrawList
import Foundation

/// The backdrops a raster drawing blurred, handed to the next vector document of the same list
/// at the same scale drawn on the same thread: the gallery draws every image as a PNG and then as
/// an SVG, whose backdrops are the same images (drawn at the same density, by painters on image
/// surfaces in both), so the SVG takes them instead of drawing and blurring them again.
///
/// Each thread holds at most one drawing's backdrops, from the end of its raster to its next
/// raster or vector document, which takes or drops them; a list is matched by value, never by
/// address. A few threads' entries at most are kept (threads of batches that ended leave theirs
/// until the next one from a thread of the same id, or until more than ``limit`` are held).
final class BackdropHandoff: @unchecked Sendable {
  /// The one the renderers use.
  static let shared = BackdropHandoff()

  /// The most threads' backdrops held; past it all are dropped.
  static let limit = 16

  private struct Held {
    let list: DrawList
    let scale: Int
    let memo: BackdropMemo
  }

  private let lock = NSLock()
  private var held: [pthread_t: Held] = [:]

  /// Holds `memo` (the backdrops drawing `list` at `scale` blurred) for this thread's next vector
  /// document, in place of any it held.
  func give(_ memo: BackdropMemo, list: DrawList, scale: Int) {
    lock.withLock {
      if held.count >= Self.limit { held.removeAll() }
      held[pthread_self()] = Held(list: list, scale: scale, memo: memo)
    }
  }

  /// This thread's held backdrops when they were drawn for `list` at `scale`; drops them either
  /// way.
  func take(list: DrawList, scale: Int) -> BackdropMemo? {
    let entry = lock.withLock { held.removeValue(forKey: pthread_self()) }
    guard let entry, entry.scale == scale, entry.list == list else { return nil }
    return entry.memo
  }

  /// Drops this thread's held backdrops.
  func drop() {
    _ = lock.withLock { held.removeValue(forKey: pthread_self()) }
  }
}
