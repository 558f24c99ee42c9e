import CairoBackend
import Dispatch
import Foundation
import PixelDiff
import Raster
import Scene
import Theme

/// Verifies and records goldens: draw list first, then pixels, writing artifacts and reports.
///
/// ```swift
/// let report = try SnapshotEngine(options: .init(goldens: "goldens", record: .never,
///                                                artifacts: ".artifacts")).run(SnapshotCase.all)
/// ```
public struct SnapshotEngine: Sendable {
  /// How a run behaves.
  public struct Options: Sendable {
    /// The goldens folder.
    public var goldens: String
    /// When to write goldens.
    public var record: RecordMode
    /// Where to write artifacts and reports (`nil`: nowhere).
    public var artifacts: String?
    /// How many images to work on at once.
    public var jobs: Int
    /// Where the fonts are.
    public var fonts: FontLibrary
    /// The design tokens (`nil`: the built-in ones).
    public var tokens: TokenSet?

    /// Creates options.
    public init(
      goldens: String, record: RecordMode, artifacts: String? = nil,
      jobs: Int = ProcessInfo.processInfo.activeProcessorCount, fonts: FontLibrary = FontLibrary(),
      tokens: TokenSet? = nil
    ) {
      self.tokens = tokens
      self.goldens = goldens
      self.record = record
      self.artifacts = artifacts
      self.jobs = max(1, jobs)
      self.fonts = fonts
    }
  }

  /// The run's options.
  public let options: Options
  /// The renderer fingerprint of this machine.
  public let fingerprint: [String: String]

  /// Creates an engine.
  public init(options: Options) {
    self.options = options
    fingerprint = Fingerprint.current(fonts: options.fonts)
  }

  /// Checks `cases` (in parallel, `options.jobs` at a time) and writes the reports when
  /// `options.artifacts` is set. Also lists obsolete goldens; `prune` deletes them.
  public func run(_ cases: [SnapshotCase], prune: Bool = false) throws -> SnapshotReport {
    let entries = try checkAll(cases)
    var obsolete = GoldenInventory.obsolete(root: options.goldens, keeping: SnapshotCase.all)
    if prune {
      for path in obsolete {
        try FileManager.default.removeItem(atPath: "\(options.goldens)/\(path)")
      }
      obsolete = []
    }
    let report = SnapshotReport(environment: fingerprint, entries: entries, obsolete: obsolete)
    if let directory = options.artifacts {
      try ReportFiles.write(report, to: directory)
    }
    return report
  }

