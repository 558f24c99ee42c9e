import DrawList
import Foundation
import Pipeline
import Raster
import Render
import Scene
import Testing

@testable import Snapshot

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The goldens folder read once a run (issue 26 goal 4: a one-scene `verify` opened and listed
/// about 500 folders, every scene folder three times): the one walk finds the obsolete goldens
/// and stale temp files the three walks found, a run that names its scenes walks only their
/// folders, and a run lists each folder once.
@Suite struct GoldenTreeTests {
  /// A pid no process can have: Linux pids stop at 2^22.
  static let deadPID: Int32 = 99_999_999

  /// A temp file name of `pid`'s, as `AtomicFile` makes them.
  static func temporary(_ pid: Int32, _ random: UInt64 = 7) -> String {
    AtomicTemporaryName(target: "light@1x.png", pid: pid, random: random).fileName
  }

  static func put(_ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: path, contents: Data([1])))
  }

  /// The scenes whose goldens are kept: the date picker's (Light and Dark, @1x to @3x).
  static let kept = [SceneDescription(SceneSpec.named("date-picker")!)]

  /// A goldens folder with one of each thing a walk must tell apart, and a folder outside it
  /// (`outside`) that a symlinked scene folder points at.
  static func build(_ root: String, outside: String) throws {
    let dead = temporary(deadPID)
    for file in [
      // Kept goldens, obsolete ones and files of other shapes in a scene folder.
      "date-picker/light@1x.png", "date-picker/light@1x.json", "date-picker/light.drawlist.txt",
      "date-picker/sepia@1x.png", "date-picker/light@9x.png", "date-picker/NOTES.md",
      "date-picker/light@1x.png.orig",
      // Temp files: a dead process's, this process's and its parent's (alive).
      "date-picker/\(dead)", "date-picker/\(temporary(getpid()))",
      "date-picker/\(temporary(getppid()))",
      // A scene no scene renders any more, and a scene in a group.
      "old-scene/light@1x.png", "old-scene/dark@2x.json", "old-scene/\(dead)",
      "primitives/dashed-stroke/dark@2x.png", "primitives/dashed-stroke/\(dead)",
      // Too deep to be a golden or be swept; a dot-folder never entered.
      "primitives/dashed-stroke/deeper/light@1x.png", "primitives/dashed-stroke/deeper/\(dead)",
      ".hidden/light@1x.png", ".hidden/\(dead)",
      // The root's own: a README and a dead process's temp file.
      "README.md", dead,
    ] {
      try put("\(root)/\(file)")
    }
    // A symlink and a folder named like a dead process's temp file: neither is removed.
    #expect(symlink("NOTES.md", "\(root)/date-picker/\(temporary(deadPID, 8))") == 0)
    try FileManager.default.createDirectory(
      atPath: "\(root)/date-picker/\(temporary(deadPID, 9))", withIntermediateDirectories: true)
    // A symlinked golden, and symlinked scene folders (at the top and in a group) pointing outside.
    #expect(symlink("light@1x.png", "\(root)/date-picker/dark@1x.png") == 0)
    try put("\(outside)/light@1x.png")
    try put("\(outside)/\(dead)")
    #expect(symlink(outside, "\(root)/linked-scene") == 0)
    #expect(symlink(outside, "\(root)/primitives/linked-inner") == 0)
  }

  /// The scene folders the three walks found (the old `sceneFolders`, by `FileManager` and
  /// `lstat`): real kebab-case folders at the top and directly under each.
  static func referenceFolders(_ root: String) throws -> [String] {
    func folders(in relative: String?) throws -> [String] {
      let path = relative.map { "\(root)/\($0)" } ?? root
      let prefix = relative.map { "\($0)/" } ?? ""
      return try FileManager.default.contentsOfDirectory(atPath: path).filter { name in
        var info = stat()
        return lstat("\(path)/\(name)", &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
          && SceneID.isKebabName(Substring(name))
      }.map { prefix + $0 }
    }
    let top = try folders(in: nil)
    return try (top + top.flatMap { try folders(in: $0) }).sorted()
  }

  /// The obsolete goldens the three walks listed: regular golden-shaped files in those folders
  /// that `kept` does not render.
  static func referenceObsolete(_ root: String) throws -> [String] {
    var expected = Set<String>()
    for scene in kept {
      for theme in scene.appearances {
        expected.insert("\(scene.id)/\(theme.rawValue).drawlist.txt")
      }
    }
    for item in SnapshotCase.cases(kept) {
      expected.formUnion(["\(item.id).png", "\(item.id).json"])
    }
    return try referenceFolders(root).flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)").map {
        "\(folder)/\($0)"
      }
    }.filter { path in
      var info = stat()
      return lstat("\(root)/\(path)", &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        && GoldenInventory.isGoldenShaped(path) && !expected.contains(path)
    }.sorted()
  }

  /// Every path under `root` (not following symlinks), relative and sorted.
  static func everything(_ root: String) -> [String] {
    (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted()
  }

  /// A scratch folder holding two identical goldens trees, `a/goldens` and `b/goldens`.
  static func twoTrees() throws -> (scratch: String, a: String, b: String) {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-tree-\(UUID().uuidString)").path
    try build("\(scratch)/a/goldens", outside: "\(scratch)/a/outside")
    try build("\(scratch)/b/goldens", outside: "\(scratch)/b/outside")
    return (scratch, "\(scratch)/a/goldens", "\(scratch)/b/goldens")
  }

  @Test func theOneWalkFindsWhatTheThreeWalksFound() throws {
    let (scratch, a, b) = try Self.twoTrees()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    // Before: the folders listed by `FileManager`, each swept by `AtomicFile` listing it again.
    let before = try Self.referenceObsolete(a)
    let beforeRemoved = try ([a] + Self.referenceFolders(a).map { "\(a)/\($0)" }).flatMap {
      try AtomicFile.removeStaleTemporaries(in: $0)
    }
    // After: one walk, both read from it.
    let log = GoldenInventory.FolderReadLog()
    let (tree, removed) = try GoldenInventory.$folderReads.withValue(log) {
      let tree = try GoldenTree.read(b)
      return (tree, try tree.removeStaleTemporaries())
    }
    let dead = Self.temporary(Self.deadPID)
    #expect(
      tree.obsolete(keeping: Self.kept) == [
        "date-picker/light@9x.png", "date-picker/sepia@1x.png", "old-scene/dark@2x.json",
        "old-scene/light@1x.png", "primitives/dashed-stroke/dark@2x.png",
      ])
    #expect(tree.obsolete(keeping: Self.kept) == before)
    #expect(
      removed == [
        "\(b)/\(dead)", "\(b)/date-picker/\(dead)", "\(b)/old-scene/\(dead)",
        "\(b)/primitives/dashed-stroke/\(dead)",
      ])
    #expect(removed.map { $0.replacing(b, with: a) } == beforeRemoved)
    // The same files are left behind: every other temp file, symlink, dot-folder and note.
    #expect(Self.everything(a) == Self.everything(b))
    #expect(Self.everything("\(b)/../outside") == ["\(dead)", "light@1x.png"].sorted())
    for kept in [
      ".hidden/\(dead)", "primitives/dashed-stroke/deeper/\(dead)",
      "date-picker/\(Self.temporary(getpid()))", "date-picker/\(Self.temporary(getppid()))",
      "date-picker/\(Self.temporary(Self.deadPID, 8))",
      "date-picker/\(Self.temporary(Self.deadPID, 9))",
    ] {
      #expect(GoldenInventory.kind(of: "\(b)/\(kept)") != .missing, "\(kept)")
    }
    // Each folder listed once: the root, the scene and group folders; no symlink, no dot-folder.
    #expect(
      log.all == [
        b, "\(b)/date-picker", "\(b)/old-scene", "\(b)/primitives",
        "\(b)/primitives/dashed-stroke",
      ])
    #expect(tree.sceneFolders == (try Self.referenceFolders(b)))
  }

  @Test func aPartialWalkListsOnlyItsScenesFolders() throws {
    let (scratch, _, b) = try Self.twoTrees()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let log = GoldenInventory.FolderReadLog()
    let tree = try GoldenInventory.$folderReads.withValue(log) {
      try GoldenTree.read(
        b,
        scenes: [
          "primitives/dashed-stroke", "date-picker", "date-picker", "no-such-scene",
          "linked-scene", "primitives/linked-inner",
        ])
    }
    #expect(tree.scenes?.first == "date-picker")
    #expect(tree.sceneFolders == ["date-picker", "primitives/dashed-stroke"])
    // The root (to check it), then each folder named once; a symlinked scene folder is never
    // entered: one at the top is not even opened, one in a group is refused by `O_NOFOLLOW`.
    #expect(
      log.all == [
        b, "\(b)/date-picker", "\(b)/primitives/dashed-stroke", "\(b)/primitives/linked-inner",
      ])
    #expect(
      tree.obsolete(keeping: Self.kept) == [
        "date-picker/light@9x.png", "date-picker/sepia@1x.png",
        "primitives/dashed-stroke/dark@2x.png",
      ])
    let dead = Self.temporary(Self.deadPID)
    #expect(
      try tree.removeStaleTemporaries() == [
        "\(b)/\(dead)", "\(b)/date-picker/\(dead)", "\(b)/primitives/dashed-stroke/\(dead)",
      ])
    #expect(GoldenInventory.kind(of: "\(b)/old-scene/\(dead)") == .regular)
    #expect(GoldenInventory.kind(of: "\(b)/../outside/\(dead)") == .regular)
  }

  /// Only folders holding a temp file's name are opened again to sweep.
  @Test func onlyFoldersHoldingATempFileNameAreSwept() throws {
    let (scratch, _, b) = try Self.twoTrees()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try FileManager.default.removeItem(atPath: "\(b)/old-scene/\(Self.temporary(Self.deadPID))")
    let tree = try GoldenTree.read(b)
    #expect(tree.temporaries.map(\.folder) == ["", "date-picker", "primitives/dashed-stroke"])
    #expect(
      tree.temporaries[1].names
        == [Self.temporary(getpid()), Self.temporary(getppid()), Self.temporary(Self.deadPID)]
        .sorted())
  }

  @Test func aRootThatIsNotAGoldensFolderIsRefusedFromTheSameListing() throws {
    let (scratch, _, b) = try Self.twoTrees()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    #expect(try GoldenTree.read("\(b)/../no-such").exists == false)
    #expect(try GoldenInventory.validateRoot(b))
    try Self.put("\(b)/stray.png")
    #expect(
      throws: GoldenError.notAGoldensFolder(b, reason: "it holds 'stray.png', not a scene folder")
    ) {
      try GoldenTree.read(b, scenes: ["date-picker"])
    }
  }

  /// The engine, recording (so it sweeps temp files) and listing obsolete goldens, lists each
  /// folder of its goldens tree once; given the tree its caller read, it lists none.
  @Test func aRunListsEachGoldensFolderOnce() throws {
    let (scratch, _, b) = try Self.twoTrees()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let options = SnapshotEngine.Options(
      goldens: b, record: .missing, scenes: Self.kept, renderer: CairoSceneRenderer())
    let log = GoldenInventory.FolderReadLog()
    var announced: [String] = []
    let report = try GoldenInventory.$folderReads.withValue(log) {
      try SnapshotEngine(options: options).check([]) { announced.append($0) }
    }
    let goldensReads = log.all.filter { $0 == b || $0.hasPrefix("\(b)/") }
    #expect(
      goldensReads == [
        b, "\(b)/date-picker", "\(b)/old-scene", "\(b)/primitives",
        "\(b)/primitives/dashed-stroke",
      ])
    #expect(report.obsolete.count == 5)
    #expect(announced.count == 4 && announced.allSatisfy { $0.hasPrefix("removed stale temp") })

    let tree = try GoldenTree.read(b)
    let again = GoldenInventory.FolderReadLog()
    _ = try GoldenInventory.$folderReads.withValue(again) {
      try SnapshotEngine(options: options).check([], tree: tree)
    }
    #expect(again.all.allSatisfy { !$0.hasPrefix(b) })
  }

  /// A run of some scenes prunes obsolete goldens only in their folders and sweeps temp files
  /// only there (and in the root); the rest of the tree is left as it was.
  @Test func aPartialRunPrunesOnlyItsScenesFolders() throws {
    let (scratch, a, b) = try Self.twoTrees()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var options = SnapshotEngine.Options(
      goldens: b, record: .all, scenes: Self.kept, renderer: CairoSceneRenderer())
    options.walkedScenes = ["date-picker"]
    var announced: [String] = []
    let report = try SnapshotEngine(options: options).check([], prune: true) {
      announced.append($0)
    }
    let dead = Self.temporary(Self.deadPID)
    #expect(
      announced == [
        "removed stale temp file \(b)/\(dead)", "removed stale temp file \(b)/date-picker/\(dead)",
        "removing obsolete golden \(b)/date-picker/light@9x.png",
        "removing obsolete golden \(b)/date-picker/sepia@1x.png",
      ])
    #expect(report.obsolete.isEmpty)
    let left = Set(Self.everything(b))
    #expect(
      Set(Self.everything(a)).subtracting(left) == [
        dead, "date-picker/\(dead)", "date-picker/light@9x.png", "date-picker/sepia@1x.png",
      ])
    for kept in [
      "old-scene/light@1x.png", "old-scene/dark@2x.json", "old-scene/\(dead)",
      "primitives/dashed-stroke/dark@2x.png", "primitives/dashed-stroke/\(dead)",
    ] {
      #expect(left.contains(kept), "\(kept)")
    }
  }
}
