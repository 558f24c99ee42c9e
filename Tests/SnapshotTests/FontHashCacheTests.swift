import Foundation
import Testing

@testable import Snapshot

#if canImport(Glibc)
  import Glibc
#endif

/// The font hash cache: reused when nothing changed, recomputed when anything did, and never a
/// failure or a hang whatever is in its place.
@Suite struct FontHashCacheTests {
  /// Far enough ahead that files written by the test are not "changed within two seconds".
  static let later = timespec(tv_sec: Int(Date().timeIntervalSince1970) + 3600, tv_nsec: 0)

  /// A scratch folder holding a 5,000-byte "font" and the cache folder.
  struct Scratch {
    let root: String
    var font: String { root + "/Font.ttf" }
    var folder: String { root + "/cache" }
    var cacheFile: String { folder + "/" + FontHashCache.fileName }

    init(bytes: [UInt8]) throws {
      root = NSTemporaryDirectory() + "font-hash-cache-" + UUID().uuidString
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: font))
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  static func bytes(_ seed: UInt8) -> [UInt8] {
    (0..<5000).map { UInt8(truncatingIfNeeded: $0) &+ seed }
  }

  @Test func aSecondRunReusesTheHashAndACtimeChangeForcesARehash() throws {
    let scratch = try Scratch(bytes: Self.bytes(0))
    defer { scratch.remove() }
    var first = FontHashCache(folder: scratch.folder)
    #expect(first.hash(ofFile: scratch.font, now: Self.later) == SHA256.hex(Self.bytes(0)))
    #expect(first.computed == 1)
    var second = FontHashCache(folder: scratch.folder)
    #expect(second.hash(ofFile: scratch.font, now: Self.later) == SHA256.hex(Self.bytes(0)))
    #expect(second.computed == 0, "the second run reads the hash from the cache")

    // Same size, and the mtime put back to the nanosecond (touch -d): only the ctime moves.
    var old = stat()
    #expect(stat(scratch.font, &old) == 0)
    let handle = try #require(FileHandle(forWritingAtPath: scratch.font))
    try handle.write(contentsOf: Self.bytes(1))
    try handle.close()
    var times = [old.st_atim, old.st_mtim]
    #expect(utimensat(AT_FDCWD, scratch.font, &times, 0) == 0)
    var new = stat()
    #expect(stat(scratch.font, &new) == 0)
    #expect(new.st_size == old.st_size && new.st_mtim.tv_nsec == old.st_mtim.tv_nsec)
    #expect(new.st_mtim.tv_sec == old.st_mtim.tv_sec && new.st_ino == old.st_ino)
    var third = FontHashCache(folder: scratch.folder)
    #expect(third.hash(ofFile: scratch.font, now: Self.later) == SHA256.hex(Self.bytes(1)))
    #expect(third.computed == 1)
  }

  @Test func aFileChangedWithinTwoSecondsIsNotStored() throws {
    let scratch = try Scratch(bytes: Self.bytes(2))
    defer { scratch.remove() }
    var first = FontHashCache(folder: scratch.folder)
    #expect(first.hash(ofFile: scratch.font) == SHA256.hex(Self.bytes(2)))
    var second = FontHashCache(folder: scratch.folder)
    _ = second.hash(ofFile: scratch.font)
    #expect(second.computed == 1)
  }

  /// What stands in the cache file's place, each refused and the cache rebuilt.
  enum Hostile: String, CaseIterable {
    case garbage, truncated, tamperedHash, fifo, symlink, huge, directory, empty
  }

  @Test(arguments: Hostile.allCases)
  func aHostileCacheFileIsRefusedAndRebuilt(hostile: Hostile) throws {
    let scratch = try Scratch(bytes: Self.bytes(3))
    defer { scratch.remove() }
    var good = FontHashCache(folder: scratch.folder)
    _ = good.hash(ofFile: scratch.font, now: Self.later)
    let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: scratch.cacheFile)))
    let elsewhere = scratch.root + "/elsewhere.txt"
    try FileManager.default.removeItem(atPath: scratch.cacheFile)
    switch hostile {
    case .garbage:
      try Data([0xFF, 0x00, 0x0A, 0x41]).write(to: URL(fileURLWithPath: scratch.cacheFile))
    case .truncated:
      try Data(written.dropLast(10)).write(to: URL(fileURLWithPath: scratch.cacheFile))
    case .tamperedHash:
      // A wrong hash for the right key: the trailing checksum no longer matches.
      let text = String(decoding: written, as: UTF8.self)
      let lines = text.split(separator: "\n")
      let wrong = String(repeating: "0", count: 64) + lines[1].dropFirst(64)
      let forged = [String(lines[0]), wrong, String(lines[2])].joined(separator: "\n") + "\n"
      try Data(forged.utf8).write(to: URL(fileURLWithPath: scratch.cacheFile))
    case .fifo: #expect(mkfifo(scratch.cacheFile, 0o600) == 0)
    case .symlink:
      try Data(written).write(to: URL(fileURLWithPath: elsewhere))
      try FileManager.default.createSymbolicLink(
        atPath: scratch.cacheFile, withDestinationPath: elsewhere)
    case .huge:
      try Data(written + [UInt8](repeating: 0x20, count: FontHashCache.maximumBytes))
        .write(to: URL(fileURLWithPath: scratch.cacheFile))
    case .directory:
      try FileManager.default.createDirectory(
        atPath: scratch.cacheFile, withIntermediateDirectories: false)
    case .empty: try Data().write(to: URL(fileURLWithPath: scratch.cacheFile))
    }
    var refused = FontHashCache(folder: scratch.folder)
    #expect(refused.hash(ofFile: scratch.font, now: Self.later) == SHA256.hex(Self.bytes(3)))
    #expect(refused.computed == 1, "\(hostile): the cache file was not refused")
    var rebuilt = FontHashCache(folder: scratch.folder)
    #expect(rebuilt.hash(ofFile: scratch.font, now: Self.later) == SHA256.hex(Self.bytes(3)))
    #expect(rebuilt.computed == (hostile == .directory ? 1 : 0), "\(hostile): not rebuilt")
    if hostile == .symlink {
      #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: elsewhere))) == written)
    }
  }

  @Test func aCacheFolderThatCannotBeWrittenIsNoCache() throws {
    let scratch = try Scratch(bytes: Self.bytes(4))
    defer { scratch.remove() }
    // The folder's place is taken by a regular file.
    try Data([1]).write(to: URL(fileURLWithPath: scratch.folder))
    var cache = FontHashCache(folder: scratch.folder)
    #expect(cache.hash(ofFile: scratch.font, now: Self.later) == SHA256.hex(Self.bytes(4)))
    var none = FontHashCache(folder: nil)
    #expect(none.hash(ofFile: scratch.font, now: Self.later) == SHA256.hex(Self.bytes(4)))
    #expect(none.hash(ofFile: scratch.root, now: Self.later) == nil, "a folder is no font")
  }

  @Test(
    arguments: [
      (["PICKERSHOT_CACHE": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"], "/c"),
      (["PICKERSHOT_CACHE": "", "HOME": "/h"], nil),
      (["XDG_CACHE_HOME": "/x", "HOME": "/h"], "/x/pickershot"),
      (["XDG_CACHE_HOME": "relative", "HOME": "/h"], "/h/.cache/pickershot"),
      (["HOME": "/h"], "/h/.cache/pickershot"),
      (["HOME": "h"], nil),
      ([:], nil),
    ] as [([String: String], String?)])
  func theCacheFolder(environment: [String: String], folder: String?) {
    #expect(FontHashCache.folder(environment: environment) == folder)
  }
}
