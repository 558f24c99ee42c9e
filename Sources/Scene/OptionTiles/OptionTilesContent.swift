import PickerModel

/// What an option-tiles scene draws: a row of tiles on its surface, or the e& page (its
/// segmented control above the row).
public enum OptionTilesContent: Hashable, Sendable {
  /// A row of tiles.
  case row(OptionTileRow)
  /// The page: a segmented control above a row.
  case page(OptionTilesPage)
}

extension SceneStrategy where Model == OptionTilesContent {
  /// A row (``optionTiles``) or a page (``optionTilesPage``).
  public static var optionTilesContent: SceneStrategy {
    SceneStrategy { content, context in
      switch content {
      case .row(let row): try SceneStrategy<OptionTileRow>.optionTiles.build(row, context)
      case .page(let page): try SceneStrategy<OptionTilesPage>.optionTilesPage.build(page, context)
      }
    }
  }
}
