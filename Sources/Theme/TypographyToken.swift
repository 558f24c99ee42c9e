/// The type styles the pickers read (AlignUI's scale).
public enum TypographyToken: String, CaseIterable, Sendable {
  case labelSm = "typography/label-sm"
  case labelXs = "typography/label-xs"
  case paragraphSm = "typography/paragraph-sm"
  case paragraphXs = "typography/paragraph-xs"
}
