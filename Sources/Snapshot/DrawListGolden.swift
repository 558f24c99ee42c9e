import Raster

/// The draw-list golden of one scene in one theme, `<scene>/<theme>.drawlist.txt`: the draw list's
/// dump, one command a line, two decimals. It is the same at every scale, so it is kept once per
/// scene and theme, beside the PNG goldens; it changes only when the scene does, whatever the
/// rasterizer does.
public enum DrawListGolden {
  /// The largest draw-list golden read: a few thousand commands are well under this.
  public static let maxFileBytes = 8 << 20

  /// The file's bytes for `lines`: one line each, trailing newline.
  public static func encoded(_ lines: [String]) -> [UInt8] {
    Array((lines.joined(separator: "\n") + "\n").utf8)
  }

  /// The lines of `list`'s dump (or of a golden's text): its non-empty runs between line feeds.
  ///
  /// The same lines as `split(separator: "\n")`, found in the UTF-8 bytes instead of by
  /// Character (which costs a grapheme-break check a character, most of a one-scene `verify`'s
  /// draw-list check): a line feed splits wherever it is a Character of its own, that is,
  /// everywhere except after a carriage return (`\r\n` is one Character, not equal to `\n`).
  public static func lines(of dump: String) -> [String] {
    var text = dump
    return text.withUTF8 { bytes in
      var lines: [String] = []
      var start = 0
      for index in bytes.indices
      where bytes[index] == UInt8(ascii: "\n")
        && (index == 0 || bytes[index - 1] != UInt8(ascii: "\r"))
      {
        if index > start {
          lines.append(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        }
        start = index + 1
      }
      if bytes.count > start {
        lines.append(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
      }
      return lines
    }
  }

  /// Reads the golden's lines, or `nil` when there is none; an oversized, non-regular or
  /// non-UTF-8 file is ``GoldenError/badDrawListGolden(_:)`` naming it.
  public static func read(_ path: String) throws -> [String]? {
    try readFile(path)?.lines
  }

  /// Reads the golden's bytes and lines, or `nil` when there is none; errors as
  /// ``read(_:)``.
  public static func readFile(_ path: String) throws -> (bytes: [UInt8], lines: [String])? {
    guard GoldenInventory.kind(of: path) != .missing else { return nil }
    let bytes: [UInt8]
    do { bytes = try BinaryFile.read(atPath: path, maxBytes: maxFileBytes) } catch {
      throw GoldenError.badDrawListGolden(path)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw GoldenError.badDrawListGolden(path)
    }
    return (bytes, lines(of: text))
  }
}
