import DrawList
import Foundation
import Raster
import Render

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A goldens folder listed once for a run: its top entries and, for each scene or group folder
/// walked, the entries directly in it with their kinds, read without following a symlink or
/// entering a dot-folder (``GoldenInventory`` says what a golden is).
///
/// A run reads its goldens folder through one of these, once: stale temp files of killed runs are
/// recognised by their listed names (``AtomicTemporaryName``) and obsolete goldens by their
/// listed paths, so only a folder holding a temp file's name is opened again, to remove it. (A
/// one-scene `verify` once listed every folder of the tree three times, issue 26 goal 4.)
///
/// The walk covers the whole tree, or only the folders of the scenes a run names:
///
/// ```swift
/// let tree = try GoldenTree.read("goldens", scenes: ["date-picker"])
/// let obsolete = tree.obsolete(keeping: scenes)  // only in goldens/date-picker
/// ```
public struct GoldenTree: Sendable {
  /// One entry of a listed folder, and what kind of object it is (never following a symlink).
  struct Entry: Sendable, Equatable {
    /// The file name.
    let name: String
    /// Its kind, from the listing (`d_type`) or `lstat`.
    let kind: GoldenInventory.Kind
  }

  /// A listed folder.
  struct Folder: Sendable {
    /// Its path relative to the root (`date-picker`, `primitives/dashed-stroke`); empty for the
    /// root itself.
    let path: String
    /// What is directly in it, sorted by name.
    let entries: [Entry]
    /// `errno` when the folder is there but could not be listed (its entries are then empty).
    let failure: Int32?
  }

  /// The goldens folder.
  public let root: String
  /// Whether the goldens folder exists; when it does not, nothing is listed.
  public let exists: Bool
  /// The scenes whose folders were walked (sorted, each once); `nil`: the whole tree.
  public let scenes: [String]?
  /// Whether the root is a symbolic link (to a folder): no stale temp file is then removed under
  /// it, as a link is never followed to remove anything.
  let rootIsLink: Bool
  /// The root's own entries.
  let top: Folder
  /// The scene and group folders walked, sorted by path.
  let folders: [Folder]

