import DrawList
import PickerModel
import Theme

/// The Color Picker card's geometry in points, relative to the card's top-left corner: the spec's
/// 340-wide card and 32 pt swatches, AlignUI's 232 pt spectrum, placed by spacing tokens (20 pt
/// padding, 16 pt between sections, 12 pt between swatches, 8 pt in the value row).
///
/// Custom, top to bottom: tabs (32), spectrum (232), hue slider (20), value row (36), [error
/// message (16)], saved swatches (32). Palette: tabs, three rows of seven swatches, value row.
public struct ColorPickerLayout: Hashable, Sendable {
  // MARK: Sizes

  /// Card width (the spec's three cards are 340 wide).
  public static let cardWidth = 340.0
  /// The segmented control's height (a small control: the compact button's 32).
  public static let tabsHeight = 32.0
  /// The spectrum's height (AlignUI's colour area: full width × 232).
  public static let spectrumHeight = 232.0
  /// The hue track's height: the handle's diameter, so the handle sits wholly on the ramp.
  public static let hueTrackHeight = 20.0
  /// Both handles' diameter (``SliderHandle``'s 20).
  public static let handleDiameter = 20.0
  /// The value row's height (fields and footer buttons are 36).
  public static let valueRowHeight = 36.0
  /// The opacity field's width (`100%` and the padding round it).
  public static let opacityFieldWidth = 64.0
  /// A swatch's side (the spec's 32 pt).
  public static let swatchSize = 32.0
  /// The error message's line (paragraph-xs, 16 high).
  public static let messageHeight = 16.0

  // MARK: Spacing, from tokens

  /// Padding on every side: `spacing/5` (20).
  public let padding: Double
  /// Between sections: `spacing/4` (16).
  public let sectionSpacing: Double
  /// Between swatches, across and down: `spacing/3` (12), so the pitch is 44.
  public let swatchGap: Double
  /// Between the value row's controls: `spacing/2` (8).
  public let fieldGap: Double
  /// From a field to its error message: `spacing/1` (4).
  public let messageGap: Double

  /// Which tab the card shows.
  public let tab: ColorPicker.Tab
  /// Whether the hex field's error message takes a line under the value row.
  public let showsMessage: Bool
  /// Whether the card is mirrored (a right-to-left locale): the tabs, the value row, the saved
  /// row and the palette's rows run from the right; the spectrum and the hue slider do not.
  public let isRightToLeft: Bool

  /// The layout of `tab` with `theme`'s spacing, mirrored when `rightToLeft`.
  public init(
    theme: Theme, tab: ColorPicker.Tab, showsMessage: Bool = false, rightToLeft: Bool = false
  ) {
    isRightToLeft = rightToLeft
    padding = theme.dimension(.spacing5)
    sectionSpacing = theme.dimension(.spacing4)
    swatchGap = theme.dimension(.spacing3)
    fieldGap = theme.dimension(.spacing2)
    messageGap = theme.dimension(.spacing1)
    self.tab = tab
    self.showsMessage = showsMessage
  }

  // MARK: Derived geometry

