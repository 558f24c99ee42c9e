#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `read(2)`, reachable from inside `BinaryFile`, whose own `read` shadows it.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// Reads whole files into memory with plain POSIX calls.
public enum BinaryFile {
  /// Returns the complete contents of the file at `path`.
  ///
  /// - Throws: `RasterError.io` naming `path` with the system's reason.
  public static func read(atPath path: String) throws -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw RasterError.io(path: path, reason: errnoText()) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw RasterError.io(path: path, reason: errnoText()) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw RasterError.io(path: path, reason: "not a regular file")
    }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var filled = 0
    while true {
      if filled == bytes.count {
        // The file may have grown since fstat; keep reading until EOF.
        bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2)))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        posixRead(fd, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw RasterError.io(path: path, reason: errnoText())
      }
      if got == 0 { break }
      filled += got
    }
    bytes.removeSubrange(filled...)
    return bytes
  }

  /// The current `errno` as text.
  static func errnoText() -> String {
    String(cString: strerror(errno))
  }
}
