/// A row of option tiles on one surface, at most one selected: tiles only come in rows.
///
/// A row may be shown in a ``viewport`` (the width of the screen it sits on): a row wider than
/// the viewport scrolls, as a horizontal picker row does in an app. Without one the whole row is
/// drawn, however long. In a right-to-left locale (``locale``: he, ar) the row starts at the right.
///
/// ```swift
/// var row = try OptionTileRow(tiles, surface: .glass, viewport: 375)
/// row = try row.selecting(2)
/// ```
public struct OptionTileRow: Hashable, Sendable {
  /// The widest viewport, in points: the canvas is the viewport wide, and 5461 pt is 16383
  /// pixels at @3x, within the 16384 pixels a side any image is drawn in, so every viewport a
  /// scene file may give renders at every scale.
  public static let maxViewport = 5461.0

  /// The tiles, start to end.
  public let tiles: [OptionTile]
  /// What the row sits on.
  public let surface: OptionTileSurface
  /// The width of the screen the row is shown in, in points, or `nil` for the whole row.
  public let viewport: Double?
  /// The locale it is drawn in (`ar_EG`): its direction and the language its texts are shaped
  /// as. The default is the spec's English, left to right; check an identifier that comes from
  /// input with ``PickerLocale/isAvailable(_:)``.
  public var localeIdentifier: String {
    didSet { locale = PickerLocale.named(localeIdentifier) }
  }
  /// What the row takes from ``localeIdentifier``.
  public private(set) var locale: PickerLocale

  /// The default locale: the spec's English, left to right.
  public static let defaultLocaleIdentifier = PickerLocale.appetite.identifier

  /// Creates a row.
  ///
  /// - Throws: ``OptionTileError/rowTooShort(_:)`` below two tiles,
  ///   ``OptionTileError/duplicateValue(_:)``, ``OptionTileError/severalSelected(_:)``,
  ///   ``OptionTileError/badViewport(_:)`` for a viewport that is not a finite number of points
  ///   in 1…5461.
  public init(
    _ tiles: [OptionTile], surface: OptionTileSurface = .default, viewport: Double? = nil,
    localeIdentifier: String = OptionTileRow.defaultLocaleIdentifier
  ) throws(OptionTileError) {
    guard tiles.count >= 2 else { throw .rowTooShort(tiles.count) }
    var seen: Set<String> = []
    for tile in tiles where !seen.insert(tile.value).inserted {
      throw .duplicateValue(tile.value)
    }
    let selected = tiles.filter(\.isSelected)
    guard selected.count <= 1 else { throw .severalSelected(selected.map(\.value)) }
    if let viewport, !(viewport.isFinite && viewport >= 1 && viewport <= Self.maxViewport) {
      throw .badViewport(viewport)
    }
    self.tiles = tiles
    self.surface = surface
    self.viewport = viewport
    self.localeIdentifier = localeIdentifier
    self.locale = PickerLocale.named(localeIdentifier)
  }

  /// The selected tile's index, if any.
  public var selectedIndex: Int? { tiles.firstIndex(where: \.isSelected) }

  /// The same row with tile `index` selected and every other one not.
  ///
  /// - Throws: ``OptionTileError/noSuchTile(_:count:)``, ``OptionTileError/pickedDisabled(_:)``.
  public func selecting(_ index: Int) throws(OptionTileError) -> OptionTileRow {
    guard tiles.indices.contains(index) else { throw .noSuchTile(index, count: tiles.count) }
    guard !tiles[index].isDisabled else { throw .pickedDisabled(tiles[index].value) }
    var updated: [OptionTile] = []
    for (position, tile) in tiles.enumerated() {
      updated.append(try tile.selected(position == index))
    }
    return try OptionTileRow(
      updated, surface: surface, viewport: viewport, localeIdentifier: localeIdentifier)
  }

  /// The same tiles on another surface.
  public func on(_ surface: OptionTileSurface) -> OptionTileRow {
    OptionTileRow(checked: self, surface: surface)
  }

  /// `row`'s tiles, viewport and locale, already checked, on `surface`.
  private init(checked row: OptionTileRow, surface: OptionTileSurface) {
    tiles = row.tiles
    self.surface = surface
    viewport = row.viewport
    localeIdentifier = row.localeIdentifier
    locale = row.locale
  }
}
