import PickerModel

/// Why a scene could not be built; each says what and where in one line.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two interactive elements were given the same semantic id.
  case duplicateSemanticID(String)
  /// A component was given values it cannot draw (`segmented control "tabs": selected index 3
  /// is outside 0…1`).
  case badComponent(String)

  /// The one-line message.
  public var description: String {
    switch self {
    case .duplicateSemanticID(let id): "semantic id \"\(id)\" is used twice"
    case .badComponent(let reason): reason
    }
  }
}

/// A picker model's refusal of a state its rules forbid (``PickerModel/ModelRuleError``), named
/// here so that callers of the scene layer need not import the models to recognise it.
public typealias ModelRuleError = PickerModel.ModelRuleError
