import Foundation
import Raster
import Testing

/// PngSuite's basic images decode like pngjs, and libpng's crasher PNGs fail cleanly
/// (`Fixtures/pngsuite`, a copy of the shared conformance set; see its README.md).
@Suite struct PngSuiteTests {
  /// One row of `cases.tsv`: the image, its colour type and the expected RGBA8 file.
  struct Case: Sendable, CustomTestStringConvertible {
    /// Path of the image inside `Fixtures/pngsuite`.
    let image: String
    /// PNG colour type (0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA).
    let colourType: Int
    /// Path of the expected 8-bit RGBA image inside `Fixtures/pngsuite`.
    let expected: String

    /// Shown in the test report.
    var testDescription: String { image }
  }

  /// The conformance directory inside the test bundle.
  static let directory = FixtureFiles.directory + "/pngsuite"

  /// Every row of `cases.tsv`.
  static let cases: [Case] = {
    guard let text = try? String(contentsOfFile: directory + "/cases.tsv", encoding: .utf8) else {
      return []
    }
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let columns = line.split(separator: "\t").map(String.init)
      guard columns.count == 5, let type = Int(columns[1]) else { return nil }
      return Case(image: columns[0], colourType: type, expected: columns[4])
    }
  }()

  /// The crasher files.
  static let crashers: [String] = {
    let names = try? FileManager.default.contentsOfDirectory(atPath: directory + "/crashers")
    return (names ?? []).filter { $0.hasSuffix(".png") }.sorted()
  }()

  @Test func allSixtyCasesAreListed() {
    #expect(Self.cases.count == 60)
    #expect(Self.crashers.count == 23)
  }

  @Test(arguments: cases)
  func decodesLikePngjs(_ testCase: Case) throws {
    let bytes = try BinaryFile.read(atPath: Self.directory + "/" + testCase.image)
    let image = try PNGCodec.decode(bytes, name: testCase.image)
    let expected = try PNGCodec.decodeFile(atPath: Self.directory + "/" + testCase.expected)
    #expect(image.width == expected.width && image.height == expected.height)
    // pngjs (and so PNGCodec) turns colour-keyed grey/RGB pixels into (0, 0, 0, 0), where
    // the expected files keep their colour under alpha 0; every other byte must be equal.
    let keyed = testCase.colourType == 0 || testCase.colourType == 2
    var mismatches = 0
    for offset in stride(from: 0, to: expected.pixels.count, by: 4) {
      let want = expected.pixels[offset..<offset + 4]
      let got = image.pixels[offset..<offset + 4]
      let matches =
        keyed && want.last == 0 ? got.elementsEqual([0, 0, 0, 0]) : got.elementsEqual(want)
      if !matches { mismatches += 1 }
    }
    #expect(mismatches == 0)
    // Validation accepts it and agrees on the size; so does the header-only reader.
    let size = try PNGCodec.validate(bytes, name: testCase.image)
    #expect(size.width == image.width && size.height == image.height)
    let header = try PNGCodec.size(ofFile: Self.directory + "/" + testCase.image)
    #expect(header.width == image.width && header.height == image.height)
  }

  @Test(arguments: crashers)
  func crasherDecodesOrFailsCleanly(_ name: String) throws {
    let path = Self.directory + "/crashers/" + name
    let bytes = try BinaryFile.read(atPath: path)
    let decoded = Result { try PNGCodec.decode(bytes, name: path) }
    let validated = Result { try PNGCodec.validate(bytes, name: path) }
    switch (decoded, validated) {
    case (.success(let image), .success(let size)):
      #expect(size.width == image.width && size.height == image.height)
    case (.failure(let decodeError), .failure(let validateError)):
      // Validation fails exactly when decoding does, with the same one-line message.
      #expect(decodeError as? RasterError == validateError as? RasterError)
      guard case .decodeFailed(let failedName, let reason) = decodeError as? RasterError else {
        Issue.record("unexpected error \(decodeError)")
        return
      }
      #expect(failedName == path && !reason.contains("\n"))
    default:
      Issue.record("decode and validate disagree: \(decoded) vs \(validated)")
    }
  }
}
