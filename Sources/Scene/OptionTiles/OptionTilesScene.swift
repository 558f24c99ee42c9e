import DrawList
import PickerModel
import Theme

/// Builds a row of e& option tiles on its surface: the page (or, for glass, a photo-like backdrop
/// the glass blurs), then each tile; and the e& page with its segmented control above a row.
public struct OptionTilesScene: Sendable {
  /// The context to resolve tokens and shape text with.
  public let context: SceneContext

  /// Creates a builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The layout in this context's tokens.
  public var layout: OptionTileLayout { OptionTileLayout(theme: context.theme) }

  /// The draw list of `row`: page padding `eand/spacing/xl` all round.
  public func build(_ row: OptionTileRow) throws -> DrawList {
    var builder = DrawListBuilder(context: context)
    let padding = layout.pagePadding
    let page = Rect(
      x: 0, y: 0, width: layout.rowWidth(row.tiles.count) + 2 * padding,
      height: OptionTile.height + 2 * padding)
    drawPage(page, surface: row.surface, into: &builder)
    try drawRow(row, origin: Point(x: padding, y: padding), into: &builder)
    return try builder.build()
  }

  /// The e& page: `page.segments` on a pill track the row's width, `eand/spacing/lg` above the
  /// row.
  public func build(_ page: OptionTilesPage) throws -> DrawList {
    var builder = DrawListBuilder(context: context)
    let theme = context.theme
    let padding = layout.pagePadding
    let width = layout.rowWidth(page.row.tiles.count)
    let control = Rect(
      x: padding, y: padding, width: width, height: theme.dimension(.eandControlHeight))
    let rowTop = control.maxY + theme.dimension(.eandSpacingLg)
    let bounds = Rect(
      x: 0, y: 0, width: width + 2 * padding, height: rowTop + OptionTile.height + padding)
    drawPage(bounds, surface: page.row.surface, into: &builder)
    try builder.add(
      EandSegmentedControl(
        frame: control, segments: page.segments, selectedIndex: page.selectedSegment))
    try drawRow(page.row, origin: Point(x: padding, y: rowTop), into: &builder)
    return try builder.build()
  }

  // MARK: Parts

  /// Each tile, start to end.
  private func drawRow(
    _ row: OptionTileRow, origin: Point, into builder: inout DrawListBuilder
  ) throws {
    for (index, tile) in row.tiles.enumerated() {
      try builder.add(
        OptionTileView(tile, on: row.surface, frame: layout.tileFrame(index, origin: origin)))
    }
  }

  /// The surface's page colour, or the glass backdrop.
  private func drawPage(
    _ rect: Rect, surface: OptionTileSurface, into builder: inout DrawListBuilder
  ) {
    let tile = OptionTile.placeholder
    if let page = OptionTilePalette(tile, on: surface).page {
      builder.append(.fill(.rect(rect, .zero), .solid(context.theme.color(page))), tag: "page")
    } else {
      builder.append(contentsOf: OptionTilesBackdrop(theme: context.theme).items(in: rect))
    }
  }
}

extension OptionTile {
  /// A plain tile, for asking a palette about the page alone.
  static let placeholder: OptionTile = {
    guard let tile = try? OptionTile(value: "·") else { preconditionFailure("a valid tile") }
    return tile
  }()
}
