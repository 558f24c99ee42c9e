import Audit
import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// Seed 004's badge strip is "the published neutral sm status badge": it is drawn in that
/// badge's own colours on every surface, measured as a mark against the tile beneath it, and
/// where it stays below 3:1 it is listed under the named exception "spec colour", never passed
/// silently.
@Suite struct BadgeStripContrastTests {
  /// Surface, theme, the tile beneath the strip, the ratio the audit finds, whether it is below
  /// 3:1 (and so named), and where the colours come from.
  static let rows: [(OptionTileSurface, Appearance, String, Double, Bool, String)] = [
    (.default, .light, "#F0F1F5", 1.18, true, "grey-200 strip on sunken tile (issue 21: 1.18)"),
    (.default, .dark, "#1D2030", 1.55, true, "grey-700 strip on sunken tile"),
    (.light, .light, "#FFFFFF", 1.33, true, "grey-200 strip on canvas tile (issue 21: 1.33)"),
    (.light, .dark, "#111320", 1.78, true, "grey-700 strip on canvas tile"),
    (.inverse, .light, "#1A1F45", 11.89, false, "grey-200 strip on raised midnight tile"),
    (.inverse, .dark, "#363E7A", 1.05, true, "grey-700 on raised midnight (issue 21: 1.05)"),
    (.glass, .light, "#5C5075", 5.51, false, "grey-200 strip on glass over the backdrop"),
    (.glass, .dark, "#5C5075", 1.41, true, "grey-700 strip on glass over the backdrop"),
  ]

  @Test(arguments: rows.indices)
  func theStripIsAMarkInTheBadgesColoursNamedWhereBelow3To1(row: Int) throws {
    let (surface, appearance, tile, ratio, named, source) = Self.rows[row]
    let scene = try #require(SceneSpec.named("option-tiles-\(surface.rawValue)"))
    let theme = Fixture.theme(appearance)
    let list = try scene.build(Fixture.context(appearance))
    let strip = try #require(list.items.first { $0.tag == "option 10 GB badge" && $0.isMark })
    #expect(
      strip.command.paint == .solid(theme.color(.eandBadgeNeutralFill)), "\(source)")
    #expect(
      list.text(tagged: "option 10 GB badge text")?.color == theme.color(.eandBadgeNeutralText))
    let findings = try SceneAudit.contrast(theme, for: scene).audit(list)
    let finding = try #require(findings.first { $0.tag == "option 10 GB badge" }, "\(source)")
    #expect(finding.kind == .mark && finding.background.hex == tile, "\(source)")
    #expect(abs(finding.ratio - ratio) < 0.005, "\(source): \(finding.ratio)")
    #expect(!finding.fails, "\(source)")
    #expect((finding.exception?.name == "spec colour") == named, "\(source)")
    // The badge's text carries the information: 4.5:1 on the strip, no exception needed.
    let text = try #require(findings.first { $0.tag == "option 10 GB badge text" })
    #expect(text.ratio >= 4.5 && text.exception == nil)
  }

  @Test func theTableCoversEverySurfaceInEveryTheme() {
    let pairs = Set(Self.rows.map { "\($0.0.rawValue) \($0.1.rawValue)" })
    #expect(pairs.count == OptionTileSurface.allCases.count * Appearance.allCases.count)
  }
}

extension Command {
  /// A fill's paint, else `nil`.
  fileprivate var paint: Paint? {
    if case .fill(_, let paint) = self { return paint }
    return nil
  }
}
