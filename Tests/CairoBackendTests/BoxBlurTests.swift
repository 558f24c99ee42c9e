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

  /// Masks the tiled passes' skipping meets: a shape with soft edges and no noise (uniform
  /// outside and inside, identical middle rows), a circle, two overlapping-row rects (two runs of
  /// 255 a row), all clear, all opaque, and a rect with a few odd bytes inside; padding 0xAB.
  static func shapeMask(kind: Int, width: Int, height: Int, stride: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0xAB, count: stride * height)
    var state: UInt32 = 7
    for y in 0..<height {
      for x in 0..<width {
        state = state &* 1_664_525 &+ 1_013_904_223
        let inside = abs(x - width / 2) < width / 3 && abs(y - height / 2) < height / 3
        let value: UInt8
        switch kind {
        case 0:
          let edge = abs(x - width / 2) == width / 3 && abs(y - height / 2) <= height / 3
          value = inside ? 255 : (edge ? 128 : 0)
        case 1:
          let (dx, dy) = (Double(x) - Double(width) / 2, Double(y) - Double(height) / 2)
          let distance = (dx * dx + dy * dy).squareRoot()
          let radius = Double(min(width, height)) / 3
          value = distance < radius - 1 ? 255 : (distance < radius ? 100 : 0)
        case 2:
          let left = x > width / 8 && x < width * 3 / 8 && y > height / 6
          let right = x > width / 2 && x < width * 7 / 8 && y < height * 5 / 6
          value = left || right ? 255 : 0
        case 3: value = 0
        case 4: value = 255
        default: value = inside ? (state >> 24 < 3 ? 7 : 255) : 0
        }
        bytes[y * stride + x] = value
      }
    }
    return bytes
  }

  /// The tiled passes (eight-row tiles across, 32-column strips down, uniform stretches skipped)
  /// against the transposed blur they replaced, on sizes that are not multiples of either tile,
  /// odd strides, every kind of box (odd and even sizes, boxes wider than the mask) and masks
  /// with noise and without.
  @Test(
    arguments: [
      (1, 1, 1), (7, 3, 8), (9, 9, 9), (31, 17, 33), (33, 40, 36), (65, 9, 65), (100, 101, 104),
      (257, 33, 261), (1000, 13, 1001), (12, 300, 12), (300, 200, 301),
    ],
    [0.9, 2.0, 4.0, 12.5, 25.0, 75.0])
  func tiledPassesMatchTheTransposedBlur(size: (Int, Int, Int), sigma: Double) throws {
    let (width, height, stride) = size
    var masks = [Self.mask(width: width, height: height, stride: stride, seed: UInt32(height))]
    for kind in 0..<6 {
      masks.append(Self.shapeMask(kind: kind, width: width, height: height, stride: stride))
    }
    for (index, mask) in masks.enumerated() {
      var expected = mask
      var actual = mask
      try expected.withUnsafeMutableBufferPointer { buffer in
        if let base = buffer.baseAddress {
          try BoxBlur.blurTransposed(
            base, width: width, height: height, stride: stride, sigma: sigma)
        }
      }
      try actual.withUnsafeMutableBufferPointer { buffer in
        if let base = buffer.baseAddress {
          try BoxBlur.blur(base, width: width, height: height, stride: stride, sigma: sigma)
        }
      }
      let differing = (0..<stride * height).filter { $0 % stride < width }
        .filter { actual[$0] != expected[$0] }.count
      #expect(differing == 0, "mask \(index): \(differing) pixels differ from the transposed blur")
      // The tiled passes leave a row's padding as it was.
      let padding = (0..<stride * height).filter { $0 % stride >= width }
      #expect(padding.allSatisfy { actual[$0] == 0xAB }, "mask \(index): padding changed")
    }
  }

  /// ``BoxBlur/blurChannels(_:width:height:stride:sigma:)`` as it was before the split and merge
  /// kernels: each channel copied out to a plane, blurred, copied back, then colour clamped to
  /// alpha, all in Swift loops.
  static func channelsReference(
    _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
  ) throws {
    guard width > 0, height > 0 else { return }
    var plane = [UInt8](repeating: 0, count: width * height)
    for channel in 0..<4 {
      for y in 0..<height {
        for x in 0..<width { plane[y * width + x] = pixels[y * stride + x * 4 + channel] }
      }
      try plane.withUnsafeMutableBufferPointer { buffer in
        try BoxBlur.blur(
          buffer.baseAddress!, width: width, height: height, stride: width, sigma: sigma)
      }
      for y in 0..<height {
        for x in 0..<width { pixels[y * stride + x * 4 + channel] = plane[y * width + x] }
      }
    }
    let alpha = 1.littleEndian == 1 ? 3 : 0
    for y in 0..<height {
      for x in 0..<width {
        let pixel = pixels + y * stride + x * 4
        let a = pixel[alpha]
        for channel in 0..<4 where channel != alpha { pixel[channel] = min(pixel[channel], a) }
      }
    }
  }

  /// A deterministic ARGB32 image: stripes of opaque colour, a translucent blob, noise, every
  /// seventh column's colour not premultiplied (above alpha, so the clamp to alpha has work),
  /// row padding marked 0xAB.
  static func image(width: Int, height: Int, stride: Int, seed: UInt32) -> [UInt8] {
    var state = seed
    var bytes = [UInt8](repeating: 0xAB, count: stride * height)
    let alpha = 1.littleEndian == 1 ? 3 : 0
    for y in 0..<height {
      for x in 0..<width {
        state = state &* 1_664_525 &+ 1_013_904_223
        let inside = abs(x - width / 2) < width / 3 && abs(y - height / 2) < height / 3
        let a: UInt8 = (x / 5) % 2 == 0 ? 255 : (inside ? 102 : UInt8(state >> 25))
        for channel in 0..<4 {
          state = state &* 1_664_525 &+ 1_013_904_223
          bytes[y * stride + x * 4 + channel] =
            channel == alpha
            ? a : (x % 7 == 3 ? UInt8(state >> 24) : UInt8(UInt32(a) * (state >> 24) / 255))
        }
      }
    }
    return bytes
  }

  /// The split and merge kernels give the channel-at-a-time loops' bytes: sizes that are not
  /// multiples of any vector width (odd widths), strides with padding, boxes narrower and wider
  /// than the image, and the padding past each row untouched.
  @Test(
    arguments: [
      (1, 1, 4), (3, 5, 12), (7, 3, 32), (9, 9, 36), (31, 17, 128), (33, 40, 140), (65, 9, 260),
      (100, 101, 400), (257, 33, 1032),
    ],
    [0.9, 2.0, 4.0, 12.5, 25.0])
  func channelBlurMatchesTheChannelLoops(size: (Int, Int, Int), sigma: Double) throws {
    let (width, height, stride) = size
    let image = Self.image(width: width, height: height, stride: stride, seed: UInt32(width))
    var expected = image
    var actual = image
    try expected.withUnsafeMutableBufferPointer { buffer in
      try Self.channelsReference(
        buffer.baseAddress!, width: width, height: height, stride: stride, sigma: sigma)
    }
    try actual.withUnsafeMutableBufferPointer { buffer in
      try BoxBlur.blurChannels(
        buffer.baseAddress!, width: width, height: height, stride: stride, sigma: sigma)
    }
    let differing = (0..<stride * height).filter { actual[$0] != expected[$0] }.count
    #expect(differing == 0, "\(differing) bytes differ from the channel loops")
    #expect(actual != image || sigma < 1, "the image was not blurred")
  }

  /// The readback takes eight pixels at a time, with shortcuts for all opaque and all clear
  /// ones: runs of each, mixed, at every length and offset, give the division's bytes, into
  /// another buffer and in place (an image's own canvas).
  @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 63, 100, 257])
  func readbackOfOpaqueClearAndMixedRunsMatchesDivision(count: Int) {
    var state: UInt32 = UInt32(count) &+ 11
    var source: [UInt32] = []
    while source.count < count {
      state = state &* 1_664_525 &+ 1_013_904_223
      let run = Int(state >> 29) + 1
      let kind = (state >> 20) % 4
      for _ in 0..<run where source.count < count {
        state = state &* 1_664_525 &+ 1_013_904_223
        let colour = state >> 8 & 0xFF_FFFF
        switch kind {
        case 0: source.append(0)
        case 1: source.append(0xFF00_0000 | colour)
        case 2: source.append(colour)  // alpha 0 with colour bytes: not a zero word
        default: source.append((state & 0xFF00_0000) | colour)
        }
      }
    }
    var plain = [UInt8](repeating: 0xEE, count: count * 4)
    var inPlace = source
    source.withUnsafeBufferPointer { input in
      plain.withUnsafeMutableBytes { out in
        if let inputBase = input.baseAddress, let outBase = out.baseAddress {
          Unpremultiply.row(inputBase, into: outBase, count: count)
        }
      }
    }
    inPlace.withUnsafeMutableBytes { pixels in
      if let base = pixels.baseAddress {
        Unpremultiply.rowsInPlace(base.assumingMemoryBound(to: UInt8.self), count: count)
      }
    }
    var expected: [UInt8] = []
    for argb in source {
      let a = argb >> 24
      for shift: UInt32 in [16, 8, 0] {
        let c = (argb >> shift) & 0xFF
        expected.append(UInt8(a == 0 ? 0 : min(255, (c * 255 + a / 2) / a)))
      }
      expected.append(UInt8(a))
    }
    #expect(plain == expected)
    #expect(inPlace.withUnsafeBytes { [UInt8]($0) } == expected)
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
