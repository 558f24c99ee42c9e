import Foundation

/// Errors thrown by the Raster module. Every description is a single line.
///
/// Exit codes a command line maps them to (BSD sysexits): `fileNotFound` 66;
/// `notRegularFile`, `fileTooLarge`, `readFailed` and `decodeFailed` 65 (bad input);
/// `writeFailed` 73 (cannot write output); `encodeFailed` and `invalidPixelCount` 70
/// (a bug: the program built an impossible bitmap).
public enum RasterError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
  /// A pixel buffer whose byte count does not equal `4 * width * height`.
  case invalidPixelCount(width: Int, height: Int, count: Int)
  /// A PNG that could not be decoded; `name` is the file name or path given by the caller.
  case decodeFailed(name: String, reason: String)
  /// A bitmap that could not be encoded as PNG.
  case encodeFailed(reason: String)
  /// A file to read that does not exist (`ENOENT`, or `ENOTDIR`: a parent is not a directory).
  case fileNotFound(path: String, reason: String)
  /// A path to read that is not a regular file; `kind` is e.g. `directory` or `FIFO`.
  case notRegularFile(path: String, kind: String)
  /// A file to read with more than `limit` bytes; `size` is what `fstat` (or reading) found.
  case fileTooLarge(path: String, size: Int, limit: Int)
  /// A file that exists but could not be opened or read (permissions, I/O error, ...).
  case readFailed(path: String, reason: String)
  /// A file or directory that could not be written, created, synced or renamed.
  case writeFailed(path: String, reason: String)

  /// A one-line, human-readable explanation.
  public var description: String {
    switch self {
    case .invalidPixelCount(let width, let height, let count):
      let area = max(0, width).multipliedReportingOverflow(by: max(0, height))
      let bytes = area.partialValue.multipliedReportingOverflow(by: 4)
      let needed =
        area.overflow || bytes.overflow ? "more than \(Int.max)" : "\(bytes.partialValue)"
      return "invalid bitmap: \(width)x\(height) needs \(needed) bytes, got \(count)"
    case .decodeFailed(let name, let reason):
      return "cannot decode PNG '\(name)': \(reason)"
    case .encodeFailed(let reason):
      return "cannot encode PNG: \(reason)"
    case .fileNotFound(let path, let reason):
      return "cannot read '\(path)': \(reason)"
    case .notRegularFile(let path, let kind):
      return "cannot read '\(path)': not a regular file (\(kind))"
    case .fileTooLarge(let path, let size, let limit):
      return "cannot read '\(path)': file is \(size) bytes, more than the limit of \(limit) bytes"
    case .readFailed(let path, let reason):
      return "cannot read '\(path)': \(reason)"
    case .writeFailed(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    }
  }

  /// Same as `description`, so `localizedDescription` is useful too.
  public var errorDescription: String? { description }
}
