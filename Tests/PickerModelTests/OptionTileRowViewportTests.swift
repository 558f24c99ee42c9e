import PickerModel
import Testing

/// A row's viewport and locale: hostile widths are refused, never trapped on, and both survive
/// every change of the row.
@Suite struct OptionTileRowViewportTests {
  static func tiles() throws -> [OptionTile] {
    [try OptionTile(value: "1 GB"), try OptionTile(value: "5 GB")]
  }

  @Test(arguments: [0.0, -1, -375, .nan, .infinity, -.infinity, 1e300, 10_000.5, 5461.5, 0.999])
  func aViewportThatIsNotAWidthIsRefused(viewport: Double) throws {
    let tiles = try Self.tiles()
    let refused = #expect(throws: OptionTileError.self) {
      _ = try OptionTileRow(tiles, viewport: viewport)
    }
    guard case .badViewport? = refused else {
      Issue.record(
        "viewport \(viewport) was not refused as a bad viewport: \(String(describing: refused))")
      return
    }
  }

  /// Up to 5461 pt, which is 16383 pixels at @3x (issue 25: 10000 did not render).
  @Test(arguments: [1.0, 375, 414, 5461])
  func aViewportOfOneToTheWidestPointsIsKept(viewport: Double) throws {
    #expect(try OptionTileRow(Self.tiles(), viewport: viewport).viewport == viewport)
  }

  @Test func theMessageNeverTrapsOnANonFiniteWidth() {
    #expect(
      OptionTileError.badViewport(.nan).description
        == "option tile row: viewport nan is not a width of 1…5461 pt")
  }

  @Test func selectingAndChangingSurfaceKeepViewportAndLocale() throws {
    let row = try OptionTileRow(Self.tiles(), viewport: 414, localeIdentifier: "ar_EG")
    for changed in [try row.selecting(1), row.on(.glass)] {
      #expect(changed.viewport == 414)
      #expect(changed.localeIdentifier == "ar_EG")
      #expect(changed.locale.isRightToLeft)
    }
  }
}
