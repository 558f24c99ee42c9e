import Foundation
import Raster

#if canImport(Glibc)
  import Glibc
#endif

/// Font files' SHA-256 kept across runs, so a one-scene `verify` does not hash every font again.
///
/// Each entry is keyed by the file's path, device, inode, size, mtime and ctime (to the
/// nanosecond); any difference recomputes the hash. A file changed within the last two seconds
/// is hashed but not stored (a coarse clock could give a change made in the same tick the same
/// times). The cache file is a fixed line format ending in the SHA-256 of the lines before it; it
/// is read only when it is a regular file of at most 1 MiB owned by this user (opened without
/// following a symlink and without blocking on a FIFO), and is otherwise ignored and rebuilt.
/// Failing to read or write it is never an error: the hash is then computed as without a cache.
struct FontHashCache {
  /// What identifies a file's contents without reading them.
  struct Key: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var mtime: timespec
    var ctime: timespec

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      size = Int64(info.st_size)
      mtime = info.st_mtim
      ctime = info.st_ctim
    }

    init(device: UInt64, inode: UInt64, size: Int64, mtime: timespec, ctime: timespec) {
      self.device = device
      self.inode = inode
      self.size = size
      self.mtime = mtime
      self.ctime = ctime
    }

    static func == (a: Key, b: Key) -> Bool {
      a.device == b.device && a.inode == b.inode && a.size == b.size
        && a.mtime.tv_sec == b.mtime.tv_sec && a.mtime.tv_nsec == b.mtime.tv_nsec
        && a.ctime.tv_sec == b.ctime.tv_sec && a.ctime.tv_nsec == b.ctime.tv_nsec
    }
  }

  static let fileName = "font-hashes.txt"
  static let header = "pickershot font hashes 1"
  static let maximumBytes = 1 << 20
  static let maximumEntries = 1000
  /// Fonts are refused above 64 MiB (README, "Safe by construction"); so is hashing them here.
  static let maximumFontBytes: Int64 = 64 << 20

  /// The cache file, or nil for no cache.
  let file: String?
  private var entries: [String: (key: Key, hash: String)]
  private var loaded = false
  /// How many files this value has read and hashed (the rest came from the cache).
  private(set) var computed = 0

  /// A cache in `folder` (nil: none), read when first asked.
  init(folder: String?) {
    file = folder.map { ($0 as NSString).appendingPathComponent(Self.fileName) }
    entries = [:]
  }

  /// The cache folder: `PICKERSHOT_CACHE` (empty: no cache), else `$XDG_CACHE_HOME/pickershot`
  /// (when absolute), else `$HOME/.cache/pickershot` (when absolute), else none.
  /// Every variable ``folder(environment:)`` reads.
  static let variables = ["PICKERSHOT_CACHE", "XDG_CACHE_HOME", "HOME"]

  static func folder(environment: [String: String]) -> String? {
    if let chosen = environment["PICKERSHOT_CACHE"] { return chosen.isEmpty ? nil : chosen }
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      return (xdg as NSString).appendingPathComponent("pickershot")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return (home as NSString).appendingPathComponent(".cache/pickershot")
    }
    return nil
  }

  /// The full SHA-256 (64 hex digits) of the regular file at `path`, nil when it cannot be read.
  /// Entries for files whose mtime or ctime is within two seconds of `now` are not stored.
  mutating func hash(ofFile path: String, now: timespec = Self.clock()) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var before = stat()
    guard fstat(fd, &before) == 0, before.st_mode & S_IFMT == S_IFREG,
      Int64(before.st_size) <= Self.maximumFontBytes
    else { return nil }
    let key = Key(before)
    load()
    if let known = entries[path], known.key == key { return known.hash }
    // A font may be tens of MiB (Noto CJK): its bytes come from the checked path, and memory
    // the process cannot have is no hash (as an unreadable file), never a signal.
    guard let bytes = try? CheckedBuffer(bytes: Int(before.st_size)) else { return nil }
    var done = 0
    while done < bytes.count {
      let count = read(fd, bytes.base + done, bytes.count - done)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      done += count
    }
    computed += 1
    let hash = SHA256.hex(UnsafeRawBufferPointer(start: bytes.base, count: bytes.count))
    var after = stat()
    let recent = now.tv_sec - 2
    guard fstat(fd, &after) == 0, Key(after) == key, before.st_mtim.tv_sec < recent,
      before.st_ctim.tv_sec < recent, Self.storable(path)
    else { return hash }
    if entries.count >= Self.maximumEntries { entries = [:] }
    entries[path] = (key, hash)
    save()
    return hash
  }

  static func clock() -> timespec {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return now
  }

  /// A path the line format can hold: absolute, no control character (a tab or line feed).
  private static func storable(_ path: String) -> Bool {
    path.hasPrefix("/") && !path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  /// Reads the cache file once; anything but a well-formed file leaves the cache empty.
  private mutating func load() {
    guard !loaded else { return }
    loaded = true
    guard let file, let text = Self.readCacheFile(file) else { return }
    entries = Self.parse(text) ?? [:]
  }

  /// The cache file's bytes: a regular file of this user's, at most 1 MiB, not through a symlink.
  static func readCacheFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
      info.st_size <= Self.maximumBytes
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var done = 0
    while done < bytes.count {
      let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, $0.count - done) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      done += count
    }
    return bytes
  }

  /// The entries of a cache file's bytes, nil unless every line is well formed and the last
  /// line holds the SHA-256 of the ones before it.
  static func parse(_ bytes: [UInt8]) -> [String: (key: Key, hash: String)]? {
    guard let end = bytes.dropLast().lastIndex(of: 0x0A), bytes.last == 0x0A else { return nil }
    let body = Array(bytes[...end])
    let trailer = String(decoding: bytes[(end + 1)..<(bytes.count - 1)], as: UTF8.self)
    guard trailer == "end " + SHA256.hex(body),
      let text = String(validating: body, as: UTF8.self)
    else { return nil }
    // Split on bytes, not Characters: grapheme breaking made this a fifth of a millisecond.
    var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
      .map(Substring.init)
    guard lines.first == Substring(header) else { return nil }
    lines.removeFirst()
    var result: [String: (key: Key, hash: String)] = [:]
    for line in lines {
      let fields = line.utf8.split(separator: 0x09, omittingEmptySubsequences: false)
        .map(Substring.init)
      guard fields.count == 9, fields[0].utf8.count == 64,
        fields[0].utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
        let device = UInt64(fields[1]), let inode = UInt64(fields[2]),
        let size = Int64(fields[3]), size >= 0,
        let mtime = time(fields[4], fields[5]), let ctime = time(fields[6], fields[7]),
        storable(String(fields[8])), result[String(fields[8])] == nil
      else { return nil }
      result[String(fields[8])] = (
        Key(device: device, inode: inode, size: size, mtime: mtime, ctime: ctime),
        String(fields[0])
      )
    }
    return result
  }

  private static func time(_ seconds: Substring, _ nanoseconds: Substring) -> timespec? {
    guard let s = Int(seconds), let ns = Int(nanoseconds), (0..<1_000_000_000).contains(ns)
    else { return nil }
    return timespec(tv_sec: s, tv_nsec: ns)
  }

  /// The file's bytes for `entries`, sorted by path.
  static func format(_ entries: [String: (key: Key, hash: String)]) -> [UInt8] {
    var text = header + "\n"
    for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
      let k = entry.key
      text +=
        [
          entry.hash, String(k.device), String(k.inode), String(k.size), String(k.mtime.tv_sec),
          String(k.mtime.tv_nsec), String(k.ctime.tv_sec), String(k.ctime.tv_nsec), path,
        ].joined(separator: "\t") + "\n"
    }
    var bytes = Array(text.utf8)
    bytes += Array("end \(SHA256.hex(bytes))\n".utf8)
    return bytes
  }

  /// Writes the cache file atomically (temp file, rename) in a folder only this user may enter;
  /// any failure leaves the run without a cache.
  private func save() {
    guard let file else { return }
    let folder = (file as NSString).deletingLastPathComponent
    _ = try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    try? AtomicFile.write(Self.format(entries), to: file, sync: false)
  }
}
