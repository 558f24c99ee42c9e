import Audit
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

  /// The four tiles in Arabic (ar_EG), mirrored: ١ to ٢٠ جيجا (GB), ٥ selected, ٢٠ disabled,
  /// ١٠ badged شائع ("Popular").
  public static func arabicRow() throws -> OptionTileRow {
    try OptionTileRow(
      [
        try OptionTile(value: "١ جيجا", caption: "٣ أيام"),
        try OptionTile(value: "٥ جيجا", caption: "٧ أيام", selected: true),
        try OptionTile(value: "١٠ جيجا", caption: "٢٨ يومًا", badge: .text("شائع")),
        try OptionTile(value: "٢٠ جيجا", caption: "٣٠ يومًا", disabled: true),
      ], localeIdentifier: "ar_EG")
  }

  /// Eight tiles, a 944 pt row, on a 414 pt screen (an iPhone 11 Pro Max): three in view, the
  /// fourth peeking, 52 of its 106 pt shown (a peek at least the 44 pt minimum touch target).
  public static func longRow() throws -> OptionTileRow {
    let amounts = [
      ("1 GB", "3 days"), ("2 GB", "7 days"), ("5 GB", "7 days"), ("10 GB", "28 days"),
      ("20 GB", "30 days"), ("30 GB", "30 days"), ("50 GB", "30 days"), ("100 GB", "30 days"),
    ]
    return try OptionTileRow(
      amounts.map { value, caption in
        try OptionTile(
          value: value, caption: caption, badge: value == "10 GB" ? .text("Popular") : nil,
          selected: value == "2 GB")
      }, viewport: 414)
  }

  /// Seed 004 makes the strip "the published neutral sm status badge", so it is drawn in that
  /// badge's own colours (`eand/badge/neutral/fill`, `eand/badge/neutral/text`) on every
  /// surface; against the tile it stays below 3:1 on most of them (1.05:1 on inverse in Dark,
  /// 1.18:1 on default and 1.33:1 on light in Light). The audit names it rather than passing it:
  /// the strip is the badge's own surface, and its text, which carries the information, keeps
  /// 4.5:1 on it.
  public static let badgeStripException = ContrastException(
    name: "spec colour",
    reason: "seed 004's published neutral sm status badge in its own eand/badge/neutral/fill; "
      + "its text carries the information at 4.5:1 or more on the strip"
  ) { finding, _ in
    finding.kind == .mark && finding.tag.hasSuffix(" badge")
  }

  /// The e& page: "Bundle type", Data | Minutes | Combo with Data active, over the row on
  /// `surface`.
  public static func page(_ surface: OptionTileSurface = .default) throws -> OptionTilesPage {
    OptionTilesPage(
      label: "Bundle type", segments: ["Data", "Minutes", "Combo"], selectedSegment: 0,
      row: try row(surface))
  }
}
