import Audit
import CairoBackend
import DrawList
import Foundation
import Scene
import Testing
import Theme

/// Seed 002's own colours where they fall below the contrast minimums are drawn as the spec says
/// and reported as the named exception `spec colour`, with its reason, in every audit of the
/// scenes that draw them (issue 21: Today's number was brand/accent in Dark, chosen for
/// contrast, and the band was not measured). Without the scene's exceptions each fails, so the
/// audit never passes it silently. (On a spilled day the project's `inactive` exception, listed
/// first, covers the band, as it covers the rest of a disabled day.)
@Suite struct SpecColourExceptionTests {
  static let tokens = try! TokenSet.builtIn()
  static let shaper = HarfBuzzShaper()

  @Test(
    arguments: [
      // scene, appearance, tag, text (else a mark), ratio, spec source
      (
        "date-picker-range", Appearance.dark, "day 2026-01-20", true, 2.85,
        "seed 002: Today sets the number in brand/base, #335CFF on the Dark card"
      ),
      (
        "date-picker-focus-today", .dark, "day 2026-01-20", true, 2.85,
        "seed 002: Today sets the number in brand/base, #335CFF on the Dark card"
      ),
      (
        "day-cells", .dark, "today", true, 2.85,
        "seed 002: Today sets the number in brand/base, #335CFF on the Dark card"
      ),
      (
        "date-picker-range", .dark, "day 2026-01-09 band", false, 1.08,
        "seed 002: the band is brand/alpha-10 in both modes"
      ),
      (
        "date-picker-range", .light, "day 2026-01-09 band", false, 1.16,
        "seed 002: the band is brand/alpha-10 in both modes"
      ),
      (
        "date-picker-range-into-spilled", .dark, "day 2026-01-27 band", false, 1.08,
        "seed 002: the band is brand/alpha-10 in both modes"
      ),
      (
        "day-cells", .light, "range-middle band", false, 1.16,
        "seed 002: the band is brand/alpha-10 in both modes"
      ),
    ] as [(String, Appearance, String, Bool, Double, String)])
  func theSpecsColourIsANamedException(
    scene id: String, appearance: Appearance, tag: String, text: Bool, ratio: Double,
    source: String
  ) throws {
    let scene = try #require(SceneSpec.named(id))
    let theme = Self.tokens.theme(appearance)
    let list = try scene.build(SceneContext(theme: theme, shaper: Self.shaper))
    let finding = try #require(
      try SceneAudit.contrast(theme, for: scene).audit(list).first { $0.tag == tag },
      "\(source): no finding for \(tag)")
    #expect(finding.kind == (text ? .text : .mark), "\(source)")
    #expect(abs(finding.ratio - ratio) < 0.01, "\(source): \(finding)")
    #expect(finding.exception?.name == "spec colour", "\(source): \(finding)")
    #expect(finding.exception?.reason.hasPrefix("seed 002") == true, "\(source)")
    #expect(!finding.fails)
    let bare = try #require(SceneAudit.contrast(theme).audit(list).first { $0.tag == tag })
    #expect(bare.fails, "\(source): passes without the named exception")
  }

  /// The comparison sheet draws the Appetite card from the same keys, so a file's Today in Dark
  /// is the same named exception there.
  @Test func theComparisonSheetNamesItToo() throws {
    let text =
      #"{"picker": "platform-comparison", "month": "2026-01", "selection": "2026-01-16", "#
      + #""today": "2026-01-20", "theme": "dark"}"#
    let file = try SceneFile.decode(Array(text.utf8), file: "sheet.json")
    let theme = Self.tokens.theme(.dark)
    let list = try file.spec.build(SceneContext(theme: theme, shaper: Self.shaper))
    let findings = try SceneAudit.contrast(theme, for: file.spec).audit(list)
    let today = try #require(
      findings.first { $0.tag.hasSuffix("day 2026-01-20") && $0.foreground.hex == "#335CFF" })
    #expect(today.exception?.name == "spec colour")
    #expect(findings.filter(\.fails).isEmpty, "\(findings.filter(\.fails))")
  }

  /// The exception covers the spec's colour only: tokens that draw Today in another blue below
  /// the minimum (blue-600 for brand/base) are measured as any colour is, and fail.
  @Test func anotherColourIsNotTheSpecs() throws {
    let tokens = try Self.tokens.overriding(
      json: Data(##"{"primitive": {"blue": {"500": {"$value": "#3559E9"}}}}"##.utf8))
    let theme = tokens.theme(.dark)
    let scene = try #require(SceneSpec.named("date-picker-range"))
    let list = try scene.build(SceneContext(theme: theme, shaper: Self.shaper))
    let today = try #require(
      try SceneAudit.contrast(theme, for: scene).audit(list).first { $0.tag == "day 2026-01-20" })
    #expect(today.foreground.hex == "#3559E9" && today.fails, "\(today)")
  }
}
