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
  /// What went wrong beyond a difference (unreadable input, a failed write…), if anything.
  public var problem: SnapshotProblem?
  /// The command that makes this image's golden from this run, as it runs (`pickershot record
  /// date-picker --theme light --scale 2`, or under CI `pickershot accept REPORT date-picker`);
  /// `nil` for an image that needs none.
  public var recordCommand: String?
  /// `true` when `verify --changed` passed the image without drawing it or decoding its golden:
  /// its draw list was byte for byte its draw-list golden and its sidecar's fingerprint equalled
  /// this run's in every field; `nil` (and not written) for an image checked in full.
  public var provenByFingerprint: Bool?
  /// How long checking the image took, in milliseconds: with the report's CI metadata, the only
  /// value that may differ between two runs of the same inputs.
  public var milliseconds: Int?

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
