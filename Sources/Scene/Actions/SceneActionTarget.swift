import PickerModel

/// A picker model that a scene file's `"actions"` drive (``SceneActions``): which steps of the
/// shared vocabulary (``SceneAction``) it takes, and what each does to it.
///
/// Steps outside ``actionKeys``, ``shiftedActionKeys`` and ``typedText`` are refused before
/// ``perform(_:opened:previous:)`` sees them, so a conformance handles only its own.
public protocol SceneActionTarget: Sendable {
  /// The family as messages name it (`date picker`).
  static var actionSubject: String { get }
  /// The keys it takes without Shift, in ``SceneAction/keyNames`` order.
  static var actionKeys: [PickerKey] { get }
  /// The keys it takes with Shift held; empty when Shift+ is refused.
  static var shiftedActionKeys: [PickerKey] { get }
  /// The field `type:` types into and the regular expression (no anchors) of the text it can
  /// take, or `nil` when the card has no text field.
  static var typedText: (field: String, pattern: String)? { get }

  /// Applies `action` (one this family takes). `opened` is the picker before the first step and
  /// `previous` the step before this one, if any.
  ///
  /// - Returns: whether the step closed the picker (Escape, the Dismiss key).
  /// - Throws: a ``SceneActionError`` of kind ``SceneActionError/Kind/refused`` when the picker
  ///   has nothing for the step to act on.
  mutating func perform(_ action: SceneAction, opened: Self, previous: SceneAction?)
    throws(SceneActionError) -> Bool
}
