import CairoBackend
import DrawList
import Foundation
import Pipeline
import Raster
import Scene
import StrictJSON
import Theme

/// `pickershot tokens`: check design-token documents (DTCG 2025.10 format or resolver), print a
/// document's tokens resolved, and list the slots pickershot draws with.
enum TokensCommand {
  static let help = """
    usage: pickershot tokens check FILE… [--strict]
           pickershot tokens resolve FILE [--mode NAME] [--json] [--strict]
           pickershot tokens slots [--tokens FILE] [--token-map MAP] [--json] [--font-dir DIR]

    check    reads each file as a DTCG 2025.10 document, a token file (format module) or a
             resolver file (resolver module, its referenced files read from its folder), and
             prints one line per valid file; an invalid one gets one line on stderr naming the
             file and the JSON path. A file whose $schema names 2025.10 is held to 2025.10
             exactly; any other is also read with the older draft forms (#35F, rgb(), "20px",
             "0.5rem", "-0.006em" letter spacing; see the README).
    resolve  prints every token of FILE with its references followed, sorted by name: one line
             each, or with --json one JSON object (name → $type, $value in 2025.10 form, and
             $extensions.org.pickershot.srgb, the 8-bit sRGB a colour is drawn with).
    slots    lists every slot pickershot draws with: its name, type, Light and Dark value and
             the built-in scenes that use it (found by building every scene's draw list in
             Light and Dark with a theme that notes each look-up).

      --strict    read every file as 2025.10 exactly, whatever its $schema says
      --mode      resolve: a token file's mode group (mode.NAME.…; the other modes' tokens are
                  left out), or, in a resolver file, the context NAME of each modifier that has
                  one, several as NAME,NAME (the others take their default)
      --json      print JSON instead of lines
      --tokens    slots: the tokens to list instead of the built-in ones, read as render
                  reads them (a file, light=FILE and dark=FILE, or a resolver file)
      --token-map slots: your token paths for the slots (as render reads it)
      --font-dir  slots: where the Inter and Roboto font files are

    Exit 0 ok, 64 usage, 65 an invalid document (or a token file pickershot cannot draw with),
    66 a file that does not exist (the worst of several files: 66, then 65), 69 missing font
    (slots).
    """

  /// The options `tokens` accepts (exactly those its help lists).
  static let options: Set<String> = ["mode", "tokens", "token-map", "font-dir"]
  /// The flags `tokens` accepts.
  static let flags: Set<String> = ["strict", "json"]

  static func run(_ arguments: [String], terminal: Terminal) throws -> Int32 {
    let args = try Arguments(
      arguments, options: options, flags: flags, repeatable: TokenOptions.repeatable,
      command: "tokens")
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    guard let subcommand = args.positionals.first else {
      throw CLIError.usage("tokens: name a subcommand: check, resolve or slots")
    }
    let files = Array(args.positionals.dropFirst())
    func refuse(_ names: [String], for command: String) throws {
      for name in names where args.options[name] != nil || args.flags.contains(name) {
        throw CLIError.usage("tokens \(command): --\(name) is not an option of \(command)")
      }
    }
    switch subcommand {
    case "check":
      try refuse(["mode", "json", "tokens", "token-map", "font-dir"], for: "check")
      guard !files.isEmpty else { throw CLIError.usage("tokens check: name one or more files") }
      return check(files, strict: args.flags.contains("strict"), terminal: terminal)
    case "resolve":
      try refuse(["tokens", "token-map", "font-dir"], for: "resolve")
      guard files.count == 1 else { throw CLIError.usage("tokens resolve: name one file") }
      return try resolve(
        files[0], mode: args.options["mode"], json: args.flags.contains("json"),
        strict: args.flags.contains("strict"), terminal: terminal)
    case "slots":
      try refuse(["mode", "strict"], for: "slots")
      guard files.isEmpty else { throw CLIError.usage("tokens slots: takes no files") }
      return try slots(
        tokens: TokenOptions(args, command: "tokens slots"),
        fontDirectory: args.options["font-dir"],
        json: args.flags.contains("json"), terminal: terminal)
    default:
      throw CLIError.usage(
        "tokens: unknown subcommand '\(subcommand)' (check, resolve or slots)")
    }
  }

  // MARK: - Reading

  /// A token or resolver document read from `path`.
  enum Document {
    case format(TokenDocument)
    case resolver(ResolverDocument)
  }

