import Foundation
import Raster
import Testing

/// Issue 25: a Swift array whose allocation fails stops the process (`Fatal error: failed to
/// allocate …`, SIGABRT). The buffers a command holds that grow with its input (an encoded PNG, a
/// PNG file read, a bitmap) come from one checked path instead: failure is an ``OutOfMemory``
/// error, which the command line prints as one line naming what it was doing (exit 71).
@Suite struct CheckedAllocationTests {
  /// What no machine can give is an error, never a trap.
  @Test func anImpossibleAllocationIsAnError() {
    #expect(throws: OutOfMemory.self) { try CheckedBuffer(bytes: Int.max / 2) }
    #expect(throws: OutOfMemory.self) { try PixelBytes(count: Int.max / 2) { _ in } }
    #expect(throws: OutOfMemory.self) { try CheckedBuffer.of(UInt64.self, count: Int.max / 4) }
  }

  /// The message names the first thing a caller said it was doing, and a size that is not
  /// known (Cairo failing mid-draw: 0 bytes) is replaced by what the caller knows it needs,
  /// never reported as 1 MiB.
  @Test(arguments: [
    (
      OutOfMemory(bytes: 3 << 20).drawing("date-picker light@3x"),
      "out of memory drawing date-picker light@3x: needs 3 MiB"
    ),
    (
      OutOfMemory(bytes: 1).during("decoding a.png").during("comparing a.png with b.png"),
      "out of memory decoding a.png: needs 1 MiB"
    ),
    (
      OutOfMemory(bytes: 0).needing((40 << 20) + 1).drawing("x dark@2x"),
      "out of memory drawing x dark@2x: needs 41 MiB"
    ),
    (OutOfMemory(bytes: 5 << 20).needing(40 << 20), "out of memory: needs 5 MiB"),
    // A size that overflowed (width × height × 4) is said, not trapped on.
    (OutOfMemory(bytes: .max), "out of memory: needs \((Int.max >> 20) + 1) MiB"),
  ])
  func theMessageNamesTheTaskAndTheSize(error: OutOfMemory, message: String) {
    #expect(error.description == message)
  }

  /// ``OutOfMemory/drawing`` is what was drawn, only when the task is a drawing.
  @Test func drawingIsTheDrawnImageOnly() {
    #expect(OutOfMemory(bytes: 1).drawing("a light@2x").drawing == "a light@2x")
    #expect(OutOfMemory(bytes: 1).during("decoding a.png").drawing == nil)
  }

  /// The checked encoder gives exactly the bytes of the array one.
  @Test(arguments: [PNGProfile.fast, .small])
  func theCheckedEncoderGivesTheSameBytes(profile: PNGProfile) throws {
    var bitmap = Bitmap(width: 37, height: 11, fill: (10, 200, 30, 255))
    bitmap.setPixel(x: 5, y: 7, to: (255, 0, 0, 128))
    let array = try PNGCodec.encode(bitmap, profile: profile, threads: 2)
    let checked = try PNGCodec.encodeChecked(bitmap, profile: profile, threads: 2)
    #expect(checked == array)
    #expect(try PNGCodec.decode(checked, name: "c.png") == bitmap)
    let size = try PNGCodec.validate(checked, name: "c.png")
    #expect(size.width == 37 && size.height == 11)
  }

  /// A file read into checked memory is the file's bytes (empty included); one over its limit
  /// is refused before reading, as `read` refuses it.
  @Test(arguments: [0, 1, 65_537, 300_000])
  func aCheckedReadIsTheFile(size: Int) throws {
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = "\(root)/f.bin"
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
    try AtomicFile.write(bytes, to: path)
    let read = try BinaryFile.readChecked(atPath: path, maxBytes: 300_000)
    #expect(read.count == size)
    #expect(read == bytes)
    if size > 0 {
      #expect(throws: RasterError.self) {
        try BinaryFile.readChecked(atPath: path, maxBytes: size - 1)
      }
    }
  }

  /// A PNG written from checked memory reads back as the same file.
  @Test func aCheckedPNGIsWrittenAndReadBack() throws {
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let bitmap = Bitmap(width: 9, height: 4, fill: (1, 2, 3, 4))
    let png = try PNGCodec.encodeChecked(bitmap, profile: .fast)
    try AtomicFile.write(png, to: "\(root)/a.png")
    #expect(try PNGCodec.readFileChecked(atPath: "\(root)/a.png") == png)
    #expect(try PNGCodec.decodeFile(atPath: "\(root)/a.png") == bitmap)
  }
}
