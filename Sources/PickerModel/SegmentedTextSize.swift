/// The Dynamic Type sizes a segmented picker renders at, with Apple's point sizes and line
/// heights for the two text styles it uses (the Human Interface Guidelines' Dynamic Type table).
///
/// Segment labels ride `footnote` (13 pt at the default size, as UISegmentedControl's 13 pt);
/// the group label and the value line ride `body`, SwiftUI's default for a plain `Text`.
public enum SegmentedTextSize: String, CaseIterable, Hashable, Sendable {
  /// Large, the default setting: footnote 13/18, body 17/22.
  case standard = "default"
  /// Accessibility 3 (AX3): footnote 33/40, body 40/48.
  case accessibility3 = "AX3"

  /// The segment labels' point size (footnote).
  public var segmentSize: Double {
    switch self {
    case .standard: 13
    case .accessibility3: 33
    }
  }

  /// The segment labels' line height (footnote).
  public var segmentLineHeight: Double {
    switch self {
    case .standard: 18
    case .accessibility3: 40
    }
  }

  /// The group label's and the value line's point size (body).
  public var bodySize: Double {
    switch self {
    case .standard: 17
    case .accessibility3: 40
    }
  }

  /// The group label's and the value line's line height (body).
  public var bodyLineHeight: Double {
    switch self {
    case .standard: 22
    case .accessibility3: 48
    }
  }
}
