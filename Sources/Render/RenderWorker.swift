import DrawList

/// What one worker draws with: the text shaper its draw lists are built with and the backend that
/// turns them into pixels. A backend is used by one thread at a time, so each worker (thread)
/// gets its own, from ``Renderer/makeWorker()``.
public struct RenderWorker {
  /// Shapes every string the worker's draw lists hold.
  public let shaper: any TextShaper
  /// Turns the worker's draw lists into pixels.
  public let backend: any Backend

  /// Creates a worker.
  public init(shaper: any TextShaper, backend: any Backend) {
    self.shaper = shaper
    self.backend = backend
  }
}
