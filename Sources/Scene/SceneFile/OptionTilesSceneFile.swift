import PickerModel

/// `"picker": "option-tiles"`: a row of e& option tiles on its surface, or, with `segments`, the
/// e& page (a segmented control above the row).
///
/// ```json
/// {"picker": "option-tiles", "surface": "glass",
///  "tiles": [{"value": "1 GB", "caption": "3 days"},
///            {"value": "5 GB", "caption": "7 days", "selected": true}]}
/// ```
///
/// Each tile has a `value`, an optional `caption`, `badge` (a text or a number), `selected` and
/// `disabled`; the model's rules (two tiles or more, one selected at most, none both selected and
/// disabled…) give its own messages.
enum OptionTilesSceneFile {
  /// The family.
  static let family = SceneFileFamily(
    picker: "option-tiles", keys: ["surface", "tiles", "segments", "selectedSegment"]
  ) { object, header in
    let row = try OptionTilesSceneFile.row(object)
    guard let segmentsValue = object["segments"] else {
      if let stray = object["selectedSegment"] {
        throw stray.error("only with \"segments\"")
      }
      return header.spec(row, as: .optionTiles)
    }
    var segments: [String] = []
    for item in try segmentsValue.array(maxCount: 8) { segments.append(try item.text()) }
    guard segments.count >= 2 else { throw segmentsValue.expected("two to eight segment texts") }
    let selected =
      try object["selectedSegment"]?.integer(in: 0...(segments.count - 1)) ?? 0
    return header.spec(
      OptionTilesPage(segments: segments, selectedSegment: selected, row: row),
      as: .optionTilesPage)
  }

  /// The row the file describes.
  static func row(_ object: SceneFileObject) throws(SceneFileError) -> OptionTileRow {
    let surface =
      try object["surface"]?.choice(of: OptionTileSurface.self)
      ?? .default
    let tilesValue = try object.required("tiles", "expected a list of tiles")
    var tiles: [OptionTile] = []
    for item in try tilesValue.array(maxCount: 16) {
      let tile = try item.object(known: ["value", "caption", "badge", "selected", "disabled"])
      let value = try tile.required("value", "expected the tile's value text").string()
      let caption = try tile["caption"]?.string() ?? ""
      var badge: OptionTileBadge?
      if let badgeValue = tile["badge"] {
        switch badgeValue.json {
        case .string(let text): badge = .text(text)
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
    return try tilesValue.modelRule { try OptionTileRow(tiles, surface: surface) }
  }
}
