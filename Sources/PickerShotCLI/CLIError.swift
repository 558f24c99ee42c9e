/// A failure the CLI reports as one line on stderr with a distinct exit code (BSD sysexits).
public enum CLIError: Error, Equatable, CustomStringConvertible {
  /// Wrong arguments: unknown scene, theme, scale, option or subcommand. Exit 64.
  case usage(String)
  /// Bad input data: a corrupt, oversized or non-regular file, a bad token value, a corrupt font,
  /// a mismatched golden pair. Exit 65.
  case data(String)
  /// An input file or folder that does not exist. Exit 66.
  case noInput(String)
  /// Something the machine lacks, such as a font. Exit 69.
  case unavailable(String)
  /// An output file could not be written. Exit 73.
  case cannotCreate(String)
  /// A large buffer could not be allocated (``OutOfMemory``). Exit 71 (EX_OSERR).
  case outOfMemory(String)
  /// Anything else that went wrong inside. Exit 70.
  case internalError(String)

  /// The process exit code.
  public var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .data: 65
    case .noInput: 66
    case .unavailable: 69
    case .internalError: 70
    case .outOfMemory: 71
    case .cannotCreate: 73
    }
  }

  /// The same error with `prefix` before its message (`diff: `).
  func prefixed(_ prefix: String) -> CLIError {
    switch self {
    case .usage(let m): .usage(prefix + m)
    case .data(let m): .data(prefix + m)
    case .noInput(let m): .noInput(prefix + m)
    case .unavailable(let m): .unavailable(prefix + m)
    case .cannotCreate(let m): .cannotCreate(prefix + m)
    case .outOfMemory(let m): .outOfMemory(prefix + m)
    case .internalError(let m): .internalError(prefix + m)
    }
  }

  /// The message, one line.
  public var description: String {
    switch self {
    case .usage(let m), .data(let m), .noInput(let m), .unavailable(let m), .cannotCreate(let m),
      .internalError(let m), .outOfMemory(let m):
      m
    }
  }
}
