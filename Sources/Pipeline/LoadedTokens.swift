import Snapshot
import Theme

/// The token set ``TokenSources`` make and the files they read.
public struct LoadedTokens {
  /// The set, or `nil` for the built-in one.
  public var tokens: TokenSet?
  /// Every file read (token files, a resolver's files, the map), with its SHA-256.
  public var files: [GoldenSidecar.TokenFile]
  /// The files, or `nil` for the built-in set (as a sidecar records them).
  public var sidecarFiles: [GoldenSidecar.TokenFile]? { files.isEmpty ? nil : files }

  /// Creates a result.
  public init(tokens: TokenSet?, files: [GoldenSidecar.TokenFile]) {
    self.tokens = tokens
    self.files = files
  }
}
