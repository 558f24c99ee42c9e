import CairoBackend
import DrawList
import Foundation
import Raster
import Snapshot
import StrictJSON
import Theme

/// Where a brand's design tokens come from, and the token set they make, merged over the built-in
/// Appetite set: the one reader behind the CLI's `--tokens`/`--token-map` and PickerShotTesting's
/// `tokens:` arguments.
///
/// - ``file(_:map:fontDirectory:)``: one file for both modes: pickershot's names (colours under
///   `mode.light.…`/`mode.dark.…`, a whole file or a part of one), the team's names with a map,
///   or a DTCG 2025.10 resolver file whose modifier has contexts named `light` and `dark`.
/// - ``modes(light:dark:map:fontDirectory:)``: one token file per mode, as Figma, Tokens Studio
///   and Primer export them.
/// - ``resolver(_:map:fontDirectory:)``: a resolver file, refused if it is not one.
/// - `map`: slot → the team's token path (a JSON object, as `pickershot tokens slots` names the
///   slots).
///
/// A slot no file names keeps its built-in value; tokens no slot uses are fine.
///
/// ```swift
/// let loaded = try TokenSources.modes(
///   light: "acme.light.json", dark: "acme.dark.json", map: "acme.map.json"
/// ).load()
/// let pipeline = try RenderPipeline(tokens: loaded.tokens)
/// ```
public struct TokenSources: Equatable, Sendable {
  /// Which files hold the tokens.
  public enum Origin: Equatable, Sendable {
    /// One file for both modes (a token file, or a resolver file, told apart by its content).
    case file(String)
    /// One token file per mode.
    case modes(light: String, dark: String)
    /// A DTCG 2025.10 resolver file choosing Light and Dark.
    case resolver(String)
  }

  /// The token or resolver files.
  public var origin: Origin
  /// The token map file, if any.
  public var map: String?
  /// A folder holding a brand's font faces (the default fonts' folder when `nil`).
  public var fontDirectory: String?

  /// Creates sources.
  public init(origin: Origin, map: String? = nil, fontDirectory: String? = nil) {
    self.origin = origin
    self.map = map
    self.fontDirectory = fontDirectory
  }

  /// One file for both modes (token or resolver file), optionally with a token map.
  public static func file(_ path: String, map: String? = nil, fontDirectory: String? = nil)
    -> TokenSources
  {
    TokenSources(origin: .file(path), map: map, fontDirectory: fontDirectory)
  }

  /// One token file per mode, optionally with a token map.
  public static func modes(
    light: String, dark: String, map: String? = nil, fontDirectory: String? = nil
  ) -> TokenSources {
    TokenSources(origin: .modes(light: light, dark: dark), map: map, fontDirectory: fontDirectory)
  }

  /// A resolver file whose modifier has contexts `light` and `dark`, optionally with a token map.
  public static func resolver(_ path: String, map: String? = nil, fontDirectory: String? = nil)
    -> TokenSources
  {
    TokenSources(origin: .resolver(path), map: map, fontDirectory: fontDirectory)
  }

  /// The same sources with every relative path taken from `root` (absolute paths stay).
  public func relative(to root: String) -> TokenSources {
    func full(_ path: String) -> String {
      path.hasPrefix("/") || path.isEmpty
        ? path : URL(fileURLWithPath: root).appendingPathComponent(path).standardized.path
    }
    var result = self
    switch origin {
    case .file(let path): result.origin = .file(full(path))
    case .modes(let light, let dark): result.origin = .modes(light: full(light), dark: full(dark))
    case .resolver(let path): result.origin = .resolver(full(path))
    }
    result.map = map.map(full)
    result.fontDirectory = fontDirectory.map(full)
    return result
  }

  /// The largest token, resolver or map file read: 4 MiB.
  public static let maxFileBytes = 4 << 20

  /// The bytes of a token file: a missing file is ``TokenSourceError/noInput(_:)``; a directory,
  /// FIFO or device, or a file over 4 MiB ``TokenSourceError/data(_:)``.
  public static func readFile(_ path: String) throws(TokenSourceError) -> [UInt8] {
    do { return try BinaryFile.read(atPath: path, maxBytes: maxFileBytes) } catch {
      if case .fileNotFound? = error as? RasterError { throw .noInput("\(path): no such file") }
      throw .data("cannot read \(path): \(error)")
    }
  }

