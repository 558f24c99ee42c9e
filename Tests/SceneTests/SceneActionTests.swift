import Foundation
import PickerModel
import Scene
import StrictJSON
import Testing

/// The `"actions"` vocabulary: what a step is, what each family takes, and the one-line error,
/// at `$.actions[i]`, for every step that is not one, that the family does not take or that the
/// model refuses.
@Suite struct SceneActionTests {
  @Test(arguments: [
    ("ArrowUp", SceneAction.key(.up, shift: false)), ("ArrowDown", .key(.down, shift: false)),
    ("ArrowLeft", .key(.left, shift: false)), ("ArrowRight", .key(.right, shift: false)),
    ("Home", .key(.home, shift: false)), ("End", .key(.end, shift: false)),
    ("PageUp", .key(.pageUp, shift: false)), ("PageDown", .key(.pageDown, shift: false)),
    ("Enter", .key(.enter, shift: false)), ("Space", .key(.space, shift: false)),
    ("Escape", .key(.escape, shift: false)), ("Shift+ArrowRight", .key(.right, shift: true)),
    ("Shift+End", .key(.end, shift: true)), ("type:#1FC16B", .type("#1FC16B")),
    ("type:1fc16b", .type("1fc16b")), ("type: ", .type(" ")),
  ])
  func aStepIsReadAndWrittenBackAsIs(_ text: String, _ action: SceneAction) throws {
    #expect(try SceneAction(parsing: text) == action)
    #expect(action.description == text)
  }

  @Test(arguments: [
    ("", "expected a key name or type:TEXT, got an empty step"),
    (
      "Down",
      "unknown key (known: ArrowUp, ArrowDown, ArrowLeft, ArrowRight, Home, End, PageUp, "
        + "PageDown, Enter, Space, Escape, each with or without Shift+, and type:TEXT)"
    ),
    ("Tab", "unknown key (known: ArrowUp"),
    ("arrowdown", "unknown key; names are case-sensitive: did you mean \"ArrowDown\"?"),
    ("shift+ArrowDown", "unknown modifier \"shift\"; Shift+ is the only one"),
    ("Ctrl+ArrowDown", "unknown modifier \"Ctrl\"; Shift+ is the only one"),
    ("Shift+Shift+ArrowUp", "Shift+ is given twice"),
    ("Shift+", "unknown key (known:"),
    (" ", "unknown key; Space is written \"Space\" (the name KeyboardEvent.code gives it)"),
    ("Type:#1FC16B", "unknown key; text entry is written in lower case: type:TEXT"),
    ("Shift+type:#1FC16B", "Shift+ goes with a key, not with type: text"),
    ("type:", "type: needs the text to type after the colon (type:#1FC16B)"),
    ("type:#33\u{7}F", "type: text holds U+0007, a control or formatting character"),
    ("type:#33\u{202E}F", "type: text holds U+202E, a control or formatting character"),
    ("type:" + String(repeating: "A", count: 65), "type: text of 65 characters; at most 64"),
    ("type:" + String(repeating: "A", count: 100_000), "type: text of 100000 characters"),
  ])
  func aStepThatIsNotOneIsRefused(_ text: String, _ reason: String) {
    #expect(throws: SceneActionError.self) { try SceneAction(parsing: text) }
    do {
      _ = try SceneAction(parsing: text)
    } catch {
      #expect(error.kind == .syntax)
      #expect(error.reason.hasPrefix(reason), "\(error.reason)")
      #expect(error.description.count < 300 && !error.description.contains("\n"))
    }
  }

  @Test func sixtyFourCharactersAreTheLongestText() throws {
    let text = String(repeating: "A", count: SceneAction.maxTextLength)
    #expect(try SceneAction(parsing: "type:" + text) == .type(text))
  }

  // MARK: Files

  static let date = #"{"picker": "date-picker", "month": "2026-01", "selection": "2026-01-16", "#
  static let time = #"{"picker": "time-picker", "#
  static let color = ##"{"picker": "color-picker", "color": "#335CFF", "##

