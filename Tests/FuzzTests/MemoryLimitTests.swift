import Foundation
import Testing

/// Issue 25: under `ulimit -v` a render died by SIGABRT (`Fatal error: failed to allocate …`, a
/// Swift array) or hung, depending on the limit. Every large buffer now comes from one checked
/// path: each step of a sweep from just above the loader's floor to 160 MB ends in 0 or a
/// documented code (71 out of memory, one line naming the image), never a signal or a hang, and
/// leaves no temp file. The suite sweeps in 4 MB steps just above the floor (where the issue's
/// aborts and hangs were: 86–94 MB) and 16 MB steps above, the commands in parallel;
/// `tools/limits-sweep` runs the 4 MB sweep of the issue all the way.
@Suite struct MemoryLimitTests {
  /// The codes a run may end with at any limit.
  static let documented: Set<Int32> = [0, 1, 64, 65, 66, 69, 70, 71, 73, 74]

  /// The smallest limit, in MB, under which `pickershot --version` runs at all (below it the
  /// loader cannot map the binary: exit 127 before `main`, not the tool's doing).
  static let floor: Int? = {
    guard let binary = try? ProcessExitTests.binary(), let folder = try? ProcessExitTests.scratch()
    else { return nil }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for mb in stride(from: 40, through: 240, by: 2) {
      let bash = CLIProcess(executable: "/bin/bash", timeout: 30)
      let run = try? bash.run(
        ["-c", "ulimit -v \(mb * 1024); exec \"$0\" --version", binary], in: folder)
      if run?.ending == .exit(0) { return mb }
    }
    return nil
  }()

  /// The limits swept, in MB: 4 MB steps for 24 MB above the floor, then 16 MB steps to 160.
  static func limits(above floor: Int) -> [Int] {
    Array(stride(from: floor + 1, to: floor + 25, by: 4))
      + Array(stride(from: floor + 25, through: 160, by: 16))
  }

  /// Each command, and what its out-of-memory line (71) must name: the image drawn, or for
  /// `diff` the PNG decoded or compared (`compare` and `diff` named nothing before).
  @Test(arguments: [
    (
      ["render", "date-picker", "--theme", "light", "--out", "d.png"],
      "drawing date-picker light@2x"
    ),
    (
      ["render", "option-tiles-glass", "--scale", "3", "--theme", "light", "--out", "t.png"],
      "drawing option-tiles-glass light@3x"
    ),
    (
      [
        "verify", "date-picker", "--theme", "light", "--goldens", "GOLDENS", "--record", "never",
        "--report", "report",
        // Out of memory drawing the image or decoding its golden: either line names the image.
      ], "date-picker/light@"
    ),
    (["gallery", "date-picker", "--out", "site"], "drawing date-picker "),
    // The issue's wide segmented scene file at @3x: the widest the schema allows.
    (
      ["render", "--scene", "WIDE", "--scale", "3", "--theme", "light", "--out", "w.png"],
      "drawing wide light@3x"
    ),
    (
      ["compare", "date-picker", "--scale", "3", "--out", "c.png"],
      "drawing date-picker light+dark@3x"
    ),
    (["diff", "PAIR/light@3x.png", "PAIR/dark@3x.png", "--out", "x.png"], "PAIR/"),
  ])
  func everyLimitEndsInADocumentedCode(arguments: [String], names: String) throws {
    let floor = try #require(Self.floor, "pickershot --version never ran under 240 MB")
    let goldens = FuzzInputs.packageRoot + "/goldens"
    // diff's pair: two PNGs of one size, drawn without a limit.
    let inputs = try ProcessExitTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: inputs) }
    let pair = "\(inputs)/out/date-picker"
    if arguments[0] == "diff" {
      let render = try ProcessExitTests.run(
        "true", ["render", "date-picker", "--scale", "3", "--out", "out"], in: inputs)
      try #require(render.ending == .exit(0), "\(render.stderr)")
    }
    let wide = "\(inputs)/wide.json"
    try Data(
      #"{"picker": "segmented", "label": "Range", "options": ["Day", "Week"], "width": 5429}"#
        .utf8
    ).write(to: URL(fileURLWithPath: wide))
    let arguments = arguments.map {
      $0 == "GOLDENS"
        ? goldens : $0 == "WIDE" ? wide : $0.replacingOccurrences(of: "PAIR/", with: pair + "/")
    }
    let names = names.replacingOccurrences(of: "PAIR/", with: pair + "/")
    var ranOut = false
    for mb in Self.limits(above: floor) {
      let folder = try ProcessExitTests.scratch()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let run = try ProcessExitTests.run("ulimit -v \(mb * 1024)", arguments, in: folder)
      let label = "\(arguments.prefix(2).joined(separator: " ")) at \(mb) MB: \(run.ending)"
      guard case .exit(let code) = run.ending else {
        Issue.record("\(label): \(run.stderr.prefix(400))")
        continue
      }
      #expect(Self.documented.contains(code), "\(label): \(run.stderr.prefix(400))")
      if code == 71 {
        ranOut = true
        #expect(run.stderr.split(separator: "\n").count == 1, "\(label): \(run.stderr)")
        #expect(run.stderr.contains("out of memory "), "\(label): \(run.stderr)")
        #expect(run.stderr.contains(names), "\(label): \(run.stderr)")
      }
      let left = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }
        .filter { $0.hasSuffix(".tmp") }
      #expect(left?.isEmpty ?? true, "\(label): left \(left ?? [])")
    }
    // Just above the floor neither has room for its images (measured: compare @3x ran out up to
    // 137 MB, diff's 8 MiB decodes up to 113 MB), so their line is checked at least once.
    if ["compare", "diff"].contains(arguments[0]) {
      #expect(ranOut, "\(arguments[0]) never ran out of memory from \(floor + 1) MB")
    }
  }
}
