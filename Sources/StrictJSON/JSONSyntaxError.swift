/// Why a text is not JSON: what was wrong and where (1-based line and column).
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column in bytes, from 1.
  public var column: Int
  /// What was expected or found.
  public var message: String
  /// The JSON path of the value being read (`$.entries[2].status`; `$` at the top).
  public var path: String

  /// Creates an error.
  public init(line: Int, column: Int, message: String, path: String = "$") {
    self.line = line
    self.column = column
    self.message = message
    self.path = path
  }

  /// `line 3, column 14: expected ',' or '}'`.
  public var description: String { "line \(line), column \(column): \(message)" }
}
