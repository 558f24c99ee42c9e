import Foundation

/// Runs fuzz cases against the real executable, a few at a time on plain threads, judges each
/// ending against the command's documented exit codes, and keeps every failing case's inputs
/// under `.artifacts/fuzz/<seed>-<index>/` for reproduction.
final class FuzzRunner: @unchecked Sendable {
  /// One case that broke a rule.
  struct Failure: Sendable {
    /// The case.
    let fuzzCase: FuzzCase
    /// How its run ended.
    let ending: CLIProcess.Ending
    /// The first line of stderr (empty when none).
    let stderrLine: String
    /// The broken rule, in a form shared by all failures of the same class, e.g.
    /// `signal 4 (SIGILL)` or `exit 70 (not in 0, 1, 65)`.
    let problem: String
    /// Where its inputs were saved.
    let artifacts: String

    /// The failure's class: command and broken rule.
    var classKey: String { "\(fuzzCase.command.rawValue): \(problem)" }

    /// One line: seed, index, command line, ending, stderr, mutation and artifacts.
    var line: String {
      "seed \(fuzzCase.seed) case \(fuzzCase.index): \(fuzzCase.commandLine) -> \(ending)"
        + (stderrLine.isEmpty ? "" : " \"\(stderrLine)\"") + " [\(problem)] from \(fuzzCase.source)"
        + " edits: " + fuzzCase.edits.map(\.description).joined(separator: ", ")
        + " (inputs in \(artifacts))"
    }
  }

  let inputs: FuzzInputs
  let process: CLIProcess
  let jobs: Int
  /// Where failing cases are saved (`<package>/.artifacts/fuzz`).
  let artifactsRoot: String
  /// Print a progress line to stderr every this many cases (0: never).
  let progressEvery: Int

  private let lock = NSLock()
  private var queue: [@Sendable () -> FuzzCase] = []
  private var onlyZero = false
  private var nextCase = 0
  private var finished = 0
  private var failures: [Failure] = []
  private var harnessErrors: [String] = []
  private var slowest: (index: Int, seconds: Double, command: String) = (-1, 0, "")
  private let start = ContinuousClock.now

  /// A runner of `process` over `inputs`, `jobs` cases at a time.
  init(
    inputs: FuzzInputs, process: CLIProcess, jobs: Int, artifactsRoot: String,
    progressEvery: Int = 0
  ) {
    self.inputs = inputs
    self.process = process
    self.jobs = max(1, jobs)
    self.artifactsRoot = artifactsRoot
    self.progressEvery = progressEvery
  }

  /// Runs `cases` (blocking) and returns the failures in case order, plus harness errors
  /// (a case folder that could not be made, say) that are not the program's fault.
  /// With `onlyZero` (control runs) every case must exit 0.
  func run(_ cases: [FuzzCase], onlyZero: Bool = false) -> (
    failures: [Failure], harnessErrors: [String]
  ) {
    run(cases.map { fuzzCase in { fuzzCase } }, onlyZero: onlyZero)
  }

