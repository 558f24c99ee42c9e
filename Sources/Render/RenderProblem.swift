/// Why a picture could not be drawn, as a ``Renderer`` tells its errors apart (the snapshot
/// engine reports each kind with its own exit code).
public enum RenderProblem: Sendable {
  /// The input cannot be drawn: a bad draw list, token or font file (exit 65).
  case badInput
  /// A font is not installed (exit 69).
  case missingFont
  /// The drawing library failed: a bug (exit 70).
  case internalError
}
