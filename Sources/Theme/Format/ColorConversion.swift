import DrawList
import Foundation

/// Every colour space of the DTCG Color Module 2025.10 converted to the 8-bit sRGB pickershot
/// draws with, by the sample code of CSS Color Module Level 4 (§ 10 "Predefined color spaces",
/// § 18 "Sample code for color conversions"): each space to CIE XYZ (D65; D50 spaces through the
/// Bradford matrix), XYZ to linear sRGB, the sRGB transfer function.
///
/// A colour outside sRGB is gamut-mapped by CSS Color 4 § 13.2 (the binary search in OKLCh): its
/// lightness and hue are kept and its chroma lowered until clipping it changes it by less than a
/// just-noticeable difference (ΔE OK 0.02); lightness at or above 1 is white, at or below 0 black.
/// `none` components count as 0. Alpha is rounded to 8 bits as it is.
enum ColorConversion {
  /// Three numbers: a colour's components in one space.
  typealias Vector = (Double, Double, Double)

  /// `color` in 8-bit sRGB.
  static func srgb8(_ color: TokenColor) -> Color {
    let components = color.components.map { $0 ?? 0 } + [0, 0, 0]
    let source = (components[0], components[1], components[2])
    // sRGB and its own forms (HSL, HWB, linear) are always inside sRGB: they are converted
    // directly, with no round trip through XYZ, so `#rrggbb` comes back byte for byte.
    let rgb: Vector =
      switch color.space {
      case .srgb: source
      case .hsl: hslToSRGB(source)
      case .hwb: hwbToSRGB(source)
      case .srgbLinear: map(source, srgbGamma)
      default: gamutMapped(xyzD65(source, from: color.space))
      }
    func byte(_ value: Double) -> UInt8 {
      UInt8((min(max(value, 0), 1) * 255).rounded())
    }
    return Color(red: byte(rgb.0), green: byte(rgb.1), blue: byte(rgb.2), alpha: byte(color.alpha))
  }

  // MARK: - To XYZ D65

  /// `components` in `space` as CIE XYZ relative to D65.
  static func xyzD65(_ components: Vector, from space: ColorSpace) -> Vector {
    switch space {
    case .srgb: multiply(srgbToXYZ, map(components, srgbLinear))
    case .srgbLinear: multiply(srgbToXYZ, components)
    case .hsl: multiply(srgbToXYZ, map(hslToSRGB(components), srgbLinear))
    case .hwb: multiply(srgbToXYZ, map(hwbToSRGB(components), srgbLinear))
    case .displayP3: multiply(p3ToXYZ, map(components, srgbLinear))
    case .a98RGB: multiply(a98ToXYZ, map(components, a98Linear))
    case .prophotoRGB:
      multiply(d50ToD65, multiply(prophotoToXYZD50, map(components, prophotoLinear)))
    case .rec2020: multiply(rec2020ToXYZ, map(components, rec2020Linear))
    case .xyzD65: components
    case .xyzD50: multiply(d50ToD65, components)
    case .lab: multiply(d50ToD65, labToXYZD50(components))
    case .lch: multiply(d50ToD65, labToXYZD50(polarToRectangular(components)))
    case .oklab: oklabToXYZ(components)
    case .oklch: oklabToXYZ(polarToRectangular(components))
    }
  }

  /// XYZ D65 as sRGB (gamma-encoded), not clipped.
  static func srgb(fromXYZ xyz: Vector) -> Vector {
    map(multiply(xyzToSRGB, xyz), srgbGamma)
  }

  // MARK: - Gamut mapping (CSS Color 4 § 13.2)

  /// How far outside 0…1 a channel may fall and still count as in gamut (rounding noise).
  static let gamutEpsilon = 0.000075
  /// The just-noticeable difference in OKLab the search stops at.
  static let jnd = 0.02
  /// The chroma precision of the search.
  static let searchEpsilon = 0.0001

