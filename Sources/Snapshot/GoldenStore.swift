import Foundation
import Raster

/// Compares outputs with the goldens on disk and writes them when the record mode says so.
///
/// PNG goldens are written with ``PNGProfile/small`` (they are committed, so size matters) and
/// compared by decoded pixels, exactly. Text goldens are compared byte for byte.
public struct GoldenStore: Sendable {
  /// When to write.
  public let mode: RecordMode

  /// Creates a store.
  public init(mode: RecordMode) {
    self.mode = mode
  }

  /// Checks `actual` against the PNG golden at `path`.
  public func check(_ actual: Bitmap, at path: String) throws -> GoldenOutcome {
    guard let data = FileManager.default.contents(atPath: path) else {
      guard mode != .never else { return .missing(path: path) }
      try AtomicFile.write(try PNGCodec.encode(actual, profile: .small), to: path)
      return .recorded(path: path)
    }
    let expected = try PNGCodec.decode([UInt8](data), name: path)
    let detail = Self.difference(expected, actual)
    if detail == nil && mode != .all { return .matched }
    if mode == .failed || mode == .all {
      let png = try PNGCodec.encode(actual, profile: .small)
      if png != [UInt8](data) {
        try AtomicFile.write(png, to: path)
        return .recorded(path: path)
      }
      return .matched
    }
    return .mismatched(path: path, detail: detail!)
  }

  /// Checks `actual` against the text golden at `path`.
  public func check(text actual: String, at path: String) throws -> GoldenOutcome {
    guard let data = FileManager.default.contents(atPath: path) else {
      guard mode != .never else { return .missing(path: path) }
      try AtomicFile.write(Data(actual.utf8), to: path)
      return .recorded(path: path)
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected == actual { return .matched }
    if mode == .failed || mode == .all {
      try AtomicFile.write(Data(actual.utf8), to: path)
      return .recorded(path: path)
    }
    return .mismatched(path: path, detail: Self.firstDifferentLine(expected, actual))
  }

  /// `nil` when the pixels are equal, else a one-line summary.
  static func difference(_ expected: Bitmap, _ actual: Bitmap) -> String? {
    guard expected.width == actual.width, expected.height == actual.height else {
      return "size \(actual.width)x\(actual.height), golden \(expected.width)x\(expected.height)"
    }
    guard expected.pixels != actual.pixels else { return nil }
    var differing = 0
    expected.pixels.withUnsafeBufferPointer { e in
      actual.pixels.withUnsafeBufferPointer { a in
        var i = 0
        while i < e.count {
          if e[i] != a[i] || e[i + 1] != a[i + 1] || e[i + 2] != a[i + 2] || e[i + 3] != a[i + 3] {
            differing += 1
          }
          i += 4
        }
      }
    }
    return "\(differing) of \(actual.width * actual.height) pixels differ"
  }

  /// The first line where two texts part, as `line N: "expected" → "actual"`.
  static func firstDifferentLine(_ expected: String, _ actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(e.count, a.count) {
      let left = index < e.count ? String(e[index]) : "<end>"
      let right = index < a.count ? String(a[index]) : "<end>"
      if left != right { return "line \(index + 1): \(left) → \(right)" }
    }
    return "texts differ"
  }
}
