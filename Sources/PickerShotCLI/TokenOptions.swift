import DrawList
import Foundation
import Pipeline

/// The token options every drawing command takes, parsed: where the tokens come from
/// (`--tokens`) and how the team's names meet pickershot's slots (`--token-map`). Reading them
/// (the token set merged over the built-in Appetite set, the files read and their SHA-256 for
/// golden sidecars) is ``TokenSources``', shared with PickerShotTesting.
///
/// - `--tokens FILE`: one file for both modes: pickershot's names (colours under
///   `mode.light.…`/`mode.dark.…`, a whole file or a part of one), the team's names with a map,
///   or a DTCG 2025.10 resolver file whose modifier has contexts named `light` and `dark`.
/// - `--tokens light=FILE --tokens dark=FILE`: one token file per mode, as Figma, Tokens Studio
///   and Primer export them.
/// - `--token-map MAP`: slot → the team's token path.
///
/// A slot no file names keeps its built-in value; tokens no slot uses are fine.
struct TokenOptions: Equatable {
  /// Where the tokens come from (`--tokens`): one file, or one per mode.
  typealias Source = TokenSources.Origin

  /// The options; `nil` for the built-in tokens.
  var source: Source?
  /// The `--token-map` file.
  var map: String?
  /// `--font-dir`, where a brand's font family may be.
  var fontDirectory: String?

  /// The options a command taking tokens declares.
  static let options: Set<String> = ["tokens", "token-map"]
  /// The options that may be given more than once.
  static let repeatable: Set<String> = ["tokens"]

  /// How a command's help lists the options.
  static let help = """
      --tokens FILE  design tokens merged over the built-in ones: a token file in pickershot's
                     names (whole or in part), your own names with --token-map, or a DTCG
                     2025.10 resolver file whose modifier has contexts named light and dark;
                     or once per mode: --tokens light=FILE --tokens dark=FILE
      --token-map M  a JSON object: slot ('pickershot tokens slots') → your token's path
    """

  /// Reads the token options of `args`.
  init(_ args: Arguments, command: String) throws(CLIError) {
    try self.init(
      values: args.repeated["tokens"] ?? [], map: args.options["token-map"],
      fontDirectory: args.options["font-dir"], command: command)
  }

  /// Reads `--tokens` `values` (in order) and `--token-map`. `light=` and `dark=` name a mode's
  /// file; a mode given twice or alone, an unknown mode, an empty path, a second plain file and a
  /// map without tokens are usage errors (64).
  init(values: [String], map: String?, fontDirectory: String?, command: String)
    throws(CLIError)
  {
    self.map = map
    self.fontDirectory = fontDirectory
    var plain: String?
    var modes: [Appearance: String] = [:]
    for value in values {
      if let (name, path) = Self.assignment(value) {
        guard let appearance = Appearance(rawValue: name) else {
          throw .usage(
            "\(command): --tokens \(name)=…: unknown mode '\(name)' (use light=FILE and "
              + "dark=FILE; write ./\(value) for a file whose name holds '=')")
        }
        guard !path.isEmpty else {
          throw .usage("\(command): --tokens \(name)= needs a file after the '='")
        }
        guard modes[appearance] == nil else {
          throw .usage("\(command): --tokens \(name)= is given twice")
        }
        modes[appearance] = path
      } else {
        guard plain == nil else {
          throw .usage(
            "\(command): --tokens FILE is one file for both modes: give it once, or "
              + "light=FILE and dark=FILE")
        }
        plain = value
      }
    }
    switch (plain, modes[.light], modes[.dark]) {
    case (nil, nil, nil):
      guard map == nil else {
        throw .usage("\(command): --token-map needs --tokens (the files it maps)")
      }
      source = nil
    case (let file?, nil, nil): source = .file(file)
    case (nil, let light?, let dark?): source = .modes(light: light, dark: dark)
    case (nil, _, _):
      let missing = modes[.light] == nil ? "light" : "dark"
      throw .usage(
        "\(command): --tokens gives one mode; give \(missing)=FILE too (or one file for both)")
    default:
      throw .usage(
        "\(command): --tokens FILE is one file for both modes; it cannot be given with "
          + "light= or dark=")
    }
  }

  /// `light=brand.json` as (`light`, `brand.json`): a name of letters, digits, `-` and `_`
  /// before the first `=`; `nil` for a plain path.
  static func assignment(_ value: String) -> (String, String)? {
    guard let equals = value.firstIndex(of: "=") else { return nil }
    let name = value[..<equals]
    guard !name.isEmpty,
      name.unicodeScalars.allSatisfy({
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "-" || $0 == "_"
      })
    else { return nil }
    return (String(name), String(value[value.index(after: equals)...]))
  }

  /// The token set the options make and the files read.
  typealias Loaded = LoadedTokens

  /// The sources the options name, or `nil` for the built-in tokens.
  var sources: TokenSources? {
    source.map { TokenSources(origin: $0, map: map, fontDirectory: fontDirectory) }
  }

  /// Reads the files and makes the token set (``TokenSources/load()``): a missing file is 66,
  /// anything else wrong with them 65, each one line naming the file and JSON path.
  func load() throws(CLIError) -> Loaded {
    guard let sources else { return Loaded(tokens: nil, files: []) }
    do { return try sources.load() } catch {
      switch error {
      case .noInput(let message): throw .noInput(message)
      case .data(let message): throw .data(message)
      }
    }
  }
}
