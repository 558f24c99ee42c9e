/// The Color Picker's state: which tab shows, the colour (as the spectrum and hue slider hold it),
/// its opacity, the saved swatches, the palette swatch picked, keyboard focus and the hex field.
///
/// Both handles are keyboard sliders: the arrow keys move the focused one a step
/// (``hueStep`` degrees, ``levelStep`` of saturation or brightness), Shift ten steps, and Home and
/// End jump the hue to 0° and 360°. Every value clamps at its ends.
///
/// ```swift
/// var picker = ColorPicker(color: RGBColor(red: 0x33, green: 0x5C, blue: 0xFF))
/// picker.focusedHandle = .hue
/// picker.handle(.right, shift: true)  // hue +10°
/// try picker.enterHex("#1fc16b")      // a typed colour replaces it
/// ```
public struct ColorPicker: Hashable, Sendable {
  /// The two tabs of the segmented control (the spec's Type property).
  public enum Tab: String, Hashable, Sendable, CaseIterable {
    /// Spectrum, hue slider, value row and saved swatches.
    case custom
    /// Three rows of seven product swatches and the value row.
    case palette
  }

  /// The two keyboard sliders.
  public enum Handle: String, Hashable, Sendable, CaseIterable {
    /// The 2-D handle on the spectrum: left and right move saturation, up and down brightness.
    case spectrum
    /// The hue slider's handle: left and down lower the hue, right and up raise it.
    case hue
  }

  /// One arrow press on the hue slider, in degrees.
  public static let hueStep = 1.0
  /// One arrow press on the spectrum, in saturation or brightness (1 %).
  public static let levelStep = 0.01
  /// How many steps one press with Shift moves.
  public static let shiftMultiplier = 10.0
  /// How many swatches the palette holds (three rows of seven).
  public static let paletteCount = 21
  /// How many saved swatches the card holds: the spec's one row of saved swatches with an Add
  /// button, on the palette's seven columns, so six and the button.
  public static let savedLimit = 6

  /// The tab shown.
  public var tab: Tab
  /// The colour.
  public private(set) var color: HSVColor
  /// Opacity in percent, 0…100.
  public private(set) var opacity: Int
  /// The saved swatches, in order.
  public var savedColors: [RGBColor]
  /// The palette swatch picked (0…20, reading order), if the colour came from the palette.
  public private(set) var pickedSwatch: Int?
  /// Whether the colour and opacity are the picked swatch's as the palette shows it in the
  /// appearance drawn (``pickSwatch(_:)``), which the scene sets when it draws, rather than
  /// those given with the pick (``pickSwatch(_:color:alpha:)``).
  public private(set) var swatchFollowsPalette = false
  /// The handle with keyboard focus, if any.
  public var focusedHandle: Handle?
  /// What the hex field shows: the colour's hex, or the refused text while ``hexError`` is set.
  public private(set) var hexText: String
  /// Why the last text typed into the hex field was refused, if it was.
  public private(set) var hexError: ColorHexError?
  /// The locale the card is laid out in (the spec's English card by default): in a right-to-left
  /// one (he, ar) the tabs, the value row and the swatch rows run from the right.
  public var localeIdentifier = PickerLocale.appetite.identifier {
    didSet { locale = PickerLocale.named(localeIdentifier) }
  }
  /// What the picker takes from ``localeIdentifier`` (its direction and language).
  public private(set) var locale = PickerLocale.appetite
  /// The tabs' words (the spec's Custom and Palette unless the app gives its own).
  public var labels = CardLabels.spec

  /// Creates a picker showing `color` at `opacity` percent (clamped to 0…100).
  public init(
    color: RGBColor, opacity: Int = 100, tab: Tab = .custom, savedColors: [RGBColor] = [],
    focusedHandle: Handle? = nil
  ) {
    self.tab = tab
    self.color = HSVColor(color)
    self.opacity = min(max(opacity, 0), 100)
    self.savedColors = savedColors
    self.focusedHandle = focusedHandle
    self.hexText = color.hex
  }

  /// The colour in 8-bit RGB.
  public var rgb: RGBColor { RGBColor(color) }

