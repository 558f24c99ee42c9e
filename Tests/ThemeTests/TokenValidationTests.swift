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
      labelSm + ".fontWeight", JSONValue.number(500.5), "typography/label-sm", "fontWeight",
      "500.5", TokenRange.fontWeight
    ),
    (shadow + ".blur", .string("1e300px"), "dropShadow/2xl", "blur", "1e300px", .blur),
    (shadow + ".blur", .string("-1e300px"), "dropShadow/2xl", "blur", "-1e300px", .blur),
    (shadow + ".blur", .string("-1px"), "dropShadow/2xl", "blur", "-1px", .blur),
    (shadow + ".blur", .string("501px"), "dropShadow/2xl", "blur", "501px", .blur),
    (shadow + ".offsetX", .string("-501px"), "dropShadow/2xl", "offsetX", "-501px", .offset),
    (shadow + ".spread", .string("1e5px"), "dropShadow/2xl", "spread", "100000px", .spread),
    (shadow + ".spread", .string("32rem"), "dropShadow/2xl", "spread", "32rem", .spread),
    (
      labelSm + ".fontSize", .string("1e308px"), "typography/label-sm", "fontSize", "1e308px",
      .fontSize
    ),
    (
      labelSm + ".letterSpacing", .string("2em"), "typography/label-sm", "letterSpacing", "2em",
      .letterSpacing
    ),
    (
      labelSm + ".letterSpacing", .string("15px"), "typography/label-sm", "letterSpacing",
      "15px", .letterSpacing
    ),
    (
      labelSm + ".lineHeight", .number(100), "typography/label-sm", "lineHeight", "100 × 14px",
      .lineHeight
    ),
  ])
  func numbersTheFormatAllowsButPickershotCannotDrawFailAtLoad(
    path: String, value: JSONValue, token: String, field: String, written: String,
    range: TokenRange
  ) throws {
    #expect(
      try Self.loadError(path, value)
        == .outOfRange(token: token, field: field, value: written, range: range))
  }

  /// Values the format itself refuses: not numbers, not finite, beyond the format's own ranges.
  @Test(arguments: [
    (labelSm + ".fontWeight", JSONValue.number(1e300), "1…1000"),
    (labelSm + ".fontWeight", .number(-1e300), "1…1000"),
    (labelSm + ".fontWeight", .number(0), "1…1000"),
    (labelSm + ".fontWeight", .number(1001), "1…1000"),
    (shadow + ".blur", .string("nan"), "\"nan\" is not a dimension"),
    (shadow + ".blur", .string("inf"), "\"inf\" is not a dimension"),
    (shadow + ".offsetY", .string("0x1p1023px"), "\"0x1p1023px\" is not a dimension"),
    (shadow + ".offsetY", .string("1e400px"), "\"1e400px\" is not a dimension"),
    (labelSm + ".fontSize", .string("nan"), "\"nan\" is not a dimension"),
    (labelSm + ".lineHeight", .string("-infpx"), "\"-infpx\" is not a line height"),
    (labelSm + ".letterSpacing", .string("infem"), "\"infem\" is not a dimension"),
    (shadow + ".blur", .number(25), "expected a dimension"),
    (labelSm + ".fontSize", .string("14"), "\"14\" is not a dimension"),
  ])
  func numbersTheFormatRefusesFailAtLoadNamingTheirPath(
    path: String, value: JSONValue, reason: String
  ) throws {
    let error = try #require(try Self.loadError(path, value))
    guard case .invalid(let at, let why) = error else {
      Issue.record("expected invalid, got \(error)")
      return
    }
    #expect(at == "$." + path)
    #expect(why.contains(reason), "\(why)")
    #expect(!error.description.contains("\n"))
  }

  @Test(arguments: ["1e300px", "-8px", "1001px", "63rem"])
  func dimensionsOutsideTheirRangeFailAtLoad(written: String) throws {
    #expect(
      try Self.loadError("dimensions.radius.8.$value", .string(written))
        == .outOfRange(
          token: "dimensions/radius/8", field: nil, value: written, range: .dimension))
  }

  @Test func theMessageNamesPathTokenValueAndRange() throws {
    let error = try #require(try Self.loadError(Self.labelSm + ".fontWeight", .number(500.5)))
    #expect(
      error.description
        == "$.typography.label-sm.$value.fontWeight: typography/label-sm: fontWeight 500.5 is "
        + "outside 1…1000 (whole numbers)")
    let blur = try #require(try Self.loadError(Self.shadow + ".blur", .string("1e300px")))
    #expect(
      blur.description
        == "$.dropShadow.2xl.$value.blur: dropShadow/2xl: blur 1e300px is outside 0…500px")
    let radius = try #require(try Self.loadError("dimensions.radius.8.$value", .string("-8px")))
    #expect(
      radius.description
        == "$.dimensions.radius.8.$value: dimensions/radius/8: -8px is outside 0…1000px")
  }

  @Test(arguments: [
    (labelSm + ".fontSize", JSONValue.bool(true), "true"),
    (labelSm + ".fontSize", .null, "null"), (labelSm + ".fontSize", .array, "an array"),
    (labelSm + ".fontSize", .string("14pt"), "14pt"),
    (labelSm + ".fontSize", .string("0x10px"), "0x10px"),
    (labelSm + ".fontWeight", .string("Bold"), "Bold"),
    (labelSm + ".fontFamily", .number(5), "5"), (shadow + ".blur", .bool(false), "false"),
  ])
  func valuesOfTheWrongKindAreInvalidAtTheirPath(path: String, value: JSONValue, shown: String)
    throws
  {
    let error = try #require(try Self.loadError(path, value))
    guard case .invalid(let at, let reason) = error else {
      Issue.record("expected invalid, got \(error)")
      return
    }
    #expect(at == "$." + path)
    #expect(reason.contains(shown), "\(reason)")
    #expect(!error.description.contains("\n"))
  }

  @Test func weightKeywordsAndPixelLetterSpacingAreRead() throws {
    let bold = try TokenSet.load(
      json: try Self.tokens(setting: Self.labelSm + ".fontWeight", to: .string("bold")))
    #expect(bold.theme(.light).typography(.labelSm).fontWeight == 700)
    let spacing = try TokenSet.load(
      json: try Self.tokens(setting: Self.labelSm + ".letterSpacing", to: .string("0.7px")))
    #expect(abs(spacing.theme(.light).typography(.labelSm).letterSpacing - 0.05) < 1e-12)
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
  func badColoursAreInvalid(path: String, value: JSONValue) throws {
    let error = try #require(try Self.loadError(path, value))
    guard case .invalid(let at, _) = error else {
      Issue.record("expected invalid, got \(error)")
      return
    }
    #expect(at == "$." + path)
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
    guard case .invalid(_, let reason)? = selfAlias else {
      Issue.record("expected invalid, got \(String(describing: selfAlias))")
      return
    }
    #expect(reason.contains("circular reference"), "\(reason)")
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
    #expect(LegacyTokenForms.isDecimal(Substring(text)) == decimal)
  }
}
