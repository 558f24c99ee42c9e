import Theme

/// The Palette tab's 21 swatches, three rows of seven: each row three hues, each a base swatch with
/// its light shade to its right, round the colour wheel (red, orange, yellow; green, teal, sky;
/// blue, purple, pink), and the seventh column the neutrals, a grey ramp from the light shade
/// through the base to the strongest ink. So every hue's pair is on one row, and the bases (and
/// the light shades) line up in columns. They read the AlignUI state tokens, so they change with
/// Light and Dark (the light shades are translucent in Dark).
///
/// The spec names 19 (nine states at base and light, and brand/base). The other two are
/// PickerShot's choice: `state/information-light` gives the brand blue the light shade every other
/// hue has (AlignUI's information state is blue, and its base is the brand blue already on the
/// palette), and `bg/strong-950` ends the neutrals with a text-strength ink (near-black in Light,
/// white in Dark), which a palette of tints otherwise lacks.
public enum ColorPalette {
  /// One swatch: a stable id, what assistive technology reads, and its token.
  public struct Entry: Hashable, Sendable {
    /// Kebab-case id (`error-light`), also the semantic id's suffix.
    public var id: String
    /// What assistive technology reads (`Error light`).
    public var label: String
    /// The colour token it shows.
    public var token: ColorToken

    /// Creates an entry.
    public init(id: String, label: String, token: ColorToken) {
      self.id = id
      self.label = label
      self.token = token
    }
  }

  /// Columns in a row.
  public static let columns = 7
  /// Rows.
  public static let rows = 3

  /// The swatches row by row, each row in reading order (from the right when mirrored).
  public static let grid: [[Entry]] = [
    pair("error", .stateErrorBase, .stateErrorLight)
      + pair("warning", .stateWarningBase, .stateWarningLight)
      + pair("away", .stateAwayBase, .stateAwayLight)
      + [Entry(id: "faded-light", label: "Faded light", token: .stateFadedLight)],
    pair("success", .stateSuccessBase, .stateSuccessLight)
      + pair("stable", .stateStableBase, .stateStableLight)
      + pair("verified", .stateVerifiedBase, .stateVerifiedLight)
      + [Entry(id: "faded", label: "Faded", token: .stateFadedBase)],
    [
      Entry(id: "brand", label: "Brand", token: .brandBase),
      Entry(id: "information-light", label: "Information light", token: .stateInformationLight),
    ]
      + pair("feature", .stateFeatureBase, .stateFeatureLight)
      + pair("highlighted", .stateHighlightedBase, .stateHighlightedLight)
      + [Entry(id: "strong", label: "Strong", token: .bgStrong950)],
  ]

  /// The swatches in reading order, row after row.
  public static let entries = grid.flatMap { $0 }

  /// A state's base and light entries.
  private static func pair(_ state: String, _ base: ColorToken, _ light: ColorToken) -> [Entry] {
    let name = state.prefix(1).uppercased() + state.dropFirst()
    return [
      Entry(id: state, label: name, token: base),
      Entry(id: "\(state)-light", label: "\(name) light", token: light),
    ]
  }
}
