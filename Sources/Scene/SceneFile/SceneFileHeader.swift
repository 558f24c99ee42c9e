import DrawList
import PickerModel
import StrictJSON
import Theme

/// The common fields of a scene file, read before the family's own: the id (the file name), the
/// summary, the appearances (`"theme"`), the scales and the locale.
struct SceneFileHeader: Sendable {
  /// The scene id.
  var id: String
  /// The one-line summary.
  var summary: String
  /// The appearances it has goldens in.
  var appearances: [Appearance]
  /// The scales it has goldens at.
  var scales: [RenderScale]
  /// The locale identifier asked for, if any.
  var locale: String?

  /// The locale for a picker that takes any of Foundation's (the Appetite Date and Time
  /// Pickers), or `nil` for the model's default; one Foundation has no data for is refused at
  /// `$.locale` (Foundation itself would quietly fall back to root data).
  func pickerLocale(in object: SceneFileObject) throws(SceneFileError) -> String? {
    guard let locale else { return nil }
    guard PickerLocale.isAvailable(locale) else {
      throw object.error(
        at: "locale",
        "unknown locale \(JSONValue.quoted(locale)): Foundation has no data for it (use one of "
          + "Locale.availableIdentifiers, such as en_US, de_DE or he_IL)", kind: .invalid)
    }
    return locale
  }
}
