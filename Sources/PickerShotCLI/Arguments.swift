/// A subcommand's arguments split into positionals, valued options and flags.
///
/// Accepts `--name value` and `--name=value`; anything starting with `--` that the subcommand does
/// not declare is a usage error.
struct Arguments {
  /// Positional arguments in order.
  var positionals: [String] = []
  /// `--name value` options by name (without dashes).
  var options: [String: String] = [:]
  /// `--name` flags present.
  var flags: Set<String> = []

  /// Parses `arguments` for a subcommand declaring `options` (take a value) and `flags`.
  init(
    _ arguments: [String], options valued: Set<String>, flags known: Set<String>, command: String
  )
    throws(CLIError)
  {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--"), argument.count > 2 else {
        if argument == "-h" {
          flags.insert("help")
        } else {
          positionals.append(argument)
        }
        continue
      }
      var name = String(argument.dropFirst(2))
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if name == "help" || known.contains(name) {
        guard value == nil else { throw .usage("\(command): --\(name) takes no value") }
        flags.insert(name)
      } else if valued.contains(name) {
        if value == nil {
          guard index < arguments.count else { throw .usage("\(command): --\(name) needs a value") }
          value = arguments[index]
          index += 1
        }
        options[name] = value
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
    guard let value = Int(text), allowed.contains(value) else {
      let list = allowed.map(String.init).joined(separator: ", ")
      throw .usage("\(command): unknown \(name) '\(text)' (use \(list))")
    }
    return value
  }

  /// A whole-number option above zero, or `nil` when absent.
  func positiveInteger(_ name: String, command: String) throws(CLIError) -> Int? {
    guard let text = options[name] else { return nil }
    guard let value = Int(text), value > 0 else {
      throw .usage("\(command): --\(name) wants a positive whole number, not '\(text)'")
    }
    return value
  }
}