  /// A file a resolver refers to, or `nil` when it does not exist.
  public static func readReferenced(_ path: String) throws -> [UInt8]? {
    do { return try BinaryFile.read(atPath: path, maxBytes: maxFileBytes) } catch {
      if case .fileNotFound? = error as? RasterError { return nil }
      throw ThemeError.malformed("cannot read it: \(error)")
    }
  }

  /// One token document per mode, read from the files.
  struct ModeDocuments {
    var light: TokenDocument
    var dark: TokenDocument
    /// The file each mode's tokens came from, for messages.
    var lightFile: String
    var darkFile: String

    func document(_ appearance: Appearance) -> TokenDocument {
      appearance == .light ? light : dark
    }
    func file(_ appearance: Appearance) -> String {
      appearance == .light ? lightFile : darkFile
    }
  }

  /// A slot given the team's token.
  struct Override {
    var slot: TokenSlot
    /// The mode, for a colour slot.
    var appearance: Appearance?
    var token: ResolvedToken
    /// The file the token is in.
    var file: String
    /// pickershot's path of the slot's token (`["mode", "light", "bg", "white-0"]`).
    var ours: [String] {
      (appearance.map { ["mode", $0.rawValue] } ?? [])
        + slot.name.split(separator: "/").map(
          String.init)
    }
  }

  /// Reads the files and makes the token set: a missing file is ``TokenSourceError/noInput(_:)``;
  /// a directory, FIFO, a file over 4 MiB, bad JSON or tokens, a map entry naming no slot or no
  /// token, a token of the wrong type and a font family with no installed face are
  /// ``TokenSourceError/data(_:)``, each one line naming the file and JSON path.
  public func load() throws(TokenSourceError) -> LoadedTokens {
    var files: [GoldenSidecar.TokenFile] = []
    var bytes: [UInt8] = []
    func read(_ path: String, role: String) throws(TokenSourceError) -> JSONValue {
      bytes = try Self.readFile(path)
      files.append(GoldenSidecar.TokenFile(role: role, path: path, bytes: bytes))
      do { return try JSONValue.parse(bytes) } catch {
        throw .data("\(path): not JSON (\(error))")
      }
    }
    let documents: ModeDocuments
    switch origin {
    case .file(let path), .resolver(let path):
      let json = try read(path, role: "tokens")
      if ResolverDocument.isResolver(json) {
        files[files.count - 1].role = "resolver"
        documents = try Self.resolve(json, path: path) { role, referenced, bytes in
          files.append(GoldenSidecar.TokenFile(role: role, path: referenced, bytes: bytes))
        }
      } else if case .resolver = origin {
        throw .data(
          "\(path): $: not a DTCG 2025.10 resolver file (it has no resolutionOrder); give a "
            + "token file as .file(\(JSONValue.quoted(path)))")
      } else if map == nil {
        let tokens = try Self.ourNames(json, bytes: bytes, path: path)
        try checkFonts(tokens, overrides: nil, file: path)
        return LoadedTokens(tokens: tokens, files: files)
      } else {
        let document = try Self.document(json, path: path)
        documents = ModeDocuments(light: document, dark: document, lightFile: path, darkFile: path)
      }
    case .modes(let lightPath, let darkPath):
      let light = try Self.modeDocument(try read(lightPath, role: "light"), path: lightPath)
      let dark = try Self.modeDocument(try read(darkPath, role: "dark"), path: darkPath)
      documents = ModeDocuments(light: light, dark: dark, lightFile: lightPath, darkFile: darkPath)
    }
    let overrides: [Override]
    if let map {
      let tokenMap = try TokenMap(try read(map, role: "token-map"), file: map)
      overrides = try Self.mapped(tokenMap, documents, mapFile: map)
    } else {
      overrides = try Self.named(documents)
    }
    let tokens = try merged(overrides)
    try checkFonts(tokens, overrides: overrides, file: nil)
    return LoadedTokens(tokens: tokens, files: files)
  }

  // MARK: - Reading

  /// A token document, or the error naming `path`.
  static func document(_ json: JSONValue, path: String) throws(TokenSourceError) -> TokenDocument {
    do { return try TokenDocument(json) } catch { throw .data("\(path): \(error.description)") }
  }

  /// A mode's file: a token document (a resolver file chooses its own modes).
  static func modeDocument(_ json: JSONValue, path: String) throws(TokenSourceError)
    -> TokenDocument
  {
    guard !ResolverDocument.isResolver(json) else {
      throw .data(
        "\(path): a resolver file holds both modes: give it once, as --tokens \(path)")
    }
    return try document(json, path: path)
  }

