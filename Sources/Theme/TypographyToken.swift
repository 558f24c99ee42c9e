/// The type styles the pickers read (AlignUI's scale).
public enum TypographyToken: String, CaseIterable, Sendable {
  case labelSm = "typography/label-sm"
  case labelXs = "typography/label-xs"
  case paragraphSm = "typography/paragraph-sm"
  case paragraphXs = "typography/paragraph-xs"
  /// e& title/sm: an option tile's value.
  case eandTitleSm = "eand/title/sm"
  /// e& body/xs: an option tile's caption.
  case eandBodyXs = "eand/body/xs"
  /// e& label/sm: a segment's label.
  case eandLabelSm = "eand/label/sm"
  /// e& label/2xs: the neutral sm status badge.
  case eandLabel2xs = "eand/label/2xs"
}
