/// The semantic colour tokens the pickers read. Each resolves per ``Appearance``.
///
/// Every case must resolve in both modes when a ``TokenSet`` loads, so a typo in the token file is
/// an error that names the token, never a silent fallback colour.
public enum ColorToken: String, CaseIterable, Sendable {
  case bgStrong950 = "bg/strong-950"
  case bgSoft200 = "bg/soft-200"
  case bgWeak50 = "bg/weak-50"
  case bgWhite0 = "bg/white-0"
  case bgRaised = "bg/raised"
  case textStrong950 = "text/strong-950"
  case textSub700 = "text/sub-700"
  case textSoft500 = "text/soft-500"
  case textDisabled300 = "text/disabled-300"
  case textWhite0 = "text/white-0"
  case strokeSoft200 = "stroke/soft-200"
  case strokeSub300 = "stroke/sub-300"
  case brandBase = "brand/base"
  case brandAlpha10 = "brand/alpha-10"
  /// Brand-coloured text and marks on surfaces: brand/base in Light, blue-400 in Dark (contrast).
  case brandAccent = "brand/accent"
  case staticWhite = "static/white"
  case staticBlack = "static/black"
  case focusRing = "focus/ring"
}