  /// Reads `path` as a token or resolver document; errors name the file.
  static func read(_ path: String, strict: Bool) throws -> Document {
    let bytes = try readFile(path)
    do {
      let json: JSONValue
      do { json = try JSONValue.parse(bytes) } catch {
        throw ThemeError.malformed("not JSON (\(error))")
      }
      if ResolverDocument.isResolver(json) {
        let folder = (path as NSString).deletingLastPathComponent
        return .resolver(
          try ResolverDocument(json, reading: strict ? .format2025 : nil) { file in
            try readReferenced(folder.isEmpty ? file : folder + "/" + file)
          })
      }
      return .format(try TokenDocument(json, reading: strict ? .format2025 : nil))
    } catch let error as ThemeError {
      throw CLIError.data("\(path): \(error.description)")
    } catch let error as ReferencedFileMissing {
      throw CLIError.noInput("\(path): \(error.description)")
    }
  }

  /// The bytes of a token file: a missing file is 66; a directory, FIFO or device, or a file
  /// over 4 MiB is 65.
  static func readFile(_ path: String) throws(CLIError) -> [UInt8] {
    do { return try TokenSources.readFile(path) } catch {
      switch error {
      case .noInput(let message): throw .noInput(message)
      case .data(let message): throw .data(message)
      }
    }
  }

  /// A file a resolver refers to, or `nil` when it does not exist.
  static func readReferenced(_ path: String) throws -> [UInt8]? {
    try TokenSources.readReferenced(path)
  }

  // MARK: - check

  static func check(_ files: [String], strict: Bool, terminal: Terminal) -> Int32 {
    var status: Int32 = 0
    for path in files {
      do {
        switch try read(path, strict: strict) {
        case .format(let document):
          let forms =
            document.olderForms == 0
            ? "" : "; \(count(document.olderForms, "value")) in older draft forms"
          terminal.line(
            "\(path): valid token file, \(count(document.tokens.count, "token")) (DTCG 2025.10"
              + "\(forms))")
        case .resolver(let resolver):
          let modifiers = resolver.modifiers.map {
            "\($0.name) (" + $0.contexts.joined(separator: ", ") + ")"
          }
          terminal.line(
            "\(path): valid resolver file (DTCG 2025.10), "
              + count(resolver.modifiers.count, "modifier")
              + (modifiers.isEmpty ? "" : ": " + modifiers.joined(separator: ", ")))
        }
      } catch {
        let classified = PickerShotCommand.classify(error)
        terminal.error(
          "pickershot: " + Terminal.safe(classified.description, keepingLineFeeds: false))
        status = classified.exitCode == 66 || status == 66 ? 66 : max(status, classified.exitCode)
      }
    }
    return status
  }

