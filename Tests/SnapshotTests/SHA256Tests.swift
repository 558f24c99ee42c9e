import Foundation
import Snapshot
import Testing

/// Snapshot's C SHA-256, both its paths, against NIST's vectors and the Swift reference.
@Suite struct SHA256Tests {
  static let paths: [SHA256.Path] = [.fastest, .portable]

  /// FIPS 180-4 examples (NIST CSRC "SHA256.pdf", SHA2_Additional): the digest of each message.
  static let nist: [(message: [UInt8], digest: String)] = [
    ([], "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    (Array("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      Array(
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
          + "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu").utf8),
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
    (
      [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000),
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
    ),
  ]

  @Test(arguments: paths, 0..<5)
  func nistVectors(path: SHA256.Path, index: Int) {
    let vector = Self.nist[index]
    #expect(SHA256.hex(vector.message, path: path) == vector.digest)
  }

  /// Every length 0…300 (block boundaries at 55/56/63/64/119/120/128…) and a few large ones, of
  /// seeded random bytes, equal the Swift reference's digest.
  @Test(arguments: paths)
  func randomLengthsMatchTheReference(path: SHA256.Path) {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
    for length in Array(0...300) + [447, 448, 511, 512, 513, 4095, 4096, 4097] {
      let bytes = (0..<length).map { _ in next() }
      #expect(
        SHA256.hex(bytes, path: path) == ReferenceSHA256.hex(bytes), "length \(length), \(path)")
    }
  }

  /// The machine the suite runs on reports SHA-NI exactly when /proc/cpuinfo lists `sha_ni`.
  @Test func shaNIMatchesCPUInfo() throws {
    guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return }
    #expect(SHA256.hasSHANI == info.split(whereSeparator: \.isWhitespace).contains("sha_ni"))
  }
}
