import Foundation
import Raster
import Snapshot
import Testing

@testable import PickerShotCLI

/// What a hostile (or unlucky) user tries: each gets its documented exit code, one line, and
/// nothing the user had is lost.
@Suite struct HostileInputTests {
  /// Writes `text` to `path`, creating folders.
  static func put(_ text: String, _ path: String) {
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  // MARK: - Pruning

  @Test func pruneRefusesAProjectFolderAndTouchesNothing() {
    let root = temporaryFolder()
    Self.put("// swift-tools-version:6.0", "\(root)/Package.swift")
    Self.put("ref: refs/heads/main", "\(root)/.git/HEAD")
    Self.put("x", "\(root)/Sources/main.swift")
    let run = CLIRun(
      "record", "--prune", "--goldens", root, "date-picker", "--theme", "light", "--scale", "1")
    #expect(run.status == 64)
    #expect(run.err.contains("is not a goldens folder"), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    for path in ["Package.swift", ".git/HEAD", "Sources/main.swift"] {
      #expect(Self.exists("\(root)/\(path)"))
    }
    #expect(!Self.exists("\(root)/date-picker"))
  }

  @Test(arguments: [".git", "Package.swift", "notes.txt"])
  func aGoldensRootHoldingOtherThingsIsRefused(name: String) {
    let root = temporaryFolder()
    Self.put("x", "\(root)/\(name)")
    let run = CLIRun("verify", "day-cells", "--goldens", root, "--record", "missing")
    #expect(run.status == 64)
    #expect(run.err.contains("'\(name)'") || run.err.contains("holds \(name)"), "\(run.err)")
    #expect(!Self.exists("\(root)/day-cells"))
  }