  /// `rect` as drawn: itself left to right, reflected about the card's vertical centre when
  /// mirrored.
  public func placed(_ rect: Rect) -> Rect {
    guard isRightToLeft else { return rect }
    return Rect(
      x: Self.cardWidth - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
  }

  /// Width inside the padding: 300.
  public var contentWidth: Double { Self.cardWidth - 2 * padding }
  /// From one swatch to the next: 44.
  public var swatchPitch: Double { Self.swatchSize + swatchGap }

  /// The segmented control.
  public var tabs: Rect {
    Rect(x: padding, y: padding, width: contentWidth, height: Self.tabsHeight)
  }
  /// The spectrum (Custom).
  public var spectrum: Rect {
    Rect(
      x: padding, y: tabs.maxY + sectionSpacing, width: contentWidth,
      height: Self.spectrumHeight)
  }
  /// The hue track (Custom).
  public var hueTrack: Rect {
    Rect(
      x: padding, y: spectrum.maxY + sectionSpacing, width: contentWidth,
      height: Self.hueTrackHeight)
  }
  /// The hue handle's centre runs from here (0°) …
  public var hueStartX: Double { hueTrack.x + Self.handleDiameter / 2 }
  /// … to here (360°), so the handle stays on the track.
  public var hueEndX: Double { hueTrack.maxX - Self.handleDiameter / 2 }

  /// The top of the swatch grid (Palette), a section below the tabs.
  public var gridTop: Double { tabs.maxY + sectionSpacing }
  /// The left of the first swatch column: the seven columns (296) centred in the content.
  public var gridLeft: Double {
    let width = Double(ColorPalette.columns) * swatchPitch - swatchGap
    return padding + (contentWidth - width) / 2
  }
  /// Palette swatch `index` (reading order, seven a row: from the right when mirrored).
  public func paletteSwatch(_ index: Int) -> Rect {
    let (row, column) = index.quotientAndRemainder(dividingBy: ColorPalette.columns)
    return placed(
      Rect(
        x: gridLeft + Double(column) * swatchPitch, y: gridTop + Double(row) * swatchPitch,
        width: Self.swatchSize, height: Self.swatchSize))
  }

  /// The value row.
  public var valueRow: Rect {
    let top: Double
    switch tab {
    case .custom: top = hueTrack.maxY + sectionSpacing
    case .palette:
      top = gridTop + Double(ColorPalette.rows) * swatchPitch - swatchGap + sectionSpacing
    }
    return Rect(x: padding, y: top, width: contentWidth, height: Self.valueRowHeight)
  }
  /// The eyedropper button, at the row's leading end (left, right when mirrored), centred down
  /// it.
  public var eyedropper: Rect { placed(leftToRightEyedropper) }
  /// The opacity field, at the row's trailing end.
  public var opacityField: Rect { placed(leftToRightOpacity) }
  /// The hex field, between the two.
  public var hexField: Rect { placed(leftToRightHex) }
  /// The hex field's error message line, under it, from its leading edge to the row's end.
  public var message: Rect {
    placed(
      Rect(
        x: leftToRightHex.x, y: valueRow.maxY + messageGap, width: valueRow.maxX - leftToRightHex.x,
        height: Self.messageHeight))
  }
  private var leftToRightEyedropper: Rect {
    Rect(
      x: valueRow.x, y: valueRow.midY - CompactButton.size / 2, width: CompactButton.size,
      height: CompactButton.size)
  }
  private var leftToRightOpacity: Rect {
    Rect(
      x: valueRow.maxX - Self.opacityFieldWidth, y: valueRow.y, width: Self.opacityFieldWidth,
      height: valueRow.height)
  }
  private var leftToRightHex: Rect {
    let x = leftToRightEyedropper.maxX + fieldGap
    return Rect(
      x: x, y: valueRow.y, width: leftToRightOpacity.x - fieldGap - x, height: valueRow.height)
  }
  /// The bottom of the value row's block (the message's when it shows).
  public var valueBlockBottom: Double { showsMessage ? message.maxY : valueRow.maxY }

  /// Saved swatch (or, after the last one, the Add button) `index`, on the palette's columns,
  /// from the right when mirrored.
  public func savedSlot(_ index: Int) -> Rect {
    placed(
      Rect(
        x: gridLeft + Double(index) * swatchPitch, y: valueBlockBottom + sectionSpacing,
        width: Self.swatchSize, height: Self.swatchSize))
  }

  /// Card height: the last section plus the bottom padding.
  public var cardHeight: Double {
    switch tab {
    case .custom: savedSlot(0).maxY + padding
    case .palette: valueBlockBottom + padding
    }
  }
  /// The card.
  public var card: Rect { Rect(x: 0, y: 0, width: Self.cardWidth, height: cardHeight) }

  /// Where the spectrum handle's centre sits for `color`: saturation across, brightness up.
  public func spectrumPoint(_ color: HSVColor) -> Point {
    Point(
      x: spectrum.x + color.saturation * spectrum.width,
      y: spectrum.y + (1 - color.brightness) * spectrum.height)
  }
  /// Where the hue handle's centre sits for `hue` degrees.
  public func huePoint(_ hue: Double) -> Point {
    Point(x: hueStartX + hue / 360 * (hueEndX - hueStartX), y: hueTrack.midY)
  }
}
