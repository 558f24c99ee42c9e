/// A row of option tiles on one surface, at most one selected: tiles only come in rows.
///
/// ```swift
/// var row = try OptionTileRow(tiles, surface: .glass)
/// row = try row.selecting(2)
/// ```
public struct OptionTileRow: Hashable, Sendable {
  /// The tiles, start to end.
  public let tiles: [OptionTile]
  /// What the row sits on.
  public let surface: OptionTileSurface

  /// Creates a row.
  ///
  /// - Throws: ``OptionTileError/rowTooShort(_:)`` below two tiles,
  ///   ``OptionTileError/duplicateValue(_:)``, ``OptionTileError/severalSelected(_:)``.
  public init(_ tiles: [OptionTile], surface: OptionTileSurface = .default)
    throws(OptionTileError)
  {
    guard tiles.count >= 2 else { throw .rowTooShort(tiles.count) }
    var seen: Set<String> = []
    for tile in tiles where !seen.insert(tile.value).inserted {
      throw .duplicateValue(tile.value)
    }
    let selected = tiles.filter(\.isSelected)
    guard selected.count <= 1 else { throw .severalSelected(selected.map(\.value)) }
    self.tiles = tiles
    self.surface = surface
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
    return try OptionTileRow(updated, surface: surface)
  }

  /// The same tiles on another surface.
  public func on(_ surface: OptionTileSurface) -> OptionTileRow {
    OptionTileRow(checked: tiles, surface: surface)
  }

  /// A row from tiles already checked by another row.
  private init(checked tiles: [OptionTile], surface: OptionTileSurface) {
    self.tiles = tiles
    self.surface = surface
  }
}
