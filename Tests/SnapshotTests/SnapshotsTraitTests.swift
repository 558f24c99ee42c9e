import Foundation
import PickerShotTesting
import Scene
import Snapshot
import Testing

/// `.snapshots(record:goldens:)`: a suite's or a test's record mode and goldens, under the call's
/// own `record:` and `PICKERSHOT_RECORD` (these tests run only when it is unset).
@Suite(
  .snapshots(record: .never),
  .enabled(
    if: ProcessInfo.processInfo.environment["PICKERSHOT_RECORD"] == nil,
    "PICKERSHOT_RECORD is set: it wins over the traits these tests check"))
struct SnapshotsTraitTests {
  /// Day cells at @1x named `cells`, from the test file `test` of a fresh package, failing with
  /// a message starting `failure`.
  static func snapshot(
    _ test: String, record: RecordMode? = nil, failing failure: String = "recorded new golden"
  ) {
    withKnownIssue {
      expectSnapshot(
        of: (), as: .dayCells, named: "cells", scale: .x1, record: record, filePath: test)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix(failure) }
    }
  }

  /// Whether a golden was written for the test file `test`.
  static func recorded(_ test: String) -> Bool {
    let folder = URL(fileURLWithPath: test).deletingLastPathComponent().path
    return FileManager.default.fileExists(atPath: "\(folder)/__Goldens__/cells/light@1x.png")
  }

  @Test func theSuitesRecordModeIsHonoured() throws {
    let (root, test) = try GoldensLocationTests.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    Self.snapshot(test, failing: "missing golden")
    #expect(!Self.recorded(test))
  }

  @Test(.snapshots(record: .missing)) func aTestsTraitWinsOverTheSuites() throws {
    let (root, test) = try GoldensLocationTests.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    Self.snapshot(test)
    #expect(Self.recorded(test))
  }

  @Test func theCallsRecordArgumentWinsOverTheTraits() throws {
    let (root, test) = try GoldensLocationTests.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    Self.snapshot(test, record: .missing)
    #expect(Self.recorded(test))
  }

  @Test(.snapshots(goldens: .folder("Snapshots"))) func aTraitsGoldensFolderIsUsed() throws {
    let (root, test) = try GoldensLocationTests.package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    Self.snapshot(test, record: .missing)
    #expect(FileManager.default.fileExists(atPath: "\(root)/Snapshots/cells/light@1x.png"))
    #expect(!Self.recorded(test))
  }
}
