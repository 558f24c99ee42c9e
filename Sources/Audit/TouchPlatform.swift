/// The platform whose minimum touch target applies.
public enum TouchPlatform: String, Sendable, CaseIterable {
  /// 44 × 44 pt (Apple's Human Interface Guidelines).
  case ios
  /// 48 × 48 dp (Material).
  case android

  /// The unit its sizes are given in: `pt` on iOS, `dp` on Android (one point each in a draw
  /// list).
  public var unit: String {
    switch self {
    case .ios: "pt"
    case .android: "dp"
    }
  }
}
