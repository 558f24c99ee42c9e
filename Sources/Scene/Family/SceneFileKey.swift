import StrictJSON

/// One key a scene file may hold: its name, whether it must be there, and its JSON Schema.
///
/// A family lists its keys once; the decoder refuses any other key and
/// `scenes/scene.schema.json` is generated from the same list (``SceneFileSchema``).
public struct SceneFileKey: Sendable {
  /// The key.
  public let name: String
  /// Whether a file of the family must have it.
  public let isRequired: Bool
  /// Its JSON Schema, as JSON text (`{"$ref": "#/$defs/month"}`).
  public let schema: String

  /// Creates a key; `schema` is JSON Schema text, checked when the schema is generated.
  public init(_ name: String, required: Bool = false, schema: String) {
    self.name = name
    self.isRequired = required
    self.schema = schema
  }
}
