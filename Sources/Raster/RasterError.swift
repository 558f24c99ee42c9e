import Foundation

/// Errors thrown by the Raster module. Every description is a single line.
public enum RasterError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
  /// A pixel buffer whose byte count does not equal `4 * width * height`.
  case invalidPixelCount(width: Int, height: Int, count: Int)
  /// A PNG that could not be decoded; `name` is the file name or path given by the caller.
  case decodeFailed(name: String, reason: String)
  /// A bitmap that could not be encoded as PNG.
  case encodeFailed(reason: String)
  /// A file that could not be read or written.
  case io(path: String, reason: String)

  /// A one-line, human-readable explanation.
  public var description: String {
    switch self {
    case .invalidPixelCount(let width, let height, let count):
      let needed = max(0, width) * max(0, height) * 4
      return "invalid bitmap: \(width)x\(height) needs \(needed) bytes, got \(count)"
    case .decodeFailed(let name, let reason):
      return "cannot decode PNG '\(name)': \(reason)"
    case .encodeFailed(let reason):
      return "cannot encode PNG: \(reason)"
    case .io(let path, let reason):
      return "cannot access '\(path)': \(reason)"
    }
  }

  /// Same as `description`, so `localizedDescription` is useful too.
  public var errorDescription: String? { description }
}
