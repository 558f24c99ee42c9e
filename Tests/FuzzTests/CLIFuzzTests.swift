import Foundation
import Testing

/// The standing fuzz check (issue 6): real goldens, Raster fixtures and `tokens.json`, mutated
/// from a seed, fed to the real `pickershot` executable. Every run must end by exit (never a
/// signal), within the time bound, with a code documented for its command, and an error exit
/// says what went wrong in one line.
///
/// Environment: `PICKERSHOT_FUZZ_SEED` (default 20260116), `PICKERSHOT_FUZZ_CASES` (default
/// 200), `PICKERSHOT_FUZZ_CASE` (run only this index), `PICKERSHOT_FUZZ_TIMEOUT` (seconds per run,
/// default 10), `PICKERSHOT_FUZZ_JOBS` (default 2), `PICKERSHOT_FUZZ_BINARY` (default: the
/// `pickershot` next to the test bundle), `PICKERSHOT_FUZZ_PROGRESS` (print progress every N
/// cases). `tools/fuzz` runs a long version.
@Suite struct CLIFuzzTests {
  /// The run's settings, from the environment.
  struct Settings {
    var seed: UInt64 = 20_260_116
    var cases = 200
    var only: Int? = nil
    /// A hang bound, not a speed test: a case that ends in a second alone took over 10 s on a
    /// 2-core machine at load 15, so the bound leaves room for a busy runner.
    var timeout = 30.0
    var jobs = 2
    var progressEvery = 0

    init(_ environment: [String: String]) throws {
      func value<T>(_ name: String, _ parse: (String) -> T?) throws -> T? {
        guard let text = environment[name], !text.isEmpty else { return nil }
        guard let parsed = parse(text) else { throw FuzzError("\(name)='\(text)' is not valid") }
        return parsed
      }
      seed =
        try value("PICKERSHOT_FUZZ_SEED") {
          $0.hasPrefix("0x") ? UInt64($0.dropFirst(2), radix: 16) : UInt64($0)
        } ?? seed
      cases = try value("PICKERSHOT_FUZZ_CASES") { Int($0).flatMap { $0 >= 0 ? $0 : nil } } ?? cases
      only = try value("PICKERSHOT_FUZZ_CASE") { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
      timeout =
        try value("PICKERSHOT_FUZZ_TIMEOUT") {
          Double($0).flatMap { $0 > 0 && $0 <= 3600 ? $0 : nil }
        } ?? timeout
      jobs = try value("PICKERSHOT_FUZZ_JOBS") { Int($0).flatMap { $0 > 0 ? $0 : nil } } ?? jobs
      progressEvery =
        try value("PICKERSHOT_FUZZ_PROGRESS") { Int($0).flatMap { $0 >= 0 ? $0 : nil } } ?? 0
    }
  }

  @Test func mutatedInputsExitWithADocumentedCode() async throws {
    let environment = ProcessInfo.processInfo.environment
    let settings = try Settings(environment)
    let inputs = try FuzzInputs()
    let process = CLIProcess(
      executable: try CLIProcess.locateExecutable(environment: environment),
      timeout: settings.timeout)
    let artifacts = "\(FuzzInputs.packageRoot)/.artifacts/fuzz"
    let runner = FuzzRunner(
      inputs: inputs, process: process, jobs: settings.jobs, artifactsRoot: artifacts,
      progressEvery: settings.progressEvery)

    // The intact inputs must pass, or every case would fail for a reason that is not a bug.
    let controls = FuzzCase.Command.allCases.map { FuzzCase.control($0, inputs: inputs) }
    let controlRun = await Self.run(runner, controls.map { c in { c } }, strict: true)
    guard controlRun.failures.isEmpty, controlRun.harnessErrors.isEmpty else {
      Issue.record(
        Comment(
          rawValue: "the unmutated inputs do not pass, so fuzzing would prove nothing:\n"
            + (controlRun.harnessErrors + controlRun.failures.map(\.line)).joined(separator: "\n")))
      return
    }

    let indices = settings.only.map { [$0] } ?? Array(0..<settings.cases)
    let seed = settings.seed
    let cases = indices.map { index in
      { @Sendable in FuzzCase(seed: seed, index: index, inputs: inputs) }
    }
    let result = await Self.run(runner, cases, strict: false)
    for error in result.harnessErrors { Issue.record(Comment(rawValue: "harness: \(error)")) }
    guard !result.failures.isEmpty else { return }

    let grouped = Dictionary(grouping: result.failures, by: \.classKey)
    let summary = grouped.keys.sorted().map { key in
      let members = grouped[key]!
      let kinds = Set(members.flatMap { $0.fuzzCase.edits.map(\.kind) }).sorted()
      return "\(members.count)× \(key)  [edits: \(kinds.joined(separator: " "))]\n"
        + members.prefix(3).map { "    " + $0.line }.joined(separator: "\n")
    }
    let listing = "\(artifacts)/failures-\(settings.seed).txt"
    try? FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
    try? Data(result.failures.map(\.line).joined(separator: "\n").appending("\n").utf8)
      .write(to: URL(fileURLWithPath: listing))
    if settings.progressEvery > 0 {
      FileHandle.standardError.write(
        Data(("fuzz summary:\n" + summary.joined(separator: "\n") + "\n").utf8))
    }
    for entry in summary {
      Issue.record(Comment(rawValue: entry))
    }
    Issue.record(
      Comment(
        rawValue: "\(result.failures.count) of \(cases.count) fuzz cases failed (seed "
          + "\(settings.seed)) in \(grouped.count) classes; every failure is listed in \(listing)"
      ))
  }

  /// Runs `cases` on a plain thread (the runner blocks while children run, which must not hold
  /// a Swift concurrency thread). Controls use `strict`: they must exit 0.
  static func run(
    _ runner: FuzzRunner, _ cases: [@Sendable () -> FuzzCase], strict: Bool
  ) async -> (
    failures: [FuzzRunner.Failure], harnessErrors: [String]
  ) {
    await withCheckedContinuation { continuation in
      Thread {
        continuation.resume(returning: runner.run(cases, onlyZero: strict))
      }.start()
    }
  }
}
