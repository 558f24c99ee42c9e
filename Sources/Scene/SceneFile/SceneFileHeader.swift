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
  /// Pickers), or `nil` for the model's default; one that is not a ``LocaleIdentifier`` is
  /// refused at `$.locale` with its reason: Foundation has no data for it (Foundation itself
  /// would quietly fall back to root data), or a keyword the pickers would ignore.
  func pickerLocale(in object: SceneFileObject) throws(SceneFileError) -> String? {
    guard let locale else { return nil }
    do {
      _ = try LocaleIdentifier(locale)
    } catch {
      throw object.error(
        at: "locale", "unknown locale \(JSONValue.quoted(locale)): \(error.reason)",
        kind: .invalid)
    }
    return locale
  }
}
