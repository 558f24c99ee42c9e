import Foundation

/// Runs the real `pickershot` executable as a child process with a time bound, so a crash shows as
/// a signal and a hang is killed rather than blocking the suite.
struct CLIProcess: Sendable {
  /// How a run ended.
  enum Ending: Equatable, Sendable, CustomStringConvertible {
    /// `exit(code)`.
    case exit(Int32)
    /// Killed by a signal (a crash: SIGILL is a Swift trap, SIGSEGV, SIGABRT…).
    case signal(Int32)
    /// Still running after the time bound; killed.
    case timeout(seconds: Double)

    /// E.g. `exit 65`, `signal 4 (SIGILL)`, `timeout after 10 s`.
    var description: String {
      switch self {
      case .exit(let code): "exit \(code)"
      case .signal(let number): "signal \(number) (\(CLIProcess.signalName(number)))"
      case .timeout(let seconds): "timeout after \(seconds) s"
      }
    }
  }

  /// What a run produced.
  struct Result: Sendable {
    /// How it ended.
    var ending: Ending
    /// Everything it wrote to stdout.
    var stdout: String
    /// Everything it wrote to stderr.
    var stderr: String
    /// Wall-clock time.
    var seconds: Double
  }

  /// The executable.
  let executable: String
  /// The time bound per run, in seconds.
  let timeout: Double

  /// The `pickershot` to run: `PICKERSHOT_FUZZ_BINARY` if set, else the one built next to this
  /// test bundle (`.build/debug/pickershot` under `swift test`). Throws with the fix when absent.
  static func locateExecutable(environment: [String: String]) throws -> String {
    if let path = environment["PICKERSHOT_FUZZ_BINARY"], !path.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: path) else {
        throw FuzzError("PICKERSHOT_FUZZ_BINARY=\(path) is not an executable file")
      }
      return path
    }
    var candidates: [String] = []
    if let url = Bundle.main.executableURL {
      candidates.append(url.resolvingSymlinksInPath().deletingLastPathComponent().path)
    }
    candidates.append(
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().path)
    for folder in candidates
    where FileManager.default.isExecutableFile(atPath: "\(folder)/pickershot") {
      return "\(folder)/pickershot"
    }
    throw FuzzError(
      "the pickershot executable is missing next to the test bundle (looked in "
        + candidates.joined(separator: ", ")
        + "): build it with 'swift build --product pickershot' or set PICKERSHOT_FUZZ_BINARY")
  }

  /// Runs `arguments` in `directory`; output goes through files there (`.stdout`, `.stderr`), so a
  /// chatty child can never block on a full pipe.
  func run(_ arguments: [String], in directory: String) throws -> Result {
    let outPath = "\(directory)/.stdout"
    let errPath = "\(directory)/.stderr"
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    guard let out = FileHandle(forWritingAtPath: outPath),
      let err = FileHandle(forWritingAtPath: errPath)
    else { throw FuzzError("cannot create output files in \(directory)") }
    defer {
      try? out.close()
      try? err.close()
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    let start = ContinuousClock.now
    try process.run()
    var timedOut = false
    if done.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
      done.wait()
    }
    let elapsed = ContinuousClock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let ending: Ending =
      timedOut
      ? .timeout(seconds: timeout)
      : process.terminationReason == .uncaughtSignal
        ? .signal(process.terminationStatus) : .exit(process.terminationStatus)
    func text(_ path: String) -> String {
      String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
    return Result(ending: ending, stdout: text(outPath), stderr: text(errPath), seconds: seconds)
  }

  /// For a crash's stderr: the runtime's message (`Fatal error: …` or `Swift runtime failure: …`)
  /// and the innermost pickershot frame of the backtrace, e.g. `static
  /// CairoRenderer.pixelSize(of:scale:)` and `CairoRenderer.swift:55:7`.
  static func crashSite(_ stderr: String) -> (message: String, function: String, place: String) {
    var message = ""
    var function = ""
    var place = ""
    for line in stderr.split(separator: "\n").map(String.init) {
      if message.isEmpty, let range = line.range(of: "Fatal error: ") {
        message = String(line[range.upperBound...])
      } else if message.isEmpty, let range = line.range(of: "Swift runtime failure: ") {
        message = String(line[range.upperBound...]).replacingOccurrences(of: " ***", with: "")
      }
      guard function.isEmpty, let at = line.range(of: " in pickershot at "),
        !line.contains("[system]"), let address = line.range(of: "0x")
      else { continue }
      let afterAddress = line[address.upperBound...].drop { $0.isHexDigit }.dropFirst()
      let name = afterAddress.prefix { $0 != "+" }.trimmingCharacters(in: .whitespaces)
      function = name.replacingOccurrences(of: "specialized ", with: "")
      place = String(line[at.upperBound...].split(separator: "/").last ?? "")
    }
    return (message, function, place)
  }

  /// The usual name of signal `number` on Linux.
  static func signalName(_ number: Int32) -> String {
    let names: [Int32: String] = [
      1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT",
      7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM",
    ]
    return names[number] ?? "signal \(number)"
  }
}
