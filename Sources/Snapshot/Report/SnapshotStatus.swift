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
