/// A piece of UI that draws itself into a ``DrawListBuilder``: commands, and a semantic node for
/// each interactive part.
public protocol Component: Sendable {
  /// Appends the component's commands (and semantics) to `builder`.
  func draw(into builder: inout DrawListBuilder) throws
}
