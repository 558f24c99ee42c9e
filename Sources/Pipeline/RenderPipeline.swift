import CairoBackend
import DrawList
import Raster
import Render
import Scene
import Theme

/// The whole path from a scene value to pixels, for the commands that draw without checking
/// goldens (render, gallery, compare, audit, bench): tokens → scene builder (with a text shaper) →
/// draw list → a ``Backend`` → bitmap. One per thread (a backend is not shared between threads).
/// The snapshot engine draws through a ``Renderer`` instead (``CairoSceneRenderer``).
///
/// The pipeline knows only the `Backend` protocol; ``init(tokens:fonts:)`` wires in the default,
/// Cairo with HarfBuzz shaping.
///
/// ```swift
/// let pipeline = try RenderPipeline()
/// let list = try pipeline.drawList(spec, appearance: .dark)
/// let bitmap = try pipeline.render(list, scale: .x2)
/// ```
public final class RenderPipeline {
  /// The loaded design tokens.
  public let tokens: TokenSet
  /// The shaper every scene measures text with.
  public let shaper: any TextShaper
  private let backend: any Backend

  /// Creates a pipeline drawing with `backend` (made for this pipeline alone).
  public init(tokens: TokenSet, shaper: any TextShaper, backend: any Backend) {
    self.tokens = tokens
    self.shaper = shaper
    self.backend = backend
  }

  /// Creates the default pipeline: the built-in tokens (or `tokens`), HarfBuzz shaping and Cairo
  /// drawing over `fonts`, each image in up to `bands` bands at once (one thread a band; for a
  /// process drawing fewer images than it has cores).
  public convenience init(
    tokens: TokenSet? = nil, fonts: FontLibrary = FontLibrary(), bands: Int = 1
  ) throws {
    self.init(
      tokens: try tokens ?? TokenSet.builtIn(), shaper: HarfBuzzShaper(library: fonts),
      backend: try CairoRenderer(library: fonts, bands: bands))
  }

  /// The context scenes are built in for `appearance`.
  public func context(_ appearance: Appearance) -> SceneContext {
    SceneContext(theme: tokens.theme(appearance), shaper: shaper)
  }

  /// The draw list of `scene` in `appearance`.
  public func drawList(_ scene: SceneSpec, appearance: Appearance) throws -> DrawList {
    try scene.build(context(appearance))
  }

  /// Rasterizes `list` at `scale` (transparent unless `background` is given).
  public func render(_ list: DrawList, scale: RenderScale, background: Color? = nil) throws
    -> Bitmap
  {
    try backend.raster(list, scale: scale.rawValue, background: background)
  }

  /// `list` as an SVG or PDF document, its blurs embedded at `scale` pixels a point.
  public func vector(
    _ list: DrawList, format: VectorFormat, scale: RenderScale, background: Color? = nil
  ) throws -> [UInt8] {
    try backend.vector(list, format: format, scale: scale.rawValue, background: background)
  }

  /// `list` as an SVG or PDF document titled `title` (the picture's accessible name), with the
  /// shapes it had to embed as images listed.
  public func vectorDocument(
    _ list: DrawList, format: VectorFormat, scale: RenderScale, background: Color? = nil,
    title: String?
  ) throws -> VectorDocument {
    try backend.vectorDocument(
      list, format: format, scale: scale.rawValue, background: background, title: title)
  }
}
