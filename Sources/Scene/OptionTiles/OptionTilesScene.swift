import DrawList
import PickerModel
import Theme

/// Builds a row of e& option tiles on its surface: the page (or, for glass, a photo-like backdrop
/// the glass blurs), then each tile; and the e& page with its segmented control above a row.
///
/// A row with a viewport is drawn as a screen that wide shows it: a row wider than the viewport
/// is clipped at the viewport's far edge, the next tile peeking, tiles wholly out of view are not
/// drawn (their texts must still fit), and each tile in view carries the `scrollable` state in
/// the semantics, its hit rectangle cut to the part in view. Without a viewport the whole row is
/// drawn. In a right-to-left locale the row starts at the right.
public struct OptionTilesScene: Sendable {
  /// The context to resolve tokens and shape text with.
  public let context: SceneContext

  /// Creates a builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The layout in this context's tokens (left to right).
  public var layout: OptionTileLayout { OptionTileLayout(theme: context.theme) }

  /// The layout for `row`: mirrored in a right-to-left locale.
  public func layout(for row: OptionTileRow) -> OptionTileLayout {
    OptionTileLayout(theme: context.theme, rightToLeft: row.locale.isRightToLeft)
  }

  /// `row` in the context's locale when it names one (`render --locale`).
  func localized(_ row: OptionTileRow) -> OptionTileRow {
    var row = row
    if let identifier = context.localeIdentifier { row.localeIdentifier = identifier }
    return row
  }

  /// The page's width: the viewport, or the whole row with `eand/spacing/xl` on each side.
  func pageWidth(_ row: OptionTileRow) throws -> Double {
    let layout = layout(for: row)
    let whole = layout.rowWidth(row.tiles.count) + 2 * layout.pagePadding
    guard let viewport = row.viewport else { return whole }
    try FitError(
      field: FieldPath("viewport"), subject: "option tile row: the first tile",
      problem: "does not fit the viewport", needs: OptionTile.width + 2 * layout.pagePadding,
      room: "the viewport", has: viewport,
      advice: "widen the viewport to a tile and the page's padding on each side"
    ).check()
    return viewport
  }

  /// The draw list of `row`: page padding `eand/spacing/xl` all round.
  public func build(_ row: OptionTileRow) throws -> DrawList {
    let row = localized(row)
    var builder = DrawListBuilder(context: context)
    let padding = layout.pagePadding
    let page = Rect(
      x: 0, y: 0, width: try pageWidth(row), height: OptionTile.height + 2 * padding)
    drawPage(page, surface: row.surface, into: &builder)
    try drawRow(row, top: padding, page: page, into: &builder)
    return try screen(builder.build(), page, row)
  }

  /// The e& page: `page.segments` on a pill track as wide as the row (or the viewport less the
  /// page's padding), `eand/spacing/lg` above the row.
  public func build(_ page: OptionTilesPage) throws -> DrawList {
    var page = page
    page.row = localized(page.row)
    let row = page.row
    var builder = DrawListBuilder(context: context)
    let theme = context.theme
    let padding = layout.pagePadding
    let width = try pageWidth(row)
    let control = Rect(
      x: padding, y: padding, width: width - 2 * padding,
      height: theme.dimension(.eandControlHeight))
    let rowTop = control.maxY + theme.dimension(.eandSpacingLg)
    let bounds = Rect(x: 0, y: 0, width: width, height: rowTop + OptionTile.height + padding)
    drawPage(bounds, surface: row.surface, into: &builder)
    var segments = EandSegmentedControl(
      frame: control, segments: page.segments, selectedIndex: page.selectedSegment,
      label: page.label, surface: row.surface)
    segments.isRightToLeft = row.locale.isRightToLeft
    segments.language = row.locale.language
    try builder.add(segments)
    try drawRow(row, top: rowTop, page: bounds, into: &builder)
    return try screen(builder.build(), bounds, row)
  }

  // MARK: Parts

  /// `list` on exactly `page` when the row has a viewport: a tile the viewport cuts must not
  /// widen the canvas around it.
  private func screen(_ list: DrawList, _ page: Rect, _ row: OptionTileRow) -> DrawList {
    guard row.viewport != nil else { return list }
    var list = list
    list.canvas = page
    return list
  }

  /// Each tile, start to end, from the page's leading edge; clipped to the page when the row is
  /// wider than it.
  private func drawRow(
    _ row: OptionTileRow, top: Double, page: Rect, into builder: inout DrawListBuilder
  ) throws {
    let layout = layout(for: row)
    let padding = layout.pagePadding
    let origin = Point(
      x: layout.isRightToLeft ? page.maxX - padding - OptionTile.width : padding, y: top)
    let scrolls =
      row.viewport != nil
      && layout.rowWidth(row.tiles.count) + 2 * padding > page.width + 1e-9
    if scrolls { builder.append(.pushClip(.rect(page, .zero)), tag: "row viewport") }
    for (index, tile) in row.tiles.enumerated() {
      let frame = layout.tileFrame(index, origin: origin)
      var view = OptionTileView(
        tile, on: row.surface, frame: frame, locale: row.locale,
        field: FieldPath("tiles", index))
      guard let visible = Self.part(of: frame, inside: page) else {
        // Out of view: not drawn, but its texts must fit all the same.
        var unseen = DrawListBuilder(context: context)
        try unseen.add(view)
        continue
      }
      if scrolls {
        view.extraStates = [.scrollable]
        view.visibleFrame = visible
      }
      try builder.add(view)
    }
    if scrolls { builder.append(.popClip, tag: "row viewport") }
  }

  /// The part of `frame` inside `page`, or `nil` when none of it is (touching is not showing).
  static func part(of frame: Rect, inside page: Rect) -> Rect? {
    let left = max(frame.x, page.x)
    let right = min(frame.maxX, page.maxX)
    let top = max(frame.y, page.y)
    let bottom = min(frame.maxY, page.maxY)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
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