  /// `xyz` as sRGB inside 0…1: unchanged when it is already in gamut (clipping rounding noise),
  /// otherwise by the CSS Color 4 binary search on OKLCh chroma.
  static func gamutMapped(_ xyz: Vector) -> Vector {
    let rgb = srgb(fromXYZ: xyz)
    if inGamut(rgb) { return clip(rgb) }
    let lab = xyzToOKLab(xyz)
    let lightness = lab.0
    if lightness >= 1 { return (1, 1, 1) }
    if lightness <= 0 { return (0, 0, 0) }
    let hue = atan2(lab.2, lab.1)
    let originChroma = (lab.1 * lab.1 + lab.2 * lab.2).squareRoot()
    func oklab(chroma: Double) -> Vector { (lightness, chroma * cos(hue), chroma * sin(hue)) }
    func clippedDistance(_ current: Vector) -> (Vector, Double) {
      let clipped = clip(srgb(fromXYZ: oklabToXYZ(current)))
      return (clipped, deltaEOK(xyzToOKLab(multiply(srgbToXYZ, map(clipped, srgbLinear))), current))
    }
    var (clipped, distance) = clippedDistance(lab)
    if distance < jnd { return clipped }
    var low = 0.0
    var high = originChroma
    var lowInGamut = true
    while high - low > searchEpsilon {
      let chroma = (low + high) / 2
      let current = oklab(chroma: chroma)
      if lowInGamut, inGamut(srgb(fromXYZ: oklabToXYZ(current))) {
        low = chroma
        continue
      }
      (clipped, distance) = clippedDistance(current)
      if distance < jnd {
        if jnd - distance < searchEpsilon { return clipped }
        lowInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }

  static func inGamut(_ rgb: Vector) -> Bool {
    [rgb.0, rgb.1, rgb.2].allSatisfy { $0 >= -gamutEpsilon && $0 <= 1 + gamutEpsilon }
  }

  static func clip(_ rgb: Vector) -> Vector {
    map(rgb) { min(max($0, 0), 1) }
  }

  /// The Euclidean distance of two OKLab colours.
  static func deltaEOK(_ a: Vector, _ b: Vector) -> Double {
    let (dl, da, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return (dl * dl + da * da + db * db).squareRoot()
  }

  // MARK: - Transfer functions

  /// The sRGB (and Display P3) transfer function, gamma-encoded to linear.
  static func srgbLinear(_ value: Double) -> Double {
    let magnitude = abs(value)
    return magnitude <= 0.04045
      ? value / 12.92 : sign(value) * pow((magnitude + 0.055) / 1.055, 2.4)
  }

  /// Linear to gamma-encoded sRGB.
  static func srgbGamma(_ value: Double) -> Double {
    let magnitude = abs(value)
    return magnitude > 0.0031308
      ? sign(value) * (1.055 * pow(magnitude, 1 / 2.4) - 0.055) : 12.92 * value
  }

  static func a98Linear(_ value: Double) -> Double {
    sign(value) * pow(abs(value), 563 / 256)
  }

  static func prophotoLinear(_ value: Double) -> Double {
    let magnitude = abs(value)
    return magnitude <= 16 / 512 ? value / 16 : sign(value) * pow(magnitude, 1.8)
  }

  static func rec2020Linear(_ value: Double) -> Double {
    let alpha = 1.09929682680944
    let beta = 0.018053968510807
    let magnitude = abs(value)
    return magnitude < beta * 4.5
      ? value / 4.5 : sign(value) * pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
  }

  static func sign(_ value: Double) -> Double { value < 0 ? -1 : 1 }

  // MARK: - Polar and cylindrical models

  /// `[hue, saturation, lightness]` (hue in degrees, the others 0…100) as gamma-encoded sRGB.
  static func hslToSRGB(_ hsl: Vector) -> Vector {
    var hue = hsl.0.truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    let saturation = hsl.1 / 100
    let lightness = hsl.2 / 100
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return (channel(0), channel(8), channel(4))
  }

  /// `[hue, whiteness, blackness]` (hue in degrees, the others 0…100) as gamma-encoded sRGB.
  static func hwbToSRGB(_ hwb: Vector) -> Vector {
    let white = hwb.1 / 100
    let black = hwb.2 / 100
    if white + black >= 1 {
      let gray = white / (white + black)
      return (gray, gray, gray)
    }
    return map(hslToSRGB((hwb.0, 100, 50))) { $0 * (1 - white - black) + white }
  }

  /// `[lightness, chroma, hue°]` as `[lightness, a, b]` (LCh → Lab, OKLCh → OKLab).
  static func polarToRectangular(_ lch: Vector) -> Vector {
    let radians = lch.2 * .pi / 180
    return (lch.0, lch.1 * cos(radians), lch.1 * sin(radians))
  }

  /// CIE Lab (D50) as XYZ D50.
  static func labToXYZD50(_ lab: Vector) -> Vector {
    let kappa = 24389.0 / 27
    let epsilon = 216.0 / 24389
    let f1 = (lab.0 + 16) / 116
    let f0 = lab.1 / 500 + f1
    let f2 = f1 - lab.2 / 200
    let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
    let y = lab.0 > kappa * epsilon ? pow((lab.0 + 16) / 116, 3) : lab.0 / kappa
    let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
    return (x * d50White.0, y * d50White.1, z * d50White.2)
  }

  /// OKLab as XYZ D65.
  static func oklabToXYZ(_ lab: Vector) -> Vector {
    let lms = multiply(oklabToLMS, lab)
    return multiply(lmsToXYZ, map(lms) { $0 * $0 * $0 })
  }

  /// XYZ D65 as OKLab.
  static func xyzToOKLab(_ xyz: Vector) -> Vector {
    multiply(lmsToOKLab, map(multiply(xyzToLMS, xyz), cbrt))
  }

  // MARK: - Matrices (CSS Color 4 § 18)

  typealias Matrix = (Vector, Vector, Vector)

  static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
    (
      m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
      m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
      m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
    )
  }

  static func map(_ v: Vector, _ transform: (Double) -> Double) -> Vector {
    (transform(v.0), transform(v.1), transform(v.2))
  }

  /// The D50 white point, `[0.3457 / 0.3585, 1, (1 − 0.3457 − 0.3585) / 0.3585]`.
  static let d50White: Vector = (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

  static let srgbToXYZ: Matrix = (
    (506752 / 1228815, 87881 / 245763, 12673 / 70218),
    (87098 / 409605, 175762 / 245763, 12673 / 175545),
    (7918 / 409605, 87881 / 737289, 1001167 / 1053270)
  )

  static let xyzToSRGB: Matrix = (
    (12831 / 3959, -329 / 214, -1974 / 3959),
    (-851781 / 878810, 1648619 / 878810, 36519 / 878810),
    (705 / 12673, -2585 / 12673, 705 / 667)
  )

  static let p3ToXYZ: Matrix = (
    (608311 / 1250200, 189793 / 714400, 198249 / 1000160),
    (35783 / 156275, 247089 / 357200, 198249 / 2500400),
    (0, 32229 / 714400, 5220557 / 5000800)
  )

  static let a98ToXYZ: Matrix = (
    (573536 / 994567, 263643 / 1420810, 187206 / 994567),
    (591459 / 1989134, 6239551 / 9945670, 374412 / 4972835),
    (53769 / 1989134, 351524 / 4972835, 4929758 / 4972835)
  )

  static let prophotoToXYZD50: Matrix = (
    (0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
    (0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
    (0, 0, 0.82510460251046020)
  )

  static let rec2020ToXYZ: Matrix = (
    (63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314),
    (26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157),
    (0, 19567812 / 697040785, 295819943 / 278816314)
  )

  /// Bradford chromatic adaptation from D50 to D65.
  static let d50ToD65: Matrix = (
    (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
    (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
    (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
  )

  static let xyzToLMS: Matrix = (
    (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
    (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
    (0.0481771893596242, 0.2642395317527308, 0.6335478284694309)
  )

  static let lmsToXYZ: Matrix = (
    (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
    (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
    (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
  )

  static let oklabToLMS: Matrix = (
    (1, 0.3963377773761749, 0.2158037573099136),
    (1, -0.1055613458156586, -0.0638541728258133),
    (1, -0.0894841775298119, -1.2914855480194092)
  )

  static let lmsToOKLab: Matrix = (
    (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
    (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
    (0.0259040424655478, 0.7827717124575296, -0.8086757549230774)
  )
}