  /// Sets the colour (a spectrum or hue drag); it clears a refused hex and the palette pick.
  public mutating func setColor(_ newColor: HSVColor) {
    color = newColor
    pickedSwatch = nil
    swatchFollowsPalette = false
    hexText = rgb.hex
    hexError = nil
  }

  /// Applies one key to the focused handle. Returns whether the key did anything (a key with no
  /// focused handle, Home or End on the spectrum, Enter… do not).
  @discardableResult
  public mutating func handle(_ key: PickerKey, shift: Bool = false) -> Bool {
    guard let focusedHandle else { return false }
    let times = shift ? Self.shiftMultiplier : 1
    switch (focusedHandle, key) {
    case (.hue, .left), (.hue, .down): setColor(color.withHue(color.hue - Self.hueStep * times))
    case (.hue, .right), (.hue, .up): setColor(color.withHue(color.hue + Self.hueStep * times))
    case (.hue, .home): setColor(color.withHue(HSVColor.hueRange.lowerBound))
    case (.hue, .end): setColor(color.withHue(HSVColor.hueRange.upperBound))
    case (.spectrum, .left), (.spectrum, .right), (.spectrum, .up), (.spectrum, .down):
      let step = Self.levelStep * times
      let (ds, db): (Double, Double) =
        switch key {
        case .left: (-step, 0)
        case .right: (step, 0)
        case .up: (0, step)
        default: (0, -step)
        }
      setColor(
        color.withLevels(
          saturation: Self.snapped(color.saturation + ds),
          brightness: Self.snapped(color.brightness + db)))
    default: return false
    }
    return true
  }

  /// Takes text typed into the hex field. Six hex digits (with or without `#`, any case) become
  /// the colour; anything else is kept in the field with ``hexError`` set and leaves the colour
  /// unchanged.
  ///
  /// - Throws: the ``ColorHexError`` it also stores.
  public mutating func enterHex(_ text: String) throws(ColorHexError) {
    do {
      setColor(HSVColor(try HexParser.parse(text)))
    } catch {
      hexText = text
      hexError = error
      throw error
    }
  }

  /// Picks palette swatch `index` (reading order), which shows `color` at `alpha` (0–255): the
  /// colour and opacity are exactly these, in every appearance. Returns `false`, changing
  /// nothing, for an index outside the palette.
  @discardableResult
  public mutating func pickSwatch(_ index: Int, color swatch: RGBColor, alpha: UInt8 = 255)
    -> Bool
  {
    guard (0..<Self.paletteCount).contains(index) else { return false }
    setColor(HSVColor(swatch))
    opacity = Self.percent(alpha)
    pickedSwatch = index
    return true
  }

  /// Picks palette swatch `index` (reading order) as the palette shows it: its colour and
  /// opacity are the swatch's token in the appearance drawn (a light shade is opaque in Light,
  /// translucent in Dark), set by the scene when it draws; until then the colour stays. Returns
  /// `false`, changing nothing, for an index outside the palette.
  @discardableResult
  public mutating func pickSwatch(_ index: Int) -> Bool {
    guard (0..<Self.paletteCount).contains(index) else { return false }
    pickedSwatch = index
    swatchFollowsPalette = true
    hexText = rgb.hex
    hexError = nil
    return true
  }

  /// Checks that `count` saved swatches fit the card's one saved row (``savedLimit``).
  ///
  /// - Throws: ``ColorPickerRuleError/tooManySaved(_:limit:)`` when they do not.
  public static func checkSaved(count: Int) throws(ColorPickerRuleError) {
    guard count <= savedLimit else { throw .tooManySaved(count, limit: savedLimit) }
  }

  /// An 8-bit alpha as a whole percentage (0x3D → 24).
  public static func percent(_ alpha: UInt8) -> Int {
    Int((Double(alpha) * 100 / 255).rounded())
  }

  /// `value` rounded to the nearest thousandth of a step, so ten 1 % presses land on 10 %.
  private static func snapped(_ value: Double) -> Double {
    (value * 100_000).rounded() / 100_000
  }
}
