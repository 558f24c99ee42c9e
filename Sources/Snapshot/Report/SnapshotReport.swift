/// The result of one `verify` (or `record`) run: what every image did, as written to
/// `summary.json` and read by the HTML report and the JUnit writer.
public struct SnapshotReport: Codable, Equatable, Sendable {
  /// The renderer environment this run used.
  public var environment: [String: String]
  /// One entry per scene × theme × scale checked, in a stable order.
  public var entries: [SnapshotEntry]
  /// Goldens on disk that no scene renders any more (paths relative to the goldens folder).
  public var obsolete: [String]

  /// Creates a report.
  public init(environment: [String: String], entries: [SnapshotEntry], obsolete: [String] = []) {
    self.environment = environment
    self.entries = entries
    self.obsolete = obsolete
  }

  /// Whether every entry passed.
  public var allPassed: Bool { entries.allSatisfy { $0.status.isSuccess } }
}

/// How one image fared.
public enum SnapshotStatus: String, Codable, Sendable, CaseIterable {
  /// Draw list and pixels match the golden within its tolerance.
  case passed
  /// The draw list or the pixels differ beyond the tolerance.
  case failed
  /// No golden exists and the record mode did not allow writing one.
  case missing
  /// A golden was written in this run (new or re-recorded).
  case recorded
  /// Rendering or reading failed.
  case error

  /// Whether this status leaves the run green (recording is reported, but is not a failure of
  /// `verify`; tests treat it as one).
  public var isSuccess: Bool { self == .passed || self == .recorded }
}

/// A rectangle of differing pixels, in image pixels.
public struct PixelBox: Codable, Equatable, Sendable {
  /// Left edge.
  public var x: Int
  /// Top edge.
  public var y: Int
  /// Width.
  public var width: Int
  /// Height.
  public var height: Int

  /// Creates a box.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

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

/// One scene × theme × scale.
public struct SnapshotEntry: Codable, Equatable, Sendable {
  /// `<scene>/<theme>@<scale>x`, also the artifact sub-path.
  public var id: String
  /// Scene name.
  public var scene: String
  /// `light` or `dark`.
  public var theme: String
  /// 1, 2 or 3.
  public var scale: Int
  /// The outcome.
  public var status: SnapshotStatus
  /// One line saying what happened (e.g. `412 pixels differ (0.09 %), tolerance 0`).
  public var message: String
  /// Readable draw-list changes, e.g. `fill #335CFF → #3559E9 at day 2026-01-16`.
  public var drawListChanges: [String]
  /// Image width in pixels.
  public var width: Int
  /// Image height in pixels.
  public var height: Int
  /// Pixels counted as different.
  public var differingPixels: Int
  /// Anti-aliasing pixels found (not counted).
  public var antialiasedPixels: Int
  /// Largest absolute difference per channel, R G B A.
  public var maxChannelDelta: [Int]
  /// Where the differing pixels are.
  public var boxes: [PixelBox]
  /// Whether the golden was recorded on a machine with another renderer fingerprint.
  public var environmentDiffers: Bool
  /// The fingerprint fields that differ, `name: golden → here`.
  public var environmentChanges: [String]
  /// Artifact files, relative to the report folder.
  public var artifacts: ArtifactPaths
  /// The golden's path relative to the package (e.g. `goldens/date-picker/light@2x.png`).
  public var golden: String

  /// Creates an entry.
  public init(
    id: String, scene: String, theme: String, scale: Int, status: SnapshotStatus, message: String,
    drawListChanges: [String] = [], width: Int = 0, height: Int = 0, differingPixels: Int = 0,
    antialiasedPixels: Int = 0, maxChannelDelta: [Int] = [0, 0, 0, 0], boxes: [PixelBox] = [],
    environmentDiffers: Bool = false, environmentChanges: [String] = [],
    artifacts: ArtifactPaths = ArtifactPaths(), golden: String
  ) {
    self.id = id
    self.scene = scene
    self.theme = theme
    self.scale = scale
    self.status = status
    self.message = message
    self.drawListChanges = drawListChanges
    self.width = width
    self.height = height
    self.differingPixels = differingPixels
    self.antialiasedPixels = antialiasedPixels
    self.maxChannelDelta = maxChannelDelta
    self.boxes = boxes
    self.environmentDiffers = environmentDiffers
    self.environmentChanges = environmentChanges
    self.artifacts = artifacts
    self.golden = golden
  }
}
