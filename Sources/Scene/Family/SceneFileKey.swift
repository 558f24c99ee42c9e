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
  /// Its JSON Schema, as JSON text (`{"$ref": "#/$defs/month"}`), made when asked for.
  public var schema: String { makeSchema() }
  /// Makes ``schema``: every family's keys exist before any scene is drawn, and building their
  /// schema texts (enum lists joined, patterns escaped) cost a cold `render` about 1 ms for text
  /// only `tools/generate-schema` and its tests read.
  private let makeSchema: @Sendable () -> String

  /// Creates a key; `schema` is JSON Schema text, made only when read and checked when the
  /// schema is generated.
  public init(
    _ name: String, required: Bool = false, schema: @autoclosure @escaping @Sendable () -> String
  ) {
    self.name = name
    self.isRequired = required
    self.makeSchema = schema
  }
}
