import PickerModel

/// The option-tile scenes' models: top-up data amounts, 5 GB selected, 20 GB disabled, 10 GB
/// badged "Popular".
public enum OptionTileFixtures {
  /// The four tiles.
  public static func tiles() throws -> [OptionTile] {
    [
      try OptionTile(value: "1 GB", caption: "3 days"),
      try OptionTile(value: "5 GB", caption: "7 days", selected: true),
      try OptionTile(value: "10 GB", caption: "28 days", badge: .text("Popular")),
      try OptionTile(value: "20 GB", caption: "30 days", disabled: true),
    ]
  }

  /// The row on `surface`.
  public static func row(_ surface: OptionTileSurface) throws -> OptionTileRow {
    try OptionTileRow(tiles(), surface: surface)
  }

  /// The e& page: Data | Minutes | Combo with Data active, over the default row.
  public static func page() throws -> OptionTilesPage {
    OptionTilesPage(
      segments: ["Data", "Minutes", "Combo"], selectedSegment: 0, row: try row(.default))
  }
}
