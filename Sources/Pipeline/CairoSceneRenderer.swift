import CairoBackend
import DrawList
import Render
import Scene
import Theme

/// The renderer the command line and `PickerShotTesting` give the snapshot engine: HarfBuzz
/// shaping and Cairo drawing over a font library, fingerprinted by the C libraries' versions and
/// the font files' hashes.
///
/// ```swift
/// let options = SnapshotEngine.Options(
///   goldens: "goldens", record: .never, scenes: scenes, renderer: CairoSceneRenderer())
/// ```
public struct CairoSceneRenderer: Renderer {
  /// Where the fonts are.
  public let fonts: FontLibrary

  /// Creates a renderer over `fonts`.
  public init(fonts: FontLibrary = FontLibrary()) {
    self.fonts = fonts
  }

  /// HarfBuzz shaping and a Cairo renderer (one band) over ``fonts``.
  public func makeWorker() throws -> RenderWorker {
    try makeWorker(bands: 1)
  }

  /// HarfBuzz shaping and a Cairo renderer drawing in up to `bands` bands over ``fonts``.
  public func makeWorker(bands: Int) throws -> RenderWorker {
    RenderWorker(
      shaper: HarfBuzzShaper(library: fonts),
      backend: try CairoRenderer(library: fonts, bands: max(1, bands)))
  }

  /// Cairo's, pixman's, FreeType's and HarfBuzz's versions, as linked at run time.
  public func versions() -> [String: String] {
    RendererVersions.current()
  }

  /// The font's file in ``fonts``, if it is there and usable.
  public func fontFile(_ font: FontID) -> String? {
    try? fonts.path(for: font)
  }

  /// A missing font is the machine's problem; Cairo failing is a bug; any other render or token
  /// error is bad input, as are a model that breaks its rules (a text that does not fit its
  /// box), a component given values it cannot draw and a scene file's error found while drawing.
  public func problem(of error: any Error) -> RenderProblem? {
    switch error {
    case RenderError.fontMissing: .missingFont
    case RenderError.cairo: .internalError
    case is RenderError, is ThemeError: .badInput
    case is any ModelRuleError, is SceneFileError, SceneError.badComponent: .badInput
    default: nil
    }
  }
}
