import PickerModel
import StrictJSON

/// One value of a scene file with its JSON path, and the typed readers every family decoder uses:
/// each either returns the value or throws a ``SceneFileError`` naming the file, the path and what
/// was expected.
struct SceneFileValue {
  /// The value.
  let json: JSONValue
  /// Its JSON path (`$`, `$.tiles[2].value`).
  let path: String
  /// The file, for messages.
  let file: String

  /// An error at this value's path.
  func error(_ message: String, kind: SceneFileError.Kind = .invalid) -> SceneFileError {
    SceneFileError(kind, file: file, path: path, message: message)
  }

  /// `expected …, got …`.
  func expected(_ what: String) -> SceneFileError {
    error("expected \(what), got \(json.shown)")
  }

  /// The value as an object whose keys must all be in `known`.
  func object(known: [String]) throws(SceneFileError) -> SceneFileObject {
    guard case .object(let members) = json else { throw expected("an object") }
    let object = SceneFileObject(members: members, path: path, file: file)
    try object.checkKeys(known)
    return object
  }

  /// The value as an array of at most `maxCount` elements.
  func array(maxCount: Int) throws(SceneFileError) -> [SceneFileValue] {
    guard case .array(let items) = json else { throw expected("an array") }
    guard items.count <= maxCount else {
      throw error("expected at most \(maxCount) elements, got \(items.count)")
    }
    return items.enumerated().map {
      SceneFileValue(json: $0.element, path: "\(path)[\($0.offset)]", file: file)
    }
  }

  /// The value as a string.
  func string() throws(SceneFileError) -> String {
    guard case .string(let text) = json else { throw expected("a string") }
    return text
  }

  /// The value as a string to draw or speak, possibly empty: one holding a control character, a
  /// noncharacter or a bidi embedding, override or isolate control is refused
  /// (``Swift/StringProtocol/refusedCharacter``), naming the character.
  func drawnString() throws(SceneFileError) -> String {
    let text = try string()
    if let (scalar, kind) = text.refusedCharacter {
      throw error("\(JSONValue.quoted(text)) holds \(scalar.codePoint), \(kind)")
    }
    return text
  }

  /// The value as a string to draw that shows something (``drawnString()``): not empty, nor only
  /// white space or invisible characters (``Swift/StringProtocol/isBlank``: a zero-width space is
  /// refused as empty).
  func text() throws(SceneFileError) -> String {
    let text = try drawnString()
    guard !text.isBlank else {
      // Name what the text holds when the terminal would show nothing between the quotes.
      let invisible = text.unicodeScalars.filter { !$0.properties.isWhitespace }
      guard !invisible.isEmpty else { throw expected("a non-empty string") }
      let codes = invisible.prefix(4).map(\.codePoint)
      throw error(
        "expected a non-empty string, got only invisible characters "
          + "(\(codes.joined(separator: " "))\(invisible.count > 4 ? " …" : ""))")
    }
    return text
  }

  /// The value as `true` or `false`.
  func bool() throws(SceneFileError) -> Bool {
    guard case .bool(let flag) = json else { throw expected("true or false") }
    return flag
  }

  /// The value as a whole number in `range` (checked before any conversion, so `1e300` and
  /// `2.5` are refused, never trapped on).
  func integer(in range: ClosedRange<Int>) throws(SceneFileError) -> Int {
    let what = "a whole number from \(range.lowerBound) to \(range.upperBound)"
    guard case .number(let value, _) = json, value == value.rounded(),
      value >= Double(range.lowerBound), value <= Double(range.upperBound)
    else { throw expected(what) }
    return Int(value)
  }

  /// The value as a whole number (an index the model then checks, with its own message).
  func wholeNumber() throws(SceneFileError) -> Int {
    guard case .number(let value, _) = json, value == value.rounded(), abs(value) <= 1e9 else {
      throw expected("a whole number")
    }
    return Int(value)
  }

  /// The value as a finite number in `range`.
  func number(in range: ClosedRange<Double>) throws(SceneFileError) -> Double {
    guard case .number(let value, _) = json, range.contains(value) else {
      throw expected(
        "a number from \(SceneFileValue.shown(range.lowerBound)) to "
          + "\(SceneFileValue.shown(range.upperBound))")
    }
    return value
  }

  /// The value as one of `choices` (strings or numbers as written), naming them all when it is
  /// not: `expected "light", "dark" or "both", got "dusk"`.
  func choice<T>(_ choices: [(JSONValue, T)]) throws(SceneFileError) -> T {
    for (candidate, result) in choices where candidate == json { return result }
    throw expected(SceneFileValue.alternatives(choices.map(\.0.shown)))
  }

  /// The value as one of an enumeration's cases, written as its raw value (`"wheels"`), naming
  /// them all when it is not.
  func choice<Case: CaseIterable & RawRepresentable>(of _: Case.Type) throws(SceneFileError)
    -> Case
  where Case.RawValue == String {
    try choice(Case.allCases.map { (.string($0.rawValue), $0) })
  }

  /// The value as an ISO 8601 date, `YYYY-MM-DD`.
  func date() throws(SceneFileError) -> CalendarDate {
    let text = try string()
    do { return try CalendarDate(parsing: text) } catch {
      switch error {
      case .malformed: throw error_("\(JSONValue.quoted(text)) is not a date (expected YYYY-MM-DD)")
      default:
        let reason = error.description.split(separator: ":", maxSplits: 1).last ?? ""
        throw error_(
          "\(JSONValue.quoted(text)) is not a date (\(reason.drop { $0 == " " }))")
      }
    }
  }

