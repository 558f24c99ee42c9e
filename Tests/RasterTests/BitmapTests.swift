import Raster
import Testing

/// The `Bitmap` value type.
@Suite struct BitmapTests {
  @Test(arguments: [(2, 2, 15), (2, 2, 17), (-1, 2, 0), (3, 0, 4)])
  func rejectsWrongPixelCount(_ width: Int, _ height: Int, _ count: Int) {
    #expect(throws: RasterError.self) {
      try Bitmap(width: width, height: height, pixels: [UInt8](repeating: 0, count: count))
    }
  }

  @Test func acceptsMatchingPixelCount() throws {
    let bitmap = try Bitmap(width: 3, height: 2, pixels: Array(0..<24))
    #expect(bitmap.pixel(x: 1, y: 1) == (16, 17, 18, 19))
  }

  @Test func fillsEveryPixel() {
    let bitmap = Bitmap(width: 5, height: 3, fill: (1, 2, 3, 4))
    #expect(bitmap.pixels == Array([UInt8]([1, 2, 3, 4]).repeated(15)))
  }

  @Test func defaultFillIsTransparentBlack() {
    #expect(Bitmap(width: 4, height: 4).pixels == [UInt8](repeating: 0, count: 64))
  }

  @Test func largeBitmapsAreInitialized() {
    // Big enough for the huge-page path.
    let bitmap = Bitmap(width: 2048, height: 1100, fill: (9, 8, 7, 6))
    #expect(bitmap.pixels.count == 2048 * 1100 * 4)
    #expect(bitmap.pixel(x: 2047, y: 1099) == (9, 8, 7, 6))
    #expect(bitmap.pixel(x: 0, y: 0) == (9, 8, 7, 6))
  }

  @Test func errorDescriptionIsOneLine() {
    let error = RasterError.invalidPixelCount(width: 2, height: 2, count: 3)
    #expect(error.description == "invalid bitmap: 2x2 needs 16 bytes, got 3")
  }
}

extension Array {
  /// The array's elements repeated `times` times.
  fileprivate func repeated(_ times: Int) -> [Element] {
    (0..<times).flatMap { _ in self }
  }
}
