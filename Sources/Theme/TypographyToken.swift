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
  /// An unselected iOS segment label: footnote 13/18, medium.
  case iosSegment = "ios/type/segment"
  /// The selected iOS segment label: footnote 13/18, semibold.
  case iosSegmentSelected = "ios/type/segment-selected"
  /// The iOS group label and value line: body 17/22, regular.
  case iosBody = "ios/type/body"
}
