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
///
/// Each file is written to a temporary file in the same directory (named by
/// `AtomicTemporaryName`), synced, then renamed over the target, and the directory is
/// synced, so the new contents survive a power cut. Every error is
/// `RasterError.writeFailed` naming the path.
///
/// What is synced: goldens and their sidecars (record, accept, refreshed fingerprints), the
/// promise every later run is checked against, use the default. Output a command makes again
/// from its inputs (render, gallery, diff and compare images, merged and verify reports) passes
/// `sync: false`: still replaced atomically, so no reader ever sees half a file, but after a
/// power cut it may be the old file or missing, as with `cp`. The two syncs wait on the disk
/// (strace put them at about 0.2 ms each for one small image) for output nobody needs to survive
/// a power cut.
public enum AtomicFile {
  /// Writes `bytes` to `path` via a temporary file in the same directory and `rename(2)`.
  ///
  /// Missing parent directories are created. On any failure the temporary file
  /// is removed and an existing file at `path` is left untouched.
  ///
  /// - Parameter sync: `fsync` the file before renaming and the directory after
  ///   (the default). Pass false only for throwaway output that need not survive a
  ///   power cut, such as verify report artifacts, where it saves two syncs a file.
  /// - Throws: `RasterError.writeFailed` naming the path.
  public static func write(_ bytes: [UInt8], to path: String, sync: Bool = true) throws {
    try bytes.withUnsafeBytes { try write(raw: $0, to: path, sync: sync) }
  }

  /// Writes bytes held in checked memory (an encoded PNG) to `path` atomically; see
  /// `write(_:to:sync:)` for `[UInt8]`.
  public static func write(_ bytes: PixelBytes, to path: String, sync: Bool = true) throws {
    try bytes.withUnsafeBytes { try write(raw: $0, to: path, sync: sync) }
  }

  /// Writes `data` to `path` atomically; see `write(_:to:sync:)` for `[UInt8]`.
  public static func write(_ data: Data, to path: String, sync: Bool = true) throws {
    try data.withUnsafeBytes { try write(raw: $0, to: path, sync: sync) }
  }

  /// Writes several files as a group: every file's temporary is written (and synced)
  /// first, and only when all of them succeeded is each renamed into place, then the
  /// directories are synced.
  ///
  /// If any temporary cannot be written, every temporary is removed and no target is
  /// replaced. Before renaming, targets that are directories are refused the same
  /// way, so the renames themselves cannot fail for any reason a check could foresee;
  /// if one still fails, the targets before it are already replaced and the rest are
  /// not (there is no multi-file rename).
  ///
  /// - Parameters:
  ///   - files: the paths and their new contents; a path may appear only once.
  ///   - sync: as in `write(_:to:sync:)`.
  /// - Throws: `RasterError.writeFailed` naming the failing path.
  public static func writeAll(_ files: [(path: String, bytes: [UInt8])], sync: Bool = true) throws {
    try writeAll(files.map { (path: $0.path, bytes: $0.bytes as any ContiguousBytes) }, sync: sync)
  }

  /// Writes several files as a group, each held in any contiguous bytes (an array, `Data`, or
  /// checked ``PixelBytes``); see `writeAll(_:sync:)` for `[UInt8]`.
  public static func writeAll(
    _ files: [(path: String, bytes: any ContiguousBytes)], sync: Bool = true
  ) throws {
    var seen = Set<String>()
    for file in files where !seen.insert(file.path).inserted {
      throw RasterError.writeFailed(path: file.path, reason: "listed twice in one group")
    }
    var staged: [Staged] = []
    var committed = 0
    defer { for item in staged[committed...] { unlink(item.temporary) } }
    for file in files {
      staged.append(try file.bytes.withUnsafeBytes { try stage($0, to: file.path, sync: sync) })
    }
    for item in staged {
      var info = stat()
      if lstat(item.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
        throw RasterError.writeFailed(path: item.path, reason: "is a directory")
      }
    }
    for item in staged {
      try commit(item)
      committed += 1
    }
    if sync {
      var synced = Set<String>()
      for item in staged where synced.insert(item.directory).inserted {
        try syncDirectory(item.directory, for: item.path)
      }
    }
  }