  /// A file in pickershot's own names for both modes: a whole token file (one holding every
  /// slot's token), read as is, or a part of one, merged over the built-in set (every token it
  /// holds must be one the built-in set has, so a misspelt name is refused, not ignored).
  static func ourNames(_ json: JSONValue, bytes: [UInt8], path: String) throws(TokenSourceError)
    -> TokenSet
  {
    do throws(ThemeError) {
      let whole = TokenSlot.allCases.allSatisfy { slot in
        (slot.isPerMode ? Appearance.allCases : [.light]).allSatisfy {
          member(json, at: slot.tokenName(in: $0).split(separator: ".").map(String.init)) != nil
        }
      }
      if whole { return try TokenSet.load(json: bytes) }
      guard holdsToken(json) else {
        throw ThemeError.malformed(
          "it holds no token (a file in pickershot's names overrides the slots it names; "
            + "'pickershot tokens slots' lists them)")
      }
      return try TokenSet.builtIn().overriding(json)
    } catch {
      if case .unknownOverride(let dotted) = error {
        let known = (try? TokenSet.builtIn().document().tokens.map(\.name)) ?? []
        throw .data(
          "\(path): \(error.path): no token \(dotted) in pickershot's names (nearest: "
            + NearestNames.list(to: dotted, in: known)
            + "); to use your own names, map them onto the slots with --token-map")
      }
      throw .data("\(path): \(error.description)")
    }
  }

  /// The value at the object path `keys` of `json`, if any.
  static func member(_ json: JSONValue, at keys: [String]) -> JSONValue? {
    var value = json
    for key in keys {
      guard case .object(let members) = value, let next = members.first(where: { $0.key == key })
      else { return nil }
      value = next.value
    }
    return value
  }

  /// Whether `json` holds a token anywhere: an object with `$value` or `$ref`.
  static func holdsToken(_ json: JSONValue) -> Bool {
    guard case .object(let members) = json else { return false }
    return members.contains { member in
      member.key == "$value" || member.key == "$ref" || holdsToken(member.value)
    }
  }

  /// The Light and Dark documents of a resolver file: the modifier whose contexts are named
  /// `light` and `dark` (in any case) chooses them, every other modifier takes its default.
  /// `note` is told every file the resolver reads.
  static func resolve(
    _ json: JSONValue, path: String, note: (String, String, [UInt8]) -> Void
  ) throws(TokenSourceError) -> ModeDocuments {
    let folder = (path as NSString).deletingLastPathComponent
    let resolver: ResolverDocument
    do {
      resolver = try ResolverDocument(json) { file in
        let full = folder.isEmpty ? file : folder + "/" + file
        let bytes = try Self.readReferenced(full)
        if let bytes { note("resolver-ref", full, bytes) }
        return bytes
      }
    } catch let error as ThemeError {
      throw .data("\(path): \(error.description)")
    } catch let error as ReferencedFileMissing {
      throw .noInput("\(path): \(error.description)")
    } catch {
      throw .data("\(path): \(error)")
    }
    func named(_ name: String, _ modifier: ResolverDocument.Modifier) -> String? {
      modifier.contexts.first { $0.lowercased() == name }
    }
    let listed = resolver.modifiers.map { "\($0.name) (\($0.contexts.joined(separator: ", ")))" }
    let choosing = resolver.modifiers.filter {
      named("light", $0) != nil && named("dark", $0) != nil
    }
    guard let modifier = choosing.first else {
      throw .data(
        "\(path): $.resolutionOrder: no modifier has contexts named light and dark, which "
          + "pickershot draws Light and Dark from (modifiers: "
          + (listed.isEmpty ? "none" : listed.joined(separator: ", ")) + ")")
    }
    guard choosing.count == 1 else {
      throw .data(
        "\(path): $.resolutionOrder: modifiers \(choosing.map(\.name).joined(separator: " and ")) "
          + "both have contexts light and dark; pickershot needs one that chooses the mode")
    }
    if let other = resolver.modifiers.first(where: {
      $0.name != modifier.name && $0.defaultContext == nil
    }) {
      throw .data(
        "\(path): $.modifiers: modifier '\(other.name)' has no default; give it one (pickershot "
          + "chooses only \(modifier.name): light or dark)")
    }
    do {
      return ModeDocuments(
        light: try resolver.resolve([modifier.name: named("light", modifier)!]),
        dark: try resolver.resolve([modifier.name: named("dark", modifier)!]),
        lightFile: path, darkFile: path)
    } catch {
      throw .data("\(path): \(error.description)")
    }
  }