  /// Checks `items` on `options.jobs` workers, each with its own pipeline; results keep the
  /// order of `items`.
  private func checkAll(_ items: [SnapshotCase]) throws -> [SnapshotEntry] {
    let workers = min(options.jobs, max(items.count, 1))
    let pipelines = try (0..<workers).map { _ in
      try RenderPipeline(tokens: options.tokens, fonts: options.fonts)
    }
    let queue = WorkQueue(count: items.count)
    let shared = UnsafeSendableBox(pipelines)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      while let index = queue.take() {
        queue.store(check(items[index], pipeline: shared.value[worker]), at: index)
      }
    }
    return queue.results
  }

  /// Checks one image and returns what happened; never throws (errors become `.error` entries).
  public func check(_ item: SnapshotCase, pipeline: RenderPipeline) -> SnapshotEntry {
    let goldenPath = item.goldenPNG(root: options.goldens)
    var entry = SnapshotEntry(
      id: item.id, scene: item.scene, theme: item.appearance.rawValue, scale: item.scale,
      status: .error, message: "", golden: goldenPath)
    do {
      guard let scene = BuiltInScene.named(item.scene) else {
        entry.message = "unknown scene \(item.scene)"
        return entry
      }
      let list = try pipeline.drawList(scene, appearance: item.appearance)
      let lines = list.dump().split(separator: "\n").map(String.init)
      let actual = try pipeline.render(list, scale: item.scale)
      entry.width = actual.width
      entry.height = actual.height
      // The tolerance lives in the golden's sidecar (edit it there to loosen one image); a new
      // golden starts strict, and re-recording keeps whatever the sidecar said.
      let golden = try GoldenSidecar.read(item.sidecar(root: options.goldens))
      let tolerance = golden?.tolerance ?? .strict
      let sidecar = GoldenSidecar(
        scene: item.scene, theme: item.appearance.rawValue, scale: item.scale,
        width: actual.width, height: actual.height, tolerance: tolerance,
        fingerprint: fingerprint, drawList: lines)

      guard let goldenData = FileManager.default.contents(atPath: goldenPath) else {
        if options.record == .never {
          entry.status = .missing
          entry.message =
            "missing golden \(goldenPath) (record it: pickershot record \(item.scene))"
        } else {
          try write(actual, sidecar, for: item)
          entry.status = .recorded
          entry.message = "recorded new golden: \(goldenPath)"
        }
        entry.artifacts = try writeArtifacts(item, expected: nil, actual: actual, diff: nil)
        return entry
      }

      entry.drawListChanges =
        golden.map { DrawListDiff.changes(golden: $0.drawList, actual: lines) }
        ?? ["no sidecar next to the golden: the draw list cannot be compared"]
      entry.environmentChanges =
        golden.map {
          Fingerprint.changes(golden: $0.fingerprint, here: fingerprint)
        } ?? []
      entry.environmentDiffers = !entry.environmentChanges.isEmpty

      let expected = try PNGCodec.decode([UInt8](goldenData), name: goldenPath)
      var pixelsPass = false
      var diffImage: Bitmap?
      if expected.width != actual.width || expected.height != actual.height {
        entry.message =
          "size \(actual.width)x\(actual.height) differs from the golden's "
          + "\(expected.width)x\(expected.height)"
      } else {
        let diffOptions = PixelDiffOptions(
          threshold: tolerance.threshold, includeAA: tolerance.includeAA)
        // Paint the diff image in the same pass when the draw list already says this one fails;
        // otherwise count first and paint only if the pixels fail (most images pass).
        let wantsImage = options.artifacts != nil
        var result = try PixelDiff.compare(
          expected, actual, options: diffOptions,
          makeDiffImage: wantsImage && !entry.drawListChanges.isEmpty)
        pixelsPass = tolerance.accepts(
          differing: result.differentPixels, of: actual.width * actual.height)
        if wantsImage, !pixelsPass, result.diffImage == nil {
          result = try PixelDiff.compare(
            expected, actual, options: diffOptions, makeDiffImage: true)
        }
        diffImage = result.diffImage
        entry.differingPixels = result.differentPixels
        entry.antialiasedPixels = result.antialiasedPixels
        entry.maxChannelDelta = result.maxChannelDelta.map(Int.init)
        entry.boxes = result.regions.map {
          PixelBox(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
        }
        entry.message = Self.pixelMessage(result.differentPixels, of: actual, tolerance: tolerance)
      }
      let passed = pixelsPass && entry.drawListChanges.isEmpty
      if !entry.drawListChanges.isEmpty {
        let count = entry.drawListChanges.count
        entry.message += "; \(count) draw-list change\(count == 1 ? "" : "s")"
      }

      switch (passed, options.record) {
      case (true, .all):
        // Re-record only what would change, so an unchanged scene leaves git clean.
        entry.status =
          try write(actual, sidecar, for: item, ifChanged: goldenData) ? .recorded : .passed
      case (true, _):
        entry.status = .passed
      case (false, .failed), (false, .all):
        try write(actual, sidecar, for: item)
        entry.status = .recorded
        entry.message = "re-recorded golden \(goldenPath) (was: \(entry.message))"
        entry.artifacts = try writeArtifacts(
          item, expected: expected, actual: actual, diff: diffImage)
      case (false, _):
        entry.status = .failed
        if entry.environmentDiffers { entry.message += " (environment differs)" }
        entry.artifacts = try writeArtifacts(
          item, expected: expected, actual: actual, diff: diffImage)
      }
      return entry
    } catch {
      entry.status = .error
      entry.message = String(describing: error)
      return entry
    }
  }

  /// `412 pixels differ (0.09 %), tolerance 0`.
  static func pixelMessage(_ differing: Int, of image: Bitmap, tolerance: Tolerance) -> String {
    guard differing > 0 else { return "pixels match" }
    let percent = Double(differing) * 100 / Double(image.width * image.height)
    let shown = percent < 0.01 ? "< 0.01" : String((percent * 100).rounded() / 100)
    return "\(differing) pixel\(differing == 1 ? "" : "s") differ (\(shown) %), "
      + "tolerance \(tolerance.maxDifferingPixels)"
  }

  /// Writes the golden PNG (small profile) and its sidecar. With `ifChanged`, only when the PNG's
  /// bytes or the sidecar would change; returns whether anything was written.
  @discardableResult
  private func write(
    _ bitmap: Bitmap, _ sidecar: GoldenSidecar, for item: SnapshotCase, ifChanged old: Data? = nil
  ) throws -> Bool {
    let png = try PNGCodec.encode(bitmap, profile: .small)
    let json = try sidecar.encoded()
    let sidecarPath = item.sidecar(root: options.goldens)
    var wrote = false
    if old.map({ [UInt8]($0) != png }) ?? true {
      try AtomicFile.write(png, to: item.goldenPNG(root: options.goldens))
      wrote = true
    }
    if FileManager.default.contents(atPath: sidecarPath) != json {
      try AtomicFile.write(json, to: sidecarPath)
      wrote = true
    }
    return wrote
  }

  /// Writes actual / expected / diff / side-by-side PNGs (fast profile) under the artifacts folder.
  private func writeArtifacts(
    _ item: SnapshotCase, expected: Bitmap?, actual: Bitmap, diff: Bitmap?
  ) throws -> ArtifactPaths {
    guard let root = options.artifacts else { return ArtifactPaths() }
    var paths = ArtifactPaths()
    func save(_ bitmap: Bitmap, _ name: String) throws -> String {
      let relative = "\(item.id)/\(name).png"
      try AtomicFile.write(try PNGCodec.encode(bitmap, profile: .fast), to: "\(root)/\(relative)")
      return relative
    }
    paths.actual = try save(actual, "actual")
    if let expected { paths.expected = try save(expected, "expected") }
    if let diff { paths.diff = try save(diff, "diff") }
    if let expected, let diff {
      paths.sideBySide = try save(
        SideBySide.compose(expected: expected, diff: diff, actual: actual), "side-by-side")
    }
    return paths
  }
}
