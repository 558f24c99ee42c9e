import Foundation
import Testing

/// Issue 25: under `ulimit -v` a render died by SIGABRT (`Fatal error: failed to allocate …`, a
/// Swift array) or hung, depending on the limit. Every large buffer now comes from one checked
/// path: each step of a sweep from just above the loader's floor to 160 MB ends in 0 or a
/// documented code (71 out of memory, one line naming the image), never a signal or a hang, and
/// leaves no temp file. The suite sweeps in 16 MB steps, the commands in parallel;
/// `tools/limits-sweep` runs the 4 MB sweep of the issue.
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

  @Test(arguments: [
    ["render", "date-picker", "--theme", "light", "--out", "d.png"],
    ["render", "option-tiles-glass", "--scale", "3", "--theme", "light", "--out", "t.png"],
    [
      "verify", "date-picker", "--theme", "light", "--goldens", "GOLDENS", "--record", "never",
      "--report", "report",
    ],
    ["gallery", "date-picker", "--out", "site"],
  ])
  func everyLimitEndsInADocumentedCode(arguments: [String]) throws {
    let floor = try #require(Self.floor, "pickershot --version never ran under 240 MB")
    let goldens = FuzzInputs.packageRoot + "/goldens"
    let arguments = arguments.map { $0 == "GOLDENS" ? goldens : $0 }
    for mb in stride(from: floor + 1, through: 160, by: 16) {
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
        #expect(run.stderr.split(separator: "\n").count == 1, "\(label): \(run.stderr)")
        #expect(run.stderr.contains("out of memory drawing "), "\(label): \(run.stderr)")
      }
      let left = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }
        .filter { $0.hasSuffix(".tmp") }
      #expect(left?.isEmpty ?? true, "\(label): left \(left ?? [])")
    }
  }
}
