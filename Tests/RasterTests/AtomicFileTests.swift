import Foundation
import Testing

@testable import Raster

/// `AtomicFile` and `BinaryFile`.
@Suite struct AtomicFileTests {
  /// A fresh, empty scratch directory.
  static func scratch() throws -> String {
    let path = NSTemporaryDirectory() + "raster-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test(arguments: [false, true])
  func writesAndCreatesParents(_ sync: Bool) throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/a/b/c/out.png"
    try AtomicFile.write([1, 2, 3], to: path, sync: sync)
    #expect(try BinaryFile.read(atPath: path) == [1, 2, 3])
    try AtomicFile.write(Data([4, 5]), to: path, sync: sync)
    #expect(try BinaryFile.read(atPath: path) == [4, 5])
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/a/b/c") == ["out.png"])
  }

  @Test func failedWriteLeavesNothingBehind() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    // rename(2) cannot replace a non-empty directory, so the write fails at the last step.
    let target = root + "/golden.png"
    try FileManager.default.createDirectory(
      atPath: target + "/inside", withIntermediateDirectories: true)
    let error = #expect(throws: RasterError.self) { try AtomicFile.write([1, 2, 3], to: target) }
    #expect(error?.description.hasPrefix("cannot write '\(target)': ") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["golden.png"])
  }

  @Test func parentThatIsAFileFails() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AtomicFile.write([0], to: root + "/file")
    #expect(throws: RasterError.self) { try AtomicFile.write([1], to: root + "/file/child.png") }
    #expect(try BinaryFile.read(atPath: root + "/file") == [0])
  }

  /// Paths split into folder and name as `NSString`'s `deletingLastPathComponent` and
  /// `lastPathComponent` split them (which `AtomicFile` used before), but a trailing `/` leaves
  /// an empty name, refused as a folder.
  static let splits: [(path: String, directory: String, name: String)] = [
    ("out.png", "", "out.png"),
    ("a/out.png", "a", "out.png"),
    ("a/b/c/out.png", "a/b/c", "out.png"),
    ("/out.png", "/", "out.png"),
    ("//out.png", "/", "out.png"),
    ("a//out.png", "a", "out.png"),
    ("/tmp/x/日本.png", "/tmp/x", "日本.png"),
    ("a/", "a", ""),
  ]

  @Test(arguments: splits)
  func splitsAPathAtItsLastSlash(_ row: (path: String, directory: String, name: String)) {
    let (directory, name) = AtomicFile.split(row.path)
    #expect(directory == row.directory)
    #expect(name == row.name)
  }

  @Test func makesMissingFoldersAndRefusesAFileInTheWay() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(AtomicFile.makeDirectories(root + "/a/b/c"))
    #expect(AtomicFile.makeDirectories(root + "/a/b/c"))
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: root + "/a/b/c", isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    try AtomicFile.write([0], to: root + "/file")
    #expect(!AtomicFile.makeDirectories(root + "/file"))
    #expect(!AtomicFile.makeDirectories(root + "/file/below"))
    try FileManager.default.createSymbolicLink(
      atPath: root + "/dangling", withDestinationPath: root + "/gone")
    #expect(!AtomicFile.makeDirectories(root + "/dangling/below"))
    let error = #expect(throws: RasterError.self) { try AtomicFile.write([1], to: root + "/a/") }
    #expect(error?.description.contains("names a folder, not a file") == true)
  }

  @Test func readsEmptyFile() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AtomicFile.write([], to: root + "/empty")
    #expect(try BinaryFile.read(atPath: root + "/empty") == [])
  }

  /// Names of the given UTF-8 length: ASCII, and multi-byte characters whose
  /// encoding straddles the cut point of the temporary name.
  static let longNames: [String] = [
    String(repeating: "a", count: 246) + ".png",  // 250 bytes
    String(repeating: "b", count: 251) + ".png",  // 255 bytes
    String(repeating: "é", count: 125) + "x.png",  // 255 bytes, 2-byte characters
    "a" + String(repeating: "日", count: 83) + ".png",  // 254 bytes, 3-byte characters
    "ab" + String(repeating: "😀", count: 62) + ".png",  // 254 bytes, 4-byte characters
  ]

  @Test(arguments: longNames)
  func writesLongestLegalNames(_ name: String) throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(name.utf8.count >= 250 && name.utf8.count <= 255)
    try AtomicFile.write([1, 2], to: root + "/" + name)
    try AtomicFile.write([3], to: root + "/" + name)
    #expect(try BinaryFile.read(atPath: root + "/" + name) == [3])
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == [name])
    let temporary = AtomicTemporaryName(target: name)
    #expect(temporary.fileName.utf8.count <= 255)
    #expect(AtomicTemporaryName(parsing: temporary.fileName) == temporary)
    #expect(name.utf8.starts(with: temporary.name.utf8))
  }

  @Test func temporaryNameIsTheDocumentedPattern() {
    let name = AtomicTemporaryName(target: "golden.png", pid: 4242, random: 35)
    #expect(name.fileName == ".golden.png.4242.000000000000z.tmp")
    let longest = AtomicTemporaryName(
      target: String(repeating: "n", count: 255), pid: .max, random: .max)
    #expect(longest.fileName.utf8.count == 255)
    #expect(longest.random == "3w5e11264sgsf")
  }

  /// File names and whether they parse as a temporary (and to what name and pid).
  static let parserTable: [(String, String?, Int32?)] = [
    (".golden.png.4242.000000000000z.tmp", "golden.png", 4242),
    (".a.1.3w5e11264sgsf.tmp", "a", 1),
    (".a.b.c.2147483647.0123456789abc.tmp", "a.b.c", 2_147_483_647),
    (".notes.tmp", nil, nil),
    (".a.12.tmp", nil, nil),
    ("x.1.abc.tmp", nil, nil),
    ("x.1.0123456789abc.tmp", nil, nil),  // no leading dot
    ("..1.0123456789abc.tmp", nil, nil),  // empty name
    (".a.1.0123456789ab.tmp", nil, nil),  // 12-character random part
    (".a.1.0123456789abcd.tmp", nil, nil),  // 14
    (".a.1.0123456789ABC.tmp", nil, nil),  // upper case
    (".a.1.0123456789ab-.tmp", nil, nil),
    (".a.01.0123456789abc.tmp", nil, nil),  // leading zero
    (".a.0.0123456789abc.tmp", nil, nil),  // pid 0
    (".a.2147483648.0123456789abc.tmp", nil, nil),  // above Int32.max
    (".a.-1.0123456789abc.tmp", nil, nil),
    (".a..0123456789abc.tmp", nil, nil),  // no pid
    (".a.1.0123456789abc.tmp.tmp", nil, nil),
    (".a.1.0123456789abc.TMP", nil, nil),
    (".a.1.0123456789abc", nil, nil),
    (".a.1.0123456789abc.tmp~", nil, nil),
    ("." + String(repeating: "n", count: 226) + ".1.0123456789abc.tmp", nil, nil),  // name too long
    (
      "." + String(repeating: "n", count: 225) + ".1.0123456789abc.tmp",
      String(repeating: "n", count: 225), 1
    ),
  ]

  @Test(arguments: parserTable)
  func parsesExactlyTheGeneratedPattern(_ fileName: String, _ name: String?, _ pid: Int32?) {
    let parsed = AtomicTemporaryName(parsing: fileName)
    #expect(parsed?.name == name)
    #expect(parsed?.pid == pid)
    if let parsed { #expect(parsed.fileName == fileName) }
  }

  @Test func writeAllReplacesEveryFile() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AtomicFile.write([0], to: root + "/a.png")
    try AtomicFile.writeAll([(root + "/a.png", [1]), (root + "/sub/a.json", [2, 2])])
    #expect(try BinaryFile.read(atPath: root + "/a.png") == [1])
    #expect(try BinaryFile.read(atPath: root + "/sub/a.json") == [2, 2])
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["a.png", "sub"])
  }

  /// Second targets that cannot be written: a parent that is a regular file, and a
  /// target that is a non-empty directory (only the rename would fail).
  @Test(arguments: ["file/b.json", "dir"])
  func writeAllReplacesNothingWhenOneFails(_ second: String) throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AtomicFile.write([0], to: root + "/a.png")
    try AtomicFile.write([9], to: root + "/file")
    try AtomicFile.write([9], to: root + "/dir/inside")
    let error = #expect(throws: RasterError.self) {
      try AtomicFile.writeAll([(root + "/a.png", [1]), (root + "/" + second, [2])])
    }
    guard case .writeFailed = error else {
      Issue.record("expected writeFailed, got \(String(describing: error))")
      return
    }
    #expect(try BinaryFile.read(atPath: root + "/a.png") == [0])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root).sorted() == [
        "a.png", "dir", "file",
      ])
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/dir") == ["inside"])
  }

  @Test func writeAllRefusesAPathListedTwice() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(
      throws: RasterError.writeFailed(path: root + "/a", reason: "listed twice in one group")
    ) { try AtomicFile.writeAll([(root + "/a", [1]), (root + "/a", [2])]) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == [])
  }

  /// A pid no process can have: Linux pids stop at 2^22.
  static let deadPID: Int32 = 99_999_999

  @Test func removesOnlyStaleTemporaries() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    func temporary(_ pid: Int32, _ random: UInt64 = 7) -> String {
      AtomicTemporaryName(target: "a.png", pid: pid, random: random).fileName
    }
    let stale = [temporary(Self.deadPID), temporary(Self.deadPID, 8)]
    let kept = [
      temporary(getpid()), temporary(getppid()), temporary(1), ".notes.tmp", ".a.12.tmp",
      "x.1.abc.tmp", ".a.99999999.0123456789ab.tmp", "a.png",
    ]
    for name in stale + kept { try AtomicFile.write([1], to: root + "/" + name) }
    // A symlink and a directory named like stale temporaries, and one in a subdirectory.
    try AtomicFile.write([5], to: root + "/target")
    #expect(symlink(root + "/target", root + "/" + temporary(Self.deadPID, 9)) == 0)
    try FileManager.default.createDirectory(
      atPath: root + "/" + temporary(Self.deadPID, 10), withIntermediateDirectories: false)
    try AtomicFile.write([1], to: root + "/sub/" + temporary(Self.deadPID, 11))

    let removed = try AtomicFile.removeStaleTemporaries(in: root)
    #expect(removed == stale.map { root + "/" + $0 }.sorted())
    let left = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
    let expected =
      kept + ["target", "sub", temporary(Self.deadPID, 9), temporary(Self.deadPID, 10)]
    #expect(left == expected.sorted())
    #expect(try BinaryFile.read(atPath: root + "/target") == [5])
    #expect(try AtomicFile.removeStaleTemporaries(in: root) == [])
    #expect(try AtomicFile.removeStaleTemporaries(in: root + "/missing") == [])
  }

  /// Given the names its caller listed, the directory is not listed again: a stale temporary
  /// not among them stays, and a name reaching out of the directory is refused.
  @Test func removesOnlyTheStaleTemporariesAmongGivenNames() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    func temporary(_ random: UInt64) -> String {
      AtomicTemporaryName(target: "a.png", pid: Self.deadPID, random: random).fileName
    }
    for name in [temporary(1), temporary(2)] { try AtomicFile.write([1], to: root + "/" + name) }
    try AtomicFile.write([1], to: root + "/sub/" + temporary(3))
    let removed = try AtomicFile.removeStaleTemporaries(
      in: root + "/sub", among: [temporary(1), "../" + temporary(2), "./" + temporary(3)])
    #expect(removed == [])
    #expect(
      try AtomicFile.removeStaleTemporaries(in: root, among: [temporary(1)])
        == [root + "/" + temporary(1)])
    let left = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
    #expect(left == ["sub", temporary(2)].sorted())
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/sub") == [temporary(3)])
  }
}
