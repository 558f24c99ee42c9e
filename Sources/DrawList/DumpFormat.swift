/// The text form of draw-list values used by ``DrawList/dump()``: fixed two-decimal numbers.
///
/// Defaults are left out (a solid butt-capped stroke, an LTR English run without features, an
/// untransformed group), so a line only grows when a command uses what it shows.
///
/// Every function writes through one ``DumpWriter``: ``DrawList/dump()`` appends a whole list's
/// lines to one byte buffer, without a string for each number and piece (a one-scene `verify`
/// dumps its draw list to compare it with its golden).
public enum DumpFormat {
  /// A number with exactly two decimals, `-0.00` printed as `0.00`; `nan`, `inf` and `-inf` for
  /// values no scene should produce, and `huge`/`-huge` past ±10¹⁵, rather than a trap.
  public static func number(_ value: Double) -> String { written { $0.number(value) } }

  /// `x,y`.
  public static func point(_ p: Point) -> String { written { $0.point(p) } }

  /// `x,y wxh`.
  public static func rect(_ r: Rect) -> String { written { $0.rect(r) } }

  /// `r32.00`, or `r6.00/6.00/28.00/28.00` (clockwise from the top left) when the corners differ.
  public static func radii(_ radii: CornerRadii) -> String { written { $0.radii(radii) } }

  /// A shape, e.g. `circle 38.00,122.00 r18.00`.
  public static func shape(_ shape: Shape) -> String { written { $0.shape(shape) } }

  /// A paint, e.g. `#335CFF`.
  public static func paint(_ paint: Paint) -> String { written { $0.paint(paint) } }

  /// A stroke, e.g. `#E1E4EA w1.00`, or `#335CFF w2.00 dash 4.00,2.00 cap round`.
  public static func stroke(_ stroke: Stroke) -> String { written { $0.stroke(stroke) } }

  /// A group's settings, e.g. `group opacity 0.50 blend multiply`.
  public static func group(_ group: Group) -> String { written { $0.group(group) } }

  /// One command on one line.
  public static func command(_ command: Command) -> String { written { $0.command(command) } }

  /// A semantic node, e.g. `semantic day "16 January 2026" [selected] hit 152.00,104.00 44.00x44.00`;
  /// a container's rectangle is its `frame`, and a node inside one says `in <group id>`.
  public static func semantic(_ node: SemanticNode) -> String { written { $0.semantic(node) } }

  /// A run's or a node's text as the dump quotes it: control characters (tab and line feed too)
  /// and noncharacters written as `\u{1B}` (``EscapedText``), so a draw-list file never holds a
  /// raw control byte; bidi marks stay, as localized dates hold them.
  public static func shown(_ text: String) -> String {
    EscapedText.shown(text, keeping: [], bidi: false)
  }

  /// What `write` writes, as a string.
  private static func written(_ write: (inout DumpWriter) -> Void) -> String {
    var writer = DumpWriter()
    write(&writer)
    return writer.text
  }
}