  /// Removes stale temporary files from `directory`: regular files (not symlinks)
  /// directly in it whose names parse as an `AtomicTemporaryName` whose process is
  /// gone (`kill(pid, 0)` fails with `ESRCH`). Files of this process or of any live
  /// process, other names, subdirectories and symlinks are never touched, and the
  /// directory is not searched recursively. A file that cannot be removed is skipped.
  ///
  /// - Parameter names: the names to consider, when the caller has already listed the
  ///   directory (a name holding a `/` is skipped); `nil`: the directory is listed here.
  /// - Returns: the paths removed (`directory/name`), sorted, for the caller to print.
  /// - Throws: `RasterError.writeFailed` when the directory exists but cannot be
  ///   listed; a missing directory has nothing to remove and returns `[]`.
  public static func removeStaleTemporaries(
    in directory: String, among names: [String]? = nil
  ) throws -> [String] {
    let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directoryFD >= 0 else {
      if errno == ENOENT { return [] }
      throw RasterError.writeFailed(path: directory, reason: BinaryFile.errnoText())
    }
    defer { close(directoryFD) }
    let ownPID = getpid()
    var removed: [String] = []
    func consider(_ name: String) {
      guard let parsed = AtomicTemporaryName(parsing: name), parsed.fileName == name,
        parsed.pid != ownPID, !name.utf8.contains(UInt8(ascii: "/"))
      else { return }
      guard kill(parsed.pid, 0) == -1 && errno == ESRCH else { return }
      var info = stat()
      guard fstatat(directoryFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
        (info.st_mode & S_IFMT) == S_IFREG
      else { return }
      if unlinkat(directoryFD, name, 0) == 0 {
        removed.append(directory.hasSuffix("/") ? directory + name : directory + "/" + name)
      }
    }
    if let names {
      names.forEach(consider)
      return removed.sorted()
    }
    let listFD = dup(directoryFD)
    guard listFD >= 0, let stream = fdopendir(listFD) else {
      let reason = BinaryFile.errnoText()
      if listFD >= 0 { close(listFD) }
      throw RasterError.writeFailed(path: directory, reason: reason)
    }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      consider(
        withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        })
    }
    return removed.sorted()
  }

  /// A temporary file written and closed, waiting to be renamed over `path`.
  private struct Staged {
    /// The temporary file's path.
    let temporary: String
    /// The target path.
    let path: String
    /// The directory holding both (`.` for a bare name).
    let directory: String
  }

  /// Shared implementation over raw bytes.
  private static func write(raw bytes: UnsafeRawBufferPointer, to path: String, sync: Bool) throws {
    let staged = try stage(bytes, to: path, sync: sync)
    do { try commit(staged) } catch {
      unlink(staged.temporary)
      throw error
    }
    if sync { try syncDirectory(staged.directory, for: path) }
  }

  /// Creates the parent directories and writes `bytes` to a new temporary file next
  /// to `path`, synced if `sync`; on failure nothing is left behind.
  private static func stage(_ bytes: UnsafeRawBufferPointer, to path: String, sync: Bool) throws
    -> Staged
  {
    guard !path.isEmpty else { throw RasterError.writeFailed(path: path, reason: "empty path") }
    let (directory, name) = split(path)
    guard !name.isEmpty else {
      throw RasterError.writeFailed(path: path, reason: "names a folder, not a file")
    }
    if !directory.isEmpty && !makeDirectories(directory) {
      throw RasterError.writeFailed(path: directory, reason: "cannot create directory")
    }
    let prefix = directory.isEmpty ? "" : directory + "/"
    let temporary = prefix + AtomicTemporaryName(target: name).fileName

    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else {
      throw RasterError.writeFailed(path: path, reason: BinaryFile.errnoText())
    }
    var succeeded = false
    defer { if !succeeded { unlink(temporary) } }
    var isOpen = true
    defer { if isOpen { close(fd) } }

    var written = 0
    while written < bytes.count {
      let result = posixWrite(fd, bytes.baseAddress! + written, bytes.count - written)
      if result < 0 {
        if errno == EINTR { continue }
        throw RasterError.writeFailed(path: path, reason: BinaryFile.errnoText())
      }
      written += result
    }
    if sync && fsync(fd) != 0 {
      throw RasterError.writeFailed(path: path, reason: BinaryFile.errnoText())
    }
    isOpen = false
    guard close(fd) == 0 else {
      throw RasterError.writeFailed(path: path, reason: BinaryFile.errnoText())
    }
    succeeded = true
    return Staged(
      temporary: temporary, path: path, directory: directory.isEmpty ? "." : directory)
  }

  /// `path` split at its last `/` into its folder and file name: `a/b.png` is (`a`, `b.png`),
  /// `/b.png` is (`/`, `b.png`), `b.png` is (``, `b.png`), and `a/` is (`a`, ``). Found in the
  /// UTF-8 bytes: Foundation's path methods cost a `URL` and generic set-up on every cold start.
  static func split(_ path: String) -> (directory: String, name: String) {
    let bytes = path.utf8
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return ("", path) }
    let name = String(path[bytes.index(after: slash)...])
    var end = slash
    while end != bytes.startIndex && bytes[bytes.index(before: end)] == UInt8(ascii: "/") {
      end = bytes.index(before: end)
    }
    return (end == bytes.startIndex ? "/" : String(path[..<end]), name)
  }

  /// Creates `directory` and any missing folders above it (`mkdir -p`); true when it exists as
  /// a folder afterwards. A file or dangling symlink in the way makes it false.
  public static func makeDirectories(_ directory: String) -> Bool {
    var info = stat()
    if stat(directory, &info) == 0 { return (info.st_mode & S_IFMT) == S_IFDIR }
    guard errno == ENOENT else { return false }
    let parent = split(directory).directory
    if !parent.isEmpty && parent != directory && !makeDirectories(parent) { return false }
    if mkdir(directory, 0o777) == 0 { return true }
    return errno == EEXIST && stat(directory, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Renames the temporary over the target.
  private static func commit(_ staged: Staged) throws {
    guard rename(staged.temporary, staged.path) == 0 else {
      throw RasterError.writeFailed(path: staged.path, reason: BinaryFile.errnoText())
    }
  }

  /// `fsync`s `directory` so a rename in it is durable; file systems that cannot
  /// sync a directory (`EINVAL`) are accepted.
  private static func syncDirectory(_ directory: String, for path: String) throws {
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else {
      throw RasterError.writeFailed(
        path: path, reason: "cannot sync directory: \(BinaryFile.errnoText())")
    }
    defer { close(fd) }
    if fsync(fd) != 0 && errno != EINVAL {
      throw RasterError.writeFailed(
        path: path, reason: "cannot sync directory: \(BinaryFile.errnoText())")
    }
  }
}
