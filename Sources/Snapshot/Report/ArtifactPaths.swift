/// Files written for one entry, relative to the report folder; `nil` when not written.
public struct ArtifactPaths: Codable, Equatable, Sendable {
  /// The golden as it was (copied next to the others so the report is self-contained).
  public var expected: String?
  /// What this run rendered.
  public var actual: String?
  /// pixelmatch's diff image.
  public var diff: String?
  /// Expected | diff | actual in one image.
  public var sideBySide: String?
  /// The sidecar `actual.png` would get as a golden, recording `actual.png`'s SHA-256, so
  /// `pickershot accept` can check the image before it becomes a golden.
  public var actualSidecar: String?
  /// The draw list this run built for the entry's scene and theme (`*.drawlist.txt` form).
  public var actualDrawList: String?

  /// Creates paths.
  public init(
    expected: String? = nil, actual: String? = nil, diff: String? = nil, sideBySide: String? = nil
  ) {
    self.expected = expected
    self.actual = actual
    self.diff = diff
    self.sideBySide = sideBySide
  }

  /// Every path set, in a fixed order: expected, actual, diff, side by side, the actual's sidecar
  /// and draw list.
  public var all: [String] {
    [expected, actual, diff, sideBySide, actualSidecar, actualDrawList].compactMap { $0 }
  }
}
