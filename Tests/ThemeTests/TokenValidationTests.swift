import DrawList
import Foundation
import Testing

@testable import Theme

/// Hostile token files: every number in range, every family a plain name, no crash on any value.
@Suite struct TokenValidationTests {
  /// A JSON value to put into the shipped token file.
  enum JSONValue: Sendable, CustomTestStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array

    var json: Any {
      switch self {
      case .string(let s): s
      case .number(let n): n
      case .bool(let b): b
      case .null: NSNull()
      case .array: [1, 2]
      }
    }

    var testDescription: String {
      switch self {
      case .string(let s): "\"\(s)\""
      case .number(let n): "\(n)"
      case .bool(let b): "\(b)"
      case .null: "null"
      case .array: "[1, 2]"
      }
    }
  }

  /// The shipped token file.
  static func shipped() throws -> [String: Any] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Theme/Resources/tokens.json").standardized
    return try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  /// `object` with the value at `path` (dotted, through `$value`) replaced by `value`.
  static func replacing(_ object: Any, path: ArraySlice<String>, with value: Any) -> Any {
    guard let key = path.first, var dictionary = object as? [String: Any] else { return value }
    dictionary[key] = replacing(dictionary[key] ?? [:], path: path.dropFirst(), with: value)
    return dictionary
  }

  /// The shipped file with one value replaced, as JSON data.
  static func tokens(setting path: String, to value: JSONValue) throws -> Data {
    let root = replacing(
      try shipped(), path: path.split(separator: ".").map(String.init)[...], with: value.json)
    return try JSONSerialization.data(withJSONObject: root)
  }

  /// Loads the shipped file with one value replaced; returns the error it fails with.
  static func loadError(_ path: String, _ value: JSONValue) throws -> ThemeError? {
    do {
      _ = try TokenSet.load(json: try tokens(setting: path, to: value))
      return nil
    } catch let error as ThemeError {
      return error
    }
  }

  static let labelSm = "typography.label-sm.$value"
  static let shadow = "dropShadow.2xl.$value"

  @Test(arguments: [
    (
      labelSm + ".fontWeight", JSONValue.number(1e300), "typography/label-sm", "fontWeight",
      "1e300", TokenRange.fontWeight
    ),
    (
      labelSm + ".fontWeight", .number(-1e300), "typography/label-sm", "fontWeight", "-1e300",
      .fontWeight
    ),
    (labelSm + ".fontWeight", .number(0), "typography/label-sm", "fontWeight", "0", .fontWeight),
    (
      labelSm + ".fontWeight", .number(1001), "typography/label-sm", "fontWeight", "1001",
      .fontWeight
    ),
    (
      labelSm + ".fontWeight", .number(500.5), "typography/label-sm", "fontWeight", "500.5",
      .fontWeight
    ),
    (shadow + ".blur", .string("nan"), "dropShadow/2xl", "blur", "nan", .blur),
    (shadow + ".blur", .string("inf"), "dropShadow/2xl", "blur", "inf", .blur),
    (shadow + ".blur", .string("1e300px"), "dropShadow/2xl", "blur", "1e300px", .blur),
    (shadow + ".blur", .string("-1e300px"), "dropShadow/2xl", "blur", "-1e300px", .blur),
    (shadow + ".blur", .string("-1px"), "dropShadow/2xl", "blur", "-1px", .blur),
    (shadow + ".blur", .number(501), "dropShadow/2xl", "blur", "501", .blur),
    (
      shadow + ".offsetY", .string("0x1p1023px"), "dropShadow/2xl", "offsetY", "0x1p1023px",
      .offset
    ),
    (shadow + ".offsetX", .string("-501px"), "dropShadow/2xl", "offsetX", "-501px", .offset),
    (shadow + ".spread", .string("1e5px"), "dropShadow/2xl", "spread", "1e5px", .spread),
    (
      labelSm + ".fontSize", .string("1e308px"), "typography/label-sm", "fontSize", "1e308px",
      .fontSize
    ),
    (labelSm + ".fontSize", .string("nan"), "typography/label-sm", "fontSize", "nan", .fontSize),
    (
      labelSm + ".lineHeight", .string("-infpx"), "typography/label-sm", "lineHeight", "-infpx",
      .lineHeight
    ),
    (
      labelSm + ".letterSpacing", .string("infem"), "typography/label-sm", "letterSpacing",
      "infem", .letterSpacing
    ),
    (
      labelSm + ".letterSpacing", .string("2em"), "typography/label-sm", "letterSpacing", "2em",
      .letterSpacing
    ),
  ])
  func numbersOutsideTheirRangeFailAtLoad(
    path: String, value: JSONValue, token: String, field: String, written: String,
    range: TokenRange
  ) throws {
    #expect(
      try Self.loadError(path, value)
        == .outOfRange(token: token, field: field, value: written, range: range))
  }

  @Test(arguments: ["nanpx", "infpx", "1e300px", "-8px", "1001px"])
  func dimensionsOutsideTheirRangeFailAtLoad(written: String) throws {
    #expect(
      try Self.loadError("dimensions.radius.8.$value", .string(written))
        == .outOfRange(
          token: "dimensions/radius/8", field: nil, value: written, range: .dimension))
  }

  @Test func theMessageNamesTokenValueAndRange() throws {
    let error = try #require(try Self.loadError(Self.labelSm + ".fontWeight", .number(1e300)))
    #expect(
      error.description
        == "typography/label-sm: fontWeight 1e300 is outside 1…1000 (whole numbers)")
    let blur = try #require(try Self.loadError(Self.shadow + ".blur", .string("nan")))
    #expect(blur.description == "dropShadow/2xl: blur nan is outside 0…500px")
    let radius = try #require(try Self.loadError("dimensions.radius.8.$value", .string("nanpx")))
    #expect(radius.description == "dimensions/radius/8: nanpx is outside 0…1000px")
  }

  @Test(arguments: [
    (labelSm + ".fontSize", JSONValue.bool(true), "true"),
    (labelSm + ".fontSize", .null, "null"), (labelSm + ".fontSize", .array, "an array"),
    (labelSm + ".fontSize", .string("14pt"), "14pt"),
    (labelSm + ".fontSize", .string("0x10px"), "0x10px"),
    (labelSm + ".letterSpacing", .string("0.01px"), "0.01px"),
    (labelSm + ".fontWeight", .string("bold"), ""),
    (labelSm + ".fontFamily", .number(5), ""), (shadow + ".blur", .bool(false), "false"),
  ])
  func valuesOfTheWrongKindAreBadValues(path: String, value: JSONValue, shown: String) throws {
    let error = try #require(try Self.loadError(path, value))
    guard case .badValue(_, let text) = error else {
      Issue.record("expected badValue, got \(error)")
      return
    }
    if !shown.isEmpty { #expect(text == shown) }
    #expect(!error.description.contains("\n"))
  }

  @Test(arguments: ["../../etc/x", "", "a/b", "..", ".hidden", "Inter\nEvil", "Inter.x"])
  func fontFamiliesMustBePlainNames(family: String) throws {
    #expect(
      try Self.loadError(Self.labelSm + ".fontFamily", .string(family))
        == .badFontFamily(token: "typography/label-sm", value: family))
  }

  @Test func aPlainFamilyWithSpacesAndHyphensLoads() throws {
    let data = try Self.tokens(setting: Self.labelSm + ".fontFamily", to: .string("Inter Dis-2"))
    let theme = try TokenSet.load(json: data).theme(.light)
    #expect(theme.typography(.labelSm).font == FontID("Inter Dis-2-Medium"))
    #expect(!ThemeError.badFontFamily(token: "t", value: "a\nb").description.contains("\n"))
  }

  @Test(arguments: [
    ("primitive.blue.500.$value", JSONValue.string("#GGGGGG")),
    ("primitive.blue.500.$value", .number(12)), ("primitive.blue.500.$value", .null),
    ("dropShadow.2xl.$value.color", .string("red")),
  ])
  func badColoursAreBadValues(path: String, value: JSONValue) throws {
    let error = try #require(try Self.loadError(path, value))
    guard case .badValue = error else {
      Issue.record("expected badValue, got \(error)")
      return
    }
  }

  @Test func aliasLoopsFailWithoutCrashing() throws {
    var root = try Self.shipped()
    root = Self.replacing(root, path: ["loop", "a", "$value"], with: "{loop.b}") as! [String: Any]
    root = Self.replacing(root, path: ["loop", "b", "$value"], with: "{loop.a}") as! [String: Any]
    root =
      Self.replacing(root, path: ["primitive", "blue", "500", "$value"], with: "{loop.a}")
      as! [String: Any]
    let data = try JSONSerialization.data(withJSONObject: root)
    #expect(throws: ThemeError.self) { try TokenSet.load(json: data) }
    let selfAlias = try Self.loadError(
      "dimensions.radius.8.$value", .string("{dimensions.radius.8}"))
    guard case .unresolvedAlias = selfAlias else {
      Issue.record("expected unresolvedAlias, got \(String(describing: selfAlias))")
      return
    }
  }

  @Test func theRangeTableIsInOnePlace() {
    #expect(TokenRange.fontWeight.contains(500) && !TokenRange.fontWeight.contains(500.5))
    #expect(!TokenRange.blur.contains(.nan) && !TokenRange.offset.contains(-.infinity))
    #expect(TokenRange.opacity.contains(0.5) && !TokenRange.opacity.contains(1.01))
    #expect(TokenRange.letterSpacing.description == "-1…1em")
  }

  @Test(arguments: [
    ("25", true), ("-0.006", true), (".5", true), ("1e2", true), ("+3", true), ("1.", true),
    ("nan", false), ("inf", false), ("0x10", false), ("1e", false), ("", false), ("-", false),
    (" 1", false), ("1_0", false),
  ])
  func decimalGrammar(text: String, decimal: Bool) {
    #expect(Theme.isDecimal(text) == decimal)
  }
}
