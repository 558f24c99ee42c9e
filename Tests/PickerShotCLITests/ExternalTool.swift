import Foundation

/// Finding and running the outside programs some tests drive (Chromium, pdftoppm, swift).
enum ExternalTool {
  /// `name`'s executable on `PATH`, if any.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// What a finished program did.
  struct Outcome {
    /// Its exit status.
    var status: Int32
    /// stdout and stderr, interleaved.
    var output: String
  }

  /// Runs `executable` with `arguments` in `directory`, output collected (stdout and stderr to
  /// one file, so neither pipe can fill up and block it).
  static func run(_ executable: String, _ arguments: [String], in directory: String? = nil)
    throws -> Outcome
  {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-tool-\(UUID().uuidString).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return Outcome(status: process.terminationStatus, output: output)
  }

  /// A screenshot of `page` (a file) by headless Chromium at `width`×`height` CSS pixels and
  /// `deviceScale` pixels each, written to `output`.
  static func screenshot(
    _ chromium: String, page: String, width: Int, height: Int, deviceScale: Int, output: String
  ) throws -> Outcome {
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-chromium-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: profile) }
    return try run(
      "/usr/bin/timeout",
      [
        "120", chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--force-device-scale-factor=\(deviceScale)", "--window-size=\(width),\(height)",
        "--user-data-dir=\(profile)", "--no-first-run", "--screenshot=\(output)",
        URL(fileURLWithPath: page).absoluteString,
      ])
  }

  /// The DOM of `page` after its load event and scripts, as headless Chromium prints it; local
  /// files may read each other (`--allow-file-access-from-files`); `extra` flags are added
  /// (`--force-dark-mode`).
  static func dumpDOM(_ chromium: String, page: String, extra: [String] = []) throws -> Outcome {
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-chromium-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: profile) }
    return try run(
      "/usr/bin/timeout",
      [
        "120", chromium, "--headless", "--no-sandbox", "--disable-gpu",
        "--allow-file-access-from-files", "--virtual-time-budget=10000",
        "--user-data-dir=\(profile)", "--no-first-run", "--dump-dom",
      ] + extra + [URL(fileURLWithPath: page).absoluteString])
  }
}
