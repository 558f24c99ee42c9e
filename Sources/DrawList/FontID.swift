/// A font, named by its PostScript name (for example `Inter-Medium`).
///
/// The backend maps the name to a font file; the draw list never holds a path.
public struct FontID: Hashable, Sendable, CustomStringConvertible {
  /// The PostScript name, which is also the font file's base name.
  public var name: String

  /// Creates a font identifier.
  public init(_ name: String) { self.name = name }

  /// The name.
  public var description: String { name }
}
