/// An RGBA8 image held in memory.
///
/// Pixels are row-major and tightly packed, four bytes per pixel in the order
/// red, green, blue, alpha, with straight (un-premultiplied) alpha, so
/// `pixels.count == 4 * width * height` always holds.
public struct Bitmap: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// RGBA8 bytes, `4 * width * height` of them.
  public private(set) var pixels: [UInt8]

  /// Wraps existing RGBA8 bytes, checking that their count matches the size.
  ///
  /// - Throws: `RasterError.invalidPixelCount` when `pixels.count != 4 * width * height`
  ///   or a dimension is negative.
  public init(width: Int, height: Int, pixels: [UInt8]) throws {
    guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false,
      pixels.count == width * height * 4
    else {
      throw RasterError.invalidPixelCount(width: width, height: height, count: pixels.count)
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Creates a bitmap with every pixel set to `fill` (red, green, blue, alpha).
  public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
    precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
    self.width = width
    self.height = height
    let count = width * height
    if fill == (0, 0, 0, 0) {
      self.pixels = [UInt8](repeating: 0, count: count * 4)
    } else {
      self.pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
        for index in 0..<count {
          buffer[index &* 4] = fill.0
          buffer[index &* 4 &+ 1] = fill.1
          buffer[index &* 4 &+ 2] = fill.2
          buffer[index &* 4 &+ 3] = fill.3
        }
        initialized = count * 4
      }
    }
  }

  /// The pixel at column `x`, row `y` as (red, green, blue, alpha).
  public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
    let offset = (y * width + x) * 4
    return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
  }

  /// Sets the pixel at column `x`, row `y` to (red, green, blue, alpha).
  public mutating func setPixel(x: Int, y: Int, to value: (UInt8, UInt8, UInt8, UInt8)) {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
    let offset = (y * width + x) * 4
    pixels[offset] = value.0
    pixels[offset + 1] = value.1
    pixels[offset + 2] = value.2
    pixels[offset + 3] = value.3
  }
}
