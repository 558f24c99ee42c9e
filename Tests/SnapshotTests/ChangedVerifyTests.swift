import CairoBackend
import DrawList
import Foundation
import Pipeline
import Render
import Scene
import Snapshot
import Testing

/// `verify --changed` and `verify --refresh-fingerprints` (issue 26, goal 6) on a temp copy of
/// committed goldens: an image whose draw list is byte for byte its golden's and whose sidecar's
/// fingerprint equals the run's is proven without drawing; anything else is verified in full; a
/// passing refresh rewrites the sidecars' fingerprint field alone, a failing one nothing.
@Suite(.serialized) struct ChangedVerifyTests {
  static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../goldens").standardized.path

  /// The scenes copied: the date picker at @1x and the palette at @2x, both themes (4 images).
  static let scenes = [SceneSpec.named("date-picker")!, SceneSpec.named("color-picker-palette")!]

  static var cases: [SnapshotCase] {
    let descriptions = scenes.map { SceneDescription($0) }
    return SnapshotCase.cases([descriptions[0]], appearances: [.light, .dark], scales: [.x1])
      + SnapshotCase.cases([descriptions[1]], appearances: [.light, .dark], scales: [.x2])
  }

  /// A goldens folder holding copies of the two scenes' committed goldens.
  static func copiedGoldens() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-changed-\(UUID().uuidString)/goldens").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for scene in scenes.map({ SceneDescription($0).id }) {
      try FileManager.default.copyItem(
        atPath: "\(committed)/\(scene)", toPath: "\(folder)/\(scene)")
    }
    return folder
  }

  static func options(
    _ goldens: String, renderer: any Renderer = CairoSceneRenderer(), changed: Bool = false,
    refresh: Bool = false
  ) -> SnapshotEngine.Options {
    var options = SnapshotEngine.Options(
      goldens: goldens, record: .never, scenes: scenes.map { SceneDescription($0) },
      renderer: renderer)
    options.changedOnly = changed
    options.refreshFingerprints = refresh
    return options
  }

  /// Runs the engine; the lines it announced are appended to `said`.
  static func run(_ options: SnapshotEngine.Options, said: inout [String]) throws -> SnapshotReport
  {
    var lines: [String] = []
    let report = try SnapshotEngine(options: options).run(cases) { lines.append($0) }
    said += lines
    return report
  }

  /// The copied goldens, refreshed to this binary's fingerprint (a passing full verify).
  static func refreshedGoldens() throws -> String {
    let goldens = try copiedGoldens()
    var said: [String] = []
    let refresh = try run(options(goldens, refresh: true), said: &said)
    #expect(
      refresh.entries.allSatisfy { $0.status == .passed }, "\(refresh.entries.map(\.message))")
    #expect(refresh.entries.allSatisfy { $0.provenByFingerprint == nil })
    return goldens
  }

  static func sidecarBytes(_ goldens: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for item in cases {
      let path = item.sidecar(root: goldens)
      result[path] = try Data(contentsOf: URL(fileURLWithPath: path))
    }
    return result
  }

  /// The CairoSceneRenderer, but reporting another hash of the backend's code: what a commit
  /// changing one backend constant does to the fingerprint, without rebuilding.
  struct OtherBackendCode: Renderer {
    let base = CairoSceneRenderer()
    func makeWorker() throws -> RenderWorker { try base.makeWorker() }
    func versions() -> [String: String] {
      var versions = base.versions()
      versions[RendererVersions.codeKey] = "0123456789abcdef"
      return versions
    }
    func fontFile(_ font: FontID) -> String? { base.fontFile(font) }
    func problem(of error: any Error) -> RenderProblem? { base.problem(of: error) }
  }

  @Test func anUnchangedTreeIsProvenEveryImage() throws {
    let goldens = try Self.refreshedGoldens()
    defer { try? FileManager.default.removeItem(atPath: goldens + "/..") }
    let before = try Self.sidecarBytes(goldens)
    var said: [String] = []
    let report = try Self.run(Self.options(goldens, changed: true), said: &said)
    #expect(report.entries.count == Self.cases.count)
    #expect(report.entries.count { $0.provenByFingerprint == true } == Self.cases.count)
    #expect(report.entries.allSatisfy { $0.status == .passed && $0.width > 0 })
    // Proving writes nothing.
    #expect(try Self.sidecarBytes(goldens) == before)
    // Without --changed the same tree is verified in full: the default stays full verification.
    let full = try Self.run(Self.options(goldens), said: &said)
    #expect(full.entries.allSatisfy { $0.status == .passed && $0.provenByFingerprint == nil })
  }

  @Test func aDrawListThatIsNotByteIdenticalIsVerifiedInFull() throws {
    let goldens = try Self.refreshedGoldens()
    defer { try? FileManager.default.removeItem(atPath: goldens + "/..") }
    // The same lines without the trailing newline: no draw-list change, but not the same bytes.
    let path = "\(goldens)/date-picker/light.drawlist.txt"
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(bytes.last == UInt8(ascii: "\n"))
    bytes.removeLast()
    try bytes.write(to: URL(fileURLWithPath: path))
    var said: [String] = []
    let report = try Self.run(Self.options(goldens, changed: true), said: &said)
    let full = report.entries.filter { $0.provenByFingerprint == nil }.map(\.id)
    #expect(full == ["date-picker/light@1x"])
    #expect(report.entries.allSatisfy { $0.status == .passed })
  }

  /// The "test changes one backend constant": every image is re-verified.
  @Test func anotherBackendCodeHashReverifiesEveryImage() throws {
    let goldens = try Self.refreshedGoldens()
    defer { try? FileManager.default.removeItem(atPath: goldens + "/..") }
    var said: [String] = []
    let report = try Self.run(
      Self.options(goldens, renderer: OtherBackendCode(), changed: true), said: &said)
    #expect(report.entries.count == Self.cases.count)
    #expect(report.entries.allSatisfy { $0.provenByFingerprint == nil })
    #expect(report.entries.allSatisfy { $0.status == .passed })
    // The backend's code is not the environment: nothing says "environment differs".
    #expect(report.entries.allSatisfy { !$0.environmentDiffers })
  }

  @Test func anOldSidecarWithoutTheBackendHashIsVerifiedInFullNotRefused() throws {
    let goldens = try Self.refreshedGoldens()
    defer { try? FileManager.default.removeItem(atPath: goldens + "/..") }
    let path = "\(goldens)/color-picker-palette/dark@2x.json"
    var sidecar = try #require(try GoldenSidecar.read(path))
    sidecar.fingerprint[RendererVersions.codeKey] = nil
    try sidecar.encoded().write(to: URL(fileURLWithPath: path))
    var said: [String] = []
    let report = try Self.run(Self.options(goldens, changed: true), said: &said)
    let full = report.entries.filter { $0.provenByFingerprint == nil }.map(\.id)
    #expect(full == ["color-picker-palette/dark@2x"])
    #expect(report.entries.allSatisfy { $0.status == .passed })
  }

  @Test func aPassingRefreshRewritesOnlyTheFingerprintField() throws {
    let goldens = try Self.copiedGoldens()
    defer { try? FileManager.default.removeItem(atPath: goldens + "/..") }
    // As after a backend commit: each sidecar holds an older code hash.
    for item in Self.cases {
      let path = item.sidecar(root: goldens)
      var sidecar = try #require(try GoldenSidecar.read(path))
      sidecar.fingerprint[RendererVersions.codeKey] = "fedcba9876543210"
      try sidecar.encoded().write(to: URL(fileURLWithPath: path))
    }
    let before = try Self.sidecarBytes(goldens)
    let pngs = try Self.cases.map {
      try Data(contentsOf: URL(fileURLWithPath: $0.goldenPNG(root: goldens)))
    }
    var said: [String] = []
    let report = try Self.run(Self.options(goldens, refresh: true), said: &said)
    #expect(report.allPassed)
    #expect(said.contains("refreshed the fingerprint of \(Self.cases.count) sidecars"), "\(said)")
    let after = try Self.sidecarBytes(goldens)
    let here = Fingerprint.current(renderer: CairoSceneRenderer())
    for (path, old) in before {
      let new = try #require(after[path])
      let oldObject = try #require(
        try JSONSerialization.jsonObject(with: old) as? [String: Any])
      var newObject = try #require(
        try JSONSerialization.jsonObject(with: new) as? [String: Any])
      // Every field but the fingerprint as it was; the fingerprint now this binary's.
      let fingerprint = newObject.removeValue(forKey: "fingerprint") as? [String: String]
      var others = oldObject
      others.removeValue(forKey: "fingerprint")
      #expect(NSDictionary(dictionary: others).isEqual(to: newObject), "\(path)")
      #expect(fingerprint == here, "\(path)")
      // Same formatting: the lines outside the fingerprint object are the old file's.
      #expect(Self.outsideFingerprint(old) == Self.outsideFingerprint(new), "\(path)")
    }
    // The PNGs are not touched.
    #expect(
      try Self.cases.map { try Data(contentsOf: URL(fileURLWithPath: $0.goldenPNG(root: goldens))) }
        == pngs)
    // A second refresh has nothing to write.
    said = []
    _ = try Self.run(Self.options(goldens, refresh: true), said: &said)
    #expect(said == ["fingerprints already current in \(Self.cases.count) sidecars"], "\(said)")
    #expect(try Self.sidecarBytes(goldens) == after)
  }

  @Test func aFailingRefreshLeavesEverySidecarByteIdentical() throws {
    let goldens = try Self.copiedGoldens()
    defer { try? FileManager.default.removeItem(atPath: goldens + "/..") }
    for item in Self.cases {
      let path = item.sidecar(root: goldens)
      var sidecar = try #require(try GoldenSidecar.read(path))
      sidecar.fingerprint[RendererVersions.codeKey] = "fedcba9876543210"
      try sidecar.encoded().write(to: URL(fileURLWithPath: path))
    }
    // One draw list changes: that image fails.
    let drawList = "\(goldens)/color-picker-palette/light.drawlist.txt"
    let text = try String(contentsOfFile: drawList, encoding: .utf8)
    try text.replacingOccurrences(of: "canvas", with: "canvas ").write(
      toFile: drawList, atomically: true, encoding: .utf8)
    let before = try Self.sidecarBytes(goldens)
    var said: [String] = []
    let report = try Self.run(Self.options(goldens, refresh: true), said: &said)
    #expect(report.entries.count { $0.status == .failed } == 1)
    #expect(said == ["fingerprints not refreshed: 1 image did not pass"], "\(said)")
    #expect(try Self.sidecarBytes(goldens) == before)
  }

  /// The built-in hash of the backend's code is the hash of the files on disk now (the plugin
  /// regenerates it on every build that changes one), and covers every file of its folders.
  @Test func theBackendCodeHashMatchesTheSources() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../..").standardized.path
    var onDisk = Set<String>()
    for folder in RendererVersions.codeFolders {
      let walker = try #require(FileManager.default.enumerator(atPath: "\(root)/\(folder)"))
      for case let path as String in walker {
        var isFolder: ObjCBool = false
        guard !(path as NSString).lastPathComponent.hasPrefix("."),
          FileManager.default.fileExists(
            atPath: "\(root)/\(folder)/\(path)", isDirectory: &isFolder),
          !isFolder.boolValue
        else { continue }
        onDisk.insert("\(folder)/\(path)")
      }
    }
    let files = RendererVersions.codeFiles
    #expect(onDisk.isSubset(of: Set(files)))
    for needed in [
      "Package.swift", "Sources/CairoBackend/BoxBlur.swift",
      "Sources/CPixelKernels/cpixelkernels.c", "Sources/CCairo/shim.h",
      "Sources/Raster/PNGCodec.swift",
    ] {
      #expect(files.contains(needed), "\(needed)")
    }
    var manifest = ""
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(root)/\(file)")))
      manifest += "\(SHA256.hex(bytes))  \(file)\n"
    }
    #expect(SHA256.hex(Array(manifest.utf8)) == RendererVersions.codeHash)
    #expect(
      CairoSceneRenderer().versions()[RendererVersions.codeKey]
        == String(RendererVersions.codeHash.prefix(16)))
    #expect(RendererVersions.codeKey == Fingerprint.codeKey)
  }

  /// The sidecar's lines outside its `"fingerprint" : { … }` object.
  static func outsideFingerprint(_ data: Data) -> [Substring] {
    var inside = false
    return String(decoding: data, as: UTF8.self).split(separator: "\n").filter { line in
      if line.hasPrefix("  \"fingerprint\" : {") {
        inside = true
        return false
      }
      if inside {
        if line.hasPrefix("  }") { inside = false }
        return false
      }
      return true
    }
  }
}
