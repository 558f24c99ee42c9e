import Raster

/// Puts expected, diff and actual images next to each other in one opaque image for reviewers.
///
/// The canvas is `expected.width + gutter + diff.width + gutter + actual.width` wide and as tall
/// as the tallest panel. Each panel is top-aligned and alpha-composited onto a checkerboard whose
/// squares start at the panel's own top-left corner, so transparent pixels stay visible. The
/// gutters, and any space below a panel shorter than the tallest, are ``gutterColor``.
public enum SideBySide {
  /// Width of the space between two panels, in pixels.
  public static let gutter = 8
  /// Side of one checkerboard square, in pixels.
  public static let checkerSize = 8
  /// The neutral grey between and below panels (#E5E5EA), red, green, blue.
  public static let gutterColor: (UInt8, UInt8, UInt8) = (0xE5, 0xE5, 0xEA)
  /// The checkerboard square at each panel's top-left corner (#FFFFFF).
  public static let checkerLight: (UInt8, UInt8, UInt8) = (0xFF, 0xFF, 0xFF)
  /// The other checkerboard square (#EEEEEE).
  public static let checkerDark: (UInt8, UInt8, UInt8) = (0xEE, 0xEE, 0xEE)

  /// Composes `expected | diff | actual` into one opaque bitmap, or throws ``OutOfMemory``.
  ///
  /// Panels keep their own sizes (a size mismatch between golden and render stays visible);
  /// an empty panel still gets its gutter, so panel positions depend only on the widths.
  public static func compose(expected: Bitmap, diff: Bitmap, actual: Bitmap) throws -> Bitmap {
    let panels = [expected, diff, actual]
    let width = panels.reduce(0) { $0 + $1.width } + 2 * gutter
    let height = panels.map(\.height).max() ?? 0
    return try Bitmap(width: width, height: height) { target in
      for offset in stride(from: 0, to: target.count, by: 4) {
        target[offset] = gutterColor.0
        target[offset + 1] = gutterColor.1
        target[offset + 2] = gutterColor.2
        target[offset + 3] = 255
      }
      var left = 0
      for panel in panels {
        draw(panel, into: target, canvasWidth: width, at: left)
        left += panel.width + gutter
      }
    }
  }

  /// The x coordinate of each panel's left edge in a composed image: expected, diff, actual.
  public static func panelOrigins(expected: Bitmap, diff: Bitmap, actual: Bitmap) -> [Int] {
    [0, expected.width + gutter, expected.width + gutter + diff.width + gutter]
  }

  /// Composites `panel` over a checkerboard into the RGBA8 `target` canvas, `canvasWidth`
  /// pixels wide, with the panel's left edge at column `left`.
  private static func draw(
    _ panel: Bitmap, into target: UnsafeMutableBufferPointer<UInt8>, canvasWidth: Int, at left: Int
  ) {
    panel.pixels.withUnsafeBufferPointer { source in
      for y in 0..<panel.height {
        let checkerRow = (y / checkerSize) & 1
        var from = y * panel.width * 4
        var to = (y * canvasWidth + left) * 4
        for x in 0..<panel.width {
          let light = ((x / checkerSize) & 1) == checkerRow
          let background = light ? checkerLight : checkerDark
          let alpha = Int(source[from + 3])
          target[to] = blend(source[from], over: background.0, alpha: alpha)
          target[to + 1] = blend(source[from + 1], over: background.1, alpha: alpha)
          target[to + 2] = blend(source[from + 2], over: background.2, alpha: alpha)
          from += 4
          to += 4
        }
      }
    }
  }

  /// Straight-alpha "over" onto an opaque background, rounded to the nearest value.
  @inline(__always)
  private static func blend(_ value: UInt8, over background: UInt8, alpha: Int) -> UInt8 {
    UInt8((Int(value) * alpha + Int(background) * (255 - alpha) + 127) / 255)
  }
}