  /// The value as a month, `"YYYY-MM"`.
  func month() throws(SceneFileError) -> YearMonth {
    let text = try string()
    let bytes = Array(text.utf8)
    guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"),
      bytes.enumerated().allSatisfy({ $0.offset == 4 || (48...57).contains($0.element) }),
      let year = Int(text.prefix(4)), let number = Int(text.suffix(2))
    else { throw error_("\(JSONValue.quoted(text)) is not a month (expected YYYY-MM)") }
    do { return try YearMonth(year: year, month: number) } catch {
      throw error_("\(JSONValue.quoted(text)) is not a month (\(error.description))")
    }
  }

  /// The value as a time of day, `"HH:MM"` (two digits each); the model checks the ranges, so
  /// `"25:00"` gets the model's own message.
  func clockTime() throws(SceneFileError) -> (hour: Int, minute: Int) {
    let text = try string()
    let bytes = Array(text.utf8)
    guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
      bytes.enumerated().allSatisfy({ $0.offset == 2 || (48...57).contains($0.element) }),
      let hour = Int(text.prefix(2)), let minute = Int(text.suffix(2))
    else { throw error_("\(JSONValue.quoted(text)) is not a time (expected HH:MM)") }
    return (hour, minute)
  }

  /// The value as a range of days, `{"start": "YYYY-MM-DD", "end": "YYYY-MM-DD"}`, both given;
  /// the order is the caller's (or the model's) to check.
  func dateRange() throws(SceneFileError) -> (start: CalendarDate, end: CalendarDate) {
    let range = try object(known: ["start", "end"])
    let start = try range.required("start", "expected a date, \"YYYY-MM-DD\"").date()
    let end = try range.required("end", "expected a date, \"YYYY-MM-DD\"").date()
    return (start, end)
  }

  /// Same as ``error(_:kind:)``; a name that does not clash with a caught `error`.
  private func error_(_ message: String) -> SceneFileError { error(message) }

  /// Runs a model initializer, turning the model's own typed error into a file error at this
  /// path with the model's message.
  func modelRule<T>(_ body: () throws -> T) throws(SceneFileError) -> T {
    do { return try body() } catch let error as SceneFileError { throw error } catch {
      throw self.error(String(describing: error), kind: .modelRule)
    }
  }

  /// `"a", "b" or "c"`.
  static func alternatives(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "nothing" }
    return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
  }

  /// A bound as written: `100`, `0.5`.
  static func shown(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }
}

/// An object of a scene file: its members in order, its path, and look-ups by key.
struct SceneFileObject {
  /// The members, in file order.
  let members: [(key: String, value: JSONValue)]
  /// The object's JSON path.
  let path: String
  /// The file, for messages.
  let file: String

  /// The path of member `key`: `$.month`, `$.tiles[0].value`, `$["odd key"]`.
  func path(of key: String) -> String {
    let plain =
      key.utf8.first.map { !(48...57).contains($0) } ?? false
      && key.utf8.allSatisfy {
        (65...90).contains($0) || (97...122).contains($0) || (48...57).contains($0)
          || $0 == 95 || $0 == 36
      }
    return plain ? "\(path).\(key)" : "\(path)[\(JSONValue.quoted(key))]"
  }

  /// Refuses the first key not in `known`, naming the known ones.
  func checkKeys(_ known: [String]) throws(SceneFileError) {
    for member in members where !known.contains(member.key) {
      throw SceneFileError(
        .invalid, file: file, path: path(of: member.key),
        message: "unknown key (known: \(known.joined(separator: ", ")))")
    }
  }

  /// Member `key`, or `nil` when it is absent (a `null` is returned, and refused by the typed
  /// readers: only keys read with ``nullable(_:)`` take `null`).
  subscript(key: String) -> SceneFileValue? {
    guard let member = members.first(where: { $0.key == key }) else { return nil }
    return SceneFileValue(json: member.value, path: path(of: key), file: file)
  }

  /// Member `key`, or `nil` when it is absent or `null` (for keys where `null` means "none").
  func nullable(_ key: String) -> SceneFileValue? {
    guard let value = self[key] else { return nil }
    if case .null = value.json { return nil }
    return value
  }

  /// The object itself as a value, for an error about it as a whole.
  var value: SceneFileValue {
    SceneFileValue(json: .object(members), path: path, file: file)
  }

  /// An error at member `key`'s path, or at the object's when it is absent (a default broke
  /// the rule).
  func error(at key: String, _ message: String, kind: SceneFileError.Kind = .modelRule)
    -> SceneFileError
  {
    (self[key] ?? value).error(message, kind: kind)
  }

  /// Whether member `key` is present, `null` included.
  func has(_ key: String) -> Bool {
    members.contains { $0.key == key }
  }

  /// Member `key`, which must be present and not `null`.
  func required(_ key: String, _ what: String) throws(SceneFileError) -> SceneFileValue {
    guard let value = self[key] else {
      throw SceneFileError(.invalid, file: file, path: path(of: key), message: "missing; \(what)")
    }
    if case .null = value.json { throw value.expected(String(what.dropFirst("expected ".count))) }
    return value
  }
}
