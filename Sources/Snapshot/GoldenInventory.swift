import DrawList
import Foundation
import Render

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is on disk under a goldens folder, read without ever following a symlink or entering a
/// dot-folder.
///
/// A golden is a regular file whose path under the root is exactly `<scene>/<file>` or, for a
/// scene in a group (`primitives/dashed-stroke`), `<group>/<scene>/<file>`, where `<file>` is
/// `<theme>@<n>x.png`, `<theme>@<n>x.json` or `<theme>.drawlist.txt` (kebab-case scene and group,
/// lower-case theme, a whole-number scale). Nothing else is ever listed as obsolete or removed:
/// notes, READMEs and dot-files beside the goldens are the user's.
public enum GoldenInventory {
  /// Whether `relativePath` has the shape of a golden PNG, its sidecar or a draw-list golden.
  public static func isGoldenShaped(_ relativePath: String) -> Bool {
    let parts = pathParts(relativePath)
    guard (2...3).contains(parts.count), parts.dropLast().allSatisfy(isSceneName),
      let file = parts.last
    else { return false }
    if file.hasSuffix(DrawListKey.suffix) {
      return isThemeName(file.dropLast(DrawListKey.suffix.count))
    }
    let stem: Substring
    if file.hasSuffix(".png") {
      stem = file.dropLast(4)
    } else if file.hasSuffix(".json") {
      stem = file.dropLast(5)
    } else {
      return false
    }
    guard let at = stem.firstIndex(of: "@"), stem.hasSuffix("x") else { return false }
    let scale = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
    return isThemeName(stem[..<at]) && !scale.isEmpty && scale.count <= 2
      && scale.utf8.allSatisfy { (48...57).contains($0) }
  }

