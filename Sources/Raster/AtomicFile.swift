import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `write(2)`, reachable from inside `AtomicFile`, whose own `write` shadows it.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}

/// Replaces files atomically: readers see either the old contents or the new, never a mix.
public enum AtomicFile {
  /// Writes `bytes` to `path` via a temporary file in the same directory and `rename(2)`.
  ///
  /// Missing parent directories are created. On any failure the temporary file
  /// is removed and an existing file at `path` is left untouched.
  ///
  /// - Parameter sync: when true, `fsync` the file before renaming and the
  ///   directory afterwards, so the new contents survive a power cut.
  /// - Throws: `RasterError.writeFailed` naming the path.
  public static func write(_ bytes: [UInt8], to path: String, sync: Bool = false) throws {
    try bytes.withUnsafeBytes { try write(raw: $0, to: path, sync: sync) }
  }

  /// Writes `data` to `path` atomically; see `write(_:to:sync:)` for `[UInt8]`.
  public static func write(_ data: Data, to path: String, sync: Bool = false) throws {
    try data.withUnsafeBytes { try write(raw: $0, to: path, sync: sync) }
  }

  /// Shared implementation over raw bytes.
  private static func write(raw bytes: UnsafeRawBufferPointer, to path: String, sync: Bool) throws {
    guard !path.isEmpty else { throw RasterError.writeFailed(path: path, reason: "empty path") }
    let directory = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    if !directory.isEmpty {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw RasterError.writeFailed(path: directory, reason: "cannot create directory")
      }
    }
    let prefix = directory.isEmpty ? "" : directory + "/"
    let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let temporary = "\(prefix).\(name).\(getpid()).\(suffix).tmp"

    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw RasterError.writeFailed(path: path, reason: BinaryFile.errnoText()) }
    var succeeded = false
    defer { if !succeeded { unlink(temporary) } }

    var written = 0
    while written < bytes.count {
      let result = posixWrite(fd, bytes.baseAddress! + written, bytes.count - written)
      if result < 0 {
        if errno == EINTR { continue }
        let reason = BinaryFile.errnoText()
        close(fd)
        throw RasterError.writeFailed(path: path, reason: reason)
      }
      written += result
    }
    if sync && fsync(fd) != 0 {
      let reason = BinaryFile.errnoText()
      close(fd)
      throw RasterError.writeFailed(path: path, reason: reason)
    }
    guard close(fd) == 0 else {
      throw RasterError.writeFailed(path: path, reason: BinaryFile.errnoText())
    }
    guard rename(temporary, path) == 0 else {
      throw RasterError.writeFailed(path: path, reason: BinaryFile.errnoText())
    }
    succeeded = true
    if sync {
      let directoryFD = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
      if directoryFD >= 0 {
        _ = fsync(directoryFD)
        close(directoryFD)
      }
    }
  }
}
