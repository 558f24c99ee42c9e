import Foundation
import Raster
import Testing

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

  @Test func readsEmptyFile() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AtomicFile.write([], to: root + "/empty")
    #expect(try BinaryFile.read(atPath: root + "/empty") == [])
  }
}
