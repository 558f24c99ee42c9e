import Foundation
import Testing

/// Issue 25: `render` drew bands through `DispatchQueue.concurrentPerform`; where no thread could
/// be created (`ulimit -u 1` as an unprivileged user) libdispatch retried forever and the process
/// hung. Workers are now threads created up front with each `pthread_create` checked, falling
/// back to drawing serially, so the render finishes. `timeout` bounds the run: a hang is exit 124
/// or 137.
@Suite struct ThreadLimitTests {
  static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Only root can switch to `nobody` (and `setpriv` must be installed).
  static let canDropPrivileges =
    setpriv != nil && geteuid() == 0
    && FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout")

  @Test(
    .enabled(if: canDropPrivileges, "needs root, setpriv and timeout to run as nobody"),
    arguments: [
      ["render", "date-picker", "--theme", "light"],
      ["render", "date-picker", "day-cells", "--theme", "both"],
    ])
  func renderFinishesWhenNoThreadCanBeCreated(arguments: [String]) throws {
    let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("pickershot").path
    try #require(FileManager.default.isExecutableFile(atPath: binary), "no binary at \(binary)")
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    chmod(folder, 0o777)
    // `nobody` may not reach the build folder (a clone under a 0700 `mktemp -d`): run a copy.
    let copy = "\(folder)/pickershot"
    try FileManager.default.copyItem(atPath: binary, toPath: copy)
    chmod(copy, 0o755)
    let out = arguments.count == 4 ? "\(folder)/n.png" : "\(folder)/out"
    let command = ([copy] + arguments + ["--out", out]).map { "'\($0)'" }.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = [
      // A hung render ignores the TERM (its handler waits for the workers): KILL it after 10 s.
      "--kill-after=10", "120", try #require(Self.setpriv), "--reuid=65534", "--regid=65534",
      "--clear-groups",
      "bash", "-c", "ulimit -u 1; exec \(command)",
    ]
    let stderr = Pipe()
    process.standardError = stderr
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let bytes = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let err = String(decoding: bytes, as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(err)")
    let png = arguments.count == 4 ? out : "\(out)/day-cells/light@2x.png"
    #expect(FileManager.default.fileExists(atPath: png), "\(err)")
    let left = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".tmp") }
    #expect(left?.isEmpty ?? true, "left \(left ?? [])")
  }
}
