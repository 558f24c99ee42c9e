import DrawList
import Foundation
import StrictJSON
import Theme

/// A scene described by a JSON file instead of Swift: which picker, its model values, the themes
/// and scales it has goldens in, a locale and optional token overrides. It decodes into the same
/// ``SceneSpec`` a built-in scene is, so render, verify and record treat both alike.
///
/// ```json
/// {
///   "picker": "date-picker",
///   "summary": "March 2026, the 9th to the 13th",
///   "month": "2026-03",
///   "selection": {"start": "2026-03-09", "end": "2026-03-13"},
///   "marked": ["2026-03-17"],
///   "theme": "both",
///   "scale": 2
/// }
/// ```
///
/// Decoding is strict: every error is one line naming the file, the JSON path and what was
/// expected, and a key no family reads is an error, not ignored. The format's JSON Schema is
/// `scenes/scene.schema.json`.
public struct SceneFile: Sendable {
  /// The scene.
  public let spec: SceneSpec
  /// The locale identifier the file asks for (`de_DE`), if any.
  public let locale: String?
  /// The built-in tokens with the file's `"tokens"` overrides merged over them, if it has any;
  /// ``spec`` already draws with them.
  public let tokens: TokenSet?

  /// The largest scene file read: 1 MiB.
  public static let maxBytes = 1 << 20

  /// Keys every family accepts.
  static let commonKeys = ["$schema", "picker", "summary", "theme", "scale", "locale", "tokens"]

  /// Every family a file can name with `"picker"`, in listing order.
  static var families: [PickerFamily] { PickerFamily.all.filter(\.hasSceneFiles) }

  /// The `"picker"` names, in listing order.
  public static var pickers: [String] { families.map(\.name) }

