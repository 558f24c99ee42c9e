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

  /// Creates paths.
  public init(
    expected: String? = nil, actual: String? = nil, diff: String? = nil, sideBySide: String? = nil
  ) {
    self.expected = expected
    self.actual = actual
    self.diff = diff
    self.sideBySide = sideBySide
  }
}
