import Audit
import CairoBackend
import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Color Picker's Custom / Palette tabs show which is chosen, in Light and Dark: the thumb's
/// border is a mark at 3:1 or more against the track (the thumb's fill alone is 1.07:1 in Light
/// and 1.05:1 in Dark), audited so a regression fails, and seen in the pixels; the unchosen
/// tab's word is the spec's secondary text, text/sub-700, at 4.5:1 on the track, not
/// text/soft-500 (which seed 002 keeps for day labels, AM/PM and the opacity field).
@Suite struct ColorPickerTabsTests {
  /// The scenes whose tabs are checked (Custom and Palette chosen, and the refused hex).
  static let cases: [(String, Appearance)] = [
    "color-picker-custom", "color-picker-palette", "color-picker-invalid-hex",
    "color-picker-custom-he-il",
  ].flatMap { id in Appearance.allCases.map { (id, $0) } }

  static func list(_ id: String, _ appearance: Appearance) throws -> DrawList {
    let spec = try #require(SceneSpec.named(id))
    return try spec.build(Fixture.context(appearance))
  }

  static func audit(_ id: String, _ appearance: Appearance) throws -> [ContrastFinding] {
    let spec = try #require(SceneSpec.named(id))
    let theme = Fixture.theme(appearance)
    return try SceneAudit.contrast(theme, for: spec).audit(list(id, appearance))
  }

  /// The border is one mark, and the audit measures it against the track at 3:1 or more.
  @Test(arguments: cases)
  func theChosenThumbsBorderIsAMarkAtThreeToOneOnTheTrack(id: String, appearance: Appearance)
    throws
  {
    let list = try Self.list(id, appearance)
    let borders = list.items.filter { $0.tag == "tabs thumb border" }
    #expect(borders.count == 1 && borders.allSatisfy(\.isMark))
    let findings = try Self.audit(id, appearance).filter { $0.tag == "tabs thumb border" }
    let finding = try #require(findings.first)
    let track = Fixture.theme(appearance).color(.bgWeak50)
    #expect(finding.kind == .mark && finding.background == track)
    #expect(finding.ratio >= 3 && finding.exception == nil && !finding.fails, "\(finding)")
  }

  /// The unchosen tab's word: text/sub-700 at 4.5:1 on the track, under no exception.
  @Test(arguments: cases)
  func theUnchosenTabsWordIsSub700AtFourAndAHalf(id: String, appearance: Appearance) throws {
    let picker = try #require(SceneSpec.named(id))
    let chosen = picker.id == "color-picker-palette" ? 1 : 0
    let unchosen = "tabs \(1 - chosen)"
    let theme = Fixture.theme(appearance)
    let list = try Self.list(id, appearance)
    let runs = list.items.compactMap { item -> GlyphRun? in
      if item.tag == unchosen, case .text(let run) = item.command { run } else { nil }
    }
    #expect(!runs.isEmpty && runs.allSatisfy { $0.color == theme.color(.textSub700) })
    for finding in try Self.audit(id, appearance) where finding.tag == unchosen {
      #expect(finding.ratio >= 4.5 && finding.exception == nil, "\(finding)")
    }
    #expect(list.node(unchosen)?.states == [])
    #expect(list.node("tabs \(chosen)")?.states == [.selected])
  }

  /// In the pixels (@2x): the middle of the thumb's top border against the track beside the
  /// thumb (6 pt past its end, clear of its shadow and of the other tab's word), 3:1 or more in
  /// both modes.
  @Test(arguments: Appearance.allCases)
  func theBorderShowsInThePixels(appearance: Appearance) throws {
    let list = try Self.list("color-picker-custom", appearance)
    let thumb = try #require(
      list.items.first { $0.tag == "tabs thumb border" }.map { item -> Rect? in
        if case .fill(let shape, _) = item.command { shape.bounds } else { nil }
      } ?? nil)
    let bitmap = try CairoRenderer().render(list, scale: 2)
    func pixel(x: Double, y: Double) -> Color {
      let (r, g, b, _) = bitmap.pixel(
        x: Int(((x - list.canvas.x) * 2).rounded(.down)),
        y: Int(((y - list.canvas.y) * 2).rounded(.down)))
      return Color(red: r, green: g, blue: b)
    }
    let border = pixel(x: thumb.midX, y: thumb.y + 0.25)
    let track = pixel(x: thumb.maxX + 6, y: thumb.midY)
    #expect(track == Fixture.theme(appearance).color(.bgWeak50))
    #expect(border.contrastRatio(against: track) >= 3, "\(border.hex) on \(track.hex)")
  }
}
