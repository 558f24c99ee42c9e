import Audit
import PickerModel

/// The iOS segmented picker (seed 003): `"picker": "segmented"` in scene files, and its
/// built-in scenes.
///
/// ```json
/// {"picker": "segmented", "label": "Fruit", "options": ["Apple", "Banana", "Cherry"],
///  "selected": 0, "showsValue": true}
/// ```
///
/// `label` is the visible group label (also the accessibility label unless
/// `accessibilityLabel` says otherwise, which must then match it), `options` two to five texts,
/// `selected` and `focus` indices, `width` the track in points (default 343), `textSize`
/// `default` or `AX3`, `showsValue` the value line. The common `locale` gives the direction and
/// the language the texts are shaped as: in `he_IL` or `ar_EG` option 0 stands at the right.
enum SegmentedFamily {
  /// The family.
  static let family = PickerFamily(
    name: "segmented", summary: "the iOS segmented picker", strategy: .segmentedPicker,
    policy: { _ in AuditPolicy(contrastExceptions: [SegmentedPickerFixtures.thumbException]) },
    keys: keys,
    decode: { object, header in try picker(object, locale: header.pickerLocale(in: object)) },
    scenes: {
      typealias Fixtures = SegmentedPickerFixtures
      return [
        BuiltInScene(
          "segmented-2", "iOS segmented picker, two options: Units, Metric selected",
          model: Fixtures.two),
        BuiltInScene("segmented-3", "three options: Range, Week selected", model: Fixtures.three),
        BuiltInScene(
          "segmented-5", "five options, the most allowed: Time range, 1M selected",
          model: Fixtures.five),
        BuiltInScene(
          "segmented-ax3",
          "accessibility text size AX3 (footnote 33, body 40): Units with its value",
          model: Fixtures.accessibility3),
        BuiltInScene(
          "segmented-focus", "keyboard focus ring on Year, Week selected", model: Fixtures.focused),
        BuiltInScene(
          "segmented-fruit", "the seed's Fruit example: Apple selected, \"Fruit: Apple\"",
          model: Fixtures.fruit),
        BuiltInScene(
          "segmented-3-he-il",
          "three options in he_IL, mirrored: יום at the right, שבוע selected, \"טווח\" above",
          model: Fixtures.threeHebrew),
      ]
    })

  /// Its scene-file keys, each with its JSON Schema (``SceneFileSchema``).
  static let keys = [
    SceneFileKey("label", required: true, schema: ##"{"type": "string"}"##),
    SceneFileKey("accessibilityLabel", schema: ##"{"type": "string"}"##),
    SceneFileKey(
      "options", required: true,
      schema: ##"""
        {
          "type": "array",
          "items": {
            "type": "string"
          },
          "minItems": 2,
          "maxItems": 5
        }
        """##),
    SceneFileKey("selected", schema: ##"{"type": "integer", "minimum": 0, "maximum": 4}"##),
    SceneFileKey(
      "focus",
      schema: ##"""
        {
          "oneOf": [
            {
              "type": "integer",
              "minimum": 0,
              "maximum": 4
            },
            {
              "type": "null"
            }
          ]
        }
        """##),
    SceneFileKey(
      "width", schema: ##"{"type": "number", "minimum": 1, "maximum": "## + "\(Int(maxWidth))}"),
    SceneFileKey("textSize", schema: ##"{"enum": ["default", "AX3"]}"##),
    SceneFileKey("showsValue", schema: ##"{"type": "boolean"}"##),
  ]

  /// The widest track, in points: with its two 16 pt margins the canvas is 5461 pt, 16383
  /// pixels at @3x, within the 16384 pixels a side any image is drawn in, so every width the
  /// schema takes renders at every scale (10000 did not: a PNG failed above 8160 at @2x).
  static let maxWidth = 5429.0

  /// The model the file describes, in `locale` (direction and language) or the spec's English
  /// when `nil`; the model's own rules (two to five options, distinct texts, matching labels…)
  /// give its own messages.
  static func picker(_ object: SceneFileObject, locale: String?) throws(SceneFileError)
    -> SegmentedPicker
  {
    let labelValue = try object.required("label", "expected the group label")
    let label = try labelValue.drawnString()
    let spoken = try object["accessibilityLabel"]?.drawnString() ?? label
    let optionsValue = try object.required("options", "expected two to five option texts")
    var options: [String] = []
    for item in try optionsValue.array(maxCount: 64) { options.append(try item.drawnString()) }
    let selected = try object["selected"]?.wholeNumber() ?? 0
    let focus = try object.nullable("focus")?.wholeNumber()
    var width = SegmentedPickerFixtures.width
    if let value = object["width"] {
      guard case .number(let number, _) = value.json, number >= 1, number <= maxWidth else {
        throw value.expected(
          "a number from 1 to \(Int(maxWidth)) (with its margins a wider track makes a canvas "
            + "of more than 16384 pixels at @3x)")
      }
      width = number
    }
    let textSize =
      try object["textSize"]?.choice(of: SegmentedTextSize.self)
      ?? .standard
    let showsValue = try object["showsValue"]?.bool() ?? false
    do {
      return try SegmentedPicker(
        groupLabel: label, accessibilityLabel: spoken, options: options, selectedIndex: selected,
        width: width, textSize: textSize, showsValue: showsValue, focusedIndex: focus,
        localeIdentifier: locale ?? SegmentedPicker.defaultLocaleIdentifier)
    } catch {
      let key: String
      switch error {
      case .missingGroupLabel: key = "label"
      case .accessibilityLabelMismatch:
        key = object.has("accessibilityLabel") ? "accessibilityLabel" : "label"
      case .indexOutOfRange(let role, _, _): key = role == "focused" ? "focus" : "selected"
      case .badWidth: key = "width"
      default: key = "options"
      }
      let at = object[key] ?? optionsValue
      throw at.error(error.description, kind: .modelRule)
    }
  }
}
