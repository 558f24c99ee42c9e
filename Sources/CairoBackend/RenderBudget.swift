import DrawList
import Raster

/// What drawing a draw list will cost, computed from the list alone before any surface is
/// allocated, and the budget it must fit.
///
/// Cairo has no blur: every shadow is a mask of its shape grown by its spread and padded by three
/// blur deviations, drawn and blurred in device pixels, and every backdrop blur draws what lies
/// beneath it again. A token file with shadows at blur 500 and spread 500 (each in range) turns a
/// card into masks of tens of millions of pixels each, which took minutes and gigabytes. The
/// budget refuses such a list at once (``RenderError/overBudget(_:)``, exit 65), naming the
/// pixels needed and the limit; memory the process cannot have is ``OutOfMemory`` (exit 71)
/// before the first allocation.
public struct RenderBudget: Sendable, Equatable {
  /// The most shadow-mask and backdrop pixels one image may blur, summed: 64 Mi pixels (every
  /// built-in scene needs at most a quarter of it at @3x: `RenderBudgetTests`).
  public static let maxBlurPixels = 64 << 20

  /// The canvas's size in pixels.
  public var width = 0, height = 0
  /// The pixels of every shadow mask and backdrop image, summed (backdrops counting the masks
  /// they draw again beneath them).
  public var blurPixels = 0
  /// The bytes of the largest single mask or backdrop image, with its blur plane.
  public var largestBlurBytes = 0
  /// The bytes of every backdrop image, summed: a drawing keeps each one it blurs for the
  /// backdrops after it (`BackdropMemo`).
  public var backdropBytes = 0

  /// The bytes drawing in `bands` bands holds at most at once: the bitmap every band draws over,
  /// and in each band a canvas-sized surface (the most a group Cairo pushes for a layer or a
  /// backdrop takes), the largest blur surface with its plane and the backdrops it keeps.
  public func bytes(bands: Int) -> Int {
    let canvas = width * height * 4
    let band = Self.adding(Self.adding(canvas, largestBlurBytes), backdropBytes)
    return Self.adding(Self.multiplying(band, max(1, bands)), canvas)
  }

  /// The cost of `list` at `scale` (1, 2 or 3); the list's values must have passed
  /// ``DrawListLimits`` (``check(_:scale:)`` checks them first).
  public init(_ list: DrawList, scale: Int) throws(RenderError) {
    (width, height) = try CairoRenderer.pixelSize(of: list, scale: scale)
    let s = Double(scale)
    // Points on the page to canvas pixels, as the renderer's context maps them.
    let device = Transform(
      a: s, b: 0, c: 0, d: s, tx: -list.canvas.x * s, ty: -list.canvas.y * s)
    var transforms: [Transform] = [.identity]
    var masks: [Int] = []
    for item in list.items {
      switch item.command {
      case .pushGroup(let group):
        let page = group.transform.concatenating(after: transforms.last ?? .identity)
        transforms.append(page)
        if let blur = group.backdropBlur, let clip = group.clip {
          let pixels = try Self.box(
            device.apply(page.apply(clip.bounds)), sigma: blur / 2 * s, tag: item.tag,
            what: "backdrop")
          // The image beneath is drawn again with every shadow before it.
          blurPixels = Self.adding(blurPixels, Self.adding(pixels, masks.reduce(0, Self.adding)))
          largestBlurBytes = max(largestBlurBytes, Self.multiplying(pixels, 5))
          backdropBytes = Self.adding(backdropBytes, Self.multiplying(pixels, 4))
        }
      case .popGroup:
        if transforms.count > 1 { transforms.removeLast() }
      case .shadow(let shape, let shadow):
        let page = transforms.last ?? .identity
        let density = s * abs(page.a * page.d - page.b * page.c).squareRoot()
        let reach: Double
        if case .path = shape { reach = max(0, shadow.spread) } else { reach = 0 }
        let grown = shape.spread(by: shadow.spread).bounds.insetBy(dx: -reach, dy: -reach)
        let pixels = try Self.box(
          device.apply(page.apply(grown)), sigma: shadow.blur / 2 * density, tag: item.tag,
          what: "shadow mask")
        masks.append(pixels)
        blurPixels = Self.adding(blurPixels, pixels)
        largestBlurBytes = max(largestBlurBytes, Self.multiplying(pixels, 2))
      default:
        break
      }
    }
  }

  /// Checks `list`'s values and its cost at `scale` against the budget: a canvas too large is
  /// ``RenderError/badCanvas(width:height:scale:)``, too much to blur
  /// ``RenderError/overBudget(_:)``.
  @discardableResult
  public static func check(_ list: DrawList, scale: Int) throws(RenderError) -> RenderBudget {
    _ = try CairoRenderer.pixelSize(of: list, scale: scale)
    try DrawListLimits.check(list)
    let budget = try RenderBudget(list, scale: scale)
    guard budget.blurPixels <= maxBlurPixels else {
      throw RenderError.overBudget(
        "its shadows and backdrop blurs need \(mebi(budget.blurPixels)) Mi pixels blurred at "
          + "@\(scale)x, more than the limit of \(mebi(maxBlurPixels)) Mi (lower their blur "
          + "and spread)")
    }
    return budget
  }

  /// `count` in Mi (2^20), rounded up.
  static func mebi(_ count: Int) -> Int { (count >> 20) + (count & ((1 << 20) - 1) == 0 ? 0 : 1) }

  /// The pixels of the box around `rect` (canvas pixels) padded as a blur of deviation `sigma`
  /// pixels is, exactly as `CairoPainter` sizes a shadow mask or a backdrop image; a side over
  /// ``DrawListLimits/maxPixels`` is ``RenderError/badCommand(tag:reason:)`` naming `tag`.
  static func box(_ rect: Rect, sigma: Double, tag: String, what: String) throws(RenderError)
    -> Int
  {
    let pad = (3 * sigma).rounded(.up) + 1
    let width = rect.maxX.rounded(.up) - rect.x.rounded(.down) + 2 * pad
    let height = rect.maxY.rounded(.up) - rect.y.rounded(.down) + 2 * pad
    let limit = Double(DrawListLimits.maxPixels)
    guard width.isFinite, height.isFinite, width <= limit, height <= limit else {
      throw RenderError.badCommand(
        tag: tag,
        reason: "the \(what) would be \(RenderError.format(width))x"
          + "\(RenderError.format(height)) pixels (at most \(DrawListLimits.maxPixels) a side)")
    }
    guard width > 0, height > 0 else { return 0 }
    return Int(width) * Int(height)
  }

  static func adding(_ a: Int, _ b: Int) -> Int {
    let sum = a.addingReportingOverflow(b)
    return sum.overflow ? Int.max : sum.partialValue
  }

  static func multiplying(_ a: Int, _ b: Int) -> Int {
    let product = a.multipliedReportingOverflow(by: b)
    return product.overflow ? Int.max : product.partialValue
  }
}
