import Dispatch
import DrawList
import Foundation
import PixelDiff
import Raster
import Render

/// Verifies and records goldens: draw list first, then pixels, writing artifacts and reports.
///
/// The engine compares pictures without knowing how they are drawn: its caller gives it the
/// scenes (``SceneDescription``s, each building its own draw list) and a ``Renderer`` (each
/// worker's shaper and backend, and what the fingerprint records).
///
/// ```swift
/// let options = SnapshotEngine.Options(
///   goldens: "goldens", record: .never, artifacts: ".artifacts", scenes: scenes,
///   renderer: CairoSceneRenderer())
/// let report = try SnapshotEngine(options: options).run(SnapshotCase.cases(scenes))
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
    /// The scenes whose goldens live in `goldens`: any other golden-shaped file there is obsolete.
    public var scenes: [SceneDescription]
    /// The scenes (ids) whose folders the run walks in `goldens` (``GoldenTree``): stale temp
    /// files are removed from the root and those folders only, and obsolete goldens listed and
    /// pruned only there, so a run of a few scenes neither lists nor prunes the others' folders.
    /// `nil` (the default): every scene and group folder of the tree.
    public var walkedScenes: [String]?
    /// What draws the images: each worker's shaper and backend, and what the fingerprint records.
    public var renderer: any Renderer
    /// Called on the worker that checked it, once each image is checked (to move a progress line
    /// on); `nil`: nothing is told.
    public var imageChecked: (@Sendable (SnapshotCase) -> Void)?
    /// When recording every golden (``RecordMode/all``), also re-encode goldens whose pixels and
    /// sidecar are unchanged with today's `.small` encoder, keeping the new file only if it is
    /// smaller (`record --recompress`). The pixels are the same by construction: the image was
    /// just compared equal to the golden, byte for byte.
    public var recompress = false
    /// The command that makes an image's golden from this run, printed in a missing golden's
    /// message and kept as the entry's ``SnapshotEntry/recordCommand`` for images that failed or
    /// are missing; `nil`: `pickershot record <scene> --theme <theme> --scale <n>`. The CLI gives
    /// one that repeats its options (`--goldens`, `--scenes`…), or `pickershot accept` under CI.
    public var recordCommand: (@Sendable (SnapshotCase) -> String)?
    /// The token files the images are drawn with, recorded in each sidecar (`nil`: the built-in
    /// tokens). A golden recorded with other token files is named in its environment changes.
    public var tokenFiles: [GoldenSidecar.TokenFile]?
    /// Re-baseline after an environment change (`record --rebaseline`): record (as
    /// ``RecordMode/all``) only the images whose golden's fingerprint differs from this machine's,
    /// and check every other image as ``RecordMode/never`` does, so a real regression still fails.
    public var rebaseline = false
    /// Verify what changed, prove the rest (`verify --changed`): an image whose freshly built draw
    /// list is byte for byte its draw-list golden, whose sidecar's fingerprint equals this run's
    /// in every field (library versions, font hashes, the backend's code hash), whose token files
    /// are the sidecar's, and whose PNG is the one the sidecar recorded (its SHA-256, read but not
    /// decoded) passes as proven by fingerprint without being rasterised. Anything else, and any
    /// run that may record, is checked in full.
    public var changedOnly = false
    /// `verify --refresh-fingerprints`: when every image of the run passed (a full check; record
    /// ``RecordMode/never``), rewrite the `fingerprint` field of each checked sidecar whose
    /// fingerprint is not this run's, and nothing else; when anything did not pass, write nothing.
    public var refreshFingerprints = false

    /// Creates options.
    public init(
      goldens: String, record: RecordMode, artifacts: String? = nil,
      jobs: Int = ProcessorCount.active, scenes: [SceneDescription], renderer: any Renderer
    ) {
      self.scenes = scenes
      self.renderer = renderer
      self.goldens = goldens
      self.record = record
      self.artifacts = artifacts
      self.jobs = max(1, jobs)
    }
  }

  /// The run's options.
  public let options: Options
  /// The renderer fingerprint of this machine.
  public let fingerprint: [String: String]
  /// Each checked image's fingerprint (with its extra fonts) by sidecar path, kept for
  /// ``Options/refreshFingerprints``.
  private let imageFingerprints = FingerprintLedger()

  /// Creates an engine.
  public init(options: Options) {
    self.options = options
    fingerprint = Fingerprint.current(renderer: options.renderer)
  }

  /// Checks `cases` (in parallel, `options.jobs` at a time), then writes the report files when
  /// `options.artifacts` is set. Also lists obsolete goldens; `prune` deletes them.
  public func run(
    _ cases: [SnapshotCase], prune: Bool = false, announce: (String) -> Void = { _ in }
  ) throws -> SnapshotReport {
    let report = try check(cases, prune: prune, announce: announce)
    try writeReport(report)
    return report
  }

  /// Checks `cases` without writing the report files (see ``writeReport(_:)``), so a caller can
  /// show each image's result even when the report folder turns out to be unwritable.
  ///
  /// Before anything is touched, the goldens root must look like a goldens folder and the report
  /// folder like a report folder; the report folder is then cleared of the previous run. The
  /// goldens folder is listed once (``GoldenTree``, the folders of ``Options/walkedScenes``);
  /// when recording, stale temp files of killed runs found in that listing are removed (each
  /// announced). With `prune`, the obsolete goldens it lists are announced and removed one by
  /// one.
  ///
  /// - Parameter tree: the goldens folder as the caller has just read it to check it
  ///   (`GoldenTree.read(options.goldens, scenes: options.walkedScenes)`), so it is not listed
  ///   twice; `nil`, or one of another root or scope: the engine reads it.
  public func check(
    _ cases: [SnapshotCase], tree: GoldenTree? = nil, prune: Bool = false,
    announce: (String) -> Void = { _ in }
  ) throws -> SnapshotReport {
    let walkedScenes = options.walkedScenes.map { Array(Set($0)).sorted() }
    let tree =
      try tree.flatMap { $0.root == options.goldens && $0.scenes == walkedScenes ? $0 : nil }
      ?? GoldenTree.read(options.goldens, scenes: walkedScenes)
    if let directory = options.artifacts {
      // A folder of other files is refused before anything is touched. One that cannot be
      // created is not fatal here: each image's result is still worked out (and printed), and
      // the failed artifact and report writes say what could not be written.
      do { try ReportFolder.prepare(directory) } catch GoldenError.cannotWrite {}
    }
    if options.record != .never {
      for removed in try tree.removeStaleTemporaries() {
        announce("removed stale temp file \(removed)")
      }
    }
    imageFingerprints.removeAll()
    let entries = try checkAll(cases)
    if options.refreshFingerprints {
      try refreshFingerprints(cases, entries: entries, announce: announce)
    }
    var obsolete = tree.obsolete(keeping: options.scenes)
    if prune {
      try GoldenInventory.remove(obsolete, root: options.goldens) { path in
        announce("removing obsolete golden \(options.goldens)/\(path)")
      }
      obsolete = []
    }
    return SnapshotReport(environment: fingerprint, entries: entries, obsolete: obsolete)
  }

  /// Writes `summary.json`, `junit.xml` and `index.html` into `options.artifacts` (if set).
  ///
  /// - Throws: `GoldenError.cannotWrite` naming the folder.
  public func writeReport(_ report: SnapshotReport) throws {
    guard let directory = options.artifacts else { return }
    do {
      try ReportFiles.write(
        report, to: directory, goldensBase: ReportFiles.workingFolder(from: directory))
    } catch {
      throw GoldenError.cannotWrite(directory, reason: String(describing: error))
    }
  }

  /// A shaper and backend for one worker, from the options' renderer.
  public func makeWorker() throws -> RenderWorker {
    try options.renderer.makeWorker()
  }

  /// Checks `items` on `options.jobs` workers, each with its own shaper and backend; results keep
  /// the order of `items`. Each scene's draw list is built and checked once per theme, however
  /// many scales of it are asked for, by the first worker to need it, and dropped once its last
  /// image is checked (``DrawListOutcomes``): memory stays flat however many images are checked.
  func checkAll(_ items: [SnapshotCase], outcomes: DrawListOutcomes? = nil) throws
    -> [SnapshotEntry]
  {
    let outcomes = outcomes ?? DrawListOutcomes(items)
    // One worker per image up to one per job; jobs left over draw each image in bands (verifying
    // one image on two cores: two bands, as `render` draws it).
    let share = CoreShare(cores: options.jobs, images: items.count)
    let workers = share.workers
    let renderWorkers = UnsafeSendableBox(
      try (0..<workers).map { _ in try options.renderer.makeWorker(bands: share.bands) })
    return WorkQueue<SnapshotEntry>.run(count: items.count, workers: workers) { index, worker in
      let item = items[index]
      let renderWorker = renderWorkers.value[worker]
      defer {
        outcomes.finished(item)
        options.imageChecked?(item)
      }
      // The golden is read on a thread of its own while the draw list is built and checked
      // when this worker has cores to spare (one image on two: the build leaves one idle); with
      // a worker on every core it is read after the raster, on this thread. Not under
      // --changed, which may never need it.
      let golden =
        options.changedOnly
        ? nil
        : GoldenReader(path: item.goldenPNG(root: options.goldens), threaded: share.bands > 1)
      defer { golden?.cancel() }
      let drawList = outcomes.outcome(for: item) { checkDrawList(item, worker: renderWorker) }
      let start = ContinuousClock.now
      var entry = withRecordCommand(
        checkImage(item, drawList: drawList, worker: renderWorker, golden: golden), item)
      let elapsed = (ContinuousClock.now - start).components
      entry.milliseconds =
        Int(elapsed.seconds) * 1000 + Int(elapsed.attoseconds / 1_000_000_000_000_000)
      return entry
    }
  }

  /// Checks one image (its draw list, then its pixels) and returns what happened; never throws
  /// (errors become `.error` entries whose `problem` says what kind of error it was).
  public func check(_ item: SnapshotCase, worker: RenderWorker) -> SnapshotEntry {
    withRecordCommand(
      checkImage(item, drawList: checkDrawList(item, worker: worker), worker: worker), item)
  }

  /// `entry` with its ``SnapshotEntry/recordCommand`` when it failed or is missing.
  private func withRecordCommand(_ entry: SnapshotEntry, _ item: SnapshotCase) -> SnapshotEntry {
    guard entry.status == .failed || entry.status == .missing else { return entry }
    var entry = entry
    entry.recordCommand = recordCommand(for: item)
    return entry
  }

  /// The command that makes `item`'s golden from this run (see ``Options/recordCommand``).
  public func recordCommand(for item: SnapshotCase) -> String {
    options.recordCommand?(item)
      ?? "pickershot record \(item.scene.id) --theme \(item.appearance.rawValue)"
      + " --scale \(item.scale.rawValue)"
  }

  /// Builds `item`'s draw list and checks it against its scene and theme's draw-list golden,
  /// writing that golden when the record mode asks for it.
  func checkDrawList(_ item: SnapshotCase, worker: RenderWorker) -> DrawListOutcome {
    var outcome = DrawListOutcome()
    do {
      guard SceneID.isValid(item.scene.id) else { throw GoldenError.badSceneID(item.scene.id) }
      let list = try item.scene.drawList(item.appearance, worker.shaper)
      let lines = DrawListGolden.lines(of: list.dump())
      outcome.list = list
      let path = item.drawList.path(root: options.goldens)
      if let file = try DrawListGolden.readFile(path) {
        let golden = file.lines
        outcome.identical = file.bytes == DrawListGolden.encoded(lines)
        let changes = DrawListDiff.changes(golden: golden, actual: lines)
        if changes.isEmpty || options.record == .never || options.record == .missing {
          outcome.changes = changes
        } else {
          try writeDrawList(lines, to: path)
          let count = changes.count
          outcome.recorded =
            "re-recorded draw-list golden \(path) (was: \(count) draw-list change"
            + "\(count == 1 ? "" : "s"))"
        }
      } else if options.record == .never {
        outcome.changes = ["no draw-list golden \(path): the draw list cannot be compared"]
      } else {
        try writeDrawList(lines, to: path)
        outcome.recorded = "recorded new golden: \(path)"
      }
    } catch {
      outcome.error = (String(describing: error), problem(error))
    }
    return outcome
  }

  /// Checks one image rendered from `drawList`'s list (with `worker`'s backend) against its PNG
  /// golden and sidecar.
  ///
  /// `golden` is the reader of `item`'s golden PNG, started before the draw list was built; without
  /// one, it is started here once the raster's size is known.
  func checkImage(
    _ item: SnapshotCase, drawList outcome: DrawListOutcome, worker: RenderWorker,
    golden: GoldenReader? = nil
  ) -> SnapshotEntry {
    let goldenPath = item.goldenPNG(root: options.goldens)
    var entry = SnapshotEntry(
      id: item.id, scene: item.scene.id, theme: item.appearance.rawValue,
      scale: item.scale.rawValue, status: .error, message: "", golden: goldenPath)
    do {
      if let error = outcome.error {
        entry.message = error.message
        entry.problem = error.problem
        return entry
      }
      guard let list = outcome.list else { return entry }
      let rasterSize = GoldenPrefetch.rasterSize(of: list, scale: item.scale.rawValue)
      golden?.expect(width: rasterSize.width, height: rasterSize.height)
      entry.drawListChanges = outcome.changes
      // The machine's fingerprint plus the hashes of any fonts beyond Inter this list draws with.
      let imageFingerprint = Fingerprint.adding(
        fontsOf: list, to: fingerprint, renderer: options.renderer)
      if options.refreshFingerprints {
        imageFingerprints.set(imageFingerprint, for: item.sidecar(root: options.goldens))
      }
      if try prove(item, drawList: outcome, fingerprint: imageFingerprint, into: &entry) {
        return entry
      }
      let reader = golden ?? GoldenReader(path: goldenPath)
      reader.expect(width: rasterSize.width, height: rasterSize.height)
      let raster = Result {
        try worker.backend.raster(list, scale: item.scale.rawValue, background: nil)
      }
      let prefetched = reader.finish()
      let actual = try raster.get()
      entry.width = actual.width
      entry.height = actual.height
      // The tolerance lives in the golden's sidecar (edit it there to loosen one image); a new
      // golden starts strict, and re-recording keeps whatever the sidecar said.
      let golden = try GoldenSidecar.read(item.sidecar(root: options.goldens))
      let tolerance = golden?.tolerance ?? .strict
      var sidecar = GoldenSidecar(
        scene: item.scene.id, theme: item.appearance.rawValue, scale: item.scale.rawValue,
        width: actual.width, height: actual.height, tolerance: tolerance,
        fingerprint: imageFingerprint)
      sidecar.tokens = options.tokenFiles

      guard GoldenInventory.kind(of: goldenPath) != .missing else {
        if options.record == .never {
          entry.status = .missing
          entry.message = "missing golden \(goldenPath) (record it: \(recordCommand(for: item)))"
        } else {
          try write(actual, sidecar, for: item)
          entry.status = .recorded
          entry.message = "recorded new golden: \(goldenPath)"
          if let recorded = outcome.recorded { entry.message += "; \(recorded)" }
        }
        writeArtifacts(
          item, expected: nil, actual: (actual, sidecar, list), diff: nil, into: &entry)
        return entry
      }
      // In checked memory: a golden too large for the memory left is out of memory naming it.
      let goldenData = try prefetched.data.get()
      // A PNG that is not the one its sidecar was recorded with: only a re-record may mend it.
      let mismatched =
        golden?.pngSHA256.map { $0 != goldenData.withUnsafeBytes { SHA256.hex($0) } } ?? false
      if mismatched && options.record != .all && options.record != .failed {
        throw GoldenError.pairMismatch(goldenPath)
      }
      entry.environmentChanges =
        golden.map {
          Fingerprint.changes(golden: $0.fingerprint, here: imageFingerprint)
            + (Self.tokenChange(golden: $0.tokens, here: options.tokenFiles).map { [$0] } ?? [])
        } ?? []
      entry.environmentDiffers = !entry.environmentChanges.isEmpty

      // The header first: a golden of another size is never decoded (it may be 16384² pixels).
      let size = try PNGCodec.size(of: goldenData, name: goldenPath)
      var expected: Bitmap?
      var pixelsPass = false
      var diffImage: Bitmap?
      if size.width != actual.width || size.height != actual.height {
        entry.message =
          "size \(actual.width)x\(actual.height) differs from the golden's "
          + "\(size.width)x\(size.height)"
      } else {
        let decoded =
          try prefetched.decoded?.get() ?? PNGCodec.decode(goldenData, name: goldenPath)
        expected = decoded
        let diffOptions = PixelDiffOptions(
          threshold: tolerance.threshold, includeAA: tolerance.includeAA)
        // Paint the diff image in the same pass when the draw list already says this one fails;
        // otherwise count first and paint only if the pixels fail (most images pass).
        let wantsImage = options.artifacts != nil
        var result = try PixelDiff.compare(
          decoded, actual, options: diffOptions,
          makeDiffImage: wantsImage && !entry.drawListChanges.isEmpty)
        pixelsPass = tolerance.accepts(
          differing: result.differentPixels, of: actual.width * actual.height)
        if wantsImage, !pixelsPass, result.diffImage == nil {
          result = try PixelDiff.compare(
            decoded, actual, options: diffOptions, makeDiffImage: true)
        }
        diffImage = result.diffImage
        entry.differingPixels = result.differentPixels
        entry.antialiasedPixels = result.antialiasedPixels
        entry.maxChannelDelta = result.maxChannelDelta.map(Int.init)
        entry.boxes = result.regions.map {
          PixelBox(
            x: $0.x, y: $0.y, width: $0.width, height: $0.height,
            differingPixels: $0.differentPixels)
        }
        entry.message = Self.pixelMessage(result.differentPixels, of: actual, tolerance: tolerance)
      }
      if mismatched { entry.message = "golden pair mismatch; " + entry.message }
      if golden == nil { entry.message = "no sidecar next to the golden; " + entry.message }
      let passed = pixelsPass && entry.drawListChanges.isEmpty && !mismatched && golden != nil
      if !entry.drawListChanges.isEmpty {
        let count = entry.drawListChanges.count
        entry.message += "; \(count) draw-list change\(count == 1 ? "" : "s")"
      }

      // Under --rebaseline only an image drawn in another environment is recorded.
      let record = options.rebaseline ? (entry.environmentDiffers ? .all : .never) : options.record
      switch (passed, record) {
      case (true, .all):
        // Re-record only what would change, so an unchanged scene leaves git clean. Unchanged is
        // decided before encoding anything: the same pixels, byte for byte, and the same sidecar.
        var same = sidecar
        same.pngSHA256 = golden?.pngSHA256
        if expected?.pixels == actual.pixels && same == golden {
          entry.status = .passed
          if options.recompress {
            let png = try PNGCodec.encode(actual, profile: .small)
            if png.count < goldenData.count,
              try write(actual, sidecar, for: item, ifChanged: goldenData, encoded: png)
            {
              entry.status = .recorded
              entry.message = "recompressed \(goldenPath): \(goldenData.count) → \(png.count) bytes"
            }
          }
        } else {
          entry.status =
            try write(actual, sidecar, for: item, ifChanged: goldenData) ? .recorded : .passed
        }
      case (true, _):
        entry.status = .passed
      case (false, .failed), (false, .all):
        try write(actual, sidecar, for: item)
        entry.status = .recorded
        entry.message = "re-recorded golden \(goldenPath) (was: \(entry.message))"
        writeArtifacts(
          item, expected: expected, actual: (actual, sidecar, list), diff: diffImage,
          into: &entry)
      case (false, _):
        entry.status = .failed
        if entry.environmentDiffers { entry.message += " (environment differs)" }
        writeArtifacts(
          item, expected: expected, actual: (actual, sidecar, list), diff: diffImage,
          into: &entry)
      }
      // The draw-list golden was written for this image's scene and theme: say so (a test that
      // writes a golden fails, so a re-record is a reviewed step).
      if let recorded = outcome.recorded, entry.status != .failed {
        entry.message =
          entry.status == .passed ? recorded : "\(entry.message); \(recorded)"
        entry.status = .recorded
      }
      return entry
    } catch let error as OutOfMemory {
      entry.status = .error
      entry.message =
        error.drawing(
          "\(item.scene.id) \(item.appearance.rawValue)@\(item.scale.rawValue)x"
        ).description
      entry.problem = .outOfMemory
      return entry
    } catch {
      entry.status = .error
      entry.message = String(describing: error)
      entry.problem = problem(error)
      return entry
    }
  }

  /// Under ``Options/changedOnly``, passes `entry` as proven by fingerprint when nothing that
  /// decides its pixels changed since its golden was recorded or last refreshed: the draw list is
  /// byte for byte its golden, the sidecar's fingerprint equals `imageFingerprint` in every field
  /// and its token files this run's, and the golden PNG's bytes hash to the sidecar's
  /// `pngSHA256`. Returns whether it did; on `false` the image is checked in full (which also
  /// explains whatever differs).
  private func prove(
    _ item: SnapshotCase, drawList outcome: DrawListOutcome,
    fingerprint imageFingerprint: [String: String],
    into entry: inout SnapshotEntry
  ) throws -> Bool {
    guard options.changedOnly, !options.rebaseline,
      options.record == .never || options.record == .missing,
      outcome.identical, outcome.changes.isEmpty, outcome.recorded == nil,
      let golden = try GoldenSidecar.read(item.sidecar(root: options.goldens)),
      let recordedHash = golden.pngSHA256, golden.fingerprint == imageFingerprint,
      Self.tokenChange(golden: golden.tokens, here: options.tokenFiles) == nil
    else { return false }
    let goldenPath = item.goldenPNG(root: options.goldens)
    guard GoldenInventory.kind(of: goldenPath) == .regular,
      let bytes = try? PNGCodec.readFileChecked(atPath: goldenPath),
      bytes.withUnsafeBytes({ SHA256.hex($0) }) == recordedHash
    else { return false }
    entry.status = .passed
    entry.width = golden.width
    entry.height = golden.height
    entry.message = "proven by fingerprint (draw list and fingerprint unchanged)"
    entry.provenByFingerprint = true
    return true
  }

  /// Rewrites the `fingerprint` field of each of `cases`' sidecars to the fingerprint it was
  /// checked with, when every entry passed; the sidecars are replaced as one group (each
  /// atomically), each keeping every other field. A sidecar already holding its fingerprint is
  /// left alone. When anything did not pass, nothing is written and that is announced.
  private func refreshFingerprints(
    _ cases: [SnapshotCase], entries: [SnapshotEntry], announce: (String) -> Void
  ) throws {
    let failed = entries.count { $0.status != .passed }
    guard failed == 0 else {
      announce(
        "fingerprints not refreshed: \(failed) image\(failed == 1 ? "" : "s") did not pass")
      return
    }
    var files: [(path: String, bytes: [UInt8])] = []
    for item in cases {
      let path = item.sidecar(root: options.goldens)
      guard let fresh = imageFingerprints.get(path),
        var sidecar = try GoldenSidecar.read(path), sidecar.fingerprint != fresh
      else { continue }
      sidecar.fingerprint = fresh
      files.append((path, [UInt8](try sidecar.encoded())))
    }
    guard !files.isEmpty else {
      announce(
        "fingerprints already current in \(cases.count) sidecar\(cases.count == 1 ? "" : "s")")
      return
    }
    do { try AtomicFile.writeAll(files) } catch {
      throw GoldenError.cannotWrite(options.goldens, reason: String(describing: error))
    }
    announce("refreshed the fingerprint of \(files.count) sidecar\(files.count == 1 ? "" : "s")")
  }

  /// Writes a draw-list golden (atomically) unless it already holds exactly these bytes.
  private func writeDrawList(_ lines: [String], to path: String) throws {
    let bytes = DrawListGolden.encoded(lines)
    if (try? BinaryFile.read(atPath: path, maxBytes: DrawListGolden.maxFileBytes)) == bytes {
      return
    }
    do { try AtomicFile.write(bytes, to: path) } catch {
      throw GoldenError.cannotWrite(path, reason: String(describing: error))
    }
  }

  /// What kind of problem `error` is: the engine's own errors, else as the renderer tells its
  /// errors apart (one it does not know is a bug).
  func problem(_ error: any Error) -> SnapshotProblem {
    switch error {
    case GoldenError.cannotWrite: return .cannotWrite
    case is OutOfMemory: return .outOfMemory
    case is GoldenError, is RasterError, is PixelDiffError: return .badInput
    default: break
    }
    switch options.renderer.problem(of: error) {
    case .badInput: return .badInput
    case .missingFont: return .missingFont
    case .internalError, nil: return .internalError
    }
  }

  /// `tokens: built-in → light brand.light.json 1a2b3c4d, …` when a golden was recorded with
  /// other token files than `here` (compared by role and hash), else `nil`.
  public static func tokenChange(
    golden: [GoldenSidecar.TokenFile]?, here: [GoldenSidecar.TokenFile]?
  ) -> String? {
    func key(_ files: [GoldenSidecar.TokenFile]?) -> [String] {
      (files ?? []).map { "\($0.role) \($0.sha256)" }.sorted()
    }
    guard key(golden) != key(here) else { return nil }
    func text(_ files: [GoldenSidecar.TokenFile]?) -> String {
      guard let files, !files.isEmpty else { return "built-in" }
      return files.map(\.summary).joined(separator: ", ")
    }
    return "\(tokenChangePrefix)\(text(golden)) → \(text(here))"
  }

  /// How ``tokenChange(golden:here:)`` starts.
  public static let tokenChangePrefix = "tokens: "

  /// `412 pixels differ (0.09 %), tolerance 0`.
  static func pixelMessage(_ differing: Int, of image: Bitmap, tolerance: Tolerance) -> String {
    guard differing > 0 else { return "pixels match" }
    let percent = Double(differing) * 100 / Double(image.width * image.height)
    let shown = percent < 0.01 ? "< 0.01" : String((percent * 100).rounded() / 100)
    return "\(differing) pixel\(differing == 1 ? "" : "s") differ (\(shown) %), "
      + "tolerance \(tolerance.maxDifferingPixels)"
  }

  /// Writes the golden PNG (small profile) and its sidecar, which records the PNG's SHA-256, as a
  /// pair: both temp files are written first and neither is replaced unless both were. With
  /// `ifChanged`, only the files whose bytes would change; returns whether anything was written.
  /// `encoded` is the PNG when the caller has already encoded `bitmap`.
  @discardableResult
  private func write(
    _ bitmap: Bitmap, _ sidecar: GoldenSidecar, for item: SnapshotCase,
    ifChanged old: PixelBytes? = nil, encoded: [UInt8]? = nil
  ) throws -> Bool {
    let png = try encoded ?? PNGCodec.encode(bitmap, profile: .small)
    var sidecar = sidecar
    sidecar.pngSHA256 = SHA256.hex(png)
    let json = [UInt8](try sidecar.encoded())
    let pngPath = item.goldenPNG(root: options.goldens)
    let sidecarPath = item.sidecar(root: options.goldens)
    var files: [(path: String, bytes: [UInt8])] = []
    let oldJSON = try? BinaryFile.read(atPath: sidecarPath, maxBytes: GoldenSidecar.maxFileBytes)
    if oldJSON != json { files.append((sidecarPath, json)) }
    if old.map({ $0 != png }) ?? true { files.append((pngPath, png)) }
    guard !files.isEmpty else { return false }
    do { try AtomicFile.writeAll(files) } catch {
      throw GoldenError.cannotWrite(pngPath, reason: String(describing: error))
    }
    return true
  }

  /// Writes actual / expected / diff / side-by-side PNGs (fast profile) under the artifacts folder
  /// into `entry.artifacts`, with the sidecar and draw list the actual image would be recorded
  /// with (the sidecar recording `actual.png`'s SHA-256), so `pickershot accept` can make goldens
  /// of them. A failed write keeps the entry's outcome and marks it `.cannotWrite`.
  private func writeArtifacts(
    _ item: SnapshotCase, expected: Bitmap?,
    actual rendered: (image: Bitmap, sidecar: GoldenSidecar, list: DrawList), diff: Bitmap?,
    into entry: inout SnapshotEntry
  ) {
    guard let root = options.artifacts else { return }
    let actual = rendered.image
    var paths = ArtifactPaths()
    func store(_ bytes: [UInt8], _ name: String) throws -> String {
      try store(name) { try AtomicFile.write(bytes, to: $0, sync: false) }
    }
    func store(_ bytes: PixelBytes, _ name: String) throws -> String {
      try store(name) { try AtomicFile.write(bytes, to: $0, sync: false) }
    }
    // Artifacts are throw-away: no fsync.
    func store(_ name: String, _ write: (String) throws -> Void) throws -> String {
      let relative = "\(item.id)/\(name)"
      do { try write("\(root)/\(relative)") } catch {
        throw GoldenError.cannotWrite("\(root)/\(relative)", reason: String(describing: error))
      }
      return relative
    }
    // Encoded into checked memory: an image too large for the memory left is out of memory.
    func save(_ bitmap: Bitmap, _ name: String) throws -> String {
      try store(try PNGCodec.encodeChecked(bitmap, profile: .fast), "\(name).png")
    }
    do {
      let png = try PNGCodec.encodeChecked(actual, profile: .fast)
      paths.actual = try store(png, "actual.png")
      var sidecar = rendered.sidecar
      sidecar.pngSHA256 = png.withUnsafeBytes { SHA256.hex($0) }
      paths.actualSidecar = try store([UInt8](try sidecar.encoded()), "actual.json")
      paths.actualDrawList = try store(
        DrawListGolden.encoded(DrawListGolden.lines(of: rendered.list.dump())),
        "actual.drawlist.txt")
      if let expected { paths.expected = try save(expected, "expected") }
      if let diff { paths.diff = try save(diff, "diff") }
      if let expected, let diff {
        paths.sideBySide = try save(
          try SideBySide.compose(expected: expected, diff: diff, actual: actual), "side-by-side")
      }
    } catch let error as OutOfMemory {
      entry.problem = .outOfMemory
      entry.message +=
        "; \(error.drawing("\(item.scene.id) \(item.appearance.rawValue)@\(item.scale.rawValue)x"))"
    } catch {
      entry.problem = .cannotWrite
      entry.message += "; \(error)"
    }
    entry.artifacts = paths
  }
}
