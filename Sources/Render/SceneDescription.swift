import DrawList

/// A picture the snapshot engine checks, as its caller describes it: an id (also its golden
/// folder), the appearances and scales it has goldens at, and how to build its draw list in an
/// appearance with a worker's text shaper. The engine never learns what the picture shows or what
/// colours it (a scene's tokens live in the closure).
///
/// ```swift
/// let square = SceneDescription(id: "primitives/square", appearances: [.light], scales: [.x2]) {
///   appearance, shaper in try squareList(appearance, shaper)
/// }
/// ```
public struct SceneDescription: Sendable, Identifiable, CustomStringConvertible {
  /// The id: kebab-case, with at most one slash for a group (``SceneID/isValid(_:)``).
  public let id: String
  /// The appearances it has goldens in.
  public let appearances: [Appearance]
  /// The scales it has pixel goldens at; one draw list serves them all.
  public let scales: [RenderScale]
  /// Builds the draw list in an appearance, measuring text with the shaper given.
  public let drawList: @Sendable (Appearance, any TextShaper) throws -> DrawList

  /// Creates a description.
  public init(
    id: String, appearances: [Appearance], scales: [RenderScale],
    drawList: @escaping @Sendable (Appearance, any TextShaper) throws -> DrawList
  ) {
    self.id = id
    self.appearances = appearances
    self.scales = scales
    self.drawList = drawList
  }

  /// The id.
  public var description: String { id }
}
