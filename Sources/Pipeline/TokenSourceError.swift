/// Why ``TokenSources`` could not make a token set: one line naming the file and the JSON path.
public enum TokenSourceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A token, resolver or map file (or one a resolver refers to) does not exist.
  case noInput(String)
  /// A file that is not a regular file, too large, not JSON, or holds tokens pickershot cannot
  /// draw with.
  case data(String)

  /// The message, one line.
  public var description: String {
    switch self {
    case .noInput(let message), .data(let message): message
    }
  }
}
