/// The colour spaces of the DTCG Color Module 2025.10 (`colorSpace`), each with the range of its
/// three components.
public enum ColorSpace: String, CaseIterable, Sendable {
  case srgb
  case srgbLinear = "srgb-linear"
  case hsl
  case hwb
  case lab
  case lch
  case oklab
  case oklch
  case displayP3 = "display-p3"
  case a98RGB = "a98-rgb"
  case prophotoRGB = "prophoto-rgb"
  case rec2020
  case xyzD65 = "xyz-d65"
  case xyzD50 = "xyz-d50"

  /// The allowed values of one component.
  enum Range: Sendable {
    /// 0…1 (RGB channels, XYZ, OKLab lightness).
    case unit
    /// 0…100 (HSL saturation and lightness, HWB whiteness and blackness, Lab lightness).
    case percent
    /// 0 up to but not including 360.
    case hue
    /// 0 or more (chroma).
    case chroma
    /// Any finite number (Lab and OKLab a and b).
    case unbounded

    func contains(_ value: Double) -> Bool {
      guard value.isFinite else { return false }
      return switch self {
      case .unit: (0...1).contains(value)
      case .percent: (0...100).contains(value)
      case .hue: (0..<360).contains(value)
      case .chroma: value >= 0
      case .unbounded: true
      }
    }

    /// `0…1`, `0 up to 360`.
    var text: String {
      switch self {
      case .unit: "0…1"
      case .percent: "0…100"
      case .hue: "0 up to (not including) 360"
      case .chroma: "0 or more"
      case .unbounded: "any number"
      }
    }
  }

  /// The ranges of the three components, in order.
  var ranges: [Range] {
    switch self {
    case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
      [.unit, .unit, .unit]
    case .hsl, .hwb: [.hue, .percent, .percent]
    case .lab: [.percent, .unbounded, .unbounded]
    case .lch: [.percent, .chroma, .hue]
    case .oklab: [.unit, .unbounded, .unbounded]
    case .oklch: [.unit, .chroma, .hue]
    }
  }

  /// Every name, for messages.
  static let list = allCases.map(\.rawValue).joined(separator: ", ")
}
