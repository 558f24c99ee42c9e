/// A step of ``SceneActions/replay(_:on:path:)`` that failed: its index in the list and why.
public struct SceneActionFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The step's index in the list (`$.actions[index]`).
  public var index: Int
  /// Why it failed.
  public var error: SceneActionError

  /// Creates a failure of step `index`.
  public init(index: Int, error: SceneActionError) {
    self.index = index
    self.error = error
  }

  /// `actions[index]: "step": reason`.
  public var description: String {
    "actions[\(index)]: \(error)"
  }
}
