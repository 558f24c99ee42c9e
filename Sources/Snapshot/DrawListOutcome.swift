import DrawList

/// What checking one scene's draw list in one theme came to; every scale of it shares this.
struct DrawListOutcome: Sendable {
  /// The built draw list (`nil` when building failed).
  var list: DrawList?
  /// Readable changes from the draw-list golden (empty when it matches or was re-recorded).
  var changes: [String] = []
  /// Whether the built list's dump is byte for byte the draw-list golden file (what `verify
  /// --changed` asks before proving an image by its fingerprint).
  var identical = false
  /// What was written, when the draw-list golden was recorded (`recorded new golden: PATH`).
  var recorded: String?
  /// Why the draw list could not be built or checked, and what kind of problem that is.
  var error: (message: String, problem: SnapshotProblem)?
}
