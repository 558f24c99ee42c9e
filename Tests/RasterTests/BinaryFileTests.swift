import Dispatch
import Foundation
import Raster
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `BinaryFile.read(atPath:maxBytes:)`: only regular files, sizes checked before reading.
@Suite struct BinaryFileTests {
  /// Runs `body` on another thread and returns its result, or nil if it takes more
  /// than `seconds` (then `unblock` is called so the thread can finish).
  static func withTimeout<T: Sendable>(
    _ seconds: Double, unblock: () -> Void, _ body: @escaping @Sendable () -> T
  ) -> T? {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: T? = nil
    Thread.detachNewThread {
      result = body()
      done.signal()
    }
    if done.wait(timeout: .now() + seconds) == .success { return result }
    unblock()
    _ = done.wait(timeout: .now() + 10)
    return nil
  }

  @Test func fifoIsRefusedWithoutBlocking() throws {
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/pipe.png"
    try #require(mkfifo(path, 0o600) == 0)
    let outcome = Self.withTimeout(
      5,
      unblock: {
        // A reader blocked in open(2) is released by a writer opening and closing.
        let writer = open(path, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
      },
      { Result { try BinaryFile.read(atPath: path) } })
    let result = try #require(outcome, "reading a FIFO blocked")
    #expect(throws: RasterError.notRegularFile(path: path, kind: "FIFO")) { try result.get() }
    #expect(
      RasterError.notRegularFile(path: path, kind: "FIFO").description
        == "cannot read '\(path)': not a regular file (FIFO)")
  }

  @Test func directoryIsRefused() throws {
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(throws: RasterError.notRegularFile(path: root, kind: "directory")) {
      try BinaryFile.read(atPath: root)
    }
  }

  @Test func deviceIsRefused() {
    #expect(throws: RasterError.notRegularFile(path: "/dev/null", kind: "character device")) {
      try BinaryFile.read(atPath: "/dev/null")
    }
    #expect(throws: RasterError.notRegularFile(path: "/dev/zero", kind: "character device")) {
      try PNGCodec.decodeFile(atPath: "/dev/zero")
    }
  }

  @Test func socketIsRefused() throws {
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/s"
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    try #require(fd >= 0)
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in path.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0)
    #expect(throws: RasterError.notRegularFile(path: path, kind: "socket")) {
      try BinaryFile.read(atPath: path)
    }
  }

  /// Makes a sparse file of `size` bytes at `path` (no blocks allocated).
  static func sparseFile(_ path: String, size: Int) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(fd >= 0)
    defer { close(fd) }
    try #require(ftruncate(fd, off_t(size)) == 0)
  }

  @Test func hugeSparseFileIsRefusedBeforeAllocating() throws {
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/huge.png"
    let size = 8 << 30
    try Self.sparseFile(path, size: size)
    let start = DispatchTime.now()
    #expect(
      throws: RasterError.fileTooLarge(
        path: path, size: size, limit: BinaryFile.defaultMaxBytes)
    ) { try BinaryFile.read(atPath: path) }
    #expect(
      throws: RasterError.fileTooLarge(path: path, size: size, limit: PNGCodec.maxFileBytes)
    ) { try PNGCodec.decodeFile(atPath: path) }
    #expect(throws: RasterError.fileTooLarge(path: path, size: size, limit: 100)) {
      try BinaryFile.read(atPath: path, maxBytes: 100)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    #expect(seconds < 1, "refusing took \(seconds) s")
    #expect(
      RasterError.fileTooLarge(path: path, size: size, limit: 100).description
        == "cannot read '\(path)': file is 8589934592 bytes, more than the limit of 100 bytes")
  }

  @Test func limitIsInclusive() throws {
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AtomicFile.write([1, 2, 3, 4], to: root + "/four")
    #expect(try BinaryFile.read(atPath: root + "/four", maxBytes: 4) == [1, 2, 3, 4])
    #expect(throws: RasterError.fileTooLarge(path: root + "/four", size: 4, limit: 3)) {
      try BinaryFile.read(atPath: root + "/four", maxBytes: 3)
    }
  }

  @Test(arguments: ["/nonexistent/dir/a.png", "MISSING"])
  func missingFileIsNotFound(_ given: String) throws {
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = given == "MISSING" ? root + "/missing.png" : given
    #expect(
      throws: RasterError.fileNotFound(path: path, reason: "No such file or directory")
    ) { try BinaryFile.read(atPath: path) }
  }

  @Test func parentThatIsAFileIsNotFound() throws {
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AtomicFile.write([0], to: root + "/file")
    #expect(throws: RasterError.fileNotFound(path: root + "/file/a.png", reason: "Not a directory"))
    { try BinaryFile.read(atPath: root + "/file/a.png") }
  }

  @Test func unreadableFileIsAReadFailure() throws {
    guard geteuid() != 0 else { return }  // root reads anything
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AtomicFile.write([0], to: root + "/secret")
    try #require(chmod(root + "/secret", 0) == 0)
    #expect(throws: RasterError.readFailed(path: root + "/secret", reason: "Permission denied")) {
      try BinaryFile.read(atPath: root + "/secret")
    }
  }

  @Test func readsThroughSymlinkToRegularFile() throws {
    let root = try AtomicFileTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AtomicFile.write([7, 8], to: root + "/target")
    try #require(symlink(root + "/target", root + "/link") == 0)
    #expect(try BinaryFile.read(atPath: root + "/link") == [7, 8])
  }
}
