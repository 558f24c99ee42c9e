import PickerModel

extension SceneStrategy where Model == OptionTileRow {
  /// A row of e& option tiles on its surface (``OptionTilesScene``).
  public static var optionTiles: SceneStrategy {
    SceneStrategy { row, context in try OptionTilesScene(context: context).build(row) }
  }
}

extension SceneStrategy where Model == OptionTilesPage {
  /// The e& page: its segmented control above a row of tiles (``OptionTilesScene``).
  public static var optionTilesPage: SceneStrategy {
    SceneStrategy { page, context in try OptionTilesScene(context: context).build(page) }
  }
}
