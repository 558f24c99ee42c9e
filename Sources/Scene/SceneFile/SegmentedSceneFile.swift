import PickerModel

/// `"picker": "segmented"`: the iOS segmented picker.
///
/// ```json
/// {"picker": "segmented", "label": "Fruit", "options": ["Apple", "Banana", "Cherry"],
///  "selected": 0, "showsValue": true}
/// ```
///
/// `label` is the visible group label (also the accessibility label unless
/// `accessibilityLabel` says otherwise, which must then match it), `options` two to five texts,
/// `selected` and `focus` indices, `width` the track in points (default 343), `textSize`
/// `default` or `AX3`, `showsValue` the value line.
enum SegmentedSceneFile {
  /// The family.
  static let family = SceneFileFamily(
    picker: "segmented",
    keys: [
      "label", "accessibilityLabel", "options", "selected", "focus", "width", "textSize",
      "showsValue",
    ]
  ) { object, header in
    var spec = header.spec(try picker(object), as: .segmentedPicker)
    spec.contrastExceptions = [SegmentedPickerFixtures.thumbException]
    return spec
  }

  /// The model the file describes; the model's own rules (two to five options, distinct texts,
  /// matching labels…) give its own messages.
  static func picker(_ object: SceneFileObject) throws(SceneFileError) -> SegmentedPicker {
    let labelValue = try object.required("label", "expected the group label")
    let label = try labelValue.string()
    let spoken = try object["accessibilityLabel"]?.string() ?? label
    let optionsValue = try object.required("options", "expected two to five option texts")
    var options: [String] = []
    for item in try optionsValue.array(maxCount: 64) { options.append(try item.string()) }
    let selected = try object["selected"]?.wholeNumber() ?? 0
    let focus = try object.nullable("focus")?.wholeNumber()
    let width = try object["width"]?.number(in: 1...10_000) ?? SegmentedPickerFixtures.width
    let textSize =
      try object["textSize"]?.choice(of: SegmentedTextSize.self)
      ?? .standard
    let showsValue = try object["showsValue"]?.bool() ?? false
    do {
      return try SegmentedPicker(
        groupLabel: label, accessibilityLabel: spoken, options: options, selectedIndex: selected,
        width: width, textSize: textSize, showsValue: showsValue, focusedIndex: focus)
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
