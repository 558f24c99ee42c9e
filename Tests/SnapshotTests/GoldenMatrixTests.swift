import CairoBackend
import DrawList
import Foundation
import Raster
import Render
import Testing

@testable import Snapshot

/// The golden matrix on disk: one draw-list golden per scene and theme, built and checked once
/// however many scales are checked; PNG sidecars without the draw list; any renderer.
@Suite struct GoldenMatrixTests {
  /// Counts how often a scene is built, from any thread.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
  }

  /// A backend that paints every pixel one colour: no Cairo involved.
  final class FlatBackend: Backend {
    func raster(_ list: DrawList, scale: Int, background: Color?) throws -> Bitmap {
      let width = Int(list.canvas.width) * scale
      let height = Int(list.canvas.height) * scale
      return try Bitmap(
        width: width, height: height,
        pixels: [UInt8](repeating: 0x80, count: width * height * 4))
    }
    func vectorDocument(
      _ list: DrawList, format: VectorFormat, scale: Int, background: Color?, title: String?
    ) throws -> VectorDocument { VectorDocument(bytes: []) }
  }

  /// Draws with ``FlatBackend``: no fonts, no C libraries in the fingerprint.
  struct FlatRenderer: Renderer {
    func makeWorker() throws -> RenderWorker {
      RenderWorker(shaper: HarfBuzzShaper(), backend: FlatBackend())
    }
    func versions() -> [String: String] { ["flat": "1"] }
    func fontFile(_ font: FontID) -> String? { nil }
    func problem(of error: any Error) -> RenderProblem? { nil }
  }

  static func scratch() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-matrix-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A grouped scene with one filled rect (white in Light, black in Dark), counting its builds.
  static func scene(_ counter: Counter) -> SceneDescription {
    SceneDescription(
      id: "primitives/flat-square", appearances: Appearance.allCases, scales: RenderScale.allCases
    ) { appearance, _ in
      counter.increment()
      return DrawList(
        canvas: Rect(x: 0, y: 0, width: 4, height: 3),
        items: [
          .init(
            .fill(
              .rect(Rect(x: 0, y: 0, width: 4, height: 3), .zero),
              .solid(appearance == .light ? .white : .black)), tag: "square")
        ])
    }
  }

  @Test func theDrawListIsBuiltAndKeptOncePerSceneAndTheme() throws {
    let root = try Self.scratch()
    let goldens = "\(root)/goldens"
    let counter = Counter()
    let scene = Self.scene(counter)
    let options = SnapshotEngine.Options(
      goldens: goldens, record: .missing, jobs: 3, scenes: [scene], renderer: FlatRenderer())
    let cases = SnapshotCase.cases([scene])
    #expect(cases.count == 6)
    let recorded = try SnapshotEngine(options: options).run(cases)
    #expect(recorded.entries.map(\.status) == Array(repeating: .recorded, count: 6))
    // Two themes: two builds, two draw-list goldens, six PNG pairs; nothing obsolete.
    #expect(counter.value == 2)
    let files = GoldenInventory.goldenFiles(root: goldens)
    #expect(files.filter { $0.hasSuffix(".drawlist.txt") }.count == 2)
    #expect(files.filter { $0.hasSuffix(".png") }.count == 6)
    #expect(files.contains("primitives/flat-square/dark.drawlist.txt"))
    #expect(recorded.obsolete.isEmpty)
    // The sidecar no longer carries the draw list.
    let sidecar = try String(
      contentsOfFile: "\(goldens)/primitives/flat-square/light@3x.json", encoding: .utf8)
    #expect(!sidecar.contains("drawList") && sidecar.contains("pngSHA256"))

    var verify = options
    verify.record = .never
    let verified = try SnapshotEngine(options: verify).run(cases)
    #expect(verified.allPassed)
    #expect(counter.value == 4)
  }

  /// A scene like ``scene(_:)`` with its own id, in both themes at the scales given.
  static func flat(_ id: String, scales: [RenderScale]) -> SceneDescription {
    SceneDescription(id: id, appearances: Appearance.allCases, scales: scales) { appearance, _ in
      DrawList(
        canvas: Rect(x: 0, y: 0, width: 2, height: 2),
        items: [
          .init(
            .fill(
              .rect(Rect(x: 0, y: 0, width: 2, height: 2), .zero),
              .solid(appearance == .light ? .white : .black)), tag: "square")
        ])
    }
  }

  /// A run holds a scene and theme's draw list only while its images are checked, never every
  /// draw list of the run at once: what keeps `verify` of thousands of goldens flat in memory
  /// (issue 26). A structural check, no time or memory measured.
  @Test(arguments: [1, 2, 3])
  func drawListsAreHeldOnlyWhileTheirImagesAreChecked(jobs: Int) throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scenes = (0..<30).map { number in
      Self.flat("flat-\(number)", scales: number % 3 == 0 ? RenderScale.allCases : [.x1])
    }
    let options = SnapshotEngine.Options(
      goldens: "\(root)/goldens", record: .missing, jobs: jobs, scenes: scenes,
      renderer: FlatRenderer())
    let cases = SnapshotCase.cases(scenes)
    let outcomes = DrawListOutcomes(cases)
    let entries = try SnapshotEngine(options: options).checkAll(cases, outcomes: outcomes)
    #expect(entries.map(\.id) == cases.map(\.id))
    #expect(entries.allSatisfy { $0.status == .recorded })
    // 60 draw lists in the run; at most one per worker, and the next one, held at once.
    #expect(outcomes.peak >= 1 && outcomes.peak <= jobs + 1, "peak \(outcomes.peak)")
    #expect(outcomes.held == 0)
  }

  @Test func aChangedDrawListFailsEveryScaleOfThatThemeOnly() throws {
    let root = try Self.scratch()
    let goldens = "\(root)/goldens"
    let scene = Self.scene(Counter())
    let options = SnapshotEngine.Options(
      goldens: goldens, record: .missing, jobs: 2, scenes: [scene], renderer: FlatRenderer())
    let cases = SnapshotCase.cases([scene])
    _ = try SnapshotEngine(options: options).run(cases)
    let path = "\(goldens)/primitives/flat-square/light.drawlist.txt"
    var lines = try #require(try DrawListGolden.read(path))
    lines[1] = lines[1].replacingOccurrences(of: "#FFFFFF", with: "#FFFFFE")
    try Data(DrawListGolden.encoded(lines)).write(to: URL(fileURLWithPath: path))
    var verify = options
    verify.record = .never
    let report = try SnapshotEngine(options: verify).run(cases)
    let failed = report.entries.filter { $0.status == .failed }.map(\.id)
    #expect(failed.sorted() == cases.filter { $0.appearance == .light }.map(\.id).sorted())
    #expect(
      report.entries.first?.drawListChanges == ["fill #FFFFFE → #FFFFFF at square"],
      "\(report.entries.first?.drawListChanges ?? [])")
  }

  @Test func aMissingDrawListGoldenUnderNeverFails() throws {
    let root = try Self.scratch()
    let goldens = "\(root)/goldens"
    let scene = Self.scene(Counter())
    let options = SnapshotEngine.Options(
      goldens: goldens, record: .missing, jobs: 1, scenes: [scene], renderer: FlatRenderer())
    let cases = [SnapshotCase(scene: scene, appearance: .dark, scale: .x2)]
    _ = try SnapshotEngine(options: options).run(cases)
    try FileManager.default.removeItem(
      atPath: "\(goldens)/primitives/flat-square/dark.drawlist.txt")
    var verify = options
    verify.record = .never
    let entry = try #require(try SnapshotEngine(options: verify).run(cases).entries.first)
    #expect(entry.status == .failed)
    #expect(entry.drawListChanges.first?.hasPrefix("no draw-list golden") == true)
  }
}