  /// The scene id of the file at `path`: its name without `.json`, if that is a valid id.
  public static func id(forPath path: String) -> String? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard name.hasSuffix(".json") else { return nil }
    let id = String(name.dropLast(5))
    return SceneSpec.isValidID(id) && !id.contains("/") ? id : nil
  }

  /// Decodes a scene file's bytes. `file` names it in messages; the scene id is `id`, else the
  /// file name without `.json`.
  ///
  /// - Throws: ``SceneFileError``: not a valid id, not JSON, a missing, unknown or ill-typed key,
  ///   or a model rule broken (with the model's own message).
  public static func decode(_ bytes: [UInt8], file: String, id: String? = nil)
    throws(SceneFileError) -> SceneFile
  {
    guard let id = id ?? Self.id(forPath: file), SceneSpec.isValidID(id) else {
      throw SceneFileError(
        .invalid, file: file, path: nil,
        message: "the file name is not a scene id: use lower-case letters, digits and '-', "
          + "starting with a letter, and end it in .json (march-range.json)")
    }
    let root: JSONValue
    do { root = try JSONValue.parse(bytes) } catch {
      throw SceneFileError(.syntax, file: file, path: nil, message: "not JSON: \(error)")
    }
    let top = SceneFileValue(json: root, path: "$", file: file)
    guard case .object(let members) = root else {
      throw top.error("expected an object with a \"picker\" key, got \(root.shown)")
    }
    let object = SceneFileObject(members: members, path: "$", file: file)
    let names = SceneFileValue.alternatives(pickers.map { JSONValue.quoted($0) })
    let pickerValue = try object.required("picker", "expected \(names)")
    let name = try pickerValue.string()
    guard let family = families.first(where: { $0.name == name }), let decode = family.decode
    else {
      throw pickerValue.error("unknown picker \(JSONValue.quoted(name)) (known: \(names))")
    }
    try object.checkKeys(commonKeys + family.keys.map(\.name))
    if let schema = object["$schema"] { _ = try schema.string() }

    let header = SceneFileHeader(
      id: id, summary: try object["summary"]?.text() ?? "\(name) from \(id).json",
      appearances: try appearances(object["theme"]), scales: try scales(object["scale"]),
      locale: try object["locale"].map(locale))
    var spec = try top.modelRule { try decode(object, header) }
    var tokens: TokenSet?
    if let overrides = object["tokens"] {
      let merged = try Self.tokens(overrides)
      tokens = merged
      spec = spec.drawing(with: merged)
    }
    return SceneFile(spec: spec, locale: header.locale, tokens: tokens)
  }

  /// `"theme"`: light, dark or both (the default).
  static func appearances(_ value: SceneFileValue?) throws(SceneFileError) -> [Appearance] {
    guard let value else { return Appearance.allCases }
    return try value.choice([
      (.string("light"), [.light]), (.string("dark"), [.dark]),
      (.string("both"), Appearance.allCases),
    ])
  }

  /// `"scale"`: 1, 2 or 3, or a list of them (default 2).
  static func scales(_ value: SceneFileValue?) throws(SceneFileError) -> [RenderScale] {
    guard let value else { return SceneSpec.documentationScale }
    let choices = RenderScale.allCases.map {
      (JSONValue.number(Double($0.rawValue), text: String($0.rawValue)), $0)
    }
    if case .array = value.json {
      let items = try value.array(maxCount: RenderScale.allCases.count)
      guard !items.isEmpty else { throw value.expected("1, 2 or 3, or a list of them") }
      var scales: [RenderScale] = []
      for item in items {
        let scale = try item.choice(choices)
        guard !scales.contains(scale) else {
          throw item.error("scale \(scale.rawValue) is listed twice")
        }
        scales.append(scale)
      }
      return RenderScale.allCases.filter(scales.contains)
    }
    return [try value.choice(choices)]
  }

  /// `"locale"`: a BCP 47 or ICU identifier (`en_US`, `de-DE`, `ar`, `he_IL`,
  /// `hi_IN@numbers=deva`, `hi-IN-u-nu-deva`), shaped as the schema's pattern says: a language of
  /// two or three letters, subtags of one to eight letters or digits after `_` or `-`, and ICU
  /// keywords after `@` (`key=value`, `;` between them). Whether Foundation has data for it is the
  /// header's check (``SceneFileHeader/pickerLocale(in:)``).
  static func locale(_ value: SceneFileValue) throws(SceneFileError) -> String {
    let text = try value.string()
    let halves = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    let parts = halves[0].split(separator: "_", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
    let isLetters = { (part: Substring) in part.utf8.allSatisfy { (97...122).contains($0 | 0x20) } }
    let isWord = { (part: Substring, range: ClosedRange<Int>) in
      range.contains(part.utf8.count)
        && part.utf8.allSatisfy { (97...122).contains($0 | 0x20) || (48...57).contains($0) }
    }
    let keywords =
      halves.count == 1
      ? [] : halves[1].split(separator: ";", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...3).contains(language.utf8.count), isLetters(language),
      text.utf8.count <= 64, parts.dropFirst().allSatisfy({ isWord($0, 1...8) }),
      halves.count == 1 || !keywords.isEmpty,
      keywords.allSatisfy({ keyword in
        let pair = keyword.split(separator: "=", omittingEmptySubsequences: false)
        return pair.count == 2 && isWord(pair[0], 1...8) && isWord(pair[1], 1...8)
      })
    else {
      throw value.expected(
        "a locale identifier such as \"en_US\", \"de_DE\", \"he_IL\" or \"hi-IN-u-nu-deva\"")
    }
    return text
  }

  /// `"tokens"`: a W3C design-token document merged over the built-in tokens.
  static func tokens(_ value: SceneFileValue) throws(SceneFileError) -> TokenSet {
    guard case .object = value.json else { throw value.expected("an object of design tokens") }
    do {
      return try TokenSet.builtIn().overriding(value.json)
    } catch {
      // The token's path inside the scene file: `$.tokens` and the document's own path.
      throw SceneFileError(
        .modelRule, file: value.file, path: value.path + error.path.dropFirst(),
        message: error.reason)
    }
  }
}

extension SceneSpec {
  /// This scene drawn with `tokens` in whatever context it is built in (the appearance is kept).
  func drawing(with tokens: TokenSet) -> SceneSpec {
    adaptingContext { context in
      SceneContext(
        theme: tokens.theme(context.theme.appearance), shaper: context.shaper,
        localeIdentifier: context.localeIdentifier)
    }
  }
}
