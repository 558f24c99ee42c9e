import DrawList
import PickerModel
import Theme

/// Builds the Appetite UI Color Picker card: a Custom / Palette segmented control, then either
/// the spectrum, hue slider, value row and saved swatches, or the 21-swatch palette and the value
/// row, each interactive part with a semantic node.
public struct ColorPickerScene: Sendable {
  /// The context to resolve tokens and shape text with.
  public let context: SceneContext

  /// The tabs' labels, in order.
  public static let tabTitles = ["Custom", "Palette"]
  /// The hue ramp: red, yellow, green, cyan, blue, magenta and red again, evenly spaced.
  public static let hueStops: [GradientStop] = [
    "#FF0000", "#FFFF00", "#00FF00", "#00FFFF", "#0000FF", "#FF00FF", "#FF0000",
  ].enumerated().map { index, hex in
    GradientStop(offset: Double(index) / 6, color: Color(hex: hex) ?? .black)
  }

  /// Creates a builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The layout for `picker` (its tab, whether the hex error shows, and its locale's
  /// direction).
  public func layout(for picker: ColorPicker) -> ColorPickerLayout {
    ColorPickerLayout(
      theme: context.theme, tab: picker.tab, showsMessage: picker.hexError != nil,
      rightToLeft: picker.locale.isRightToLeft)
  }

  /// `picker` as this theme shows it: a swatch picked as the palette shows it
  /// (``ColorPicker/pickSwatch(_:)``) gives its colour and opacity in this appearance (a light
  /// shade is translucent in Dark); a swatch picked with its own colour and alpha keeps them.
  public func shown(_ picker: ColorPicker) -> ColorPicker {
    guard picker.swatchFollowsPalette, let index = picker.pickedSwatch,
      ColorPalette.entries.indices.contains(index)
    else { return picker }
    let color = context.theme.color(ColorPalette.entries[index].token)
    var shown = picker
    shown.pickSwatch(index, color: Self.rgb(color), alpha: color.alpha)
    return shown
  }

  /// The draw list of `picker`, card at (0, 0), canvas grown to hold the card's shadow; in the
  /// context's locale when it names one (`render --locale`), else in the picker's.
  ///
  /// In a right-to-left locale the card mirrors as UIKit mirrors a screen: the Custom tab at the
  /// right, the value row from the right (eyedropper, hex field with its text at the field's
  /// right, opacity), the saved swatches and the palette's rows from the right. The spectrum
  /// and the hue slider do not: they draw a colour space, not reading order, so a colour is at
  /// the same point in every language (as Scratch's paint editor decided for its gradients when
  /// it went right to left: scratchfoundation/scratch-paint commit 0a510e9, "Don't reverse
  /// gradient swatches").
  public func build(_ picker: ColorPicker) throws -> DrawList {
    var picker = shown(picker)
    if let identifier = context.localeIdentifier { picker.localeIdentifier = identifier }
    let layout = layout(for: picker)
    var builder = DrawListBuilder(context: context)

    // Card: bg/raised, radius 4xl (40), dropShadow/2xl, no stroke.
    try builder.add(Card(frame: layout.card, radius: .radius4xl))
    try builder.add(tabs(picker, layout))

    switch picker.tab {
    case .custom:
      try drawSpectrumAndHue(picker, layout, into: &builder)
      try drawValueRow(picker, layout, into: &builder)
      try drawSaved(picker, layout, into: &builder)
    case .palette:
      try drawPalette(picker, layout, into: &builder)
      try drawValueRow(picker, layout, into: &builder)
    }
    return try builder.build()
  }

  // MARK: - Parts

  /// The Custom / Palette control: the spec's English words as always, an app's own (`labels`)
  /// shaped in the locale's language and refused when they do not fit their tab.
  func tabs(_ picker: ColorPicker, _ layout: ColorPickerLayout) -> SegmentedControl {
    let keys = CardLabels.tabKeys
    var control = SegmentedControl(
      frame: layout.tabs, segments: keys.map { picker.labels[$0] ?? $0 },
      selectedIndex: ColorPicker.Tab.allCases.firstIndex(of: picker.tab) ?? 0, tag: "tabs")
    control.isRightToLeft = layout.isRightToLeft
    guard keys.contains(where: { !picker.labels.isSpec($0) }) else { return control }
    control.languages = keys.map { picker.labels.isSpec($0) ? "en" : picker.locale.language }
    control.fits = keys.enumerated().map { index, key in
      FitError(
        field: FieldPath("labels", key),
        subject: "the \(key) tab \"\(FitError.shown(control.segments[index]))\"",
        needs: 0, room: "the \(FitError.points(control.segmentFrame(index).width)) pt tab",
        has: 0, advice: "shorten it")
    }
    return control
  }

