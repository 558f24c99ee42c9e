import DrawList
import Theme

/// NSDatePicker's textual style with a stepper (platform-metrics §5): a 23 pt bezel (29 pt frame
/// less 3 pt top and bottom) holding the date elements, a 7 pt gap, the time elements, each
/// element formatted by Foundation in the locale's order; the focused element highlighted in the
/// accent (18 pt high) under white text; the regular 19 × 27 stepper 5 pt after the field.
///
/// In a right-to-left locale the field's text is one right-to-left paragraph, so its elements
/// stand where the bidirectional algorithm puts them (``AppleFieldOrder``: he_IL shows the date
/// at the right and the time to its left, ar_EG's date reads day, month, year from the right),
/// and the stepper, which trails the field, stands at its left (AppKit flips its controls and
/// their leading and trailing edges: Apple, Supporting Right-to-Left Languages).
public struct MacOSTextualField: Component {
  /// The text's inset inside the bezel, each side.
  public static let textInset = 4.0
  /// The focused element's highlight: padding either side of its text and corner radius.
  public static let highlight = (padding: 1.0, radius: 3.0)

  /// The picker.
  public var picker: MacOSDatePicker
  /// The top-left corner of the field's frame.
  public var origin: Point

  /// Creates the field.
  public init(picker: MacOSDatePicker, origin: Point) {
    self.picker = picker
    self.origin = origin
  }

  /// The bezel's box, `width` wide.
  public func bezel(width: Double) -> Rect {
    Rect(
      x: origin.x, y: origin.y + MacOSMetrics.fieldBezelInset, width: width,
      height: MacOSMetrics.fieldFrameHeight - 2 * MacOSMetrics.fieldBezelInset)
  }

  /// Draws the bezel, elements, highlight and stepper, and adds their nodes.
  public func draw(into builder: inout DrawListBuilder) throws {
    let theme = builder.theme
    let shaper = builder.context.shaper
    let locale = picker.localeIdentifier
    let style = AppleType.style(
      theme, weight: 400, size: MacOSMetrics.fieldTextSize, localeIdentifier: locale)
    let rightToLeft = style.direction == .rightToLeft
    let text = AppleDateText(localeIdentifier: locale)
    let (dateElements, timeElements) = try text.elements(
      picker.date, hour: picker.hour, minute: picker.minute)
    // The pieces in reading order; `nil` is the gap between the date and the time.
    var pieces: [AppleDateText.Element?] = []
    for (index, group) in [dateElements, timeElements].enumerated() {
      if index == 1 { pieces.append(nil) }
      for element in group {
        if rightToLeft, element.field == nil, element.text.unicodeScalars.count > 1 {
          // A literal's marks and punctuation are ordered one by one.
          for scalar in element.text.unicodeScalars {
            pieces.append(AppleDateText.Element(text: String(scalar), field: nil))
          }
        } else {
          pieces.append(element)
        }
      }
    }
    var kinds: [AppleFieldOrder.Kind] = []
    for piece in pieces {
      guard let piece else {
        kinds.append(.space)
        continue
      }
      if let kind = AppleFieldOrder.kind(of: piece.text) {
        kinds.append(kind)
      } else {
        // Letters run the way the shaper's script data says (Hebrew, Arabic right to left).
        let runs = try shaper.shapeParagraph(piece.text, style: style)
        let rightToLeftLetters = runs.contains { $0.direction == .rightToLeft }
        kinds.append(.strong(rightToLeftLetters ? .rightToLeft : .leftToRight))
      }
    }
    let stepperShift = rightToLeft ? MacOSMetrics.stepper.width + MacOSMetrics.stepperGap : 0
    var placed: [(element: AppleDateText.Element, x: Double, advance: Double)] = []
    var x = origin.x + stepperShift + Self.textInset
    for index in AppleFieldOrder.visualOrder(kinds, paragraph: style.direction) {
      guard let element = pieces[index] else {
        x += MacOSMetrics.dateTimeGap
        continue
      }
      // A bidirectional mark orders its neighbours and draws nothing.
      if element.text.unicodeScalars.count == 1, let scalar = element.text.unicodeScalars.first,
        AppleFieldOrder.marks[scalar] != nil
      {
        continue
      }
      let advance = try AppleType.advance(element.text, style: style, shaper: shaper)
      placed.append((element, x, advance))
      x += advance
    }
    let bezel = Rect(
      x: origin.x + stepperShift, y: origin.y + MacOSMetrics.fieldBezelInset,
      width: x + Self.textInset - origin.x - stepperShift,
      height: MacOSMetrics.fieldFrameHeight - 2 * MacOSMetrics.fieldBezelInset)
    builder.append(
      .fill(.rect(bezel, .zero), .solid(theme.color(ApplePalette.macControl))), tag: "macos field")
    builder.append(
      .stroke(
        .rect(bezel.insetBy(dx: 0.5, dy: 0.5), .zero),
        .solid(theme.color(ApplePalette.separator), width: 1)),
      tag: "macos field border")
    for (element, x, advance) in placed {
      let focused = element.field != nil && element.field == picker.focusedElement
      if focused {
        let box = Rect(
          x: x - Self.highlight.padding,
          y: bezel.midY - MacOSMetrics.selectedElementHeight / 2,
          width: advance + 2 * Self.highlight.padding, height: MacOSMetrics.selectedElementHeight)
        builder.append(
          .fill(
            .roundedRect(box, radius: Self.highlight.radius),
            .solid(theme.color(ApplePalette.accent))),
          tag: "macos focused element")
      }
      let color = focused ? theme.color(.staticWhite) : theme.color(ApplePalette.label)
      let tag = element.field.map { "macos element \($0)" } ?? "macos separator text"
      for run in try AppleType.runs(
        element.text, style: style, color: color, x: x, midY: bezel.midY, shaper: shaper)
      {
        builder.append(.text(run), tag: tag)
      }
    }
    let value =
      dateElements.map(\.text).joined() + " " + timeElements.map(\.text).joined()
    builder.addSemantic(
      SemanticNode(
        id: "macos field", role: .textField, label: "Date and time", value: value,
        states: picker.focusedElement == nil ? [] : [.focused],
        hitRect: bezel))
    drawStepper(
      at: rightToLeft ? origin.x : bezel.maxX + MacOSMetrics.stepperGap, into: &builder)
  }

