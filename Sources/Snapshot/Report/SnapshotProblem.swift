/// Why an image could not be checked or its results kept, beyond a plain difference. The CLI
/// turns each into its own exit code.
public enum SnapshotProblem: String, Codable, Sendable, CaseIterable {
  /// A golden, sidecar or token file is corrupt, too large, not a regular file, or a golden pair
  /// does not match (exit 65).
  case badInput
  /// A font file is not installed (exit 69).
  case missingFont
  /// A golden, sidecar, artifact or report file could not be written (exit 73).
  case cannotWrite
  /// A large buffer could not be allocated (exit 71).
  case outOfMemory
  /// Anything else: a bug (exit 70).
  case internalError
}
