import Foundation
import Raster
import Snapshot
import Testing

/// Screenshots a generated report with headless Chromium through `tools/report-screenshot`.
@Suite struct ReportScreenshotTests {
  /// The `chromium` executable on `PATH`, if any.
  static let chromium: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/chromium" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// `<package>/tools/report-screenshot`, found from this file's path.
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("tools/report-screenshot").path

  @Test(
    .enabled(
      if: chromium != nil,
      "chromium is not on PATH (tools/install-deps installs it)"),
    .timeLimit(.minutes(3)))
  func screenshotOfAReportDecodesAndIsNotFlat() throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try HTMLReport.write(try ReportFixtures.sampleReport(in: directory), to: directory)
    let output = directory + "/shot.png"

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [Self.script, "--window-size", "900,1200", directory, output]
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let printed = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "report-screenshot failed: \(errors)")
    #expect(printed.trimmingCharacters(in: .whitespacesAndNewlines) == output)

    let shot = try PNGCodec.decodeFile(atPath: output)
    #expect(shot.width == 900 && shot.height == 1200)
    var colours = Set<UInt32>()
    for offset in stride(from: 0, to: shot.pixels.count, by: 4 * 37) {
      let pixel = shot.pixels[offset..<offset + 4]
      colours.insert(pixel.reduce(0) { $0 << 8 | UInt32($1) })
      if colours.count > 16 { break }
    }
    #expect(colours.count > 16, "the screenshot is (nearly) one flat colour: \(colours.count)")
  }
}
