import Testing

@testable import CairoBackend

/// The vectorised blur and readback give exactly the bytes of the plain loops they replaced.
@Suite struct BoxBlurTests {
  /// The blur as it was first written: per-row horizontal passes with a scratch copy, then
  /// vertical passes with 64-bit products; the reference the fast path must match byte for byte.
  static func reference(_ mask: inout [UInt8], width: Int, height: Int, stride: Int, sigma: Double)
  {
    guard sigma >= 0.5, width > 0, height > 0 else { return }
    let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    guard d > 1 else { return }
    func divide(_ sum: Int64, _ size: Int) -> UInt8 {
      let scale = ((1 << 24) + Int64(size) / 2) / Int64(size)
      return UInt8(truncatingIfNeeded: (sum * scale + (1 << 23)) >> 24)
    }
    for (before, after) in BoxBlur.reaches(d) {
      for row in 0..<height {
        let line = Array(mask[row * stride..<row * stride + width])
        for x in 0..<width {
          let window = line[max(0, x - before)...min(width - 1, x + after)]
          mask[row * stride + x] = divide(window.reduce(0) { $0 + Int64($1) }, before + after + 1)
        }
      }
    }
    for (before, after) in BoxBlur.reaches(d) {
      let copy = mask
      for x in 0..<width {
        for row in 0..<height {
          var sum: Int64 = 0
          for y in max(0, row - before)...min(height - 1, row + after) {
            sum += Int64(copy[y * stride + x])
          }
          mask[row * stride + x] = divide(sum, before + after + 1)
        }
      }
    }
  }

  /// A deterministic mask: a filled rounded blob plus noise, padding bytes marked 0xAB.
  static func mask(width: Int, height: Int, stride: Int, seed: UInt32) -> [UInt8] {
    var state = seed
    var bytes = [UInt8](repeating: 0xAB, count: stride * height)
    for y in 0..<height {
      for x in 0..<width {
        state = state &* 1_664_525 &+ 1_013_904_223
        let inside = abs(x - width / 2) < width / 3 && abs(y - height / 2) < height / 3
        bytes[y * stride + x] = inside ? 255 : (state >> 24 < 40 ? UInt8(state >> 24) : 0)
      }
    }
    return bytes
  }

  @Test(arguments: [
    (1, 1, 1, 3.0), (7, 3, 8, 2.0), (40, 31, 44, 0.9), (64, 48, 64, 4.0), (33, 90, 36, 12.5),
    (120, 17, 128, 25.0), (5, 200, 5, 75.0),
  ])
  func blurMatchesReference(width: Int, height: Int, stride: Int, sigma: Double) throws {
    var expected = Self.mask(width: width, height: height, stride: stride, seed: UInt32(width))
    var actual = expected
    Self.reference(&expected, width: width, height: height, stride: stride, sigma: sigma)
    try actual.withUnsafeMutableBufferPointer { buffer in
      if let base = buffer.baseAddress {
        try BoxBlur.blur(base, width: width, height: height, stride: stride, sigma: sigma)
      }
    }
    // Row padding (past `width`) is the blur's scratch; every pixel must match.
    let differing = (0..<stride * height).filter { $0 % stride < width }
      .filter { actual[$0] != expected[$0] }.count
    #expect(differing == 0, "\(differing) pixels differ from the reference blur")
  }

  @Test func readbackMatchesDivisionForEveryAlphaAndChannel() {
    var source: [UInt32] = []
    for a in UInt32(0)...255 {
      // Channels above alpha are not premultiplied pixels, but must still clamp, not wrap.
      for c in UInt32(0)...255 { source.append(a << 24 | c << 16 | (255 - c) << 8 | c / 2) }
    }
    var output = [UInt8](repeating: 0xEE, count: source.count * 4)
    source.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBytes { out in
        if let inputBase = input.baseAddress, let outBase = out.baseAddress {
          Unpremultiply.row(inputBase, into: outBase, count: source.count)
        }
      }
    }
    var mismatches = 0
    for (i, argb) in source.enumerated() {
      let a = argb >> 24
      let straight: [UInt32] = [(argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF].map {
        a == 0 ? 0 : min(255, ($0 * 255 + a / 2) / a)
      }
      let expected = straight.map { UInt8($0) } + [UInt8(a)]
      if Array(output[i * 4..<i * 4 + 4]) != expected { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }
}
