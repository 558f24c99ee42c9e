import CSHA256

/// SHA-256 (FIPS 180-4) without a crypto dependency, for font, PNG and sidecar hashes: SHA-NI
/// where the CPU has it, else a portable C compression (CSHA256).
public enum SHA256 {
  /// Which compression runs.
  public enum Path: Sendable {
    /// SHA-NI where the CPU has it, else ``portable``.
    case fastest
    /// The portable C compression, whatever the CPU (for tests of that path).
    case portable
  }

  /// Whether this CPU has the SHA extensions that ``Path/fastest`` takes.
  public static var hasSHANI: Bool { csha256_has_sha_ni() != 0 }

  /// The digest of `bytes` as 64 lower-case hex digits.
  public static func hex(_ bytes: [UInt8], path: Path = .fastest) -> String {
    bytes.withUnsafeBytes { hex($0, path: path) }
  }

  /// The digest of the bytes in `buffer` as 64 lower-case hex digits.
  public static func hex(_ buffer: UnsafeRawBufferPointer, path: Path = .fastest) -> String {
    var digest = [UInt8](repeating: 0, count: 32)
    digest.withUnsafeMutableBufferPointer { out in
      csha256_digest(
        buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count, out.baseAddress,
        path == .fastest ? 1 : 0)
    }
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(64)
    for byte in digest {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 15)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