  /// Runs the cases `makers` build (each is built on a worker thread, so building them is
  /// parallel too).
  func run(_ makers: [@Sendable () -> FuzzCase], onlyZero: Bool = false) -> (
    failures: [Failure], harnessErrors: [String]
  ) {
    let cases = makers
    lock.withLock {
      self.onlyZero = onlyZero
      queue = cases
      nextCase = 0
      finished = 0
      failures = []
      harnessErrors = []
    }
    let group = DispatchGroup()
    for _ in 0..<min(jobs, max(1, cases.count)) {
      group.enter()
      let thread = Thread { [self] in
        while let next = take() { execute(next()) }
        group.leave()
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
    group.wait()
    return lock.withLock {
      (failures.sorted { $0.fuzzCase.index < $1.fuzzCase.index }, harnessErrors)
    }
  }

  /// Seconds since the runner was made.
  var elapsed: Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }

  private func take() -> (@Sendable () -> FuzzCase)? {
    lock.withLock {
      guard nextCase < queue.count else { return nil }
      defer { nextCase += 1 }
      return queue[nextCase]
    }
  }

  private func execute(_ fuzzCase: FuzzCase) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "pickershot-fuzz-\(getpid())-\(fuzzCase.seed)-\(fuzzCase.index)-\(UUID().uuidString)"
      ).path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var found: [Failure] = []
    let allowed: Set<Int32> = lock.withLock { onlyZero } ? [0] : fuzzCase.command.allowedExitCodes
    do {
      try write(fuzzCase.files, into: folder)
      let result = try process.run(fuzzCase.arguments, in: folder)
      lock.withLock {
        if result.seconds > slowest.seconds {
          slowest = (fuzzCase.index, result.seconds, fuzzCase.command.rawValue)
        }
      }
      if let problem = Self.judge(result, allowed: allowed) {
        found.append(failure(fuzzCase, result, problem, folder: folder))
      } else if let cross = fuzzCase.crossCheck {
        let other = try process.run(cross, in: folder)
        if let problem = Self.judge(other, allowed: allowed) {
          found.append(failure(fuzzCase, other, "cross-check " + problem, folder: folder))
        } else if other.ending != result.ending {
          found.append(
            failure(
              fuzzCase, result,
              "byte-identical pair gives \(result.ending), the same image with junk after IEND"
                + " gives \(other.ending)", folder: folder))
        }
      }
    } catch {
      lock.withLock {
        harnessErrors.append("seed \(fuzzCase.seed) case \(fuzzCase.index): \(error)")
      }
    }
    lock.withLock {
      failures += found
      finished += 1
      if progressEvery > 0, finished % progressEvery == 0 || finished == queue.count {
        let line =
          "fuzz: \(finished)/\(queue.count) cases, \(failures.count) failures, "
          + String(
            format: "%.1f s (slowest run: case %d, %@, %.2f s)\n", elapsed, slowest.index,
            slowest.command, slowest.seconds)
        FileHandle.standardError.write(Data(line.utf8))
      }
    }
  }

  /// The broken rule, if any: the run must end by exit (no signal, no hang), with a documented
  /// code, and an error exit says what went wrong in exactly one line on stderr.
  static func judge(_ result: CLIProcess.Result, allowed: Set<Int32>) -> String? {
    switch result.ending {
    case .signal:
      let crash = CLIProcess.crashSite(result.stderr)
      return result.ending.description + (crash.function.isEmpty ? "" : " in \(crash.function)")
    case .timeout: return result.ending.description
    case .exit(let code):
      guard allowed.contains(code) else {
        let list = allowed.sorted().map(String.init).joined(separator: ", ")
        return code == 70
          ? "exit 70 (internal error)" : "exit \(code) (not in \(list))"
      }
      let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.isEmpty }.count
      if code >= 2, lines != 1 { return "exit \(code) with \(lines) stderr lines (want 1)" }
      if code == 1, lines > 1 { return "exit 1 with \(lines) stderr lines (want at most 1)" }
      return nil
    }
  }

  private func failure(
    _ fuzzCase: FuzzCase, _ result: CLIProcess.Result, _ problem: String, folder: String
  ) -> Failure {
    let target = "\(artifactsRoot)/\(fuzzCase.seed)-\(fuzzCase.index)"
    var stderrLine = String(result.stderr.split(separator: "\n").first ?? "")
    if case .signal = result.ending {
      let crash = CLIProcess.crashSite(result.stderr)
      if !crash.message.isEmpty { stderrLine = "\(crash.message) at \(crash.place)" }
    }
    let failure = Failure(
      fuzzCase: fuzzCase, ending: result.ending, stderrLine: stderrLine, problem: problem,
      artifacts: target)
    try? FileManager.default.removeItem(atPath: target)
    try? write(fuzzCase.files, into: target)
    let notes = """
      \(failure.line)

      reproduce:
        cd \(target) && pickershot \(fuzzCase.arguments.joined(separator: " "))
      \(fuzzCase.crossCheck.map { "  cross-check: pickershot \($0.joined(separator: " "))\n" } ?? "")\
        PICKERSHOT_FUZZ_SEED=\(fuzzCase.seed) PICKERSHOT_FUZZ_CASE=\(fuzzCase.index) \
      swift test --skip-build --filter FuzzTests.CLIFuzzTests

      stderr:
      \(result.stderr)
      stdout (first 2000 characters):
      \(result.stdout.prefix(2000))

      """
    try? Data(notes.utf8).write(to: URL(fileURLWithPath: "\(target)/case.txt"))
    return failure
  }

  private func write(_ files: [(path: String, bytes: [UInt8])], into folder: String) throws {
    for file in files {
      let url = URL(fileURLWithPath: "\(folder)/\(file.path)")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.bytes).write(to: url)
    }
  }
}
