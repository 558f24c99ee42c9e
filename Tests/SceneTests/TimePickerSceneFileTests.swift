import DrawList
import PickerModel
import Scene
import StrictJSON
import Testing

/// Time Picker scene files that would draw something other than they say are refused (issue
/// 21): a time or focused slot the list does not hold, and a window that shows the whole list
/// (its scrollbar would have nothing left to show) or no row at all. The decoder, the model and
/// the schema agree.
@Suite struct TimePickerSceneFileTests {
  static let range = "(09:30 to 23:30, every 30 minutes)"
  static let window =
    "visible slots; the window shows 1 to 28: at least one row, and fewer than the list's 29 "
    + "slots, so its scrollbar has something left to show"
  static let rows = "expected a whole number of rows, 1 to 28, got"

  /// File text, then the one line it is refused with.
  static let refusals: [(String, String)] = [
    // Times of day the list does not hold: before 09:30 (the issue's 09:00), midnight.
    (
      #"{"picker": "time-picker", "time": "09:00"}"#,
      "march.json: $.time: time picker: the picked time 09:00 is not one of the list's slots "
        + range
    ),
    (
      #"{"picker": "time-picker", "time": "00:00", "format": "24-hour"}"#,
      "march.json: $.time: time picker: the picked time 00:00 is not one of the list's slots "
        + range
    ),
    (
      #"{"picker": "time-picker", "focus": {"slot": "07:00"}}"#,
      "march.json: $.focus.slot: time picker: the focused slot 07:00 is not one of the list's "
        + "slots " + range
    ),
    // Not a half hour at all: the parser's message.
    (
      #"{"picker": "time-picker", "time": ""}"#,
      #"march.json: $.time: "" is not a half-hour slot (expected HH:00 or HH:30, 00:00 to 23:30)"#
    ),
    (
      #"{"picker": "time-picker", "time": "1\u00000:30"}"#,
      #"march.json: $.time: "1\u{0}0:30" is not a half-hour slot (expected HH:00 or HH:30, "#
        + "00:00 to 23:30)"
    ),
    (
      #"{"picker": "time-picker", "time": ""# + String(repeating: "9", count: 5000) + #""}"#,
      #"march.json: $.time: ""# + String(repeating: "9", count: 39) + #"…" is not a "#
        + "half-hour slot (expected HH:00 or HH:30, 00:00 to 23:30)"
    ),
    // The window: the issue's 29 (the whole list), none, hostile numbers.
    (
      #"{"picker": "time-picker", "visibleSlots": 29}"#,
      "march.json: $.visibleSlots: "
        + "time picker: 29 " + window
    ),
    (
      #"{"picker": "time-picker", "visibleSlots": 0}"#,
      "march.json: $.visibleSlots: "
        + "time picker: 0 " + window
    ),
    (
      #"{"picker": "time-picker", "visibleSlots": -3}"#,
      "march.json: $.visibleSlots: "
        + "time picker: -3 " + window
    ),
    (
      #"{"picker": "time-picker", "visibleSlots": 1000000000}"#,
      "march.json: $.visibleSlots: "
        + "time picker: 1000000000 " + window
    ),
    (
      #"{"picker": "time-picker", "visibleSlots": 1e300}"#,
      "march.json: $.visibleSlots: "
        + rows + " 1e300"
    ),
    (
      #"{"picker": "time-picker", "visibleSlots": -1e300}"#,
      "march.json: $.visibleSlots: "
        + rows + " -1e300"
    ),
    (
      #"{"picker": "time-picker", "visibleSlots": 2.5}"#,
      "march.json: $.visibleSlots: "
        + rows + " 2.5"
    ),
    (
      #"{"picker": "time-picker", "visibleSlots": "5"}"#,
      "march.json: $.visibleSlots: "
        + rows + #" "5""#
    ),
    (
      #"{"picker": "time-picker", "visibleSlots": null}"#,
      "march.json: $.visibleSlots: "
        + rows + " null"
    ),
    // With 28 rows the list scrolls by one row at most.
    (
      #"{"picker": "time-picker", "visibleSlots": 28, "scroll": 2}"#,
      "march.json: $.scroll: expected a whole number from 0 to 1, got 2"
    ),
  ]

  @Test(arguments: refusals)
  func aFileThatWouldDrawSomethingElseIsRefused(_ text: String, _ message: String) {
    let got = sceneError(text)
    #expect(got == message)
    #expect(got.map { !$0.contains("\n") } ?? false)
  }

  /// The ends of what is allowed build, and draw the model the file names.
  @Test(
    arguments: [
      (#"{"picker": "time-picker", "time": "09:30", "visibleSlots": 1}"#, "09:30", 1),
      (#"{"picker": "time-picker", "time": "23:30", "visibleSlots": 28}"#, "23:30", 28),
      (#"{"picker": "time-picker", "time": null, "focus": {"slot": "23:30"}}"#, nil, 5),
    ] as [(String, String?, Int)])
  func theEndsOfTheRangesBuild(_ text: String, time: String?, visible: Int) throws {
    let file = try decodeScene(text)
    let list = try file.spec.build(Fixture.context())
    #expect(list.semantics.filter { $0.role == .slot }.count == visible)
    let picked = list.semantics.first { $0.states.contains(.selected) && $0.role == .slot }
    #expect(picked?.id == time.map { "slot \($0)" })
  }

  /// The schema refuses what the decoder refuses, and takes the ends it takes.
  @Test(arguments: [
    (#"{"picker": "time-picker", "time": "09:00"}"#, false),
    (#"{"picker": "time-picker", "time": "00:30"}"#, false),
    (#"{"picker": "time-picker", "focus": {"slot": "07:00"}}"#, false),
    (#"{"picker": "time-picker", "visibleSlots": 29}"#, false),
    (#"{"picker": "time-picker", "visibleSlots": 0}"#, false),
    (#"{"picker": "time-picker", "time": "09:30", "visibleSlots": 28}"#, true),
    (#"{"picker": "time-picker", "time": "23:30", "visibleSlots": 1}"#, true),
    (#"{"picker": "time-picker", "time": "19:00", "focus": {"slot": "10:00"}}"#, true),
  ])
  func theSchemaAgrees(_ text: String, accepted: Bool) throws {
    #expect((sceneError(text) == nil) == accepted, "decoder: \(text)")
    let validator = SchemaValidator(root: try SceneFolder.schema())
    #expect(validator.problems(try JSONValue.parse(Array(text.utf8))).isEmpty == accepted)
  }
}
