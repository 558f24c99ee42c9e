import PickerModel
import StrictJSON

/// One step of a scene file's `"actions"`: a key pressed, named as the web's
/// `KeyboardEvent.key` names it (`"ArrowDown"`, `"Home"`, `"Enter"`, with `"Shift+"` in front for
/// Shift held), or text typed into the card's text field (`"type:#1FC16B"`).
///
/// The vocabulary is shared by every family; which steps a family takes, and what they do, is
/// its model's (``SceneActionTarget``). Space is `"Space"`, the name `KeyboardEvent.code` gives
/// it (its `key` is a lone blank).
public enum SceneAction: Hashable, Sendable, CustomStringConvertible {
  /// A key pressed, Shift held or not.
  case key(PickerKey, shift: Bool)
  /// Text typed into the card's text field, then taken by it.
  case type(String)

  /// The key names, in the order messages list them.
  public static let keyNames: [(name: String, key: PickerKey)] = [
    ("ArrowUp", .up), ("ArrowDown", .down), ("ArrowLeft", .left), ("ArrowRight", .right),
    ("Home", .home), ("End", .end), ("PageUp", .pageUp), ("PageDown", .pageDown),
    ("Enter", .enter), ("Space", .space), ("Escape", .escape),
  ]
  /// The one modifier: Shift, written in front of a key name.
  public static let shiftPrefix = "Shift+"
  /// Text entry: the text follows the prefix (`type:#1FC16B`).
  public static let typePrefix = "type:"
  /// The longest text one `type:` step may hold, in characters.
  public static let maxTextLength = 64

  /// Reads one step as written in a scene file.
  ///
  /// - Throws: ``SceneActionError`` for an empty step, a key name not in ``keyNames`` (naming
  ///   the one meant when only the case differs), a modifier other than Shift, Shift on `type:`,
  ///   and `type:` text that is empty, longer than ``maxTextLength`` or holds a control or
  ///   formatting character.
  public init(parsing text: String) throws(SceneActionError) {
    if text.hasPrefix(Self.typePrefix) {
      let typed = String(text.dropFirst(Self.typePrefix.count))
      try Self.check(typed, step: text)
      self = .type(typed)
      return
    }
    guard !text.isEmpty else {
      throw SceneActionError(text, "expected a key name or type:TEXT, got an empty step")
    }
    var name = Substring(text)
    var shift = false
    if name.hasPrefix(Self.shiftPrefix) {
      shift = true
      name = name.dropFirst(Self.shiftPrefix.count)
      if name.hasPrefix(Self.typePrefix) {
        throw SceneActionError(text, "Shift+ goes with a key, not with type: text")
      }
    }
    guard let key = Self.keyNames.first(where: { $0.name == name })?.key else {
      throw SceneActionError(text, Self.unknown(name, in: text))
    }
    self = .key(key, shift: shift)
  }

  /// The step as a scene file writes it.
  public var description: String {
    switch self {
    case .key(let key, let shift): (shift ? Self.shiftPrefix : "") + Self.name(of: key)
    case .type(let text): Self.typePrefix + text
    }
  }

  /// The name of `key` (`ArrowDown`).
  public static func name(of key: PickerKey) -> String {
    keyNames.first { $0.key == key }?.name ?? "\(key)"
  }

  /// Why `name` is not a key: a modifier other than Shift, a name differing only in case, or
  /// none at all; every message lists the vocabulary.
  private static func unknown(_ name: Substring, in step: String) -> String {
    let known =
      "known: \(keyNames.map(\.name).joined(separator: ", ")), each with or without Shift+, "
      + "and type:TEXT"
    if name.hasPrefix(shiftPrefix) { return "Shift+ is given twice" }
    if name == " " {
      return "unknown key; Space is written \"Space\" (the name KeyboardEvent.code gives it)"
    }
    if let plus = name.firstIndex(of: "+"), plus != name.startIndex {
      return "unknown modifier \(JSONValue.quoted(String(name[..<plus]))); Shift+ is the "
        + "only one (\(known))"
    }
    let lower = name.lowercased()
    if let meant = keyNames.first(where: { $0.name.lowercased() == lower })?.name {
      return "unknown key; names are case-sensitive: did you mean \"\(meant)\"?"
    }
    if step.lowercased().hasPrefix(typePrefix) {
      return "unknown key; text entry is written in lower case: type:TEXT"
    }
    return "unknown key (\(known))"
  }

  /// Refuses `type:` text that is empty, too long or holds a control or formatting character.
  private static func check(_ typed: String, step: String) throws(SceneActionError) {
    guard !typed.isEmpty else {
      throw SceneActionError(step, "type: needs the text to type after the colon (type:#1FC16B)")
    }
    let count = typed.unicodeScalars.count
    guard count <= maxTextLength else {
      throw SceneActionError(
        step, "type: text of \(count) characters; at most \(maxTextLength)")
    }
    if let bad = typed.unicodeScalars.first(where: {
      [.control, .format].contains($0.properties.generalCategory)
    }) {
      let code = String(bad.value, radix: 16, uppercase: true)
      throw SceneActionError(
        step,
        "type: text holds U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code), "
          + "a control or formatting character")
    }
  }
}
