import PickerModel

/// The `"actions"` key of the Appetite cards' scene files: steps replayed through the picker's
/// model, in order, after every other key has set its state, so a picture can show the card
/// "after pressing ArrowDown twice".
///
/// ```json
/// "actions": ["ArrowDown", "ArrowDown", "Enter"]
/// ```
///
/// Each step is a ``SceneAction``. The list holds 1 to ``maxCount`` steps; a step that is not
/// one, that the family does not take, or that the model refuses is an error at its JSON path
/// (`$.actions[2]`) naming the step and why. Escape closes the picker, so it can only be the last
/// step.
public enum SceneActions {
  /// The key.
  public static let name = "actions"
  /// The most steps one scene may replay.
  public static let maxCount = 100

  /// The key for `Model`'s family, with its JSON Schema: an array of its step names (and its
  /// `type:` pattern when it has a text field).
  static func key<Model: SceneActionTarget>(for model: Model.Type) -> SceneFileKey {
    SceneFileKey(name, schema: schema(for: model))
  }

  /// The `actions` key's JSON Schema for `Model`: its key names (and Shift+ names, and
  /// `type:` text where it takes typing), at most ``maxCount`` of them.
  static func schema<Model: SceneActionTarget>(for _: Model.Type) -> String {
    func quoted(_ names: [String]) -> String {
      names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
    let names =
      Model.actionKeys.map(SceneAction.name(of:))
      + Model.shiftedActionKeys.map { SceneAction.shiftPrefix + SceneAction.name(of: $0) }
    var items = ##"{"enum": ["## + quoted(names) + "]}"
    var description =
      "steps replayed through the picker, in order, once the file's other values have set "
      + "its state: keys by their KeyboardEvent.key names"
    if !Model.shiftedActionKeys.isEmpty { description += ", Shift+ for Shift held" }
    if let typed = Model.typedText {
      let pattern = "^" + SceneAction.typePrefix + typed.pattern + "$"
      let escaped = pattern.map { $0 == "\\" ? "\\\\" : String($0) }.joined()
      items =
        ##"{"oneOf": ["## + items + ##", {"type": "string", "pattern": ""##
        + escaped + ##""}]}"##
      description += "; type:TEXT types into the \(typed.field)"
    }
    return ##"{"type": "array", "items": "## + items + ##", "minItems": 1, "maxItems": "##
      + "\(maxCount), \"description\": \"\(description)\"}"
  }

  /// `model` after the file's `"actions"`, or `model` itself when the file has none.
  static func replayed<Model: SceneActionTarget>(_ object: SceneFileObject, on model: Model)
    throws(SceneFileError) -> Model
  {
    guard let value = object[name] else { return model }
    guard case .array(let items) = value.json else { throw value.expected("an array of steps") }
    guard !items.isEmpty else {
      throw value.error("expected at least one step (leave \"actions\" out for none)")
    }
    guard items.count <= maxCount else {
      throw value.error("\(items.count) steps; at most \(maxCount)")
    }
    var steps: [String] = []
    for (index, item) in items.enumerated() {
      guard case .string(let text) = item else {
        let step = SceneFileValue(json: item, path: "\(value.path)[\(index)]", file: value.file)
        throw step.expected("a step: a key name (\"ArrowDown\") or type:TEXT")
      }
      steps.append(text)
    }
    do {
      return try replay(steps, on: model, path: value.path)
    } catch {
      let step = SceneFileValue(
        json: items[error.index], path: "\(value.path)[\(error.index)]", file: value.file)
      throw step.error(
        error.error.description, kind: error.error.kind == .refused ? .modelRule : .invalid)
    }
  }

  /// `model` after `steps`, as a scene file's `"actions"` would leave it.
  ///
  /// - Throws: the first step's error, with its index.
  public static func replay<Model: SceneActionTarget>(
    _ steps: [String], on model: Model, path: String = "$.actions"
  ) throws(SceneActionFailure) -> Model {
    var picker = model
    var previous: SceneAction?
    var closedAt: Int?
    for (index, text) in steps.enumerated() {
      do throws(SceneActionError) {
        let action = try SceneAction(parsing: text)
        try check(action, for: Model.self)
        if let closedAt {
          throw SceneActionError(
            text, "Escape at \(path)[\(closedAt)] closed the picker; no step can follow it",
            kind: .refused)
        }
        if try picker.perform(action, opened: model, previous: previous) { closedAt = index }
        previous = action
      } catch {
        throw SceneActionFailure(index: index, error: error)
      }
    }
    return picker
  }

  /// Refuses a step of the vocabulary that `Model`'s family does not take.
  static func check<Model: SceneActionTarget>(_ action: SceneAction, for _: Model.Type)
    throws(SceneActionError)
  {
    let subject = Model.actionSubject
    switch action {
    case .type:
      guard Model.typedText != nil else {
        throw SceneActionError(
          action.description, "the \(subject) has no text field to type into",
          kind: .unsupported)
      }
    case .key(let key, shift: true):
      guard Model.shiftedActionKeys.contains(key) else {
        let shifted = Model.shiftedActionKeys.map(SceneAction.name(of:))
        throw SceneActionError(
          action.description,
          shifted.isEmpty
            ? "the \(subject) takes no Shift+"
            : "the \(subject) takes Shift+ only with "
              + SceneFileValue.alternatives(shifted),
          kind: .unsupported)
      }
    case .key(let key, shift: false):
      guard Model.actionKeys.contains(key) else {
        var takes = Model.actionKeys.map(SceneAction.name(of:)).joined(separator: ", ")
        if !Model.shiftedActionKeys.isEmpty {
          takes +=
            "; Shift+ with "
            + SceneFileValue.alternatives(Model.shiftedActionKeys.map(SceneAction.name(of:)))
        }
        if Model.typedText != nil { takes += "; type:TEXT" }
        throw SceneActionError(
          action.description,
          "the \(subject) takes no \(SceneAction.name(of: key)) (it takes \(takes))",
          kind: .unsupported)
      }
    }
  }
}