  /// The spectrum (white, pure hue, black corners) with its handle, the hue ramp with its handle,
  /// and the focus ring on the focused handle.
  private func drawSpectrumAndHue(
    _ picker: ColorPicker, _ layout: ColorPickerLayout, into builder: inout DrawListBuilder
  ) throws {
    let theme = context.theme
    let spectrum = layout.spectrum
    let pure = Self.color(RGBColor(picker.color.pureHue))
    builder.append(
      .fill(
        .roundedRect(spectrum, radius: theme.dimension(.radius8)),
        .cornerGradient(
          spectrum, topLeft: .white, topRight: pure, bottomLeft: .black, bottomRight: .black)),
      tag: "spectrum area")
    let spectrumCenter = layout.spectrumPoint(picker.color)
    try builder.add(
      SliderHandle(
        center: spectrumCenter, diameter: ColorPickerLayout.handleDiameter,
        color: Self.color(picker.rgb), label: "Saturation and brightness",
        value: Self.levels(picker.color), tag: "spectrum",
        states: picker.focusedHandle == .spectrum ? [.focused] : []))

    let track = layout.hueTrack
    builder.append(
      .fill(
        .roundedRect(track, radius: track.height / 2),
        .linearGradient(
          from: Point(x: layout.hueStartX, y: track.midY),
          to: Point(x: layout.hueEndX, y: track.midY), stops: Self.hueStops)),
      tag: "hue track")
    let hueCenter = layout.huePoint(picker.color.hue)
    try builder.add(
      SliderHandle(
        center: hueCenter, diameter: ColorPickerLayout.handleDiameter, color: pure, label: "Hue",
        value: "\(Int(picker.color.hue.rounded()))°", tag: "hue",
        states: picker.focusedHandle == .hue ? [.focused] : []))

    if let focused = picker.focusedHandle {
      let center = focused == .hue ? hueCenter : spectrumCenter
      try builder.add(
        FocusRing(
          around: .circle(center: center, radius: ColorPickerLayout.handleDiameter / 2),
          halo: .bgRaised, tag: "\(focused.rawValue) focus"))
    }
  }

  /// Eyedropper, hex field (with its error ring and message when refused) and opacity field.
  private func drawValueRow(
    _ picker: ColorPicker, _ layout: ColorPickerLayout, into builder: inout DrawListBuilder
  ) throws {
    try builder.add(
      CompactButton(
        frame: layout.eyedropper, icon: .eyedropper, label: "Pick a colour from the screen",
        tag: "eyedropper"))
    let refused = picker.hexError != nil
    try builder.add(
      ColorField(
        frame: layout.hexField, text: picker.hexText,
        ring: refused ? .stateErrorBase : .strokeSoft200,
        alignment: layout.isRightToLeft ? .trailing : .leading, label: "Hex", tag: "hex"))
    try builder.add(
      ColorField(
        frame: layout.opacityField, text: "\(picker.opacity)%", textColor: .textSoft500,
        alignment: .center, label: "Opacity", tag: "opacity"))
    if let error = picker.hexError {
      var message = try context.leadingText(
        error.description, x: layout.message.x, midY: layout.message.midY,
        style: .paragraphXs, color: .textError)
      // Mirrored, the message starts under the hex field's right edge.
      if layout.isRightToLeft {
        let right = message.map { $0.origin.x + $0.advance }.max() ?? layout.message.x
        let shift = layout.message.maxX - right
        for index in message.indices { message[index].origin.x += shift }
      }
      builder.append(text: message, tag: "hex message")
    }
  }

  /// The saved swatches (the one matching the colour selected) and the Add button; more than
  /// the row holds are refused, never dropped.
  private func drawSaved(
    _ picker: ColorPicker, _ layout: ColorPickerLayout, into builder: inout DrawListBuilder
  ) throws {
    try ColorPicker.checkSaved(count: picker.savedColors.count)
    let saved = picker.savedColors
    var parts: [any Component] = saved.enumerated().map { index, rgb in
      Swatch(
        frame: layout.savedSlot(index), color: Self.color(rgb), label: "Saved \(rgb.hex)",
        isSelected: picker.opacity == 100 && rgb == picker.rgb, tag: "saved \(index)")
    }
    parts.append(
      CompactButton(
        frame: layout.savedSlot(saved.count), icon: .plus, label: "Add the colour to saved",
        tag: "add swatch"))
    for part in parts { try builder.add(part) }
  }

  /// The 21 palette swatches, the picked one selected.
  private func drawPalette(
    _ picker: ColorPicker, _ layout: ColorPickerLayout, into builder: inout DrawListBuilder
  ) throws {
    let theme = context.theme
    let parts = ColorPalette.entries.enumerated().map { index, entry in
      Swatch(
        frame: layout.paletteSwatch(index), color: theme.color(entry.token), label: entry.label,
        isSelected: picker.pickedSwatch == index, tag: "swatch \(entry.id)")
    }
    for part in parts { try builder.add(part) }
  }

  // MARK: - Values

  /// The slider value the spectrum handle reads out: `saturation 80%, brightness 100%`.
  public static func levels(_ color: HSVColor) -> String {
    "saturation \(Int((color.saturation * 100).rounded()))%, "
      + "brightness \(Int((color.brightness * 100).rounded()))%"
  }

  /// A model colour as an opaque draw-list colour.
  public static func color(_ rgb: RGBColor) -> Color {
    Color(red: rgb.red, green: rgb.green, blue: rgb.blue)
  }

  /// A draw-list colour's RGB, its alpha dropped.
  public static func rgb(_ color: Color) -> RGBColor {
    RGBColor(red: color.red, green: color.green, blue: color.blue)
  }
}
