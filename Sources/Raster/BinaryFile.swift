#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `read(2)`, reachable from inside `BinaryFile`, whose own `read` shadows it.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// Reads whole regular files into memory with plain POSIX calls.
///
/// Only regular files are read: a FIFO, device, socket or directory is refused
/// without blocking (it is opened with `O_NONBLOCK`, if at all), and a file larger
/// than the caller's limit is refused from its `fstat` size before any memory is
/// allocated, so a 40 GB sparse file costs nothing.
public enum BinaryFile {
  /// The limit `read(atPath:)` applies when the caller gives none: 1 GiB.
  public static let defaultMaxBytes = 1 << 30

  /// Returns the complete contents of the regular file at `path`, which must have
  /// at most `maxBytes` bytes.
  ///
  /// - Throws: `RasterError.fileNotFound` (ENOENT, ENOTDIR), `.notRegularFile`,
  ///   `.fileTooLarge` (checked before allocating, and again if the file grows while
  ///   it is read) or `.readFailed`, each naming `path`.
  ///
  /// For documents (JSON, text, sidecars): the array's allocation cannot fail softly, so its
  /// size is first taken and given back through ``CheckedBuffer`` (too much is an
  /// ``OutOfMemory`` error, `reading PATH`). Files that may be large (PNGs) are read with
  /// ``readChecked(atPath:maxBytes:)``, which holds them in checked memory throughout.
  public static func read(atPath path: String, maxBytes: Int = defaultMaxBytes) throws -> [UInt8] {
    let (fd, size) = try openRegular(path, maxBytes: maxBytes)
    defer { close(fd) }
    do { _ = try CheckedBuffer(bytes: size) } catch { throw error.during("reading \(path)") }
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = try fill(&bytes, from: 0, fd: fd, path: path)
    guard filled == size else {
      // The file shrank since fstat.
      bytes.removeSubrange(filled...)
      return bytes
    }
    // The file may have grown since fstat: keep reading until EOF, within the limit.
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let got = try fill(&chunk, from: 0, fd: fd, path: path)
      if got == 0 { return bytes }
      filled += got
      guard filled <= maxBytes else {
        throw RasterError.fileTooLarge(path: path, size: filled, limit: maxBytes)
      }
      bytes.append(contentsOf: chunk[0..<got])
    }
  }

  /// ``read(atPath:maxBytes:)`` into checked memory: the bytes of a file that may be large (a
  /// PNG) are allocated through ``CheckedBuffer``, so memory the process cannot have is an
  /// ``OutOfMemory`` error (`reading PATH`), never a signal. Errors as `read(atPath:maxBytes:)`.
  public static func readChecked(atPath path: String, maxBytes: Int = defaultMaxBytes) throws
    -> PixelBytes
  {
    let (fd, size) = try openRegular(path, maxBytes: maxBytes)
    defer { close(fd) }
    var capacity = size
    var filled = 0
    var bytes: PixelBytes
    do {
      // One byte more than fstat said, so a file that grew since is noticed without a copy.
      bytes = try PixelBytes(count: size + 1) { $0.initialize(repeating: 0) }
    } catch let error as OutOfMemory { throw error.during("reading \(path)") }
    while true {
      let got = try bytes.withUnsafeBytes { raw in
        try fill(
          UnsafeMutableRawPointer(mutating: raw.baseAddress!), from: filled, to: raw.count,
          fd: fd, path: path)
      }
      if got < capacity + 1 { return try trimmed(bytes, to: got, path: path) }
      // The file grew: twice the room, within the limit.
      guard got <= maxBytes else {
        throw RasterError.fileTooLarge(path: path, size: got, limit: maxBytes)
      }
      filled = got
      capacity = min(maxBytes, capacity * 2 + 65536)
      let old = bytes
      do {
        bytes = try PixelBytes(count: capacity + 1) { buffer in
          buffer.initialize(repeating: 0)
          old.withUnsafeBytes { UnsafeMutableRawBufferPointer(buffer).copyMemory(from: $0) }
        }
      } catch let error as OutOfMemory { throw error.during("reading \(path)") }
    }
  }

  /// `bytes` cut to its first `count`, through checked memory.
  private static func trimmed(_ bytes: PixelBytes, to count: Int, path: String) throws
    -> PixelBytes
  {
    guard count != bytes.count else { return bytes }
    do { return try bytes.prefix(checked: count) } catch let error as OutOfMemory {
      throw error.during("reading \(path)")
    }
  }

  /// Returns at most the first `count` bytes of the regular file at `path`, which
  /// must have at most `maxBytes` bytes; errors as `read(atPath:maxBytes:)`.
  static func readPrefix(atPath path: String, count: Int, maxBytes: Int) throws -> [UInt8] {
    let (fd, size) = try openRegular(path, maxBytes: maxBytes)
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: max(0, min(count, size)))
    let filled = try fill(&bytes, from: 0, fd: fd, path: path)
    bytes.removeSubrange(filled...)
    return bytes
  }

  /// Opens `path` for reading after checking that it is a regular file of at most
  /// `maxBytes` bytes; returns the descriptor (blocking mode) and the `fstat` size.
  static func openRegular(_ path: String, maxBytes: Int) throws -> (fd: Int32, size: Int) {
    // stat first, so a device or FIFO is never even opened (opening some devices acts).
    var info = stat()
    guard stat(path, &info) == 0 else { throw readError(path) }
    try checkRegular(info, path: path, maxBytes: maxBytes)
    // O_NONBLOCK: if the path was swapped for a FIFO since stat, open must not wait for a writer.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { throw readError(path) }
    var opened = false
    defer { if !opened { close(fd) } }
    guard fstat(fd, &info) == 0 else { throw readError(path) }
    try checkRegular(info, path: path, maxBytes: maxBytes)
    let flags = fcntl(fd, F_GETFL)
    guard flags >= 0, fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 else { throw readError(path) }
    opened = true
    return (fd, Int(info.st_size))
  }

  /// Throws unless `info` describes a regular file of at most `maxBytes` bytes.
  private static func checkRegular(_ info: stat, path: String, maxBytes: Int) throws {
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw RasterError.notRegularFile(path: path, kind: kind(of: info.st_mode))
    }
    let size = Int(info.st_size)
    guard size <= max(0, maxBytes) else {
      throw RasterError.fileTooLarge(path: path, size: size, limit: maxBytes)
    }
  }

  /// Reads into `buffer[start..<end]` until it is full or EOF; returns the bytes in `buffer` now.
  private static func fill(
    _ buffer: UnsafeMutableRawPointer, from start: Int, to end: Int, fd: Int32, path: String
  ) throws -> Int {
    var filled = start
    while filled < end {
      let got = posixRead(fd, buffer + filled, end - filled)
      if got < 0 {
        if errno == EINTR { continue }
        throw RasterError.readFailed(path: path, reason: errnoText())
      }
      if got == 0 { break }
      filled += got
    }
    return filled
  }

  /// Reads into `buffer[start...]` until it is full or EOF; returns the bytes in `buffer` now.
  private static func fill(_ buffer: inout [UInt8], from start: Int, fd: Int32, path: String)
    throws -> Int
  {
    var filled = start
    while filled < buffer.count {
      let got = buffer.withUnsafeMutableBytes { raw in
        posixRead(fd, raw.baseAddress! + filled, raw.count - filled)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw RasterError.readFailed(path: path, reason: errnoText())
      }
      if got == 0 { break }
      filled += got
    }
    return filled
  }

  /// The error for a failed `stat`, `open` or `fstat` of a file to read, from `errno`.
  private static func readError(_ path: String) -> RasterError {
    let code = errno
    let reason = errnoText()
    if code == ENOENT || code == ENOTDIR {
      return .fileNotFound(path: path, reason: reason)
    }
    return .readFailed(path: path, reason: reason)
  }

  /// A name for the file type in `mode`, for messages.
  static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: return "directory"
    case S_IFIFO: return "FIFO"
    case S_IFCHR: return "character device"
    case S_IFBLK: return "block device"
    case S_IFSOCK: return "socket"
    case S_IFLNK: return "symbolic link"
    default: return "unknown file type"
    }
  }

  /// The current `errno` as text.
  static func errnoText() -> String {
    String(cString: strerror(errno))
  }
}
