import DrawList
import PickerModel
import Scene
import Testing

/// A scene file whose text does not fit its box is refused in one line naming the file, the
/// JSON path and the width needed against the width available, though the fit is found only
/// when the text is shaped, after decoding.
@Suite struct SceneFileFitTests {
  /// The message a file is refused with when drawn (fake shaper: half an em a character).
  static func drawError(_ text: String) throws -> SceneFileError? {
    let file = try decodeScene(text, file: "fit.json")
    do {
      _ = try file.spec.build(Fixture.context())
      return nil
    } catch let error as SceneFileError {
      return error
    }
  }

  static let twoTiles = #"{"value": "2 GB"}, {"value": "3 GB"}"#

  @Test(arguments: [
    (
      #"{"picker": "option-tiles", "tiles": [{"value": "1 GB", "caption": "valid for thirty days"}, "#
        + twoTiles + "]}",
      "fit.json: $.tiles[0].caption: option tile \"1 GB\": the caption \"valid for thirty days\" "
        + "does not fit: it needs 126 pt, the tile's caption line has 90 pt; shorten it"
    ),
    (
      #"{"picker": "option-tiles", "tiles": [{"value": "Unlimited", "selected": true}, "#
        + twoTiles + "]}",
      "fit.json: $.tiles[0].value: option tile \"Unlimited\": the value does not fit: it needs "
        + "72 pt, a selected tile's value line, clear of the check, has 50 pt; shorten it"
    ),
    (
      #"{"picker": "option-tiles", "tiles": [{"value": "1 GB", "badge": "Most popular choice"}, "#
        + twoTiles + "]}",
      "fit.json: $.tiles[0].badge: option tile \"1 GB\": the badge \"Most popular choice\" does "
        + "not fit: it needs 107 pt, the badge strip, 6 pt clear at each end, has 102 pt; "
        + "shorten it"
    ),
    (
      #"{"picker": "option-tiles", "segments": ["Data", "Minutes and more minutes", "Combo"], "#
        + #""segmentsLabel": "Bundle type", "tiles": ["# + twoTiles + "]}",
      "fit.json: $.segments[1]: e& segmented control: segment \"Minutes and more minutes\" does "
        + "not fit: it needs 184 pt, its segment, 8 pt clear at each end, has 70.7 pt; shorten "
        + "it or use fewer segments"
    ),
    (
      #"{"picker": "option-tiles", "viewport": 100, "tiles": ["# + twoTiles + "]}",
      "fit.json: $.viewport: option tile row: the first tile does not fit the viewport: it needs "
        + "146 pt, the viewport has 100 pt; widen the viewport to a tile and the page's padding "
        + "on each side"
    ),
    (
      #"{"picker": "segmented", "label": "Size", "options": ["S", "Extra extra extra larger"]}"#,
      "fit.json: $.options[1]: segmented picker: option \"Extra extra extra larger\" would "
        + "truncate at default text size: it needs 176 pt, a segment of the 343 pt track has "
        + "169.5 pt; widen the track to 356 pt, shorten the label, or use the menu style "
        + "(select.menu)"
    ),
    (
      #"{"picker": "segmented", "label": "Size", "options": ["S", "M", "L", "XL", "XXL"], "#
        + #""width": 200}"#,
      "fit.json: $.width: segmented picker: each of the 5 segments is narrower than the 44 pt "
        + "minimum touch target: it needs 44 pt, a segment of the 200 pt track has 39.2 pt; "
        + "widen the track to 224 pt or use fewer options"
    ),
    (
      #"{"picker": "date-selector", "month": "2026-09", "tokens": {"typography": {"label-sm": "#
        + #"{"$value": {"fontFamily": "Inter", "fontWeight": 500, "fontSize": "40px", "#
        + #""lineHeight": "48px", "letterSpacing": "0em"}}}}}"#,
      "fit.json: $.month: date selector: the month title \"September 2026\" does not fit: it "
        + "needs 288 pt, the 300 pt selector between its buttons, 4 pt clear of each, has 228 "
        + "pt; the selector is as wide as the card; use a smaller label-sm type or a locale "
        + "with shorter month names"
    ),
  ])
  func aTextThatDoesNotFitNamesTheFileAndItsPath(_ text: String, _ message: String) throws {
    let error = try #require(try Self.drawError(text))
    #expect(error.description == message)
    #expect(error.kind == .modelRule)
  }

  /// A file that fits draws; the same texts in a scene built in Swift throw the model's
  /// ``FitError`` with the field, no file.
  @Test func aFileThatFitsDraws() throws {
    #expect(
      try Self.drawError(
        #"{"picker": "option-tiles", "locale": "ar_EG", "tiles": [{"value": "١ جيجا"}, "#
          + #"{"value": "٥ جيجا", "selected": true}]}"#) == nil)
  }

  /// The locale reaches each family's model: the segmented picker, the tiles and the date
  /// selector mirror in he_IL (it was accepted and ignored).
  @Test(arguments: [
    #"{"picker": "segmented", "locale": "he_IL", "label": "a", "options": ["b", "c"]}"#,
    #"{"picker": "option-tiles", "locale": "he_IL", "tiles": [{"value": "1"}, {"value": "2"}]}"#,
    #"{"picker": "date-selector", "locale": "he_IL", "month": "2026-01"}"#,
  ])
  func aFilesLocaleMirrorsTheScene(_ text: String) throws {
    let english = text.replacingOccurrences(of: #""locale": "he_IL", "#, with: "")
    let mirrored = try decodeScene(text).spec.build(Fixture.context())
    let plain = try decodeScene(english).spec.build(Fixture.context())
    #expect(mirrored.semantics.map(\.hitRect) != plain.semantics.map(\.hitRect))
    #expect(mirrored.semantics.count == plain.semantics.count)
  }

  /// Hostile viewports: refused at `$.viewport` in one line, never trapped on.
  @Test(arguments: [
    ("0", "expected a number from 1 to 5461, got 0"),
    ("-5", "expected a number from 1 to 5461, got -5"),
    ("1e300", "expected a number from 1 to 5461, got 1e300"),
    ("\"wide\"", "expected a number from 1 to 5461, got \"wide\""),
    ("null", "expected a number from 1 to 5461, got null"),
  ])
  func aViewportThatIsNotAWidthIsRefused(_ value: String, _ message: String) {
    let text =
      #"{"picker": "option-tiles", "viewport": "# + value + ", \"tiles\": [" + Self.twoTiles
      + "]}"
    #expect(sceneError(text) == "march.json: $.viewport: " + message)
  }

  @Test(arguments: ["1e400", "NaN", "-Infinity"])
  func aViewportBeyondJSONIsASyntaxError(_ value: String) {
    let text =
      #"{"picker": "option-tiles", "viewport": "# + value + ", \"tiles\": [" + Self.twoTiles
      + "]}"
    #expect(sceneError(text)?.hasPrefix("march.json: not JSON: ") == true)
  }
}
