/// An RGBA8 image held in memory.
///
/// Pixels are row-major and tightly packed, four bytes per pixel in the order
/// red, green, blue, alpha, with straight (un-premultiplied) alpha, so
/// `pixels.count == 4 * width * height` always holds. The bytes come from the one checked
/// allocation path (``CheckedBuffer``): an image too large for the memory left is an
/// ``OutOfMemory`` error.
public struct Bitmap: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// RGBA8 bytes, `4 * width * height` of them.
  public private(set) var pixels: PixelBytes

  /// Wraps existing RGBA8 bytes, checking that their count matches the size.
  ///
  /// - Throws: `RasterError.invalidPixelCount` when `pixels.count != 4 * width * height`
  ///   or a dimension is negative.
  public init(width: Int, height: Int, pixels: [UInt8]) throws {
    let area = width.multipliedReportingOverflow(by: height)
    let bytes = area.partialValue.multipliedReportingOverflow(by: 4)
    guard width >= 0, height >= 0, !area.overflow, !bytes.overflow,
      pixels.count == bytes.partialValue
    else {
      throw RasterError.invalidPixelCount(width: width, height: height, count: pixels.count)
    }
    self.width = width
    self.height = height
    self.pixels = try PixelBytes(pixels)
  }

  /// Creates a bitmap with every pixel set to `fill` (red, green, blue, alpha), or throws
  /// ``OutOfMemory``.
  public init(checkedWidth width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8)) throws {
    let word =
      UInt32(fill.0) | UInt32(fill.1) << 8 | UInt32(fill.2) << 16 | UInt32(fill.3) << 24
    try self.init(width: width, height: height) { buffer in
      buffer.withMemoryRebound(to: UInt32.self) { $0.initialize(repeating: word.littleEndian) }
    }
  }

  /// Creates a small bitmap with every pixel set to `fill` (red, green, blue, alpha), for tests
  /// and fixtures: running out of memory stops the process. Images that grow with their input
  /// use ``init(checkedWidth:height:fill:)``.
  public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
    do { try self.init(checkedWidth: width, height: height, fill: fill) } catch {
      fatalError("\(error)")
    }
  }

  /// Creates a bitmap whose `4 * width * height` pixel bytes are written by
  /// `initializer`, which must initialize every one of them.
  ///
  /// Use this for large images produced in place (decoders, diff images): it
  /// skips zero-filling and backs big buffers with huge pages where available,
  /// which makes their first touch several times cheaper. Throws ``OutOfMemory`` when the
  /// bytes cannot be allocated, and whatever `initializer` throws.
  public init(
    width: Int, height: Int,
    initializingPixelsWith initializer: (UnsafeMutableBufferPointer<UInt8>) throws -> Void
  ) throws {
    try self.init(width: width, height: height, scratch: 0, initializingPixelsWith: initializer)
  }

  /// ``init(width:height:initializingPixelsWith:)`` whose initializer is given `scratch` bytes
  /// more than the pixels' (a decoder's room to work in place), which the bitmap then ignores.
  init(
    width: Int, height: Int, scratch: Int,
    initializingPixelsWith initializer: (UnsafeMutableBufferPointer<UInt8>) throws -> Void
  ) throws {
    precondition(width >= 0 && height >= 0 && scratch >= 0, "Bitmap size must not be negative")
    let area = width.multipliedReportingOverflow(by: height)
    let count = area.partialValue.multipliedReportingOverflow(by: 4)
    let capacity = count.partialValue.addingReportingOverflow(scratch)
    guard !area.overflow, !count.overflow, !capacity.overflow else {
      throw OutOfMemory(bytes: .max)
    }
    self.width = width
    self.height = height
    self.pixels = try PixelBytes(
      count: count.partialValue, capacity: capacity.partialValue, initializingWith: initializer)
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
