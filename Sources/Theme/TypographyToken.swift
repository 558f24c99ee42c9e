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
  // Material 3 type scale in Roboto (the third token set): m3.type.*.
  /// M3 display-large 57/64, -0.25: the time selectors.
  case m3DisplayLarge = "m3/type/display-large"
  /// M3 display-medium 45/52: the time input fields.
  case m3DisplayMedium = "m3/type/display-medium"
  /// M3 headline-large 32/40: the date picker's headline.
  case m3HeadlineLarge = "m3/type/headline-large"
  /// M3 title-large 22/28: the range picker's headline (Compose
  /// `DatePickerModalTokens.RangeSelectionHeaderHeadlineFont`).
  case m3TitleLarge = "m3/type/title-large"
  /// M3 title-medium 16/24, medium, +0.15: AM/PM.
  case m3TitleMedium = "m3/type/title-medium"
  /// M3 label-large 14/20, medium, +0.1: supporting text and text buttons.
  case m3LabelLarge = "m3/type/label-large"
  /// M3 label-medium 12/16, medium, +0.5: the time picker's headline.
  case m3LabelMedium = "m3/type/label-medium"
  /// M3 body-large 16/24, +0.5: days, weekdays, years, dial labels.
  case m3BodyLarge = "m3/type/body-large"
  /// M3 body-small 12/16, +0.4: supporting text under fields.
  case m3BodySmall = "m3/type/body-small"
}
