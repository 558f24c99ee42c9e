import PixelDiff
import Raster
import Testing

/// pixelmatch v6.0.0 conformance: every row of cases.tsv.
@Suite struct ConformanceTests {
  @Test(arguments: ConformanceCase.all)
  func matchesPixelmatch(_ testCase: ConformanceCase) throws {
    let imageA = try PNGCodec.decodeFile(atPath: ConformanceCase.path(testCase.a))
    let imageB = try PNGCodec.decodeFile(atPath: ConformanceCase.path(testCase.b))
    let expected = try PNGCodec.decodeFile(atPath: ConformanceCase.path(testCase.diff))

    let withImage = try PixelDiff.compare(
      imageA, imageB, options: testCase.options, makeDiffImage: true)
    #expect(withImage.differentPixels == testCase.mismatch)
    let diffImage = try #require(withImage.diffImage)
    #expect(diffImage.width == expected.width && diffImage.height == expected.height)
    #expect(diffImage.pixels == expected.pixels, "diff image bytes differ")

    let countOnly = try PixelDiff.compare(
      imageA, imageB, options: testCase.options, makeDiffImage: false)
    #expect(countOnly.differentPixels == testCase.mismatch)
    #expect(countOnly.diffImage == nil)
  }
}
