/// Problems with the golden store, one line each.
public enum GoldenError: Error, Equatable, CustomStringConvertible {
  /// `PICKERSHOT_RECORD` or `--record` named no mode.
  case badRecordMode(String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .badRecordMode(let text):
      "unknown record mode '\(text)' (use never, missing, failed or all)"
    }
  }
}