  /// The stepper: a rounded body split in two, an up and a down chevron, one node per half.
  private func drawStepper(at x: Double, into builder: inout DrawListBuilder) {
    let theme = builder.theme
    let cell = Rect(
      x: x, y: origin.y + (MacOSMetrics.fieldFrameHeight - MacOSMetrics.stepper.height) / 2,
      width: MacOSMetrics.stepper.width, height: MacOSMetrics.stepper.height)
    let body = cell.insetBy(dx: 3, dy: 2)
    builder.append(
      .fill(.roundedRect(body, radius: 4), .solid(theme.color(ApplePalette.macControl))),
      tag: "macos stepper")
    builder.append(
      .stroke(
        .roundedRect(body.insetBy(dx: 0.5, dy: 0.5), radius: 3.5),
        .solid(theme.color(ApplePalette.separator), width: 1)),
      tag: "macos stepper border")
    builder.append(
      .fill(
        .rect(Rect(x: body.x + 2, y: body.midY - 0.25, width: body.width - 4, height: 0.5), .zero),
        .solid(theme.color(ApplePalette.separator))),
      tag: "macos stepper divider")
    let halves = [
      (
        "macos increment", "Increment", true,
        Rect(x: body.x, y: body.y, width: body.width, height: body.height / 2)
      ),
      (
        "macos decrement", "Decrement", false,
        Rect(x: body.x, y: body.midY, width: body.width, height: body.height / 2)
      ),
    ]
    for (id, label, up, half) in halves {
      builder.appendMark(
        .stroke(
          AppleChevron.vertical(up: up, in: half, armWidth: 3),
          Stroke(
            .solid(theme.color(ApplePalette.label)), width: 1.5, cap: .round, join: .round)),
        tag: id)
      builder.addSemantic(
        SemanticNode(id: id, role: .button, label: label, hitRect: half))
    }
  }
}
