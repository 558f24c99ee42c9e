/// A failure of the fuzz harness itself (not of the program under test).
struct FuzzError: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String

  /// An error saying `description`.
  init(_ description: String) { self.description = description }
}
