/// Something drawn in a fixed box that does not fit it: a label wider than its segment, a tile's
/// caption wider than the tile, a segment narrower than the minimum touch target. One rule for
/// every family: exit 65, never an overflow.
///
/// Its message is one line naming what did not fit, the width it needs and the width it has, and
/// what to do; ``field`` says where in the model it comes from, so a scene file's error names the
/// JSON path too.
///
/// ```
/// option tile "Unlimited data": value does not fit: it needs 110.2 pt, the 106 pt tile's value
/// line has 90 pt; shorten it
/// ```
public struct FitError: ModelRuleError, Hashable, Sendable {
  /// Where in the model the text (or the width) comes from.
  public var field: FieldPath
  /// What did not fit: `option tile "5 GB": caption "valid for thirty days"`.
  public var subject: String
  /// How it does not fit: `does not fit`, `would truncate at AX3 text size`.
  public var problem: String
  /// The width it needs, in points.
  public var needs: Double
  /// The box it has: `the 106 pt tile's caption line`.
  public var room: String
  /// The width the box has, in points.
  public var has: Double
  /// What to do instead: `shorten it`.
  public var advice: String

  /// Creates an error.
  public init(
    field: FieldPath, subject: String, problem: String = "does not fit", needs: Double,
    room: String, has: Double, advice: String
  ) {
    self.field = field
    self.subject = subject
    self.problem = problem
    self.needs = needs
    self.room = room
    self.has = has
    self.advice = advice
  }

  /// Throws when `needs` is more than `has` (or either is not a finite number).
  public func check() throws(FitError) {
    guard needs.isFinite, has.isFinite, needs <= has + 1e-9 else { throw self }
  }

  /// `subject problem: it needs N pt, room has M pt; advice`.
  public var description: String {
    "\(subject) \(problem): it needs \(Self.points(needs)) pt, \(room) has \(Self.points(has)) "
      + "pt; \(advice)"
  }

  /// Points with at most one decimal (`67.8`, `120`), never trapping on a non-finite value.
  public static func points(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return "\(value)" }
    let tenths = (value * 10).rounded()
    let whole = Int(tenths / 10)
    let fraction = Int(abs(tenths.truncatingRemainder(dividingBy: 10)))
    let sign = tenths < 0 && whole == 0 ? "-" : ""
    return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// `text` cut to 24 characters on one line, so a pasted paragraph still makes a one-line
  /// message.
  public static func shown(_ text: String) -> String {
    var line = ""
    for piece in text.split(whereSeparator: \.isNewline) {
      if !line.isEmpty { line += " " }
      line += String(piece)
    }
    return line.count <= 24 ? line : String(line.prefix(23)) + "…"
  }
}