  /// Files refused, each with the whole line it is refused with.
  static let refusals: [(String, String)] = [
    (
      date + #""actions": []}"#,
      "$.actions: expected at least one step (leave \"actions\" out for none)"
    ),
    (
      date + #""actions": "ArrowDown"}"#, "$.actions: expected an array of steps, got \"ArrowDown\""
    ),
    (date + #""actions": null}"#, "$.actions: expected an array of steps, got null"),
    (
      date + #""actions": ["ArrowDown", 3]}"#,
      "$.actions[1]: expected a step: a key name (\"ArrowDown\") or type:TEXT, got 3"
    ),
    (
      date + #""actions": ["ArrowDown", "Down"]}"#,
      "$.actions[1]: \"Down\": unknown key (known: ArrowUp, ArrowDown, ArrowLeft, ArrowRight, "
        + "Home, End, PageUp, PageDown, Enter, Space, Escape, each with or without Shift+, and "
        + "type:TEXT)"
    ),
    (
      date + #""actions": ["Shift+ArrowDown"]}"#,
      "$.actions[0]: \"Shift+ArrowDown\": the date picker takes no Shift+"
    ),
    (
      date + #""actions": ["type:#33F"]}"#,
      "$.actions[0]: \"type:#33F\": the date picker has no text field to type into"
    ),
    (
      date + #""actions": ["Enter"]}"#,
      "$.actions[0]: \"Enter\": no day has focus to pick: give \"focus\" or press an arrow key "
        + "first"
    ),
    (
      date + #""actions": ["Space"]}"#,
      "$.actions[0]: \"Space\": no day has focus to pick: give \"focus\" or press an arrow key "
        + "first"
    ),
    (
      date + #""actions": ["ArrowDown", "Escape", "ArrowDown"]}"#,
      "$.actions[2]: \"ArrowDown\": Escape at $.actions[1] closed the picker; no step can follow it"
    ),
    (
      time + #""actions": ["type:10:30"]}"#,
      "$.actions[0]: \"type:10:30\": the time picker has no text field to type into"
    ),
    (
      time + #""actions": ["Shift+End"]}"#,
      "$.actions[0]: \"Shift+End\": the time picker takes no Shift+"
    ),
    (
      time + #""actions": ["Enter"]}"#,
      "$.actions[0]: \"Enter\": nothing has focus to pick: give \"focus\" or press an arrow key "
        + "first"
    ),
    (
      time + #""actions": ["Escape", "Escape"]}"#,
      "$.actions[1]: \"Escape\": Escape at $.actions[0] closed the picker; no step can follow it"
    ),
    (
      color + #""actions": ["type:#33F"]}"#,
      "$.actions[0]: \"type:#33F\": the hex field refuses it: \"#33F\" has 3 digits, a colour "
        + "needs 6 (the \"hex\" key draws a refused text)"
    ),
    (
      color + #""actions": ["type:#33GZ11"]}"#,
      "$.actions[0]: \"type:#33GZ11\": the hex field refuses it: \"#33GZ11\": \"G\" is not a hex "
        + "digit (the \"hex\" key draws a refused text)"
    ),
    (
      color + #""actions": ["ArrowUp"]}"#,
      "$.actions[0]: \"ArrowUp\": no handle has focus: give \"focus\": \"hue\" or \"spectrum\""
    ),
    (
      color + #""focus": "hue", "actions": ["type:#1FC16B", "Enter", "ArrowUp"]}"#,
      "$.actions[2]: \"ArrowUp\": no handle has focus: type: moved it to the hex field"
    ),
    (
      color + #""focus": "spectrum", "actions": ["Home"]}"#,
      "$.actions[0]: \"Home\": the spectrum handle does nothing with Home; Home and End jump the "
        + "hue (\"focus\": \"hue\")"
    ),
    (
      color + #""focus": "spectrum", "actions": ["Shift+End"]}"#,
      "$.actions[0]: \"Shift+End\": the spectrum handle does nothing with End; Home and End jump "
        + "the hue (\"focus\": \"hue\")"
    ),
    (
      color + #""focus": "hue", "actions": ["Enter"]}"#,
      "$.actions[0]: \"Enter\": Enter commits the hex field after type:TEXT; the handles take none"
    ),
    (
      color + #""focus": "hue", "tab": "palette", "actions": ["ArrowUp"]}"#,
      "$.actions[0]: \"ArrowUp\": the handles are on the Custom tab, and the card shows Palette"
    ),
    (
      color + #""focus": "hue", "actions": ["Shift+Enter"]}"#,
      "$.actions[0]: \"Shift+Enter\": the color picker takes Shift+ only with ArrowUp, "
        + "ArrowDown, ArrowLeft, ArrowRight, Home or End"
    ),
    (
      color + #""focus": "hue", "actions": ["Escape"]}"#,
      "$.actions[0]: \"Escape\": the color picker takes no Escape (it takes ArrowUp, ArrowDown, "
        + "ArrowLeft, ArrowRight, Home, End, Enter; Shift+ with ArrowUp, ArrowDown, ArrowLeft, "
        + "ArrowRight, Home or End; type:TEXT)"
    ),
    (
      color + #""focus": "hue", "actions": ["PageUp"]}"#,
      "$.actions[0]: \"PageUp\": the color picker takes no PageUp (it takes ArrowUp"
    ),
    (
      ##"{"picker": "platform-comparison", "month": "2026-01", "actions": ["type:#1FC16B"]}"##,
      "$.actions[0]: \"type:#1FC16B\": the date picker has no text field to type into"
    ),
  ]

  @Test(arguments: refusals)
  func aStepTheFamilyDoesNotTakeOrTheModelRefusesIsNamed(_ text: String, _ message: String) {
    let error = sceneError(text)
    #expect(error?.hasPrefix("march.json: " + message) == true, "\(error ?? "decoded")")
    #expect(error?.contains("\n") == false)
  }

  @Test func whatTheSchemaRefusesIsInvalidAndARefusalIsAModelRule() throws {
    func kind(_ text: String) -> SceneFileError.Kind? {
      do {
        _ = try decodeScene(text)
        return nil
      } catch { return error.kind }
    }
    #expect(kind(Self.date + #""actions": ["Down"]}"#) == .invalid)
    #expect(kind(Self.date + #""actions": ["type:#1FC16B"]}"#) == .invalid)
    #expect(kind(Self.date + #""actions": ["Enter"]}"#) == .modelRule)
  }

  @Test(arguments: [1, 100, 101, 1_000])
  func aListHoldsOneToAHundredSteps(_ count: Int) {
    let steps = Array(repeating: #""ArrowRight""#, count: count).joined(separator: ", ")
    let error = sceneError(Self.date + #""actions": ["# + steps + "]}")
    #expect(
      error
        == (count <= SceneActions.maxCount
          ? nil : "march.json: $.actions: \(count) steps; at most 100"))
  }

  /// What the schema refuses, the decoder refuses, and the steps the decoder takes the schema
  /// takes (steps a model refuses in a given state are beyond a schema).
  @Test(arguments: [
    (date, #"["ArrowDown", "Enter", "Escape"]"#, true), (date, #"["PageDown", "Space"]"#, true),
    (date, #"["Down"]"#, false), (date, #"["type:#1FC16B"]"#, false),
    (date, #"["Shift+ArrowDown"]"#, false), (date, "[]", false), (date, #""Home""#, false),
    (time, #"["End", "Enter"]"#, true), (time, #"["Tab"]"#, false),
    (color + #""focus": "hue", "#, #"["Shift+ArrowLeft", "End", "type:1fc16b", "Enter"]"#, true),
    (color + #""focus": "hue", "#, #"["type:#33F"]"#, false),
    (color + #""focus": "hue", "#, #"["Escape"]"#, false),
    (color + #""focus": "hue", "#, #"["Shift+Enter"]"#, false),
  ])
  func theSchemaAgreesWithTheDecoder(_ head: String, _ steps: String, _ valid: Bool) throws {
    let text = head + #""actions": "# + steps + "}"
    #expect((sceneError(text) == nil) == valid, "\(sceneError(text) ?? "decoded")")
    let validator = SchemaValidator(root: try SceneFolder.schema())
    let problems = validator.problems(try JSONValue.parse(Array(text.utf8)))
    #expect(problems.isEmpty == valid, "\(problems)")
  }

  /// The README's example refusals (`pickershot: keys.json: $.actions…` in "After keys") are the
  /// decoder's own lines for these files, every one of them.
  @Test func theReadmesRefusalsAreTheDecodersOwn() throws {
    let readme = try String(
      contentsOf: SceneFolder.url.appendingPathComponent("../README.md"), encoding: .utf8)
    let shown = readme.split(separator: "\n").filter {
      $0.hasPrefix("pickershot: keys.json: $.actions")
    }
    .map { String($0.dropFirst("pickershot: ".count)) }
    let files = [
      Self.date + #""actions": ["ArrowDown", "Down"]}"#,
      Self.color + #""focus": "hue", "actions": ["type:#33F"]}"#,
      Self.date + #""actions": ["Enter"]}"#,
      Self.date + #""actions": ["ArrowDown", "Escape", "ArrowDown"]}"#,
    ]
    #expect(shown == files.map { sceneError($0, file: "keys.json") ?? "decoded" })
  }
}
