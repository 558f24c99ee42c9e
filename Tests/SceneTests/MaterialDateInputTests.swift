import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Material 3 input dialog as Compose lays it out: `DatePickerDialog` (360 wide, wrapping its
/// content's height) around `DateInputContent` (`DateInput.kt` @02eaedd0), measured on the draw
/// list in dp from the container's top-left.
@Suite struct MaterialDateInputTests {
  static func list(_ input: String) throws -> DrawList {
    try MaterialFixture.dateList(.modalInput, input: input)
  }

  /// Each row: the input, what is measured, its value and the constant it comes from.
  @Test(arguments: [
    ("01/16/2026", "width", 360.0, "DatePickerDialog: requiredWidth(ContainerWidth 360)"),
    ("01/16/2026", "height", 258, "wrapContentHeight: 120 + 10 + 56 + 16 + button row 56"),
    ("01/16/2026", "field top", 130, "HeaderContainerHeight 120 + InputTextFieldPadding top 10"),
    ("01/16/2026", "field start", 24, "InputTextFieldPadding(start = 24.dp)"),
    ("01/16/2026", "field end", 24, "InputTextFieldPadding(end = 24.dp)"),
    ("01/16/2026", "supporting lines", 0, "supportingText only when errorText is not blank"),
    ("01/32/2026", "height", 278, "no bottom padding in error: 120 + 10 + 56 + 4 + 2 × 16 + 56"),
    ("01/32/2026", "supporting top", 4, "TextFieldImpl.kt SupportingTopPadding 4"),
    ("01/32/2026", "supporting start", 16, "TextFieldImpl.kt TextFieldPadding 16"),
    ("01/32/2026", "supporting lines", 2, "the error wraps in 312 - 2 × 16"),
  ])
  func dialogAndField(input: String, metric: String, value: Double, source: String) throws {
    let list = try Self.list(input)
    let frame = try #require(list.filledRect(tagged: "container")).0
    guard case .rect(let outline, _)? = list.stroke(tagged: "date field outline")?.0 else {
      Issue.record("no field outline")
      return
    }
    let field = outline.insetBy(dx: -1, dy: -1)
    let supporting = list.items.filter { $0.tag.hasPrefix("date field supporting") }
    let measured: Double
    switch metric {
    case "width": measured = frame.width
    case "height": measured = frame.height
    case "field top": measured = field.y - frame.y
    case "field start": measured = field.x - frame.x
    case "field end": measured = frame.maxX - field.maxX
    case "supporting lines": measured = Double(supporting.count)
    case "supporting top":
      // Body-small's 16 line box: the fake shaper's capitals (0.7 em) centred on its middle.
      let run = try #require(list.text(tagged: "date field supporting 0"))
      measured = run.origin.y - 12 * 0.35 - 8 - field.maxY
    case "supporting start":
      measured = try #require(list.text(tagged: "date field supporting 0")).origin.x - field.x
    default:
      Issue.record("no measurement for \(metric)")
      return
    }
    #expect(abs(measured - value) < 1e-9, "\(metric): \(source)")
  }

  /// The pattern is the placeholder (`placeholder = { Text(pattern) }`): drawn in
  /// on-surface-variant while the field is empty, never under a typed date and never as
  /// supporting text.
  @Test(arguments: Appearance.allCases)
  func thePatternIsThePlaceholder(appearance: Appearance) throws {
    let empty = try MaterialFixture.dateList(.modalInput, input: "", appearance)
    let placeholder = try #require(empty.text(tagged: "date field placeholder"))
    #expect(placeholder.text == "MM/DD/YYYY" && placeholder.size == 16)
    #expect(placeholder.color == MaterialFixture.color(.m3OnSurfaceVariant, appearance))
    #expect(empty.text(tagged: "date field text") == nil)
    #expect(empty.text(tagged: "date field supporting 0") == nil)
    let typed = try MaterialFixture.dateList(.modalInput, input: "01/16/2026", appearance)
    #expect(typed.text(tagged: "date field placeholder") == nil)
    #expect(typed.text(tagged: "date field text")?.text == "01/16/2026")
    #expect(typed.node("date field")?.label == "Date, MM/DD/YYYY")
  }
}
