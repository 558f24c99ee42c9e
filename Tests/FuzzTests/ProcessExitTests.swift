import Foundation
import Testing

/// What only a real process shows: a full disk (a file-size limit) and a closed stdout pipe end in
/// documented exit codes, never a signal, and a golden pair is never half replaced.
@Suite struct ProcessExitTests {
  static func binary() throws -> String {
    try CLIProcess.locateExecutable(environment: ProcessInfo.processInfo.environment)
  }

  /// A fresh folder under the system temp directory.
  static func scratch() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-process-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Runs `pickershot ARGS` through bash after `prelude` (e.g. `ulimit -f 8`).
  static func run(_ prelude: String, _ arguments: [String], in folder: String) throws
    -> CLIProcess.Result
  {
    let bash = CLIProcess(executable: "/bin/bash", timeout: 60)
    return try bash.run(
      ["-c", "\(prelude); exec \"$0\" \"$@\"", try binary()] + arguments, in: folder)
  }

  @Test func aFullDiskReplacesNeitherHalfOfAGoldenPair() throws {
    let folder = try Self.scratch()
    let goldens = "\(folder)/goldens"
    let record = ["record", "day-cells", "--theme", "light", "--scale", "1", "--goldens", goldens]
    #expect(try Self.run("true", record, in: folder).ending == .exit(0))
    // Make both files stale: another valid PNG in place of the golden, and a sidecar without its
    // hash (as written before pair hashes), so a re-record rewrites both.
    let png = "\(goldens)/day-cells/light@1x.png"
    let json = "\(goldens)/day-cells/light@1x.json"
    #expect(
      try Self.run(
        "true", ["record", "day-cells", "--theme", "dark", "--scale", "1", "--goldens", goldens],
        in: folder
      ).ending == .exit(0))
    try FileManager.default.removeItem(atPath: png)
    try FileManager.default.copyItem(atPath: "\(goldens)/day-cells/dark@1x.png", toPath: png)
    let sidecar = try String(contentsOfFile: json, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("\"pngSHA256\"") }.joined(separator: "\n")
    try Data(sidecar.utf8).write(to: URL(fileURLWithPath: json))
    let before = (try Data(contentsOf: URL(fileURLWithPath: png)), sidecar)

    // 8 KiB per file: the new sidecar (about 6 KiB) fits, the new PNG (about 19 KiB) does not.
    let full = try Self.run("ulimit -f 8", record, in: folder)
    #expect(full.ending == .exit(73), "\(full.stdout)\(full.stderr)")
    #expect(full.stderr.split(separator: "\n").count == 1, "\(full.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: png)) == before.0)
    #expect(try String(contentsOfFile: json, encoding: .utf8) == before.1)
    let names = try FileManager.default.contentsOfDirectory(atPath: "\(goldens)/day-cells")
    #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")

    // With room again, the pair is replaced together and verifies.
    #expect(try Self.run("true", record, in: folder).ending == .exit(0))
    let verify = try Self.run(
      "true",
      [
        "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens", goldens, "--record",
        "never", "--report", "\(folder)/report",
      ], in: folder)
    #expect(verify.ending == .exit(0), "\(verify.stdout)\(verify.stderr)")
  }

  @Test func aRenderThatCannotBeWrittenIs73() throws {
    let folder = try Self.scratch()
    let out = "\(folder)/card.png"
    let run = try Self.run(
      "ulimit -f 4", ["render", "date-picker", "--theme", "light", "--scale", "3", "--out", out],
      in: folder)
    #expect(run.ending == .exit(73), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")
  }

  @Test func aClosedStdoutIsNotASignal() throws {
    let folder = try Self.scratch()
    let bash = CLIProcess(executable: "/bin/bash", timeout: 60)
    // `true` exits before pickershot writes, so every write meets a closed pipe.
    let run = try bash.run(
      ["-c", "\"$0\" list | true; exit ${PIPESTATUS[0]}", try Self.binary()], in: folder)
    #expect(run.ending == .exit(0), "\(run.stderr)")
  }
}
