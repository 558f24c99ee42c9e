import CairoBackend
import DrawList
import Foundation
import Raster
import Scene
import Theme

/// The whole path from a built-in scene to pixels: tokens → scene builder (with HarfBuzz shaping)
/// → draw list → Cairo → bitmap. One per thread (the renderer caches font faces).
///
/// ```swift
/// let pipeline = try RenderPipeline()
/// let list = try pipeline.drawList(BuiltInScene.named("date-picker")!, appearance: .dark)
/// let bitmap = try pipeline.render(list, scale: 2)
/// ```
public final class RenderPipeline {
  /// The loaded design tokens.
  public let tokens: TokenSet
  /// The shaper every scene measures text with.
  public let shaper: HarfBuzzShaper
  /// Where fonts are read from.
  public let fonts: FontLibrary
  private let renderer: CairoRenderer

  /// Creates a pipeline over the built-in tokens (or `tokens`) and `fonts`.
  public init(tokens: TokenSet? = nil, fonts: FontLibrary = FontLibrary()) throws {
    self.tokens = try tokens ?? TokenSet.builtIn()
    self.fonts = fonts
    shaper = HarfBuzzShaper(library: fonts)
    renderer = try CairoRenderer(library: fonts)
  }

  /// The context scenes are built in for `appearance`.
  public func context(_ appearance: Appearance) -> SceneContext {
    SceneContext(theme: tokens.theme(appearance), shaper: shaper)
  }

  /// The draw list of `scene` in `appearance`.
  public func drawList(_ scene: BuiltInScene, appearance: Appearance) throws -> DrawList {
    try scene.build(context(appearance))
  }

  /// Rasterizes `list` at `scale` (transparent unless `background` is given).
  public func render(_ list: DrawList, scale: Int, background: Color? = nil) throws -> Bitmap {
    try renderer.render(list, scale: scale, background: background)
  }
}
