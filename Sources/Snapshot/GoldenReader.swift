import Foundation
import Raster

/// Reads an image's golden PNG on a thread of its own from the moment the image's check starts,
/// and decodes it there while the draw list is built: what the decode would otherwise take from
/// the raster's two bands (three threads on two cores) runs on the core the build leaves idle.
///
/// A golden whose header is at most ``speculativePixels`` is decoded at once; if the raster then
/// turns out to have another size (the scene changed its size), that decode is dropped and the
/// engine reports the size difference as it always did. A larger golden waits for
/// ``expect(width:height:)`` and is decoded only at the raster's size (it may be 16384² pixels).
/// Where no thread can be created (`ulimit -u`), ``finish()`` reads and decodes on the calling
/// thread. Every path ends in ``finish()`` or ``cancel()``, which join the thread; a reader
/// dropped without either is cancelled.
final class GoldenReader: @unchecked Sendable {
  /// The golden's path.
  let path: String
  /// What the caller and the thread share (the thread holds it, never the reader, so a reader
  /// dropped without ``finish()`` is cancelled by its `deinit`).
  private let state: State
  /// The thread, until joined.
  private var thread: pthread_t?
  private let threadLock = NSLock()

  /// The most pixels a golden's header may give for it to be decoded before the raster's size is
  /// known (64 MiB of RGBA).
  static let speculativePixels = 16 << 20

  /// Starts reading `path` on a new thread (on none when `threaded` is false, or none can be
  /// created: then ``finish()`` does the work).
  init(path: String, threaded: Bool = true) {
    self.path = path
    state = State(path: path)
    guard threaded else { return }
    let start = Unmanaged.passRetained(state)
    var created = pthread_t()
    let status = pthread_create(
      &created, nil,
      { raw in
        Unmanaged<State>.fromOpaque(raw!).takeRetainedValue().work()
        return nil
      }, start.toOpaque())
    if status == 0 {
      thread = created
    } else {
      start.release()
    }
  }

  deinit { cancel() }

  /// Whether the work runs on a thread of its own.
  var isThreaded: Bool { threadLock.withLock { thread != nil } }

  /// Tells the size the raster will be: the thread decodes the golden if its header has it.
  /// Only the first size told counts.
  func expect(width: Int, height: Int) { state.tell((width, height)) }

  /// The golden read (and decoded when its size was expected), once the thread is done.
  func finish() -> GoldenPrefetch {
    join()
    return state.result()
  }

  /// Lets the thread end without decoding (an image that fails before its raster, or is proven
  /// by fingerprint) and joins it.
  func cancel() {
    state.tell((-1, -1))
    join()
  }

  /// Joins the thread, once.
  private func join() {
    let running = threadLock.withLock {
      defer { thread = nil }
      return thread
    }
    if let running { pthread_join(running, nil) }
  }

  /// The size told, and what was made of it.
  private final class State: @unchecked Sendable {
    let path: String
    private let condition = NSCondition()
    private var size: (width: Int, height: Int)?
    private var made: GoldenPrefetch?

    init(path: String) { self.path = path }

    /// Records the first size told and wakes the thread.
    func tell(_ told: (width: Int, height: Int)) {
      condition.lock()
      if size == nil { size = told }
      condition.signal()
      condition.unlock()
    }

    /// The thread's work: read, decode a golden of at most ``speculativePixels`` at once, wait
    /// for the size, then keep that decode only at that size (or decode a larger golden at it).
    func work() {
      let data = Result { try PNGCodec.readFileChecked(atPath: path) }
      var header: (width: Int, height: Int)?
      var early: Result<Bitmap, any Error>?
      if case .success(let bytes) = data, let size = try? PNGCodec.size(of: bytes, name: path) {
        header = (size.width, size.height)
        if size.width * size.height <= GoldenReader.speculativePixels {
          early = Result { try PNGCodec.decode(bytes, name: path) }
        }
      }
      condition.lock()
      while size == nil { condition.wait() }
      let size = self.size ?? (-1, -1)
      condition.unlock()
      let result: GoldenPrefetch
      if let early, let header {
        let same = header.width == size.width && header.height == size.height
        result = GoldenPrefetch(data: data, decoded: same ? early : nil)
      } else {
        result = GoldenPrefetch(path: path, data: data, width: size.width, height: size.height)
      }
      condition.lock()
      made = result
      condition.unlock()
    }

    /// What the thread made, or (no thread ran) the same made here.
    func result() -> GoldenPrefetch {
      condition.lock()
      defer { condition.unlock() }
      if let made { return made }
      let size = size ?? (-1, -1)
      let result = GoldenPrefetch(path: path, width: size.width, height: size.height)
      made = result
      return result
    }
  }
}