  /// Reads `root` once: checks that it looks like a goldens folder (see
  /// ``GoldenInventory/validateRoot(_:)``) from its listing, then lists the scene folders: every
  /// real folder with a kebab-case name at the top and directly under each of those (`nil`
  /// scenes), or only the folders of `scenes` (`date-picker`, `primitives/dashed-stroke`). A scene
  /// folder that is missing, a symlink or not a folder is not listed.
  ///
  /// - Throws: `GoldenError.notAGoldensFolder` naming what gave it away.
  public static func read(_ root: String, scenes: [String]? = nil) throws -> GoldenTree {
    var info = stat()
    guard lstat(root, &info) == 0 else {
      if errno == ENOENT { return GoldenTree(missing: root, scenes: scenes) }
      throw GoldenError.notAGoldensFolder(root, reason: String(cString: strerror(errno)))
    }
    let isLink = (info.st_mode & S_IFMT) == S_IFLNK
    if isLink {
      guard stat(root, &info) == 0 else {
        throw GoldenError.notAGoldensFolder(root, reason: "a dangling symlink")
      }
    }
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
      throw GoldenError.notAGoldensFolder(root, reason: "not a folder")
    }
    let top = list(root, relative: "", followingLink: true)
    for entry in top.entries {
      let name = entry.name
      if name == ".git" || name == "Package.swift" {
        throw GoldenError.notAGoldensFolder(root, reason: "it holds \(name)")
      }
      if name.hasPrefix(".") || name == "README.md" { continue }
      // A symlinked scene folder is allowed but never entered (see `walk`).
      guard entry.kind == .directory || entry.kind == .symlink,
        GoldenInventory.isSceneName(Substring(name))
      else {
        throw GoldenError.notAGoldensFolder(root, reason: "it holds '\(name)', not a scene folder")
      }
    }
    return walk(root, top: top, rootIsLink: isLink, scenes: scenes)
  }

  /// `root` listed as ``read(_:scenes:)`` does, without checking that it looks like a goldens
  /// folder; a root that cannot be listed has nothing in it.
  static func unchecked(_ root: String, scenes: [String]? = nil) -> GoldenTree {
    let kind = GoldenInventory.kind(of: root)
    guard kind != .missing else { return GoldenTree(missing: root, scenes: scenes) }
    return walk(
      root, top: list(root, relative: "", followingLink: true), rootIsLink: kind == .symlink,
      scenes: scenes)
  }

  /// A tree with nothing in it: `root` does not exist.
  private init(missing root: String, scenes: [String]?) {
    self.root = root
    exists = false
    self.scenes = scenes.map { Array(Set($0)).sorted() }
    rootIsLink = false
    top = Folder(path: "", entries: [], failure: nil)
    folders = []
  }

  private init(
    root: String, scenes: [String]?, rootIsLink: Bool, top: Folder, folders: [Folder]
  ) {
    self.root = root
    exists = true
    self.scenes = scenes
    self.rootIsLink = rootIsLink
    self.top = top
    self.folders = folders
  }

  /// Lists the scene folders under `root`, whose own listing is `top`.
  private static func walk(
    _ root: String, top: Folder, rootIsLink: Bool, scenes: [String]?
  ) -> GoldenTree {
    func isSceneFolder(_ entry: Entry) -> Bool {
      entry.kind == .directory && GoldenInventory.isSceneName(Substring(entry.name))
    }
    var folders: [Folder] = []
    let wanted = scenes.map { Array(Set($0)).sorted() }
    if let wanted {
      let topFolders = Set(top.entries.filter(isSceneFolder).map(\.name))
      for scene in wanted {
        let parts = GoldenInventory.pathParts(scene)
        guard (1...2).contains(parts.count), parts.allSatisfy(GoldenInventory.isSceneName),
          topFolders.contains(String(parts[0])),
          let folder = listScene(root, relative: scene)
        else { continue }
        folders.append(folder)
      }
    } else {
      for group in top.entries where isSceneFolder(group) {
        guard let folder = listScene(root, relative: group.name) else { continue }
        folders.append(folder)
        for scene in folder.entries where isSceneFolder(scene) {
          if let inner = listScene(root, relative: "\(group.name)/\(scene.name)") {
            folders.append(inner)
          }
        }
      }
      folders.sort { $0.path < $1.path }
    }
    return GoldenTree(
      root: root, scenes: wanted, rootIsLink: rootIsLink, top: top, folders: folders)
  }

  /// The scene folder `relative` under `root`, or `nil` when there is none to list there: it is
  /// missing, not a folder, or a symlink (opened with `O_NOFOLLOW`, so one swapped in after its
  /// parent was listed is not entered either).
  private static func listScene(_ root: String, relative: String) -> Folder? {
    let folder = list(root, relative: relative, followingLink: false)
    if let failure = folder.failure, [ENOENT, ENOTDIR, ELOOP].contains(failure) { return nil }
    return folder
  }

  /// The folder `relative` under `root`, listed with each entry's kind (``GoldenInventory``'s
  /// `entries`), sorted by name.
  private static func list(_ root: String, relative: String, followingLink: Bool) -> Folder {
    let path = relative.isEmpty ? root : "\(root)/\(relative)"
    let (entries, failure) = GoldenInventory.listing(of: path, followingLink: followingLink)
    return Folder(
      path: relative, entries: entries.sorted { $0.name < $1.name }, failure: failure)
  }

  /// The scene and group folders walked, relative and sorted.
  public var sceneFolders: [String] { folders.map(\.path) }

  /// Every golden-shaped regular file in the folders walked, relative and sorted. Symlinks and
  /// files of other shapes are skipped.
  public var goldenFiles: [String] {
    var result: [String] = []
    for folder in folders {
      for entry in folder.entries where entry.kind == .regular {
        let path = "\(folder.path)/\(entry.name)"
        if GoldenInventory.isGoldenShaped(path) { result.append(path) }
      }
    }
    return result.sorted()
  }

  /// Golden-shaped regular files in the folders walked that none of `scenes` renders (paths
  /// relative to the root, sorted): each scene keeps one draw-list golden per appearance and a
  /// PNG and sidecar per appearance and scale.
  ///
  /// Only scenes whose folder holds one of those files are expanded into their expected names
  /// (a one-scene verify walks one folder, not all of them).
  public func obsolete(keeping scenes: [SceneDescription]) -> [String] {
    var walked = Set<Substring>()
    for file in goldenFiles {
      if let slash = file.lastIndex(of: "/") { walked.insert(file[..<slash]) }
    }
    let scenes = scenes.filter { walked.contains(Substring($0.id)) }
    var expected = Set<String>()
    for scene in scenes {
      for appearance in scene.appearances {
        expected.insert("\(scene.id)/\(appearance.rawValue)\(DrawListKey.suffix)")
      }
    }
    for item in SnapshotCase.cases(scenes) {
      expected.insert("\(item.id).png")
      expected.insert("\(item.id).json")
    }
    return goldenFiles.filter { !expected.contains($0) }
  }

  /// The listed names in each folder (the root first, then the scene folders in order) that are
  /// regular files named as ``AtomicTemporaryName`` names them: the only folders a sweep of stale
  /// temp files opens again. None under a root that is a symlink.
  var temporaries: [(folder: String, names: [String])] {
    guard exists, !rootIsLink else { return [] }
    var result: [(folder: String, names: [String])] = []
    for folder in [top] + folders {
      let names = folder.entries.filter {
        $0.kind == .regular && $0.name.utf8.first == UInt8(ascii: ".")
          && AtomicTemporaryName(parsing: $0.name)?.fileName == $0.name
      }.map(\.name)
      if !names.isEmpty { result.append((folder.path, names)) }
    }
    return result
  }

  /// Removes the temp files killed runs left in the root and the folders walked (names the
  /// listing holds whose process is gone; see ``AtomicFile/removeStaleTemporaries(in:among:)``),
  /// opening only the folders that hold such a name. Under a root that is a symlink, nothing.
  ///
  /// - Returns: the paths removed (`root/folder/name`), each folder's sorted, the root's first.
  /// - Throws: `RasterError.writeFailed` naming a folder that is there but could not be listed.
  public func removeStaleTemporaries() throws -> [String] {
    guard exists, !rootIsLink else { return [] }
    for folder in [top] + folders {
      if let failure = folder.failure {
        throw RasterError.writeFailed(
          path: path(of: folder.path), reason: String(cString: strerror(failure)))
      }
    }
    return try temporaries.flatMap {
      try AtomicFile.removeStaleTemporaries(in: path(of: $0.folder), among: $0.names)
    }
  }

  /// The path of the folder `relative` to the root.
  private func path(of relative: String) -> String {
    relative.isEmpty ? root : "\(root)/\(relative)"
  }
}
