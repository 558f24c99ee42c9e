import DrawList

/// A subcommand's arguments split into positionals, valued options and flags, parsed strictly.
///
/// Accepts `--name value` and `--name=value`. Anything starting with `-` that the subcommand does
/// not declare, an option given twice (unless the subcommand declares it repeatable, as `--tokens`
/// is: once per mode), an option without a value and an empty value or positional (`--out ''`)
/// are usage errors (exit 64).
struct Arguments {
  /// Positional arguments in order.
  var positionals: [String] = []
  /// `--name value` options by name (without dashes); a repeatable option's first value.
  var options: [String: String] = [:]
  /// Every value of each repeatable option given, in order.
  var repeated: [String: [String]] = [:]
  /// `--name` flags present.
  var flags: Set<String> = []

  /// Parses `arguments` for a subcommand declaring `options` (take a value) and `flags`; the
  /// options in `repeatable` may be given more than once (their values in ``repeated``).
  init(
    _ arguments: [String], options valued: Set<String>, flags known: Set<String>,
    repeatable: Set<String> = [], command: String
  )
    throws(CLIError)
  {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "-h" {
        flags.insert("help")
        continue
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        guard !argument.isEmpty else { throw .usage("\(command): an argument is empty") }
        positionals.append(argument)
        continue
      }
      guard argument.hasPrefix("--"), argument.count > 2 else {
        throw .usage("\(command): unknown option \(argument) (see 'pickershot \(command) --help')")
      }
      var name = String(argument.dropFirst(2))
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if name == "help" || known.contains(name) {
        guard value == nil else { throw .usage("\(command): --\(name) takes no value") }
        guard !flags.contains(name) else { throw .usage("\(command): --\(name) is given twice") }
        flags.insert(name)
      } else if valued.contains(name) {
        if value == nil {
          guard index < arguments.count else { throw .usage("\(command): --\(name) needs a value") }
          value = arguments[index]
          index += 1
        }
        guard options[name] == nil || repeatable.contains(name) else {
          throw .usage("\(command): --\(name) is given twice")
        }
        guard let value, !value.isEmpty else {
          throw .usage("\(command): --\(name) needs a value, not an empty string")
        }
        if options[name] == nil { options[name] = value }
        if repeatable.contains(name) { repeated[name, default: []].append(value) }
      } else {
        throw .usage("\(command): unknown option --\(name) (see 'pickershot \(command) --help')")
      }
    }
  }

  /// Whether `--help` or `-h` was given.
  var wantsHelp: Bool { flags.contains("help") }

  /// An integer option within `allowed`, or `defaultValue`.
  func integer(_ name: String, allowed: [Int], default defaultValue: Int, command: String)
    throws(CLIError) -> Int
  {
    guard let text = options[name] else { return defaultValue }
    guard let value = Self.wholeNumber(text), allowed.contains(value) else {
      let list = allowed.map(String.init).joined(separator: ", ")
      throw .usage("\(command): unknown \(name) '\(text)' (use \(list))")
    }
    return value
  }

  /// `--scale N` as a ``RenderScale`` (`N` one of ``RenderScale/values``), or `defaultValue`.
  func scale(default defaultValue: RenderScale, command: String) throws(CLIError) -> RenderScale {
    let value = try integer(
      "scale", allowed: RenderScale.values, default: defaultValue.rawValue, command: command)
    return RenderScale(rawValue: value) ?? defaultValue
  }

  /// A whole-number option from 1 to `limit`, or `nil` when absent.
  func positiveInteger(_ name: String, limit: Int = 10_000, command: String) throws(CLIError)
    -> Int?
  {
    guard let text = options[name] else { return nil }
    guard let value = Self.wholeNumber(text), value > 0, value <= limit else {
      throw .usage(
        "\(command): --\(name) wants a whole number from 1 to \(limit), not '\(text)'")
    }
    return value
  }

  /// `text` as a whole number when it is only ASCII digits (no sign, no spaces, at most 9 digits).
  static func wholeNumber(_ text: String) -> Int? {
    guard !text.isEmpty, text.utf8.count <= 9, text.utf8.allSatisfy({ (48...57).contains($0) })
    else { return nil }
    return Int(text)
  }
}
