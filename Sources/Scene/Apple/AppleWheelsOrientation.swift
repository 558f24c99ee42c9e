/// The iOS wheels' orientation: UIKit's default picker height is 216 pt in portrait and 162 pt in
/// landscape (tokens.md §3.2); the width, the 32 pt rows and the band stay the same.
public enum AppleWheelsOrientation: String, CaseIterable, Sendable {
  /// 320 × 216 pt: about five rows visible, four drawn on each side of the selection.
  case portrait
  /// 320 × 162 pt: the same cylinder ratio on a shorter wheel, so the off-centre rows squeeze
  /// more and three are drawn on each side.
  case landscape

  /// The picker's height in points.
  public var height: Double {
    switch self {
    case .portrait: 216
    case .landscape: 162
    }
  }

  /// The picker's size: 320 pt wide (its fitting width) and ``height`` high.
  public var size: AppleWheelsSize {
    AppleWheelsSize(width: AppleWheelsLayout.width, height: height)
  }
}
