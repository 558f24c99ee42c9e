import PickerModel
import StrictJSON

/// Why a step of `"actions"` was refused: it is not a step (``Kind/syntax``), the family does not
/// take it (``Kind/unsupported``), or the model has nothing for it to act on (``Kind/refused``).
/// The message quotes the step and says why in one line (`"type:#33F": "#33F" has 3 digits, a
/// colour needs 6`); a scene file puts it at the step's JSON path (`$.actions[2]`).
public struct SceneActionError: ModelRuleError, Hashable, Sendable {
  /// What kind of refusal it is.
  public enum Kind: Hashable, Sendable {
    /// Not a step of the vocabulary (an unknown key name, empty `type:` text…).
    case syntax
    /// A step of the vocabulary the family does not take (`type:` on the Date Picker).
    case unsupported
    /// A step the family takes but the model, as it stands, has nothing for it to act on
    /// (Enter with nothing focused, an arrow with no handle focused, a refused hex text, a step
    /// after Escape closed the picker).
    case refused
  }

  /// What kind of refusal it is.
  public var kind: Kind
  /// The step as written.
  public var step: String
  /// Why, one line.
  public var reason: String

  /// Creates an error about `step`.
  public init(_ step: String, _ reason: String, kind: Kind = .syntax) {
    self.kind = kind
    self.step = step
    self.reason = reason
  }

  /// `"step": reason`, the step quoted and cut to 40 characters.
  public var description: String {
    "\(JSONValue.quoted(step)): \(reason)"
  }
}
