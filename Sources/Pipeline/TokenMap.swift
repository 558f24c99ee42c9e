import DrawList
import StrictJSON
import Theme

/// A token map file (`--token-map`, ``TokenSources/map``): pickershot's slots, named as `pickershot tokens slots` names them, each
/// pointed at the team's own token, so a team's files are used as they are.
///
/// ```json
/// {"bg/white-0": "color.canvas.default", "brand/base": "{brand.accent}",
///  "text/strong-950": {"light": "light.fg.default", "dark": "dark.fg.default"}}
/// ```
///
/// A value is a dotted token path (curly braces allowed, as aliases write it); a colour slot may
/// instead name one path per mode, for a single file holding both. A key that is no slot, a
/// value of another shape and an empty map are refused (65) at their JSON path.
struct TokenMap {
  /// One slot pointed at the team's token.
  struct Entry: Equatable {
    /// The slot.
    var slot: TokenSlot
    /// The team's dotted token path per mode (the same for both unless the entry names two).
    var paths: [Appearance: String]
    /// Where the entry is in the map file (`$["bg/white-0"]`).
    var location: String
  }

  /// The entries, in the file's order.
  var entries: [Entry]

  /// Every slot by name.
  private static let slots = Dictionary(
    uniqueKeysWithValues: TokenSlot.allCases.map { ($0.name, $0) })

  /// Reads the map in `json`; `file` names it in messages.
  init(_ json: JSONValue, file: String) throws(TokenSourceError) {
    guard case .object(let members) = json else {
      throw .data("\(file): $: a token map is an object: slot name → your token's path")
    }
    guard !members.isEmpty else {
      throw .data("\(file): $: the map names no slot ('pickershot tokens slots' lists them)")
    }
    entries = []
    for (key, value) in members {
      let location = JSONPath.root.appending(key).description
      guard let slot = Self.slots[key] else {
        throw .data(
          "\(file): \(location): pickershot has no slot \(JSONValue.quoted(key)) (nearest: "
            + NearestNames.list(to: key, in: TokenSlot.allCases.map(\.name))
            + "; 'pickershot tokens slots' lists them)")
      }
      var paths: [Appearance: String] = [:]
      switch value {
      case .string(let text):
        let path = try Self.tokenPath(text, file: file, location: location)
        paths = [.light: path, .dark: path]
      case .object(let modes) where slot.isPerMode:
        for (mode, path) in modes {
          let at = JSONPath.root.appending(key).appending(mode).description
          guard let appearance = Appearance(rawValue: mode) else {
            throw .data("\(file): \(at): unknown mode (use light and dark)")
          }
          guard case .string(let text) = path else {
            throw .data("\(file): \(at): expected a token path (a string), got \(path.shown)")
          }
          paths[appearance] = try Self.tokenPath(text, file: file, location: at)
        }
        guard paths.count == 2 else {
          throw .data("\(file): \(location): name a token for both light and dark")
        }
      default:
        let modes = slot.isPerMode ? " or {\"light\": PATH, \"dark\": PATH}" : ""
        throw .data(
          "\(file): \(location): expected your token's path (\"color.canvas.default\")\(modes), "
            + "got \(value.shown)")
      }
      entries.append(Entry(slot: slot, paths: paths, location: location))
    }
  }

  /// `text` as a dotted token path: `{a.b}` or `a.b`, no empty step, no brace or control
  /// character inside.
  static func tokenPath(_ text: String, file: String, location: String) throws(TokenSourceError)
    -> String
  {
    var path = Substring(text)
    if path.hasPrefix("{") && path.hasSuffix("}") && path.count >= 2 {
      path = path.dropFirst().dropLast()
    }
    let steps = path.split(separator: ".", omittingEmptySubsequences: false)
    guard !path.isEmpty, !steps.contains(where: \.isEmpty),
      !path.unicodeScalars.contains(where: {
        $0 == "{" || $0 == "}" || $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
      })
    else {
      throw .data(
        "\(file): \(location): \(JSONValue.quoted(text)) is not a token path (dotted names, "
          + "\"color.canvas.default\")")
    }
    return String(path)
  }
}