  /// `1 token`, `410 tokens`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
  }

  // MARK: - resolve

  static func resolve(
    _ path: String, mode: String?, json: Bool, strict: Bool, terminal: Terminal
  ) throws -> Int32 {
    var tokens: [ResolvedToken]
    switch try read(path, strict: strict) {
    case .format(let document):
      tokens = document.tokens
      if let mode {
        let modes = Set(
          tokens.filter { $0.path.first == "mode" && $0.path.count > 2 }.map(\.path[1]))
        guard modes.contains(mode) else {
          throw CLIError.usage(
            "tokens resolve: \(path) has no mode '\(mode)' ("
              + (modes.isEmpty
                ? "it has no mode group" : "modes: \(modes.sorted().joined(separator: ", "))")
              + ")")
        }
        tokens.removeAll { $0.path.first == "mode" && $0.path.count > 2 && $0.path[1] != mode }
      }
    case .resolver(let resolver):
      var inputs: [String: String] = [:]
      for name in mode.map({ $0.split(separator: ",").map(String.init) }) ?? [] {
        let matching = resolver.modifiers.filter { $0.contexts.contains(name) }
        guard !matching.isEmpty else {
          let contexts = resolver.modifiers.flatMap(\.contexts)
          throw CLIError.usage(
            "tokens resolve: no modifier of \(path) has a context '\(name)' (contexts: "
              + (contexts.isEmpty ? "none" : contexts.joined(separator: ", ")) + ")")
        }
        for modifier in matching {
          if let chosen = inputs[modifier.name] {
            throw CLIError.usage(
              "tokens resolve: --mode chooses both '\(chosen)' and '\(name)' for modifier "
                + "'\(modifier.name)'")
          }
          inputs[modifier.name] = name
        }
      }
      for modifier in resolver.modifiers
      where inputs[modifier.name] == nil && modifier.defaultContext == nil {
        throw CLIError.usage(
          "tokens resolve: modifier '\(modifier.name)' of \(path) has no default; choose one of "
            + "its contexts with --mode (" + modifier.contexts.joined(separator: ", ")
            + "; several modifiers: --mode dark,small)")
      }
      do {
        tokens = try resolver.resolve(inputs).tokens
      } catch {
        throw CLIError.data("\(path): \(error.description)")
      }
    }
    tokens.sort { $0.path.lexicographicallyPrecedes($1.path) }
    if json {
      terminal.line(JSONPrinter.text(of: .object(tokens.map { ($0.name, entry($0)) })))
    } else {
      let width = min(tokens.map(\.name.count).max() ?? 0, 60)
      for token in tokens {
        terminal.line(
          token.name.padding(width) + "  " + token.type.rawValue.padding(11) + "  "
            + summary(token.value))
      }
    }
    return 0
  }

  /// A resolved token as `resolve --json` writes it.
  static func entry(_ token: ResolvedToken) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("$type", .string(token.type.rawValue)), ("$value", token.value.json),
    ]
    if let description = token.description {
      members.append(("$description", .string(description)))
    }
    if token.isDeprecated {
      members.append(("$deprecated", token.deprecationNote.map(JSONValue.string) ?? .bool(true)))
    }
    if case .color(let color) = token.value {
      members.append(
        ("$extensions", .object([("org.pickershot.srgb", .string(hex8(color.srgb)))])))
    }
    return .object(members)
  }

  /// `#RRGGBBAA`, alpha always written.
  static func hex8(_ color: Color) -> String {
    color.alpha == 255 ? color.hex + "FF" : color.hex
  }

  /// One line for a value: a colour as the sRGB it is drawn with (and its own space when it is
  /// another), anything else as compact JSON.
  static func summary(_ value: TokenValue) -> String {
    if case .color(let color) = value {
      let own =
        color.space == .srgb
        ? ""
        : " (\(color.space.rawValue) "
          + color.components.map { $0.map { TokenValueText.number($0) } ?? "none" }
          .joined(separator: " ") + ")"
      return hex8(color.srgb) + own
    }
    return TokenValueText.compact(value.json)
  }

  // MARK: - slots

  static func slots(
    tokens options: TokenOptions, fontDirectory: String?, json: Bool, terminal: Terminal
  ) throws -> Int32 {
    let tokens = try options.load().tokens ?? TokenSet.builtIn()
    let shaper = HarfBuzzShaper(library: FontLibrary(directory: fontDirectory))
    var uses: [TokenSlot: [String]] = [:]
    for scene in SceneSpec.builtIn {
      let recorder = TokenUseRecorder()
      for appearance in scene.appearances {
        let theme = tokens.theme(appearance).recording(into: recorder)
        _ = try scene.build(SceneContext(theme: theme, shaper: shaper))
      }
      for slot in recorder.slots { uses[slot, default: []].append(scene.id) }
    }
    let light = tokens.theme(.light)
    let dark = tokens.theme(.dark)
    if json {
      let entries: [JSONValue] = TokenSlot.allCases.map { slot in
        .object([
          ("name", .string(slot.name)), ("type", .string(slot.type.rawValue)),
          ("light", .string(slot.text(in: light))), ("dark", .string(slot.text(in: dark))),
          ("scenes", .array((uses[slot] ?? []).map(JSONValue.string))),
        ])
      }
      terminal.line(
        JSONPrinter.text(
          of: .object([
            (
              "scenes", .number(Double(SceneSpec.builtIn.count), text: "\(SceneSpec.builtIn.count)")
            ),
            ("slots", .array(entries)),
          ])))
      return 0
    }
    let width = TokenSlot.allCases.map(\.name.count).max() ?? 0
    let valueWidth = TokenSlot.allCases.map { $0.text(in: light).count }.max() ?? 0
    for slot in TokenSlot.allCases {
      let scenes = uses[slot] ?? []
      terminal.line(
        slot.name.padding(width) + "  " + slot.type.rawValue.padding(10) + "  "
          + slot.text(in: light).padding(valueWidth) + "  "
          + slot.text(in: dark).padding(valueWidth)
          + "  "
          + (scenes.isEmpty
            ? "(no built-in scene)"
            : "\(scenes.count) scenes: " + scenes.joined(separator: ", ")))
    }
    let unused = TokenSlot.allCases.filter { uses[$0] == nil }.count
    terminal.line(
      "\(TokenSlot.allCases.count) slots, \(unused) used by no built-in scene; "
        + "\(SceneSpec.builtIn.count) scenes built in Light and Dark")
    return 0
  }
}
