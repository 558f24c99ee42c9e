import PickerModel

/// The `labels` key of the Appetite cards' scene files: the card's fixed words in the app's own
/// language (`{"dismiss": "Abbrechen", "submit": "Fertig"}`), the spec's English where a word is
/// not given.
///
/// Each card names the words it has (``CardLabels/footerKeys``, ``CardLabels/tabKeys``); any
/// other key, an empty text, one with a control character or over
/// ``CardLabels/maximumLength`` characters is refused at its JSON path, as is a word that does not
/// fit its button or tab once drawn (``FitError`` at `$.labels.<key>`).
enum CardLabelsKey {
  /// The key for a card whose words are `known`, with its JSON Schema.
  static func key(_ known: [String]) -> SceneFileKey {
    SceneFileKey("labels", schema: schema(known))
  }

  /// The `labels` object's JSON Schema: each of `known` a short string without control
  /// characters, no other member.
  static func schema(_ known: [String]) -> String {
    let text =
      ##"{"type": "string", "minLength": 1, "pattern": "^[^\\u0000-\\u001F\\u007F-\\u009F]{1,64}$"}"##
    let properties = known.map { "\"\($0)\": \(text)" }.joined(separator: ", ")
    return ##"{"type": "object", "additionalProperties": false, "properties": {"##
      + properties + "}}"
  }

  /// The labels `object` gives (the spec's words when it has no `labels`).
  static func labels(_ object: SceneFileObject, known: [String]) throws(SceneFileError)
    -> CardLabels
  {
    guard let value = object["labels"] else { return .spec }
    let labels = try value.object(known: known)
    var given: [String: String] = [:]
    for key in known {
      guard let member = labels[key] else { continue }
      let text = try member.drawnString()
      try member.modelRule { try CardLabels.check(text, key: key) }
      given[key] = text
    }
    return try value.modelRule { try CardLabels(given, known: known) }
  }
}
