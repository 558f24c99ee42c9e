internal import CPNG
import Foundation

/// Encodes and decodes PNG files with libpng.
///
/// Decoding accepts every standard PNG (palette with or without tRNS, grey at
/// 1/2/4/8/16 bits, grey+alpha, RGB, RGBA, 16-bit, Adam7-interlaced) and always
/// yields straight-alpha RGBA8, matching what pngjs hands pixelmatch:
/// - no gamma correction (gAMA, sRGB, iCCP and cHRM are ignored);
/// - 16-bit samples become 8-bit with libpng's `png_set_scale_16`, which rounds
///   (`round(v * 255 / 65535)`), exactly like pngjs' `scaleDepth`; the cheaper
///   `png_set_strip_16` would keep the high byte and differ by one for some values;
/// - grey and RGB pixels matching a tRNS colour key become (0, 0, 0, 0), as in pngjs.
///
/// Encoding always writes 8-bit RGBA, non-interlaced, with no tIME, text or gamma
/// chunks, so the same bitmap and profile always give the same bytes.
public enum PNGCodec {
  /// Size of the C error message buffer.
  private static let errorCapacity = 512

  /// Encodes `bitmap` as an 8-bit RGBA PNG using `profile`'s zlib level and filters.
  ///
  /// - Throws: `RasterError.encodeFailed` for an empty (0-pixel) or oversized bitmap.
  public static func encode(_ bitmap: Bitmap, profile: PNGProfile) throws -> [UInt8] {
    try encode(bitmap, profile: profile, threads: ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Encodes with at most `threads` compression threads (`.fast` only); the
  /// bytes produced do not depend on `threads`.
  static func encode(_ bitmap: Bitmap, profile: PNGProfile, threads: Int) throws -> [UInt8] {
    guard bitmap.width > 0, bitmap.height > 0 else {
      throw RasterError.encodeFailed(
        reason: "image is \(bitmap.width)x\(bitmap.height); PNG needs at least 1x1")
    }
    guard bitmap.width <= Int(UInt32.max), bitmap.height <= Int(UInt32.max) else {
      throw RasterError.encodeFailed(reason: "image too large")
    }
    var output: UnsafeMutablePointer<UInt8>? = nil
    var length = 0
    var message = [CChar](repeating: 0, count: errorCapacity)
    let status = bitmap.pixels.withUnsafeBufferPointer { pixels in
      switch profile {
      case .fast:
        // Unfiltered rows, deflated in parallel segments (see cpng.h).
        return cpng_encode_rgba_unfiltered(
          pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), profile.zlibLevel,
          Int32(clamping: max(1, threads)), &output, &length, &message, errorCapacity)
      case .small:
        return cpng_encode_rgba(
          pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), profile.zlibLevel,
          profile.filterMask, &output, &length, &message, errorCapacity)
      }
    }
    defer { cpng_free(output) }
    guard status == 0, let output else {
      throw RasterError.encodeFailed(reason: errorText(message))
    }
    return Array(UnsafeBufferPointer(start: output, count: length))
  }

  /// Reads the width and height from a PNG's header without decoding pixels.
  ///
  /// - Parameter name: the file name used in error messages.
  /// - Throws: `RasterError.decodeFailed` when the signature or IHDR is invalid.
  public static func size(of data: [UInt8], name: String) throws -> (width: Int, height: Int) {
    var width: UInt32 = 0
    var height: UInt32 = 0
    var message = [CChar](repeating: 0, count: errorCapacity)
    let status = data.withUnsafeBufferPointer { bytes in
      cpng_read_header(bytes.baseAddress, bytes.count, &width, &height, &message, errorCapacity)
    }
    guard status == 0 else {
      throw RasterError.decodeFailed(name: name, reason: errorText(message))
    }
    return (Int(width), Int(height))
  }

  /// Decodes any PNG into straight-alpha RGBA8.
  ///
  /// - Parameter name: the file name used in error messages, e.g. `goldens/a.png`.
  /// - Throws: `RasterError.decodeFailed` for corrupt, truncated or non-PNG data;
  ///   its description is one line such as
  ///   `cannot decode PNG 'goldens/a.png': IDAT: incorrect data check`.
  public static func decode(_ data: [UInt8], name: String) throws -> Bitmap {
    let (width, height) = try size(of: data, name: name)
    return try data.withUnsafeBufferPointer { bytes in
      try Bitmap(width: width, height: height) { pixels in
        var message = [CChar](repeating: 0, count: errorCapacity)
        let status = cpng_decode_rgba_into(
          bytes.baseAddress, bytes.count, UInt32(width), UInt32(height), pixels.baseAddress,
          &message, errorCapacity)
        guard status == 0 else {
          throw RasterError.decodeFailed(name: name, reason: errorText(message))
        }
      }
    }
  }

  /// Reads and decodes the PNG file at `path`; errors name `path`.
  public static func decodeFile(atPath path: String) throws -> Bitmap {
    try decode(BinaryFile.read(atPath: path), name: path)
  }

  /// Turns a NUL-terminated C message into a Swift string.
  private static func errorText(_ message: [CChar]) -> String {
    let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.isEmpty ? "unknown error" : text
  }
}
