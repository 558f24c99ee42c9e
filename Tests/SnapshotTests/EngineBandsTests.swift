import CairoBackend
import DrawList
import Foundation
import Render
import Testing

@testable import Snapshot

/// The engine shares its jobs out as `render` does (``CoreShare``): one image on two jobs is
/// drawn in two bands instead of leaving a core idle while it rasterizes.
@Suite struct EngineBandsTests {
  /// ``GoldenMatrixTests/FlatRenderer`` that records the bands each worker was made with.
  final class BandRecorder: Renderer, @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [Int] = []
    var bands: [Int] { lock.withLock { asked.sorted() } }

    func makeWorker() throws -> RenderWorker { try makeWorker(bands: 1) }
    func makeWorker(bands: Int) throws -> RenderWorker {
      lock.withLock { asked.append(bands) }
      return try GoldenMatrixTests.FlatRenderer().makeWorker()
    }
    func versions() -> [String: String] { ["flat": "1"] }
    func fontFile(_ font: FontID) -> String? { nil }
    func problem(of error: any Error) -> RenderProblem? { nil }
  }

  /// (jobs, images checked, the bands of each worker made).
  @Test(arguments: [
    (2, 1, [2]), (2, 6, [1, 1]), (4, 1, [4]), (4, 2, [2, 2]), (3, 6, [1, 1, 1]), (1, 1, [1]),
    (16, 1, [8]),
  ])
  func workersGetTheJobsLeftOverAsBands(jobs: Int, images: Int, bands: [Int]) throws {
    let root = try GoldenMatrixTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scene = GoldenMatrixTests.scene(GoldenMatrixTests.Counter())
    let renderer = BandRecorder()
    let options = SnapshotEngine.Options(
      goldens: "\(root)/goldens", record: .missing, jobs: jobs, scenes: [scene],
      renderer: renderer)
    let cases = Array(SnapshotCase.cases([scene]).prefix(images))
    #expect(cases.count == images)
    _ = try SnapshotEngine(options: options).run(cases)
    #expect(renderer.bands == bands)
  }
}
