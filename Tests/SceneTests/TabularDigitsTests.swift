import CairoBackend
import DrawList
import PickerModel
import Scene
import Testing

/// The Time Picker's HH:MM column keeps one width per digit position in every script (issue 20:
/// "within 0.5 pt in ar_EG, fa_IR and Devanagari digits"), measured on the draw list shaped by
/// HarfBuzz: Noto Sans Arabic and Noto Sans Thai have no tabular figures, so the shaper sets
/// their digits in cells as wide as the widest digit.
@Suite struct TabularDigitsTests {
  static let shaper = HarfBuzzShaper()
  /// The tolerance.
  static let tolerance = 0.5

  /// Each slot row's character cells, left to right on the page: where each cell starts (a
  /// digit's glyph less its centring in the cell) and the row's right end.
  static func cells(_ list: DrawList) throws -> [String: [Double]] {
    var rows: [String: [(x: Double, right: Double)]] = [:]
    for item in list.items where item.tag.hasPrefix("slot ") && !item.tag.hasSuffix(" period") {
      guard case .text(let run) = item.command else { continue }
      let utf8 = Array(run.text.utf8)
      for glyph in run.glyphs {
        let character = String(decoding: utf8[Int(glyph.cluster)...], as: UTF8.self).first!
        let alone = try shaper.shape(
          String(character),
          style: TextStyle(
            font: run.font, size: run.size, features: run.features, language: run.language))
        let left = run.origin.x + glyph.x - alone.glyphs[0].x
        rows[item.tag, default: []].append((left, left + alone.advance))
      }
    }
    return rows.mapValues { cells in
      let sorted = cells.sorted { $0.x < $1.x }
      return sorted.map(\.x) + [sorted.last!.right]
    }
  }

  @Test(arguments: [
    ("ar_EG", "٠"), ("fa_IR", "۰"), ("hi-IN-u-nu-deva", "०"), ("hi_IN@numbers=deva", "०"),
    ("th-TH-u-nu-thai", "๐"), ("en_US", "0"),
  ])
  func everySlotRowHasTheSameCells(identifier: String, zero: String) throws {
    let picker = TimePicker(localeIdentifier: identifier)
    let context = SceneContext(theme: Fixture.theme(), shaper: Self.shaper)
    let list = try TimePickerScene(context: context).build(picker)
    #expect(list.textRuns.contains { $0.0.hasPrefix("slot ") && $0.1.text.contains(zero) })
    let rows = try Self.cells(list)
    #expect(rows.count >= 5)
    let reference = try #require(rows.values.first)
    for (tag, cells) in rows {
      #expect(cells.count == reference.count, "\(tag)")
      for (position, (a, b)) in zip(cells, reference).enumerated() {
        #expect(abs(a - b) <= Self.tolerance, "\(identifier) \(tag) cell \(position): \(a) vs \(b)")
      }
    }
  }

  /// Without the cells the Arabic column zigzags (the issue measured 19.5 to 26.0 pt): the rule
  /// is needed, and Inter's own tabular figures are left exactly as HarfBuzz sets them.
  @Test func arabicDigitsDifferWithoutCellsAndInterIsUntouched() throws {
    let arabic = TextStyle(font: FontID("NotoSansArabic-Regular"), size: 14, language: "ar")
    let ragged = try ["١٠:٠٠", "٠٩:٣٠"].map { try Self.shaper.shape($0, style: arabic).advance }
    #expect(ragged[1] - ragged[0] > 6)
    var tabular = arabic
    tabular.features = ["tnum"]
    let even = try ["١٠:٠٠", "٠٩:٣٠"].map { try Self.shaper.shape($0, style: tabular).advance }
    #expect(abs(even[1] - even[0]) < 0.01)
    // goldens/primitives/text-features: "09:45" in Inter Medium 16 with tnum.
    let inter = TextStyle(font: FontID("Inter-Medium"), size: 16, features: ["tnum"])
    let glyphs = try Self.shaper.shape("09:45", style: inter).glyphs
    #expect(glyphs.map(\.id) == [1313, 1322, 1409, 1317, 1318])
    #expect(
      zip(glyphs.map(\.x), [0, 10.55, 21.09, 25.62, 36.15]).allSatisfy { abs($0 - $1) < 0.005 })
  }
}
