import DrawList

/// The drawing side of a snapshot run, as the snapshot engine sees it: it makes each worker's
/// shaper and backend, says what decides the pixels besides a draw list (library versions and
/// font files, for a golden's fingerprint) and tells its errors apart. The engine compares
/// pictures without knowing how they are drawn; the command line and `PickerShotTesting` give it
/// Cairo and HarfBuzz, a test may give it anything.
public protocol Renderer: Sendable {
  /// A new worker's text shaper and backend.
  func makeWorker() throws -> RenderWorker
  /// A new worker whose backend draws each image in up to `bands` bands at once (one thread a
  /// band, the same pixels as one pass). A renderer that cannot band draws in one pass.
  func makeWorker(bands: Int) throws -> RenderWorker
  /// The versions of the libraries that decide the pixels (`cairo` → `1.18.0`, …).
  func versions() -> [String: String]
  /// The file `font` is drawn from, or `nil` when it is not installed: its hash is part of the
  /// fingerprint of every golden drawn with it.
  func fontFile(_ font: FontID) -> String?
  /// What kind of problem `error`, thrown while building or drawing a draw list, is: `nil` for
  /// an error this renderer does not know, which is a bug.
  func problem(of error: any Error) -> RenderProblem?
}

extension Renderer {
  /// One pass: ``makeWorker()``.
  public func makeWorker(bands: Int) throws -> RenderWorker { try makeWorker() }
}
