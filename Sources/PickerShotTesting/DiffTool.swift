import Foundation

/// `PICKERSHOT_DIFF_TOOL`: a command `expectSnapshot` runs with the expected and the actual PNG's
/// paths appended when a snapshot's pixels fail (as swift-snapshot-testing's diff tool), e.g.
/// `PICKERSHOT_DIFF_TOOL="compare -compose src"` or `PICKERSHOT_DIFF_TOOL=meld`.
///
/// The command is split at white space (no quoting, no shell: `$`, `;` and `*` are passed as
/// they are); a word without a slash is looked up on `PATH`. The test waits for the tool, with
/// standard input empty. A tool that cannot be started or exits non-zero is a warning on the
/// test, never a failure or a crash.
public struct DiffTool: Equatable, Sendable {
  /// The environment variable naming the command.
  public static let variable = "PICKERSHOT_DIFF_TOOL"

  /// The command's first word (the program).
  public let program: String
  /// The words after it.
  public let arguments: [String]

  /// The command `command` names, or `nil` when it holds only white space.
  public init?(command: String) {
    let words = command.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    guard let first = words.first else { return nil }
    program = first
    arguments = Array(words.dropFirst())
  }

  /// The tool `PICKERSHOT_DIFF_TOOL` names in `environment`, if any.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> DiffTool? {
    environment[variable].flatMap(DiffTool.init(command:))
  }

  /// The program's path: itself when it holds a slash, else the first executable file of that
  /// name in `PATH`'s folders; `nil` when there is none.
  public func executable(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    let fm = FileManager.default
    func runnable(_ path: String) -> Bool {
      var isFolder: ObjCBool = false
      return fm.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
        && fm.isExecutableFile(atPath: path)
    }
    if program.contains("/") { return runnable(program) ? program : nil }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/\(program)" }.first(where: runnable)
  }

  /// Runs the tool on `expected` and `actual` and waits for it; `nil` when it exited 0, else the
  /// warning to show (`diff tool meld exited 2`, `diff tool kdiff4 not found on PATH`).
  public func run(
    expected: String, actual: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    let shown = "\(Self.variable) '\(program)'"
    guard let path = executable(environment: environment) else {
      return program.contains("/")
        ? "\(shown) is not an executable file" : "\(shown) not found on PATH"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments + [expected, actual]
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch {
      return "\(shown) could not be started: \(error.localizedDescription)"
    }
    process.waitUntilExit()
    switch (process.terminationReason, process.terminationStatus) {
    case (.exit, 0): return nil
    case (.exit, let status): return "\(shown) exited \(status)"
    case (.uncaughtSignal, let signal): return "\(shown) was killed by signal \(signal)"
    @unknown default: return "\(shown) ended abnormally"
    }
  }
}