  /// `record --prune` with no scene named walks the whole goldens folder (a folder of scene files
  /// here, so that "every scene" is one small scene).
  @Test func pruneRemovesOnlyGoldenShapedFilesAndNamesEach() throws {
    let scenes = "\(temporaryFolder())/scenes"
    Self.put(SceneFileCLITests.sizes, "\(scenes)/sizes.json")
    let goldens = "\(temporaryFolder())/goldens"
    let outside = temporaryFolder()
    Self.put("keep", "\(goldens)/.keep-dir/notes.txt")
    Self.put("keep", "\(goldens)/.keep-dir/old@1x.png")
    Self.put("keep", "\(goldens)/sizes/NOTES.md")
    Self.put("keep", "\(goldens)/README.md")
    Self.put("old", "\(goldens)/old-scene/light@1x.png")
    Self.put("old", "\(goldens)/old-scene/light@1x.json")
    Self.put("old", "\(goldens)/old-scene/light.drawlist.txt")
    Self.put("old", "\(goldens)/old-group/old-scene/dark@2x.png")
    Self.put("keep", "\(goldens)/old-group/old-scene/deeper/dark@2x.png")
    Self.put("keep", "\(goldens)/old-scene/light@1x.png.orig")
    // A symlinked scene folder pointing outside: never entered.
    Self.put("outside", "\(outside)/light@1x.png")
    try FileManager.default.createSymbolicLink(
      atPath: "\(goldens)/linked-scene", withDestinationPath: outside)
    let run = CLIRun(
      "record", "--prune", "--scenes", scenes, "--goldens", goldens, "--theme", "light",
      "--scale", "2")
    #expect(run.status == 0, "\(run.out)\(run.err)")
    #expect(run.out.contains("removing obsolete golden \(goldens)/old-scene/light@1x.png"))
    #expect(run.out.contains("removing obsolete golden \(goldens)/old-scene/light@1x.json"))
    #expect(run.out.contains("removing obsolete golden \(goldens)/old-scene/light.drawlist.txt"))
    #expect(
      run.out.contains("removing obsolete golden \(goldens)/old-group/old-scene/dark@2x.png"))
    #expect(!Self.exists("\(goldens)/old-scene/light@1x.png"))
    #expect(!Self.exists("\(goldens)/old-group/old-scene/dark@2x.png"))
    for kept in [
      "old-group/old-scene/deeper/dark@2x.png", "sizes/light.drawlist.txt",
      ".keep-dir/notes.txt", ".keep-dir/old@1x.png", "sizes/NOTES.md", "README.md",
      "old-scene/light@1x.png.orig", "sizes/light@2x.png",
    ] {
      #expect(Self.exists("\(goldens)/\(kept)"), "\(kept) was removed")
    }
    #expect(Self.exists("\(outside)/light@1x.png"))
  }

  /// `record --prune SCENE…` walks only the named scenes' folders: an obsolete golden there is
  /// removed, one in another scene's folder is neither named nor touched; `verify SCENE…` lists
  /// only its scenes' obsolete goldens.
  @Test func pruneOfNamedScenesStaysInTheirFolders() throws {
    let goldens = "\(temporaryFolder())/goldens"
    Self.put("old", "\(goldens)/day-cells/sepia@1x.png")
    Self.put("old", "\(goldens)/old-scene/light@1x.png")
    Self.put("old", "\(goldens)/date-picker/sepia@1x.png")
    let verify = CLIRun(
      "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens", goldens,
      "--record", "missing", "--report", "\(temporaryFolder())/report")
    #expect(verify.status == 0, "\(verify.out)\(verify.err)")
    #expect(verify.out.contains("OBSOLETE day-cells/sepia@1x.png"), "\(verify.out)")
    #expect(!verify.out.contains("old-scene") && !verify.out.contains("date-picker/"))
    let run = CLIRun(
      "record", "--prune", "day-cells", "--theme", "light", "--scale", "1", "--goldens", goldens)
    #expect(run.status == 0, "\(run.out)\(run.err)")
    #expect(run.out.contains("removing obsolete golden \(goldens)/day-cells/sepia@1x.png"))
    #expect(!run.out.contains("old-scene") && !run.out.contains("date-picker/"), "\(run.out)")
    #expect(!Self.exists("\(goldens)/day-cells/sepia@1x.png"))
    #expect(Self.exists("\(goldens)/old-scene/light@1x.png"))
    #expect(Self.exists("\(goldens)/date-picker/sepia@1x.png"))
  }

  @Test(arguments: [
    ("date-picker/light@1x.png", true), ("date-picker/dark@3x.json", true),
    ("old-scene/light@12x.png", true), ("date-picker/NOTES.md", false),
    ("date-picker/light@1x.png.orig", false), (".keep/light@1x.png", false),
    ("light@1x.png", false), ("a/b/c/light@1x.png", false), ("Date-Picker/light@1x.png", false),
    ("primitives/dashed-stroke/light@2x.png", true), ("primitives/conic-ring/dark@1x.json", true),
    ("primitives/.hidden/light@2x.png", false), ("primitives/Conic/light@2x.png", false),
    ("date-picker/light.drawlist.txt", true), ("primitives/dashed-stroke/dark.drawlist.txt", true),
    ("date-picker/light@2x.drawlist.txt", false), ("date-picker/.drawlist.txt", false),
    ("date-picker/light.drawlist.txt.orig", false), ("a//light@1x.png", false),
    ("date-picker/light@x.png", false), ("date-picker/@1x.png", false),
    ("date-picker/light@1y.png", false), ("../x/light@1x.png", false),
    ("date-picker/.light@1x.png.123.abc.tmp", false),
  ])
  func goldenShapes(path: String, isGolden: Bool) {
    #expect(GoldenInventory.isGoldenShaped(path) == isGolden)
  }

  // MARK: - Goldens folder and record modes

  @Test func verifyWithAMistypedGoldensFolderRecordsNothing() {
    let root = temporaryFolder()
    let run = CLIRun("verify", "day-cells", "--scale", "1", "--goldens", "\(root)/goldenz")
    #expect(run.status == 66)
    #expect(run.err.contains("no goldens folder at \(root)/goldenz"), "\(run.err)")
    #expect(!Self.exists("\(root)/goldenz"))
  }

  @Test func aVerifyThatRecordedSaysSoLast() {
    let root = temporaryFolder()
    let run = CLIRun(
      "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens", "\(root)/goldens",
      "--record", "missing", "--report", "\(root)/report")
    #expect(run.status == 0, "\(run.err)")
    let last = run.out.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasPrefix("recorded 1 golden in \(root)/goldens"), "\(run.out)")
  }

  // MARK: - Strict options

  @Test(arguments: [
    ["render", "date-picker", "--out", ""],
    ["verify", "--report", ""],
    ["verify", "--goldens", ""],
    ["record", "--goldens="],
    ["render", "date-picker", "--tokens", ""],
    ["diff", "", "b.png"],
    ["record", "--report", "r"],
    ["record", "--record", "all"],
    ["record", "--tokens", "t.json", "--tokens", "u.json"],
    ["record", "--shard", "1/2"],
    ["verify", "--shard", "x/1/2"],
    ["verify", "--shard", "1/2/3"],
    ["verify", "--shard", "+1/2"],
    ["render", "date-picker", "--background", "+12345"],
    ["render", "date-picker", "--background", "#+12345"],
    ["render", "date-picker", "--scale", "+2"],
    ["render", "date-picker", "--scale", "2", "--scale", "3"],
    ["render", "date-picker", "--all", "--all"],
    ["render", "date-picker", "-x"],
    ["bench", "render", "--runs", "99999999"],
    ["diff", "a.png", "b.png", "--threshold", "0x1p-2"],
    ["diff", "a.png", "b.png", "--threshold", "nan"],
    ["list", "--version"],
    ["--version", "extra"],
  ])
  func strictOptions(arguments: [String]) {
    let run = CLIRun(arguments)
    #expect(run.status == 64, "\(arguments): \(run.err)")
    #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
    #expect(run.out.isEmpty)
  }

  @Test func versionPrintsOneLine() {
    let run = CLIRun("--version")
    #expect(run.status == 0)
    #expect(run.out == "pickershot \(PickerShotCommand.version)\n")
  }

  /// Every command accepts exactly the options its help lists.
  @Test(arguments: [
    ("list", ListCommand.help, ListCommand.options.union(ListCommand.flags)),
    ("render", RenderCommand.help, RenderCommand.options.union(RenderCommand.flags)),
    ("diff", DiffCommand.help, DiffCommand.options.union(DiffCommand.flags)),
    ("compare", CompareCommand.help, CompareCommand.options.union(CompareCommand.flags)),
    ("bench", BenchCommand.help, BenchCommand.options.union(BenchCommand.flags)),
    ("audit", AuditCommand.help, AuditCommand.options.union(AuditCommand.flags)),
    ("gallery", GalleryCommand.help, GalleryCommand.options.union(GalleryCommand.flags)),
    (
      "merge-reports", MergeReportsCommand.help,
      MergeReportsCommand.options.union(MergeReportsCommand.flags)
    ),
    (
      "verify", VerifyCommand.verifyHelp,
      VerifyCommand.verifyOptions.union(VerifyCommand.verifyFlags)
    ),
    (
      "record", VerifyCommand.recordHelp,
      VerifyCommand.recordOptions.union(VerifyCommand.recordFlags)
    ),
  ])
  func helpListsExactlyTheAcceptedOptions(command: String, help: String, accepted: Set<String>) {
    let listed = Set(
      help.split(whereSeparator: { !($0.isLetter || $0 == "-") })
        .filter { $0.hasPrefix("--") && $0.count > 2 }.map { String($0.dropFirst(2)) })
    #expect(listed == accepted, "\(command)")
  }

  // MARK: - Benchmark inputs

  @Test(arguments: [
    ("missing folder", "", 66),
    ("not a PNG", "not a png", 65),
    ("a FIFO", "fifo", 65),
  ])
  func benchDiffPairRefusesBadFiles(_ what: String, _ content: String, _ status: Int32) {
    let root = temporaryFolder()
    if content == "fifo" {
      try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
      _ = mkfifo("\(root)/a.png", 0o600)
    } else if !content.isEmpty {
      Self.put(content, "\(root)/a.png")
      Self.put(content, "\(root)/b.png")
    }
    let run = CLIRun(
      "bench", "diff", "--runs", "1", "--pair", content.isEmpty ? root + "/none" : root)
    #expect(run.status == status, "\(what): \(run.err)")
    #expect(run.err.split(separator: "\n").count == 1 && run.err.contains("a.png"), "\(run.err)")
  }

  /// A usage error writes nothing: the pair is not written before the options are checked.
  @Test func benchDiffTakesOnePairSource() {
    let root = temporaryFolder()
    let run = CLIRun("bench", "diff", "--pair", root + "/x", "--write-pair", root + "/y")
    #expect(run.status == 64 && run.err.split(separator: "\n").count == 1, "\(run.err)")
    #expect(!FileManager.default.fileExists(atPath: root + "/y"), "the pair was written")
  }

  // MARK: - Writes and reports

  @Test func anUnwritableReportStillPrintsEveryResultFirst() throws {
    let root = temporaryFolder()
    Self.put("a file", "\(root)/file")
    let run = CLIRun(
      "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens",
      SnapshotCommandTests.goldens, "--record", "never", "--report", "\(root)/file/report")
    #expect(run.status == 73, "\(run.out)\(run.err)")
    #expect(run.out.contains("PASSED   day-cells/light@1x"))
    #expect(run.err.contains("report not written"))
  }

  @Test func aReportFolderHoldsOneRun() throws {
    let root = temporaryFolder()
    let report = "\(root)/report"
    let tokensURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Theme/Resources/tokens.json").standardized
    let text = try String(contentsOf: tokensURL, encoding: .utf8)
      .replacingOccurrences(of: "\"{primitive.blue.500}\"", with: "\"#3559e9\"")
    Self.put(text, "\(root)/tokens.json")
    let common = [
      "verify", "date-picker", "--theme", "light", "--scale", "1", "--goldens",
      SnapshotCommandTests.goldens, "--record", "never", "--report", report,
    ]
    #expect(CLIRun(common + ["--tokens", "\(root)/tokens.json"]).status == 1)
    #expect(Self.exists("\(report)/date-picker/light@1x/diff.png"))
    Self.put("mine", "\(report)/.notes")
    #expect(CLIRun(common).status == 0)
    #expect(!Self.exists("\(report)/date-picker/light@1x/diff.png"))
    #expect(!Self.exists("\(report)/date-picker"))
    #expect(Self.exists("\(report)/index.html"))
    #expect(Self.exists("\(report)/.notes"))
  }

  @Test func aFolderOfOtherFilesIsNotAReportFolder() {
    let root = temporaryFolder()
    Self.put("precious", "\(root)/thesis.tex")
    let run = CLIRun(
      "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens",
      SnapshotCommandTests.goldens, "--record", "never", "--report", root)
    #expect(run.status == 64)
    #expect(run.err.contains("not a report folder"), "\(run.err)")
    #expect(Self.exists("\(root)/thesis.tex"))
    #expect(!Self.exists("\(root)/index.html"))
  }

  // MARK: - Tokens and fonts

  /// The shipped token file with `old` replaced by `new` (which must occur).
  static func tokens(replacing old: String, with new: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Theme/Resources/tokens.json").standardized
    let text = try String(contentsOf: url, encoding: .utf8)
    let changed = text.replacingOccurrences(of: old, with: new)
    #expect(changed != text, "\(old) not found in tokens.json")
    let path = "\(temporaryFolder())/tokens.json"
    put(changed, path)
    return path
  }

  @Test(arguments: [
    (
      "\"fontWeight\": 500", "\"fontWeight\": 1e300",
      "fontWeight: a font weight is 1…1000, got 1e300"
    ),
    ("\"fontFamily\": \"Inter\"", "\"fontFamily\": \"../../etc/x\"", "../../etc/x"),
    ("\"fontSize\": \"14px\"", "\"fontSize\": \"nanpx\"", "nan"),
    ("\"fontSize\": \"14px\"", "\"fontSize\": \"1e308px\"", "1e308"),
    ("\"blur\": \"25px\"", "\"blur\": \"1e300px\"", "1e300"),
    ("\"blur\": \"25px\"", "\"blur\": \"-1e300px\"", "-1e300"),
    ("\"offsetY\": \"25px\"", "\"offsetY\": \"0x1p1023px\"", "0x1p1023"),
  ])
  func hostileTokenNumbersAreBadData(old: String, new: String, named: String) throws {
    let tokens = try Self.tokens(replacing: old, with: new)
    let out = "\(temporaryFolder())/card.png"
    let run = CLIRun("render", "date-picker", "--theme", "light", "--tokens", tokens, "--out", out)
    #expect(run.status == 65, "\(run.err)")
    #expect(run.err.contains(named), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(!Self.exists(out))
  }

  @Test func tokenFilesThatAreNotFilesAreRefused() throws {
    let folder = temporaryFolder()
    let fifo = "\(folder)/tokens.fifo"
    #expect(mkfifo(fifo, 0o644) == 0)
    for (path, status) in [
      (fifo, Int32(65)), (folder, 65), ("/dev/zero", 65), ("\(folder)/none", 66),
    ] {
      let run = CLIRun("render", "date-picker", "--tokens", path, "--out", "\(folder)/o")
      #expect(run.status == status, "\(path): \(run.err)")
      #expect(run.err.split(separator: "\n").count == 1)
    }
    // Over the size limit: refused before it is read.
    let big = "\(folder)/big.json"
    #expect(FileManager.default.createFile(atPath: big, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
    try handle.truncate(atOffset: 3 << 30)
    try handle.close()
    let run = CLIRun("render", "date-picker", "--tokens", big, "--out", "\(folder)/o")
    #expect(run.status == 65, "\(run.err)")
  }

  @Test func aFifoOrCorruptFontIsBadDataInEveryCommand() throws {
    let fonts = temporaryFolder()
    let system = "/usr/share/fonts/opentype/inter"
    for name in try FileManager.default.contentsOfDirectory(atPath: system) {
      try FileManager.default.createSymbolicLink(
        atPath: "\(fonts)/\(name)", withDestinationPath: "\(system)/\(name)")
    }
    try FileManager.default.removeItem(atPath: "\(fonts)/Inter-Medium.otf")
    #expect(mkfifo("\(fonts)/Inter-Medium.otf", 0o644) == 0)
    let out = temporaryFolder()
    let runs = [
      CLIRun("render", "date-picker", "--theme", "light", "--font-dir", fonts, "--out", out),
      CLIRun("compare", "date-picker", "--font-dir", fonts, "--out", "\(out)/c.png"),
      CLIRun(
        "verify", "day-cells", "--scale", "1", "--font-dir", fonts, "--goldens",
        SnapshotCommandTests.goldens, "--record", "never", "--report", "\(out)/report"),
    ]
    for run in runs {
      #expect(run.status == 65, "\(run.out)\(run.err)")
    }
    try FileManager.default.removeItem(atPath: "\(fonts)/Inter-Medium.otf")
    Self.put("not a font at all", "\(fonts)/Inter-Medium.otf")
    let corrupt = CLIRun(
      "render", "date-picker", "--theme", "light", "--font-dir", fonts, "--out", out)
    #expect(corrupt.status == 65, "\(corrupt.err)")
  }

  // MARK: - Input files

  /// A Raster fixture.
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../RasterTests/Fixtures/\(name)").standardized.path
  }

  @Test(arguments: ["corrupt-crc.png", "corrupt-adler.png"])
  func aCorruptFileIsBadDataEvenAgainstItself(name: String) {
    let path = Self.fixture(name)
    let run = CLIRun("diff", path, path)
    #expect(run.status == 65, "\(run.out)\(run.err)")
    #expect(run.out.isEmpty)
  }

  @Test func diffReadsOnlyRegularFilesOfSaneSize() throws {
    let folder = temporaryFolder()
    let good = Self.fixture("rgba8.png")
    #expect(mkfifo("\(folder)/pipe.png", 0o644) == 0)
    let sparse = "\(folder)/huge.png"
    #expect(FileManager.default.createFile(atPath: sparse, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: sparse))
    try handle.truncate(atOffset: 40 << 30)
    try handle.close()
    for (path, status) in [
      ("\(folder)/pipe.png", Int32(65)), (folder, 65), ("/dev/zero", 65), (sparse, 65),
      ("\(folder)/missing.png", 66),
    ] {
      let run = CLIRun("diff", path, good)
      #expect(run.status == status, "\(path): \(run.err)")
      #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
    }
  }

  @Test func aLongOutputNameStillWorks() {
    let folder = temporaryFolder()
    let name = String(repeating: "n", count: 246) + ".png"
    let run = CLIRun(
      "render", "day-cells", "--theme", "light", "--scale", "1", "--out", "\(folder)/\(name)")
    #expect(run.status == 0, "\(run.err)")
    #expect(Self.exists("\(folder)/\(name)"))
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder)) == [name])
  }

  @Test func recordRemovesStaleTempFilesOfDeadRunsAndSaysSo() throws {
    let goldens = "\(temporaryFolder())/goldens"
    // Far above any pid_max: no live process has it.
    let stale = ".light@1x.png.999999999.0123456789abc.tmp"
    let live = ".light@1x.png.\(getpid()).0123456789abc.tmp"
    Self.put("half", "\(goldens)/day-cells/\(stale)")
    Self.put("ours", "\(goldens)/day-cells/\(live)")
    Self.put("note", "\(goldens)/day-cells/.notes.tmp")
    let run = CLIRun(
      "record", "day-cells", "--theme", "light", "--scale", "1", "--goldens", goldens)
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.contains("removed stale temp file \(goldens)/day-cells/\(stale)"), "\(run.out)")
    #expect(!Self.exists("\(goldens)/day-cells/\(stale)"))
    #expect(Self.exists("\(goldens)/day-cells/\(live)"))
    #expect(Self.exists("\(goldens)/day-cells/.notes.tmp"))
  }

  // MARK: - Output hygiene

  @Test func drawListGoldenTextCannotDriveTheTerminal() throws {
    let goldens = "\(temporaryFolder())/goldens"
    #expect(CLIRun("record", "day-cells", "--scale", "1", "--goldens", goldens).status == 0)
    let path = "\(goldens)/day-cells/light.drawlist.txt"
    var lines = try #require(try DrawListGolden.read(path))
    lines[1] = "[x\u{1B}]2;pwned\u{07}\u{1B}[31m] fill \u{202E}gnp.exe"
    try Data(DrawListGolden.encoded(lines)).write(to: URL(fileURLWithPath: path))
    let run = CLIRun(
      "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens", goldens,
      "--record", "never", "--report", "\(goldens)/../report")
    #expect(run.status == 1)
    #expect(
      !run.out.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{07}" })
    #expect(run.out.contains("\\u{1B}[31m"))
    #expect(run.out.contains("\\u{202E}gnp.exe"))
    let html = try String(contentsOfFile: "\(goldens)/../report/index.html", encoding: .utf8)
    #expect(!html.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" })
  }

  @Test(arguments: [
    ("plain", "plain"), ("a\u{1B}[2Jb", "a\\u{1B}[2Jb"), ("\u{202E}abc", "\\u{202E}abc"),
    ("tab\tok", "tab\tok"), ("del\u{7F}", "del\\u{7F}"), ("c1\u{9B}", "c1\\u{9B}"),
    ("\u{2066}iso\u{2069}", "\\u{2066}iso\\u{2069}"), ("ünïcödé ✓", "ünïcödé ✓"),
  ])
  func terminalEscapes(text: String, shown: String) {
    #expect(Terminal.safe(text) == shown)
  }
}