  // MARK: - Slots

  /// Per-mode documents in pickershot's names: each slot whose token is at the slot's path
  /// (`bg.white-0`, `dimensions.radius.10`: the file is the mode, so no `mode.light`). Other
  /// tokens are fine, but a document naming no slot at all is refused: it needs a map.
  static func named(_ documents: ModeDocuments) throws(TokenSourceError) -> [Override] {
    var overrides: [Override] = []
    for slot in TokenSlot.allCases {
      let name = slot.name.split(separator: "/").joined(separator: ".")
      for appearance in slot.isPerMode ? Appearance.allCases : [.light] {
        guard let token = documents.document(appearance)[name] else { continue }
        overrides.append(
          Override(
            slot: slot, appearance: slot.isPerMode ? appearance : nil, token: token,
            file: documents.file(appearance)))
      }
    }
    for appearance in Appearance.allCases
    where !overrides.contains(where: { $0.file == documents.file(appearance) }) {
      throw .data(
        "\(documents.file(appearance)): $: names none of pickershot's slots (bg.white-0, "
          + "brand.base, …: 'pickershot tokens slots' lists them); point the slots at your "
          + "names with --token-map")
    }
    try checkTypes(overrides, mapFile: nil, locations: [:])
    try checkShared(overrides, documents, mapFile: nil, locations: [:])
    return overrides
  }

  /// The map's slots given the team's tokens: each path must be a token of the mode's document.
  static func mapped(_ map: TokenMap, _ documents: ModeDocuments, mapFile: String)
    throws(TokenSourceError) -> [Override]
  {
    var overrides: [Override] = []
    var locations: [TokenSlot: String] = [:]
    for entry in map.entries {
      locations[entry.slot] = entry.location
      for appearance in entry.slot.isPerMode ? Appearance.allCases : [.light] {
        let path = entry.paths[appearance]!
        let document = documents.document(appearance)
        let file = documents.file(appearance)
        guard let token = document[path] else {
          let isGroup = document.tokens.contains { $0.name.hasPrefix(path + ".") }
          throw .data(
            "\(mapFile): \(entry.location): \(file) has no token \(path)"
              + (documents.lightFile == documents.darkFile || !entry.slot.isPerMode
                ? "" : " (\(appearance.rawValue) mode)")
              + (isGroup ? " (it is a group; name one of its tokens)" : "") + " (nearest: "
              + NearestNames.list(
                to: path,
                in: document.tokens.filter { $0.type == entry.slot.type }.map(\.name)) + ")")
        }
        overrides.append(
          Override(
            slot: entry.slot, appearance: entry.slot.isPerMode ? appearance : nil, token: token,
            file: file))
      }
    }
    try checkTypes(overrides, mapFile: mapFile, locations: locations)
    try checkShared(overrides, documents, mapFile: mapFile, locations: locations)
    return overrides
  }

  /// Refuses a token of another type than its slot's.
  static func checkTypes(
    _ overrides: [Override], mapFile: String?, locations: [TokenSlot: String]
  ) throws(TokenSourceError) {
    for override in overrides where override.token.type != override.slot.type {
      let via = mapFile.map { " (\($0): \(locations[override.slot] ?? "$"))" } ?? ""
      throw .data(
        "\(override.file): \(location(override)): a \(override.token.type.rawValue) token, but "
          + "pickershot draws '\(override.slot.name)' with a \(override.slot.type.rawValue) "
          + "token\(via)")
    }
  }

  /// Refuses a shared slot (a dimension, shadow, type style or opacity) whose token differs
  /// between the Light and Dark files: pickershot draws them the same in both modes.
  static func checkShared(
    _ overrides: [Override], _ documents: ModeDocuments, mapFile: String?,
    locations: [TokenSlot: String]
  ) throws(TokenSourceError) {
    guard documents.lightFile != documents.darkFile else { return }
    for override in overrides where !override.slot.isPerMode {
      guard let dark = documents.dark[override.token.name], dark.value != override.token.value
      else { continue }
      let via = mapFile.map { " (\($0): \(locations[override.slot] ?? "$"))" } ?? ""
      throw .data(
        "\(documents.darkFile): \(location(override)): differs from \(documents.lightFile)'s; "
          + "pickershot draws '\(override.slot.name)' (a \(override.slot.type.rawValue)) the "
          + "same in Light and Dark\(via)")
    }
  }