  /// `path` split at every `/`, empty parts kept: the same parts as
  /// `split(separator: "/", omittingEmptySubsequences: false)` (no grapheme cluster holds a `/`
  /// with anything before it, and one holding a `/` with a combining mark after it fails every
  /// check below either way), found in the UTF-8 bytes instead of by Character: listing a
  /// goldens folder of a few hundred files spent most of its time splitting their names.
  static func pathParts(_ path: String) -> [Substring] {
    var parts: [Substring] = []
    let bytes = path.utf8
    var start = bytes.startIndex
    var index = start
    while index != bytes.endIndex {
      if bytes[index] == UInt8(ascii: "/") {
        parts.append(path[start..<index])
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    parts.append(path[start...])
    return parts
  }

  /// Whether `name` is a theme part of a golden's file name: lower-case letters only.
  static func isThemeName(_ name: Substring) -> Bool {
    !name.isEmpty && name.utf8.allSatisfy { (97...122).contains($0) }
  }

  /// Whether `name` is a kebab-case scene or group folder name (`date-picker`, `primitives`).
  static func isSceneName(_ name: Substring) -> Bool {
    SceneID.isKebabName(name)
  }

  /// Checks that `root` looks like a goldens folder before anything reads or writes there.
  ///
  /// A goldens folder holds scene folders, dot-files (`.gitattributes`, `.keep`) and at most a
  /// README at its top. A folder holding `.git`, `Package.swift` or other files at its top is a
  /// project or some other folder, and is refused: recording or pruning there could destroy it.
  ///
  /// - Returns: whether the folder exists.
  /// - Throws: `GoldenError.notAGoldensFolder` naming what gave it away.
  @discardableResult
  public static func validateRoot(_ root: String) throws -> Bool {
    try GoldenTree.read(root, scenes: []).exists
  }

  /// Golden-shaped regular files under `root` that none of `scenes` renders (paths relative to
  /// `root`, sorted): each scene keeps one draw-list golden per appearance and a PNG and sidecar
  /// per appearance and scale. A run lists them from its ``GoldenTree`` instead, which it reads
  /// once.
  public static func obsolete(root: String, keeping scenes: [SceneDescription]) -> [String] {
    GoldenTree.unchecked(root).obsolete(keeping: scenes)
  }

  /// Every golden-shaped regular file under `root`, relative and sorted. Dot-folders, symlinks and
  /// files of other shapes are skipped.
  public static func goldenFiles(root: String) -> [String] {
    GoldenTree.unchecked(root).goldenFiles
  }

  /// The scene and group folders under `root`, relative and sorted: real directories with
  /// kebab-case names directly under it, and those directly under each of them (`primitives`,
  /// `primitives/dashed-stroke`). Symlinks and dot-folders are never entered.
  public static func sceneFolders(root: String) -> [String] {
    GoldenTree.unchecked(root).sceneFolders
  }

  /// Removes the golden-shaped files `paths` (relative to `root`), calling `announce` with each
  /// path before removing it. A path of any other shape, or one that is not a regular file, is
  /// left alone.
  public static func remove(_ paths: [String], root: String, announce: (String) -> Void) throws {
    for path in paths where isGoldenShaped(path) && kind(of: "\(root)/\(path)") == .regular {
      announce(path)
      guard unlink("\(root)/\(path)") == 0 else {
        throw GoldenError.cannotWrite(
          "\(root)/\(path)", reason: String(cString: strerror(errno)))
      }
    }
  }

  /// What kind of file system object lives at `path`, without following a symlink.
  enum Kind { case regular, directory, symlink, other, missing }

  /// The entries of the folder `path` (not `.` and `..`, in no particular order) with what kind
  /// of object each is, without following a symlink: the kind the folder listing gives
  /// (`d_type`), else `lstat`'s. An unreadable folder has none, as before with
  /// `FileManager.contentsOfDirectory` (which costs a `stat` and a Foundation string per entry).
  static func entries(of path: String) -> [(name: String, kind: Kind)] {
    listing(of: path, followingLink: true).entries.map { ($0.name, $0.kind) }
  }

  /// The names of the folders directly in `path` (not symbolic links to folders, not `.` and
  /// `..`), in no particular order; none when `path` cannot be listed. Without Foundation's
  /// `FileManager`, whose first use costs a one-scene `verify` a tenth of a millisecond.
  public static func folderNames(in path: String) -> [String] {
    entries(of: path).compactMap { $0.kind == .directory ? $0.name : nil }
  }

  /// The entries of the folder `path` as ``entries(of:)`` lists them, and `errno` when it could
  /// not be opened or listed. Unless `followingLink`, `path` itself is opened with `O_NOFOLLOW`:
  /// a symlink there is not entered (`ELOOP`). Each folder opened is told to ``folderReads``.
  static func listing(of path: String, followingLink: Bool) -> (
    entries: [GoldenTree.Entry], failure: Int32?
  ) {
    folderReads?.add(path)
    let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLink ? 0 : O_NOFOLLOW)
    let fd = open(path, flags)
    guard fd >= 0 else { return ([], errno) }
    guard let folder = fdopendir(fd) else {
      let failure = errno
      close(fd)
      return ([], failure)
    }
    defer { closedir(folder) }
    var result: [GoldenTree.Entry] = []
    while true {
      errno = 0
      guard let entry = readdir(folder) else {
        return errno == 0 ? (result, nil) : ([], errno)
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      let found: Kind
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_REG): found = .regular
      case Int32(DT_DIR): found = .directory
      case Int32(DT_LNK): found = .symlink
      case Int32(DT_UNKNOWN): found = kind(of: "\(path)/\(name)")
      default: found = .other
      }
      result.append(GoldenTree.Entry(name: name, kind: found))
    }
  }

  /// Where the folders ``listing(of:followingLink:)`` opens are told, while one is bound
  /// (`GoldenInventory.$folderReads.withValue(log) { … }`): how a test proves a run lists each
  /// folder of its goldens tree once.
  @TaskLocal static var folderReads: FolderReadLog?

  /// The folders listed while it was bound to ``folderReads``, in order.
  final class FolderReadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []

    /// Records that `path` was opened to be listed.
    func add(_ path: String) { lock.withLock { paths.append(path) } }

    /// Every path recorded, in order (a folder listed twice appears twice).
    var all: [String] { lock.withLock { paths } }
  }

  /// `lstat`'s answer for `path`.
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    case S_IFLNK: return .symlink
    default: return .other
    }
  }
}
