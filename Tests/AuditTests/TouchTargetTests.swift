import Audit
import CairoBackend
import DrawList
import Scene
import Testing
import Theme

/// Touch targets: the hit rectangles a draw list declares, held to the platform minimum as they
/// are (never grown, never cut); a target below it fails unless a named exception covers it, and
/// targets that overlap are listed as information.
@Suite struct TouchTargetTests {
  static let tokens = try! TokenSet.builtIn()
  static let shaper = HarfBuzzShaper()

  /// One table row: targets, a minimum and the ids an exception covers; the verdict of each
  /// target and the overlaps listed.
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var targets: [SemanticNode]
    var minimum: Double
    var exceptionPrefix: String?
    var verdicts: [String]
    var overlaps: [TargetOverlap]

    var testDescription: String { name }

    init(
      _ name: String, _ targets: [(String, Rect)], minimum: Double,
      exceptionFor prefix: String? = nil, _ verdicts: [String],
      overlaps: [TargetOverlap] = []
    ) {
      self.name = name
      self.targets = targets.map { id, rect in
        SemanticNode(id: id, role: .button, label: id, hitRect: rect)
      }
      self.minimum = minimum
      self.exceptionPrefix = prefix
      self.verdicts = verdicts
      self.overlaps = overlaps
    }
  }

  static let pointer = "exception: pointer (a pointer platform's own click target)"

  static let rows: [Row] = [
    Row(
      "a 44 pt target at iOS's minimum", [("a", Rect(x: 0, y: 0, width: 44, height: 44))],
      minimum: 44, ["ok"]),
    Row(
      "a 44 pt target at Android's 48 dp fails: it is not grown",
      [("a", Rect(x: 0, y: 0, width: 44, height: 44))], minimum: 48, ["FAILS"]),
    Row(
      "a target short on one axis fails", [("a", Rect(x: 0, y: 0, width: 288, height: 36))],
      minimum: 44, ["FAILS"]),
    Row(
      "44 pt slots on a 36 pt pitch: both pass, the 8 pt overlap is listed, nothing is cut",
      [
        ("slot 1", Rect(x: 20, y: 120, width: 288, height: 44)),
        ("slot 2", Rect(x: 20, y: 156, width: 288, height: 44)),
      ], minimum: 44, ["ok", "ok"],
      overlaps: [
        TargetOverlap(
          first: "slot 1", second: "slot 2", area: Rect(x: 20, y: 156, width: 288, height: 8))
      ]),
    Row(
      "48 dp around 36 pt cells on a 44 pt pitch: each keeps 48, neighbours overlap by 4",
      [
        ("cell 0", Rect(x: -6, y: -6, width: 48, height: 48)),
        ("cell 1", Rect(x: 38, y: -6, width: 48, height: 48)),
        ("cell 2", Rect(x: 82, y: -6, width: 48, height: 48)),
      ], minimum: 48, ["ok", "ok", "ok"],
      overlaps: [
        TargetOverlap(
          first: "cell 0", second: "cell 1", area: Rect(x: 38, y: -6, width: 4, height: 48)),
        TargetOverlap(
          first: "cell 1", second: "cell 2", area: Rect(x: 82, y: -6, width: 4, height: 48)),
      ]),
    Row(
      "targets that only touch do not overlap",
      [
        ("a", Rect(x: 0, y: 0, width: 44, height: 44)),
        ("b", Rect(x: 44, y: 0, width: 44, height: 44)),
        ("c", Rect(x: 0, y: 44, width: 44, height: 44)),
      ], minimum: 44, ["ok", "ok", "ok"]),
    Row(
      "a target inside another overlaps it by its whole area",
      [
        ("dial", Rect(x: 0, y: 0, width: 256, height: 256)),
        ("label", Rect(x: 104, y: 0, width: 48, height: 48)),
      ], minimum: 48, ["ok", "ok"],
      overlaps: [
        TargetOverlap(
          first: "dial", second: "label", area: Rect(x: 104, y: 0, width: 48, height: 48))
      ]),
    Row(
      "a rectangle computed as the minimum is not failed for rounding",
      [("a", Rect(x: 0.1, y: 0, width: 44 - 1e-9, height: 44))], minimum: 44, ["ok"]),
    Row(
      "a tile the exception covers is listed under its name and reason",
      [("macos day 16", Rect(x: 0, y: 0, width: 20, height: 18))], minimum: 44,
      exceptionFor: "macos ", [pointer]),
    Row(
      "an exception covers only its own ids",
      [("day 16", Rect(x: 0, y: 0, width: 20, height: 18))], minimum: 44,
      exceptionFor: "macos ", ["FAILS"]),
    Row(
      "a covered target at the minimum is simply ok",
      [("macos clock", Rect(x: 0, y: 0, width: 122, height: 123))], minimum: 44,
      exceptionFor: "macos ", ["ok"]),
  ]

  @Test(arguments: rows)
  func table(_ row: Row) {
    let exceptions = row.exceptionPrefix.map { prefix in
      [
        TargetException.ids(
          startingWith: prefix, name: "pointer", reason: "a pointer platform's own click target")
      ]
    }
    let audit = TouchTargetAudit(minimum: row.minimum, exceptions: exceptions ?? [])
    let findings = audit.audit(row.targets)
    #expect(findings.map(\.verdict) == row.verdicts)
    #expect(findings.map(\.fails) == row.verdicts.map { $0 == "FAILS" })
    // Nothing is grown or cut: the findings hold the declared rectangles.
    #expect(findings.map(\.node) == row.targets)
    #expect(TouchTargets.overlaps(row.targets) == row.overlaps)
  }

  static var cases: [(String, Appearance)] {
    SceneSpec.builtIn.flatMap { scene in scene.appearances.map { (scene.id, $0) } }
  }

  /// Every interactive element in every scene: its declared hit rectangle meets its scene's
  /// platform minimum (44 pt, 48 dp for Material 3), or is one of a mirrored platform's own
  /// smaller targets that the scene's policy names as an exception (only macOS's).
  @Test(arguments: cases)
  func everyTargetMeetsThePlatformMinimum(scene id: String, theme appearance: Appearance) throws {
    let scene = try #require(SceneSpec.named(id))
    let theme = Self.tokens.theme(appearance)
    let list = try scene.build(SceneContext(theme: theme, shaper: Self.shaper))
    let audit = try SceneAudit.targets(theme, for: scene)
    #expect(audit.minimum == (try SceneAudit.minimumTarget(for: scene, theme)))
    for finding in audit.audit(list) {
      #expect(!finding.fails, "\(id): \(finding.node.id) \(finding.node.hitRect)")
      if let exception = finding.exception {
        #expect(exception.name == MacOSPointerTargets.name, "\(id): \(finding.node.id)")
        #expect(finding.node.id.hasPrefix("macos ") || finding.node.id.contains(" macos "))
      }
    }
  }

  /// The macOS scenes' targets are the shapes they draw, each named by the pointer exception.
  @Test(arguments: ["macos-textual", "macos-graphical-range", "compare-platforms"])
  func macOSTargetsAreNamedExceptions(_ id: String) throws {
    let scene = try #require(SceneSpec.named(id))
    let theme = Self.tokens.theme(.light)
    let list = try scene.build(SceneContext(theme: theme, shaper: Self.shaper))
    let excepted = try SceneAudit.targets(theme, for: scene).audit(list).filter {
      $0.exception != nil
    }
    #expect(excepted.count >= 3)
    #expect(excepted.allSatisfy { $0.node.id.contains("macos ") })
  }
}
