import Foundation

/// Errors thrown by `PixelDiff`. Every description is a single line.
public enum PixelDiffError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
  /// The two images do not have the same dimensions.
  case sizeMismatch(widthA: Int, heightA: Int, widthB: Int, heightB: Int)
  /// An option is out of range (for example a NaN threshold).
  case invalidOptions(String)

  /// A one-line, human-readable explanation.
  public var description: String {
    switch self {
    case .sizeMismatch(let widthA, let heightA, let widthB, let heightB):
      return "image sizes differ: \(widthA)x\(heightA) vs \(widthB)x\(heightB)"
    case .invalidOptions(let reason):
      return "invalid diff options: \(reason)"
    }
  }

  /// Same as `description`, so `localizedDescription` is useful too.
  public var errorDescription: String? { description }
}
