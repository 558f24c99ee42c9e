/// What checking one golden found.
public enum GoldenOutcome: Equatable, Sendable {
  /// The output equals the golden.
  case matched
  /// A golden was written (the record mode asked for it); a test must still fail.
  case recorded(path: String)
  /// No golden exists and the record mode forbids writing one.
  case missing(path: String)
  /// The output differs from the golden.
  case mismatched(path: String, detail: String)

  /// Whether the check passed without writing anything.
  public var isMatch: Bool { self == .matched }

  /// A one-line message for test failures and the CLI.
  public var message: String {
    switch self {
    case .matched: "matched"
    case .recorded(let path): "recorded new golden: \(path)"
    case .missing(let path):
      "missing golden: \(path) (record it with PICKERSHOT_RECORD=missing)"
    case .mismatched(let path, let detail): "differs from golden \(path): \(detail)"
    }
  }
}
