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

  /// The largest image decoded, in pixels: 16384 × 16384 = 2^28 (`CPNG_MAX_PIXELS`),
  /// 1 GiB as RGBA8. Larger headers are refused before anything is allocated.
  public static let maxPixels = Int(CPNG_MAX_PIXELS)

  /// The version of libpng linked at run time (`1.6.39`), for golden fingerprints.
  public static var libpngVersion: String { String(cString: cpng_libpng_version()) }

  /// The largest PNG file read, in bytes: 10 × `maxPixels` = 2,684,354,560 (2.5 GiB).
  ///
  /// The biggest file a legal image within `maxPixels` needs is one with 16-bit
  /// RGBA samples stored uncompressed:
  /// - samples: 8 bytes per pixel, 8 × 2^28 = 2,147,483,648;
  /// - row filter bytes: one per row, or per row of each Adam7 pass; every such row
  ///   holds at least one pixel, so at most one per pixel: 2^28 = 268,435,456.
  ///   Together 9 × 2^28 = 2,415,919,104 bytes of filtered data;
  /// - deflate stored blocks: 5 bytes per 65,535-byte block, 36,865 blocks = 184,325;
  ///   zlib header and Adler-32: 6;
  /// - IDAT chunks: 12 bytes each; at libpng's default 8,192-byte chunks, 294,935
  ///   chunks = 3,539,220;
  /// - signature, IHDR and IEND: 45.
  ///
  /// That is 2,419,642,700 bytes; the limit (one more byte per pixel) leaves 264 MB
  /// of margin for ancillary chunks (ICC profiles, text) and smaller IDAT chunks.
  /// Anything larger is refused from its `fstat` size, before it is read.
  public static let maxFileBytes = 10 * maxPixels

  /// Bytes of a PNG that hold its signature and IHDR chunk.
  static let headerBytes = 33

  /// Encodes `bitmap` as an 8-bit RGBA PNG using `profile`'s zlib level and filters.
  ///
  /// - Throws: `RasterError.encodeFailed` for an empty (0-pixel) or oversized bitmap.
  public static func encode(_ bitmap: Bitmap, profile: PNGProfile) throws -> [UInt8] {
    try encode(bitmap, profile: profile, threads: ProcessorCount.active)
  }

  /// Encodes with at most `threads` compression threads (a batch that already keeps every core
  /// busy passes its share); the bytes produced do not depend on `threads`.
  public static func encode(_ bitmap: Bitmap, profile: PNGProfile, threads: Int) throws -> [UInt8] {
    try encoded(bitmap, profile: profile, threads: threads) { try copied($0, $1) }
  }

  /// ``encode(_:profile:threads:)``'s bytes in checked memory, the way every command writes a
  /// PNG: the encoder's output is copied into a ``CheckedBuffer``, so memory the process cannot
  /// have is an ``OutOfMemory`` error (the bytes of the copy), never a signal. The same bytes
  /// as ``encode(_:profile:threads:)``.
  public static func encodeChecked(
    _ bitmap: Bitmap, profile: PNGProfile, threads: Int = ProcessorCount.active
  ) throws -> PixelBytes {
    try encoded(bitmap, profile: profile, threads: threads) { output, length in
      try PixelBytes(copying: output, count: length)
    }
  }

  /// Encodes `bitmap` and hands the encoder's `length` bytes at `output` to `keep`, which copies
  /// them before they are freed.
  private static func encoded<R>(
    _ bitmap: Bitmap, profile: PNGProfile, threads: Int,
    keep: (UnsafeMutablePointer<UInt8>, Int) throws -> R
  ) throws -> R {
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
        // Unfiltered rows, deflated by our own compressor in parallel segments (see cpng.h).
        return cpng_encode_rgba_unfiltered(
          pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height),
          Int32(clamping: max(1, threads)), &output, &length, &message, errorCapacity)
      case .small:
        // Four filter strategies deflated by libdeflate at level 12; the shortest wins.
        return cpng_encode_rgba_smallest(
          pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height),
          Int32(clamping: max(1, threads)), &output, &length, &message, errorCapacity)
      case .document:
        // The same four strategies ranked at level 1, the winner deflated at level 6.
        return cpng_encode_rgba_document(
          pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height),
          Int32(clamping: max(1, threads)), &output, &length, &message, errorCapacity)
      }
    }
    defer { cpng_free(output) }
    guard status == 0, let output else {
      throw encodeFailure(message, bitmap)
    }
    return try keep(output, length)
  }

  /// The Huffman code lengths `.fast`'s compressor gives symbols of these frequencies, none
  /// longer than `limit` bits (0 for an unused symbol). For tests of the length limit.
  static func huffmanCodeLengths(_ frequencies: [UInt32], limit: Int) -> [UInt8] {
    precondition((2...288).contains(frequencies.count) && (1...15).contains(limit))
    precondition(frequencies.filter { $0 != 0 }.count >= 2)
    var lengths = [UInt8](repeating: 0, count: frequencies.count)
    cpng_deflate_code_lengths(frequencies, UInt32(frequencies.count), UInt32(limit), &lengths)
    return lengths
  }

  /// libpng's own writer: one zlib stream on one thread at `level` with the libpng filter mask
  /// `filters` (default: every row unfiltered). The reference `.fast`'s own compressor is
  /// measured against (at level 1), and (at level 9, all filters) the one `.small` is.
  static func encodeSingleStream(
    _ bitmap: Bitmap, level: Int32, filters: Int32 = PNGProfile.noFilters
  ) throws -> [UInt8] {
    var output: UnsafeMutablePointer<UInt8>? = nil
    var length = 0
    var message = [CChar](repeating: 0, count: errorCapacity)
    let status = bitmap.pixels.withUnsafeBufferPointer { pixels in
      cpng_encode_rgba(
        pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), level,
        filters, &output, &length, &message, errorCapacity)
    }
    defer { cpng_free(output) }
    guard status == 0, let output else {
      throw encodeFailure(message, bitmap)
    }
    return try copied(output, length)
  }

  /// Reads the width and height from a PNG's header without decoding pixels.
  ///
  /// - Parameter name: the file name used in error messages.
  /// - Throws: `RasterError.decodeFailed` when the signature or IHDR is invalid.
  public static func size(of data: [UInt8], name: String) throws -> (width: Int, height: Int) {
    try data.withUnsafeBufferPointer { try size(of: $0, name: name) }
  }

  /// ``size(of:name:)`` of bytes in checked memory.
  public static func size(of data: PixelBytes, name: String) throws -> (width: Int, height: Int) {
    try data.withUnsafeBufferPointer { try size(of: $0, name: name) }
  }

  /// ``size(of:name:)`` of bytes in memory the caller holds.
  public static func size(of bytes: UnsafeBufferPointer<UInt8>, name: String) throws
    -> (width: Int, height: Int)
  {
    var width: UInt32 = 0
    var height: UInt32 = 0
    var message = [CChar](repeating: 0, count: errorCapacity)
    let status = cpng_read_header(
      bytes.baseAddress, bytes.count, &width, &height, &message, errorCapacity)
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
    try decode(data, name: name, libpngOnly: false)
  }

  /// ``decode(_:name:)``, or with `libpngOnly` through libpng alone, never the fast path for
  /// non-interlaced files (see `cpng_decode_rgba_into_capacity`): the reference the fast path
  /// must match.
  static func decode(_ data: [UInt8], name: String, libpngOnly: Bool) throws -> Bitmap {
    try data.withUnsafeBufferPointer { try decode($0, name: name, libpngOnly: libpngOnly) }
  }

  /// ``decode(_:name:)`` of bytes in checked memory (``BinaryFile/readChecked(atPath:maxBytes:)``).
  public static func decode(_ data: PixelBytes, name: String) throws -> Bitmap {
    try data.withUnsafeBufferPointer { try decode($0, name: name, libpngOnly: false) }
  }

  /// ``decode(_:name:)`` of bytes in memory the caller holds.
  public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, name: String) throws -> Bitmap {
    try decode(bytes, name: name, libpngOnly: false)
  }

  /// Decodes `bytes`; memory the image cannot have is ``OutOfMemory`` naming `name`.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, name: String, libpngOnly: Bool) throws
    -> Bitmap
  {
    let (width, height) = try size(of: bytes, name: name)
    // Room for the filter bytes too, so an 8-bit RGBA file (every golden, most other PNGs) is
    // inflated and unfiltered in the bitmap itself (`cpng_decode_rgba_into_capacity`).
    let scratch = libpngOnly ? 0 : height
    do {
      return try Bitmap(width: width, height: height, scratch: scratch) { pixels in
        var message = [CChar](repeating: 0, count: errorCapacity)
        let status =
          libpngOnly
          ? cpng_decode_rgba_into_libpng(
            bytes.baseAddress, bytes.count, UInt32(width), UInt32(height), pixels.baseAddress,
            &message, errorCapacity)
          : cpng_decode_rgba_into_capacity(
            bytes.baseAddress, bytes.count, UInt32(width), UInt32(height), pixels.baseAddress,
            pixels.count, &message, errorCapacity)
        guard status == 0 else {
          let text = errorText(message)
          if text == "out of memory" { throw OutOfMemory(bytes: width * height * 4) }
          throw RasterError.decodeFailed(name: name, reason: text)
        }
      }
    } catch let error as OutOfMemory { throw error.during("decoding \(name)") }
  }

  /// The image through the fast path alone, or nil when the file needs libpng (Adam7, APNG, an
  /// unknown critical chunk, an unusual PLTE or tRNS, or any problem, which libpng then reports);
  /// with `simd` false the unfiltering runs the plain C loops, the reference for the SIMD ones.
  static func decodeFast(_ data: [UInt8], simd: Bool = true) -> Bitmap? {
    guard let (width, height) = try? size(of: data, name: "fast") else { return nil }
    var accepted = false
    let bitmap = data.withUnsafeBufferPointer { bytes in
      try? Bitmap(width: width, height: height) { pixels in
        accepted =
          cpng_decode_rgba_fast_unfilter(
            bytes.baseAddress, bytes.count, UInt32(width), UInt32(height), pixels.baseAddress,
            simd ? 1 : 0) == 0
      }
    }
    return accepted ? bitmap : nil
  }

  /// Reads and decodes the PNG file at `path`, refusing files over `maxFileBytes`;
  /// errors name `path` (see `BinaryFile.read(atPath:maxBytes:)` and `decode(_:name:)`).
  public static func decodeFile(atPath path: String) throws -> Bitmap {
    try decode(readFileChecked(atPath: path), name: path)
  }

  /// ``readFile(atPath:)`` into checked memory (see ``BinaryFile/readChecked(atPath:maxBytes:)``),
  /// as commands read PNGs: memory the file cannot have is ``OutOfMemory`` naming `path`.
  public static func readFileChecked(atPath path: String) throws -> PixelBytes {
    try BinaryFile.readChecked(atPath: path, maxBytes: maxFileBytes)
  }

  /// Reads the PNG file at `path` (a regular file of at most `maxFileBytes` bytes)
  /// without decoding it; errors as `BinaryFile.read(atPath:maxBytes:)`.
  public static func readFile(atPath path: String) throws -> [UInt8] {
    try BinaryFile.read(atPath: path, maxBytes: maxFileBytes)
  }

  /// The width and height of the PNG file at `path`, from its first 33 bytes only
  /// (signature and IHDR, CRC checked), so a caller can compare sizes without
  /// reading or decoding a large file. The rest of the file is not validated.
  ///
  /// - Throws: the errors of `BinaryFile.read(atPath:maxBytes:)` (the file must be
  ///   regular and at most `maxFileBytes`), or `RasterError.decodeFailed` naming
  ///   `path` for a bad signature or IHDR or an image over `maxPixels`.
  public static func size(ofFile path: String) throws -> (width: Int, height: Int) {
    let prefix = try BinaryFile.readPrefix(
      atPath: path, count: headerBytes, maxBytes: maxFileBytes)
    var width: UInt32 = 0
    var height: UInt32 = 0
    var message = [CChar](repeating: 0, count: errorCapacity)
    let status = prefix.withUnsafeBufferPointer { bytes in
      cpng_parse_ihdr(bytes.baseAddress, bytes.count, &width, &height, &message, errorCapacity)
    }
    guard status == 0 else {
      throw RasterError.decodeFailed(name: path, reason: errorText(message))
    }
    return (Int(width), Int(height))
  }

  /// Checks that `data` is a PNG that `decode(_:name:)` accepts, reading it
  /// completely (every chunk CRC, the zlib stream and its Adler-32, IEND) but
  /// inflating one row at a time, so no image buffer is allocated.
  ///
  /// - Returns: the image's width and height.
  /// - Throws: `RasterError.decodeFailed` naming `name`, exactly when `decode` would.
  public static func validate(_ data: [UInt8], name: String) throws -> (width: Int, height: Int) {
    try data.withUnsafeBufferPointer { try validate($0, name: name) }
  }

  /// ``validate(_:name:)`` of bytes in checked memory.
  public static func validate(_ data: PixelBytes, name: String) throws
    -> (width: Int, height: Int)
  {
    try data.withUnsafeBufferPointer { try validate($0, name: name) }
  }

  /// ``validate(_:name:)`` of bytes in memory the caller holds.
  public static func validate(_ bytes: UnsafeBufferPointer<UInt8>, name: String) throws
    -> (width: Int, height: Int)
  {
    var width: UInt32 = 0
    var height: UInt32 = 0
    var message = [CChar](repeating: 0, count: errorCapacity)
    let status = cpng_validate(
      bytes.baseAddress, bytes.count, &width, &height, &message, errorCapacity)
    guard status == 0 else {
      throw RasterError.decodeFailed(name: name, reason: errorText(message))
    }
    return (Int(width), Int(height))
  }

  /// Turns a NUL-terminated C message into a Swift string.
  /// The error for an encoder that failed with `message`: ``OutOfMemory`` (the raw image's
  /// bytes, what the encoder holds at worst besides it) when it ran out of memory.
  private static func encodeFailure(_ message: [CChar], _ bitmap: Bitmap) -> any Error {
    let text = errorText(message)
    return text == "out of memory"
      ? OutOfMemory(bytes: bitmap.pixels.count) : RasterError.encodeFailed(reason: text)
  }

  /// The `length` encoded bytes at `output` as an array (tests, benchmarks and goldens, which are
  /// small; commands use ``encodeChecked(_:profile:threads:)``). The array's allocation cannot
  /// fail softly, so the same size is first taken and given back through the checked path: when
  /// that fails it is an ``OutOfMemory`` error rather than a trap.
  private static func copied(_ output: UnsafeMutablePointer<UInt8>, _ length: Int) throws
    -> [UInt8]
  {
    _ = try CheckedBuffer(bytes: length)
    return Array(UnsafeBufferPointer(start: output, count: length))
  }

  private static func errorText(_ message: [CChar]) -> String {
    let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.isEmpty ? "unknown error" : text
  }
}
