import Audit
import DrawList
import PickerModel
import Theme

/// What the Date Picker's audits allow: the spec's own colours where they fall below the
/// contrast minimums, drawn as seed 002 names them and listed in every report as the named
/// exception `spec colour` (never fixed in the pixels, never silently passed).
///
/// Each covers only the spec's colour as the built-in tokens resolve it: a `tokens` override that
/// draws another colour there is measured as any other colour.
public enum DatePickerAudit {
  /// The exceptions `picker`'s card needs: ``todayException`` when it shows a Today, and
  /// ``bandException`` when it shows a range's band. A scene carries no exception it has no use
  /// for.
  public static func exceptions(for picker: DatePicker) -> [ContrastException] {
    let states = Set(picker.cells.map(\.state))
    var exceptions: [ContrastException] = []
    if states.contains(.today) { exceptions.append(todayException) }
    if !states.isDisjoint(with: [.rangeStart, .rangeMiddle, .rangeEnd]) {
      exceptions.append(bandException)
    }
    return exceptions
  }

  /// The policy of a scene drawing `picker`'s card (``exceptions(for:)``).
  public static func policy(for picker: DatePicker) -> AuditPolicy {
    AuditPolicy(contrastExceptions: exceptions(for: picker))
  }

  /// Both exceptions: the day cells sheet draws every state.
  public static let exceptions = [todayException, bandException]

  /// Today's number in brand/base: "Today keeps the clear cell and sets the number in
  /// brand/base" (seed 002). brand/base is #335CFF in both modes: 5.10:1 on the Light card,
  /// 2.85:1 on the Dark one.
  public static let todayException = ContrastException(
    name: "spec colour",
    reason: "seed 002 sets Today's number in brand/base (#335CFF in both modes), 2.85:1 on the "
      + "Dark card; drawn as the spec says, the finding kept in the report"
  ) { finding, _ in
    finding.kind == .text && brandBase.contains(finding.foreground)
  }

  /// The range band in brand/alpha-10: "10 percent of the brand blue in both modes" (seed 002),
  /// about 1.1:1 against the card in either mode.
  public static let bandException = ContrastException(
    name: "spec colour",
    reason: "seed 002's range band is brand/alpha-10, 10 % of the brand blue in both modes, "
      + "about 1.1:1 against the card; the range also shows by its end circles and its numbers "
      + "in text/strong-950"
  ) { finding, _ in
    finding.kind == .mark && finding.tag.hasSuffix(" band") && band.contains(finding.foreground)
  }

  /// brand/base in Light and Dark, as the built-in tokens resolve it.
  static let brandBase = builtIn(.brandBase)
  /// brand/alpha-10 in Light and Dark, as the built-in tokens resolve it.
  static let band = builtIn(.brandAlpha10)

  /// `token` in every appearance of the built-in tokens.
  private static func builtIn(_ token: ColorToken) -> [Color] {
    guard let tokens = try? TokenSet.builtIn() else { return [] }
    return Appearance.allCases.map { tokens.theme($0).color(token) }
  }
}