  /// `$.color.canvas.default.$value`: where an override's value is in its file.
  static func location(_ override: Override) -> String {
    JSONPath.root.appending(keys: override.token.path + ["$value"]).description
  }

  /// The built-in set with `overrides` merged over it, each error naming the team's file and
  /// JSON path (and the slot).
  func merged(_ overrides: [Override]) throws(TokenSourceError) -> TokenSet {
    var members: [(key: String, value: JSONValue)] = []
    for override in overrides {
      let token = JSONValue.object([
        ("$type", .string(override.token.type.rawValue)), ("$value", override.token.value.json),
      ])
      members = Self.inserting(token, at: override.ours[...], into: members)
    }
    do {
      return try TokenSet.builtIn().overriding(.object(members))
    } catch {
      let path = error.path
      for override in overrides {
        let ours = JSONPath.root.appending(keys: override.ours).description
        guard path == ours || path.hasPrefix(ours + ".") || path.hasPrefix(ours + "[") else {
          continue
        }
        let theirs = JSONPath.root.appending(keys: override.token.path).description
        let mode = override.appearance.map { ", \($0.rawValue)" } ?? ""
        var families = ""
        if case .badFontFamily = error {
          families =
            "; installed families: "
            + Self.installedFamilies(FontLibrary(directory: fontDirectory))
        }
        throw .data(
          "\(override.file): \(theirs)\(path.dropFirst(ours.count)): \(error.reason) (slot "
            + "\(override.slot.name)\(mode))\(families)")
      }
      throw .data("\(overrides.first?.file ?? "tokens"): \(error.description)")
    }
  }

  /// `members` with `value` at the object path `keys`.
  static func inserting(
    _ value: JSONValue, at keys: ArraySlice<String>, into members: [(key: String, value: JSONValue)]
  ) -> [(key: String, value: JSONValue)] {
    guard let key = keys.first else { return members }
    var result = members
    let index = result.firstIndex { $0.key == key }
    if keys.count == 1 {
      if let index { result[index].value = value } else { result.append((key, value)) }
      return result
    }
    var child: [(key: String, value: JSONValue)] = []
    if let index, case .object(let existing) = result[index].value { child = existing }
    let updated = JSONValue.object(inserting(value, at: keys.dropFirst(), into: child))
    if let index { result[index].value = updated } else { result.append((key, updated)) }
    return result
  }

  // MARK: - Fonts

  /// Refuses a type style whose family has no installed face (the first family of a list is the
  /// one drawn): 65 naming the file, the JSON path and the families installed, unless
  /// `--font-dir` holds it. Only the slots the files changed are checked (`overrides`, or for a
  /// file in pickershot's names, the type styles that differ from the built-in ones).
  func checkFonts(_ tokens: TokenSet, overrides: [Override]?, file: String?)
    throws(TokenSourceError)
  {
    let library = FontLibrary(directory: fontDirectory)
    let builtIn = try? TokenSet.builtIn()
    for token in TypographyToken.allCases {
      let style = tokens.theme(.light).typography(token)
      let location: String
      let owner: String
      if let overrides {
        guard let override = overrides.first(where: { $0.slot == .typography(token) }) else {
          continue
        }
        location = Self.location(override)
        owner = override.file
      } else {
        guard style.fontFamily != builtIn?.theme(.light).typography(token).fontFamily else {
          continue
        }
        location =
          JSONPath.root.appending(keys: token.rawValue.split(separator: "/").map(String.init))
          .appending("$value").description
        owner = file ?? "tokens"
      }
      do { _ = try library.path(for: style.font) } catch {
        throw .data(
          "\(owner): \(location).fontFamily: \(JSONValue.quoted(style.fontFamily)) has no "
            + "installed face (\(style.font.name).otf or .ttf in \(library.directory(for: style.font))"
            + "); installed families: \(Self.installedFamilies(library)); give the folder "
            + "holding it with --font-dir")
      }
    }
  }

  /// The families of the font files in `library`'s Inter and Roboto folders: `Inter, Roboto`.
  static func installedFamilies(_ library: FontLibrary) -> String {
    var families: Set<String> = []
    for folder in [library.directory, library.robotoDirectory] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names where name.hasSuffix(".otf") || name.hasSuffix(".ttf") {
        let base = name.dropLast(4)
        families.insert(String(base.split(separator: "-").first ?? base))
      }
    }
    let sorted = families.sorted()
    guard !sorted.isEmpty else { return "none" }
    return sorted.prefix(12).joined(separator: ", ") + (sorted.count > 12 ? ", …" : "")
  }
}
