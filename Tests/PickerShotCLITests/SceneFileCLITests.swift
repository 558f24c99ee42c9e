import Foundation
import Testing

/// `render --scene FILE` and `verify`/`record --scenes DIR`: scene files through the command
/// line, with their exit codes and one-line errors.
@Suite struct SceneFileCLITests {
  /// The repository root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL.path

  /// A March range, the README's example.
  static let march = """
    {
      "picker": "date-picker",
      "summary": "March 2026, the 9th to the 13th",
      "month": "2026-03",
      "selection": {"start": "2026-03-09", "end": "2026-03-13"},
      "marked": ["2026-03-17"]
    }
    """

  /// A segmented picker.
  static let sizes = """
    {"picker": "segmented", "label": "Size", "options": ["S", "M", "L"], "selected": 1,
     "theme": "light"}
    """

  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test func renderDrawsASceneFileInBothThemes() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.write(Self.march, to: "\(folder)/march.json")
    let run = CLIRun("render", "--scene", "\(folder)/march.json", "--out", "\(folder)/out")
    #expect(run.status == 0, "stderr: \(run.err)")
    for theme in ["light", "dark"] {
      #expect(FileManager.default.fileExists(atPath: "\(folder)/out/march/\(theme)@2x.png"))
    }
    let svg = CLIRun(
      "render", "--scene", "\(folder)/march.json", "--theme", "light", "--out",
      "\(folder)/march.svg")
    #expect(svg.status == 0, "stderr: \(svg.err)")
    let text = try String(contentsOfFile: "\(folder)/march.svg", encoding: .utf8)
    #expect(text.contains("<svg"))
  }

  @Test func renderSceneThroughTheRealBinary() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.write(Self.march, to: "\(folder)/march.json")
    let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("pickershot").path
    try #require(FileManager.default.isExecutableFile(atPath: binary), "no binary at \(binary)")
    func run(_ arguments: [String]) throws -> (Int32, String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = arguments
      let stderr = Pipe()
      process.standardError = stderr
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let bytes = stderr.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: bytes, as: UTF8.self))
    }
    let (status, _) = try run([
      "render", "--scene", "\(folder)/march.json", "--theme", "dark", "--out", "\(folder)/m.png",
    ])
    #expect(status == 0)
    let png = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/m.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    try Self.write(
      #"{"picker": "date-picker", "month": "2026-02", "selection": "2026-02-30"}"#,
      to: "\(folder)/feb.json")
    let (bad, stderr) = try run(["render", "--scene", "\(folder)/feb.json", "--out", folder])
    #expect(bad == 65)
    #expect(
      stderr == "pickershot: \(folder)/feb.json: $.selection: \"2026-02-30\" is not a date "
        + "(February 2026 has 28 days)\n")
  }

  /// What goes wrong with the file itself, and its exit code and message.
  enum BadFile: String, CaseIterable {
    case missing, directory, fifo, tooLarge, empty, array, badDate, unknownKey, sixSegments
    case compactCountdown, landscapeInput
  }

  @Test(arguments: BadFile.allCases)
  func aBadSceneFileGetsItsExitCodeAndOneLine(_ bad: BadFile) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/scene.json"
    let expected: (Int32, String)
    switch bad {
    case .missing:
      expected = (66, "scene file \(path) does not exist")
    case .directory:
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      expected = (65, "scene file: cannot read '\(path)': not a regular file (directory)")
    case .fifo:
      #expect(mkfifo(path, 0o600) == 0)
      expected = (65, "scene file: cannot read '\(path)': not a regular file (FIFO)")
    case .tooLarge:
      try Data(count: 10 << 20).write(to: URL(fileURLWithPath: path))
      expected = (
        65,
        "scene file: cannot read '\(path)': file is 10485760 bytes, more than the limit of "
          + "1048576 bytes"
      )
    case .empty:
      try Self.write("", to: path)
      expected = (
        65, "\(path): not JSON: line 1, column 1: the file is empty; expected a JSON object"
      )
    case .array:
      try Self.write("[]", to: path)
      expected = (65, "\(path): $: expected an object with a \"picker\" key, got an array")
    case .badDate:
      try Self.write(
        #"{"picker": "date-picker", "month": "2026-02", "selection": "2026-02-30"}"#, to: path)
      expected = (
        65, "\(path): $.selection: \"2026-02-30\" is not a date (February 2026 has 28 days)"
      )
    case .unknownKey:
      try Self.write(#"{"picker": "date-selector", "month": "2026-01", "colour": 1}"#, to: path)
      expected = (
        65,
        "\(path): $.colour: unknown key (known: $schema, picker, summary, theme, scale, "
          + "locale, tokens, month)"
      )
    case .sixSegments:
      try Self.write(
        #"{"picker": "segmented", "label": "Size", "options": ["1", "2", "3", "4", "5", "6"]}"#,
        to: path)
      expected = (
        65,
        "\(path): $.options: segmented picker: 6 options, at most five; use the menu style "
          + "(select.menu)"
      )
    case .compactCountdown:
      try Self.write(
        #"{"picker": "ios-date-picker", "style": "compact", "mode": "countdown-timer", "#
          + #""date": "2026-01-16"}"#, to: path)
      expected = (
        65,
        "\(path): $.style: date picker: the countdown timer mode is not available in the "
          + "compact style; use the wheels style"
      )
    case .landscapeInput:
      try Self.write(
        #"{"picker": "material-time-picker", "mode": "input", "time": "10:30", "#
          + #""orientation": "landscape"}"#, to: path)
      expected = (
        65,
        "\(path): $.orientation: material time picker: the input picker has no landscape "
          + "layout (use a dial mode)"
      )
    }
    let run = CLIRun("render", "--scene", path, "--out", "\(folder)/out")
    #expect(run.status == expected.0)
    #expect(run.err.hasPrefix("pickershot: " + expected.1), "stderr: \(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
    // The same file in a --scenes folder fails verify the same way, before anything is written.
    if bad != .missing && bad != .directory {
      let verify = CLIRun("verify", "--scenes", folder, "--report", "\(folder)/report")
      #expect(verify.status == expected.0)
      #expect(verify.err.hasPrefix("pickershot: " + expected.1), "stderr: \(verify.err)")
      #expect(!FileManager.default.fileExists(atPath: "\(folder)/report"))
    }
  }

  @Test(arguments: [
    (["render", "--scene", "x.json", "date-picker"], Int32(64), "name no other scene"),
    (["render", "--scene", "x.json", "--all"], 64, "name no other scene"),
    (["verify", "--scenes", "/nonexistent-pickershot-scenes"], 66, "does not exist"),
    (["record", "--scenes", "/etc/hostname"], 64, "is not a folder"),
  ])
  func sceneOptionUsage(arguments: [String], status: Int32, message: String) {
    let run = CLIRun(arguments)
    #expect(run.status == status)
    #expect(run.err.contains(message), "stderr: \(run.err)")
  }

  @Test func recordThenVerifyAFolderOfSceneFiles() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenes = "\(folder)/scenes"
    try FileManager.default.createDirectory(atPath: scenes, withIntermediateDirectories: true)
    try Self.write(Self.march, to: "\(scenes)/march.json")
    try Self.write(Self.sizes, to: "\(scenes)/sizes.json")
    try Self.write("{}", to: "\(scenes)/scene.schema.json")  // skipped: a schema, not a scene
    // Verify before recording: no goldens folder yet.
    #expect(CLIRun("verify", "--scenes", scenes, "--record", "never").status == 66)
    let record = CLIRun("record", "--scenes", scenes)
    #expect(record.status == 0, "stderr: \(record.err)")
    let goldens = "\(scenes)/goldens"
    for path in [
      "march/light@2x.png", "march/dark@2x.png", "march/light.drawlist.txt",
      "sizes/light@2x.png", "sizes/light@2x.json",
    ] {
      #expect(FileManager.default.fileExists(atPath: "\(goldens)/\(path)"), "\(path)")
    }
    #expect(!FileManager.default.fileExists(atPath: "\(goldens)/sizes/dark@2x.png"))
    let verify = CLIRun(
      "verify", "--scenes", scenes, "--record", "never", "--report", "\(folder)/report")
    #expect(verify.status == 0, "stdout: \(verify.out) stderr: \(verify.err)")
    #expect(verify.out.contains("PASSED   march/light@2x"))
    #expect(verify.out.contains("PASSED   sizes/light@2x"))
    // One scene named among the folder's.
    let one = CLIRun(
      "verify", "sizes", "--scenes", scenes, "--record", "never", "--report", "\(folder)/r1")
    #expect(one.status == 0)
    #expect(!one.out.contains("march/"))
    // An edited file no longer matches its golden.
    try Self.write(
      Self.march.replacingOccurrences(of: "2026-03-13", with: "2026-03-12"),
      to: "\(scenes)/march.json")
    let changed = CLIRun(
      "verify", "--scenes", scenes, "--record", "never", "--report", "\(folder)/r2")
    #expect(changed.status == 1)
    #expect(changed.out.contains("FAILED   march/light@2x"))
  }

  @Test func theShippedSceneFilesVerifyAgainstTheCommittedGoldens() {
    let report = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: report) }
    let run = CLIRun(
      "verify", "date-picker-range", "time-picker-scrolled", "option-tiles-glass",
      "color-picker-palette", "segmented-focus", "ios-countdown", "watchos-wheels",
      "macos-graphical-range", "compare-platforms", "m3-date-input-error", "m3-time-dial-24h",
      "date-picker-he-il", "time-picker-ar-eg", "--scenes", "\(Self.root)/scenes", "--goldens",
      "\(Self.root)/goldens", "--record", "never", "--report", report)
    #expect(run.status == 0, "stdout: \(run.out) stderr: \(run.err)")
    #expect(run.out.contains("PASSED   date-picker-range/light@3x"))
    #expect(run.out.contains("PASSED   watchos-wheels/dark@2x"))
    #expect(run.out.contains("PASSED   date-picker-he-il/light@2x"))
  }

  @Test func dotDotInTheScenesPathWritesNowhereElse() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: "\(folder)/a/b", withIntermediateDirectories: true)
    try Self.write(Self.sizes, to: "\(folder)/a/sizes.json")
    let record = CLIRun("record", "--scenes", "\(folder)/a/b/..")
    #expect(record.status == 0, "stderr: \(record.err)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder) == ["a"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: "\(folder)/a").sorted()
        == ["b", "goldens", "sizes.json"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder)/a/b").isEmpty)
    // A file whose name would climb out (`...json` → id `..`) is refused, and nothing written.
    try Self.write(Self.sizes, to: "\(folder)/a/b/...json")
    let climb = CLIRun("record", "--scenes", "\(folder)/a/b")
    #expect(climb.status == 65)
    #expect(
      climb.err.hasPrefix("pickershot: \(folder)/a/b/...json: the file name is not a scene id"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder)/a/b") == ["...json"])
  }
}
