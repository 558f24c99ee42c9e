/// A file a resolver document's `$ref` names does not exist.
public struct ReferencedFileMissing: Error, Equatable, CustomStringConvertible {
  /// The JSON path of the `$ref`.
  public var path: String
  /// The file, as the reference writes it.
  public var file: String

  /// `$.sets.base.sources[0].$ref: base.json does not exist`.
  public var description: String {
    "\(path): \(ThemeError.oneLine(file)) does not exist"
  }
}
