import Audit
import PickerModel

/// The e& option tiles (seed 004): `"picker": "option-tiles"` in scene files, a row of tiles on
/// its surface or, with `segments`, the e& page (a segmented control above the row), and the
/// built-in scenes.
///
/// ```json
/// {"picker": "option-tiles", "surface": "glass",
///  "tiles": [{"value": "1 GB", "caption": "3 days"},
///            {"value": "5 GB", "caption": "7 days", "selected": true}]}
/// ```
///
/// With `segments` (two to eight texts), `selectedSegment` and `segmentsLabel` (the control's
/// accessibility label, required with `segments`: its group of segments is named, never left
/// unlabelled) draw the page.
///
/// Each tile has a `value`, an optional `caption`, `badge` (a text or a number), `selected` and
/// `disabled`; the model's rules (two tiles or more, one selected at most, none both selected and
/// disabled…) give its own messages, and a text wider than its box is refused at its path
/// (`$.tiles[2].caption`). `viewport` is the width of the screen the row is shown in: a row wider
/// than it scrolls (clipped, the next tile peeking); without it the whole row is drawn. The
/// common `locale` gives the direction and the language the texts are shaped as: in `ar_EG` the
/// row starts at the right and the check stands at the top left.
enum OptionTilesFamily {
  /// The family.
  static let family = PickerFamily(
    name: "option-tiles", summary: "e& option tiles: a row on its surface, or the page",
    strategy: .optionTilesContent,
    policy: { _ in AuditPolicy(contrastExceptions: [OptionTileFixtures.badgeStripException]) },
    keys: keys,
    decode: { object, header in try content(object, locale: header.pickerLocale(in: object)) },
    scenes: {
      OptionTileSurface.allCases.map { surface in
        BuiltInScene(
          "option-tiles-\(surface.rawValue)",
          "e& top-up tiles on the \(surface.rawValue) surface: 5 GB selected, 20 GB "
            + "disabled, 10 GB badged",
          model: { .row(try OptionTileFixtures.row(surface)) })
      } + [
        BuiltInScene(
          "option-tiles-segmented",
          "the e& page's segmented control (Data active on a pill track) above the tiles",
          model: { .page(try OptionTileFixtures.page()) }),
        BuiltInScene(
          "option-tiles-segmented-glass",
          "the e& page on glass: the control's track is glass over the blurred backdrop, its "
            + "active pill the selected tile's white",
          model: { .page(try OptionTileFixtures.page(.glass)) }),
        BuiltInScene(
          "option-tiles-default-ar-eg",
          "the top-up tiles in Arabic (ar_EG), mirrored: the row from the right, the check at "
            + "the top left",
          model: { .row(try OptionTileFixtures.arabicRow()) }),
        BuiltInScene(
          "option-tiles-viewport",
          "eight tiles (944 pt) on a 414 pt screen: clipped, the fourth tile peeking, scrollable",
          model: { .row(try OptionTileFixtures.longRow()) }),
      ]
    })

  /// Its scene-file keys, each with its JSON Schema (``SceneFileSchema``).
  static let keys = [
    SceneFileKey("surface", schema: ##"{"enum": ["default", "light", "inverse", "glass"]}"##),
    SceneFileKey(
      "tiles", required: true,
      schema: ##"""
        {
          "type": "array",
          "items": {
            "type": "object",
            "required": [
              "value"
            ],
            "additionalProperties": false,
            "properties": {
              "value": {
                "type": "string",
                "minLength": 1
              },
              "caption": {
                "type": "string"
              },
              "badge": {
                "oneOf": [
                  {
                    "type": "string",
                    "minLength": 1
                  },
                  {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 999999
                  }
                ]
              },
              "selected": {
                "type": "boolean"
              },
              "disabled": {
                "type": "boolean"
              }
            }
          },
          "minItems": 2,
          "maxItems": 16
        }
        """##),
    SceneFileKey(
      "segments",
      schema: ##"""
        {
          "type": "array",
          "items": {
            "type": "string",
            "minLength": 1
          },
          "minItems": 2,
          "maxItems": 8
        }
        """##),
    SceneFileKey("selectedSegment", schema: ##"{"type": "integer", "minimum": 0, "maximum": 7}"##),
    SceneFileKey("segmentsLabel", schema: ##"{"type": "string", "minLength": 1}"##),
    SceneFileKey(
      "viewport",
      schema: ##"{"type": "number", "minimum": 1, "maximum": "##
        + "\(Int(OptionTileRow.maxViewport))}"
    ),
  ]

  /// The row, or the page when the file has `segments`, in `locale` (direction and language) or
  /// the spec's English when `nil`.
  static func content(_ object: SceneFileObject, locale: String?) throws(SceneFileError)
    -> OptionTilesContent
  {
    let row = try row(object, locale: locale)
    guard let segmentsValue = object["segments"] else {
      if let stray = object["selectedSegment"] ?? object["segmentsLabel"] {
        throw stray.error("only with \"segments\"")
      }
      return .row(row)
    }
    var segments: [String] = []
    for item in try segmentsValue.array(maxCount: 8) { segments.append(try item.text()) }
    guard segments.count >= 2 else { throw segmentsValue.expected("two to eight segment texts") }
    let selected =
      try object["selectedSegment"]?.integer(in: 0...(segments.count - 1)) ?? 0
    let label = try object.required(
      "segmentsLabel",
      "expected the control's accessibility label, the name VoiceOver gives its segments "
        + "(\"Bundle type\")"
    ).text()
    return .page(
      OptionTilesPage(label: label, segments: segments, selectedSegment: selected, row: row))
  }

  /// The row the file describes.
  static func row(_ object: SceneFileObject, locale: String?) throws(SceneFileError)
    -> OptionTileRow
  {
    let surface =
      try object["surface"]?.choice(of: OptionTileSurface.self)
      ?? .default
    let tilesValue = try object.required("tiles", "expected a list of tiles")
    var tiles: [OptionTile] = []
    for item in try tilesValue.array(maxCount: 16) {
      let tile = try item.object(known: ["value", "caption", "badge", "selected", "disabled"])
      let value = try tile.required("value", "expected the tile's value text").drawnString()
      let caption = try tile["caption"]?.drawnString() ?? ""
      var badge: OptionTileBadge?
      if let badgeValue = tile["badge"] {
        switch badgeValue.json {
        case .string: badge = .text(try badgeValue.drawnString())
        case .number: badge = .number(try badgeValue.integer(in: 0...999_999))
        default: throw badgeValue.expected("a text or a whole number")
        }
      }
      let selected = try tile["selected"]?.bool() ?? false
      let disabled = try tile["disabled"]?.bool() ?? false
      tiles.append(
        try item.modelRule {
          try OptionTile(
            value: value, caption: caption, badge: badge, selected: selected, disabled: disabled)
        })
    }
    let viewport = try object["viewport"]?.number(in: 1...OptionTileRow.maxViewport)
    return try tilesValue.modelRule {
      try OptionTileRow(
        tiles, surface: surface, viewport: viewport,
        localeIdentifier: locale ?? OptionTileRow.defaultLocaleIdentifier)
    }
  }
}
