import DrawList
import Foundation
import Testing

@testable import Theme

/// The reader's rules one by one: type inheritance, `$extends`, `$root`, both reference forms,
/// metadata, the older draft forms and the limits that keep a hostile document from hanging or
/// crashing the reader.
@Suite struct TokenDocumentTests {
  static func read(_ json: String, reading: TokenDocument.Reading? = nil) throws(ThemeError)
    -> TokenDocument
  {
    try TokenDocument(json: Array(json.utf8), reading: reading)
  }

  /// The error `json` is refused with.
  static func refusal(_ json: String, reading: TokenDocument.Reading? = nil) -> ThemeError? {
    do {
      _ = try read(json, reading: reading)
      return nil
    } catch {
      return error
    }
  }

  static let strict = #""$schema": "https://www.designtokens.org/schemas/2025.10/format.json""#
  static func srgb(_ r: Double, _ g: Double, _ b: Double) -> String {
    ##"{"colorSpace": "srgb", "components": [\##(r), \##(g), \##(b)]}"##
  }

  /// A document, a token's dotted name and the 8-bit sRGB its value draws as.
  @Test(arguments: [
    // Group $type, inherited through nested groups; a token's own $type wins.
    (
      ##"{"c": {"$type": "color", "a": {"b": {"$value": \##(srgb(1, 0, 0))}}}}"##, "c.a.b",
      "#FF0000"
    ),
    // A curly alias takes its target's type and value, through a chain.
    (
      ##"{"c": {"$type": "color", "x": {"$value": \##(srgb(0, 0, 1))}}, "s": {"p": {"$value": "{c.x}"}}, "t": {"$value": "{s.p}"}}"##,
      "t", "#0000FF"
    ),
    // A JSON pointer to a whole value, to a part of another token's value, through a $ref token.
    (
      ##"{"c": {"$type": "color", "x": {"$value": \##(srgb(0, 1, 0))}}, "y": {"$type": "color", "$ref": "#/c/x/$value"}}"##,
      "y", "#00FF00"
    ),
    (
      ##"{"s": {"$type": "shadow", "$value": {"color": \##(srgb(0, 1, 1)), "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}, "y": {"$type": "color", "$ref": "#/s/$value/color"}}"##,
      "y", "#00FFFF"
    ),
    (
      ##"{"c": {"$type": "color", "x": {"$value": \##(srgb(1, 0, 1))}}, "y": {"$type": "color", "$ref": "#/c/x/$value"}, "z": {"$type": "color", "$ref": "#/y/$value"}}"##,
      "z", "#FF00FF"
    ),
    // A pointer object inside a colour: its components taken from another colour.
    (
      ##"{"c": {"$type": "color", "x": {"$value": \##(srgb(1, 1, 0))}, "y": {"$value": {"colorSpace": "srgb", "components": {"$ref": "#/c/x/$value/components"}}}}}"##,
      "c.y", "#FFFF00"
    ),
    // $extends: the base's tokens and $type, the group's own override; the pointer form too.
    (
      ##"{"base": {"$type": "color", "a": {"$value": \##(srgb(1, 0, 0))}, "b": {"$value": \##(srgb(0, 1, 0))}}, "dark": {"$extends": "{base}", "a": {"$value": \##(srgb(0, 0, 1))}}}"##,
      "dark.a", "#0000FF"
    ),
    (
      ##"{"base": {"$type": "color", "a": {"$value": \##(srgb(1, 0, 0))}, "b": {"$value": \##(srgb(0, 1, 0))}}, "dark": {"$extends": "{base}", "a": {"$value": \##(srgb(0, 0, 1))}}}"##,
      "dark.b", "#00FF00"
    ),
    (
      ##"{"base": {"$type": "color", "a": {"$value": \##(srgb(1, 0, 0))}}, "mid": {"$extends": "#/base"}, "top": {"$extends": "{mid}"}}"##,
      "top.a", "#FF0000"
    ),
    // A group's $root token, named {group.$root}.
    (
      ##"{"accent": {"$type": "color", "$root": {"$value": \##(srgb(1, 0, 0))}, "light": {"$value": "{accent.$root}"}}}"##,
      "accent.light", "#FF0000"
    ),
    // The older draft forms (no 2025.10 $schema): hex in four lengths, rgb() and rgba().
    (##"{"c": {"$type": "color", "$value": "#35F"}}"##, "c", "#3355FF"),
    (##"{"c": {"$type": "color", "$value": "#35F8"}}"##, "c", "#3355FF88"),
    (##"{"c": {"$type": "color", "$value": "#3355ff80"}}"##, "c", "#3355FF80"),
    (##"{"c": {"$type": "color", "$value": "rgb(51, 85, 255)"}}"##, "c", "#3355FF"),
    (##"{"c": {"$type": "color", "$value": "rgba(51, 85, 255, 0.5)"}}"##, "c", "#3355FF80"),
    (##"{"c": {"$type": "color", "$value": "rgb(20% 33.333% 100% / 50%)"}}"##, "c", "#3355FF80"),
  ])
  func documentsReadToTheirColours(json: String, name: String, hex: String) throws {
    let document = try Self.read(json)
    guard case .color(let color)? = document[name]?.value else {
      Issue.record("\(name) is not a colour: \(String(describing: document[name]))")
      return
    }
    #expect(color.srgb.hex == hex)
  }

  /// A document and where and why it is refused.
  @Test(arguments: [
    // Types: none at all; an alias to another type; a curly alias to a group or into a token.
    (##"{"a": {"$value": 1}}"##, "$.a", "needs a $type"),
    (
      ##"{"d": {"$type": "dimension", "$value": "16px"}, "c": {"$type": "color", "$value": "{d}"}}"##,
      "$.c.$value", "is a dimension token, but this token's $type is color"
    ),
    (
      ##"{"g": {"$type": "number", "x": {"$value": 1}}, "c": {"$type": "number", "$value": "{g}"}}"##,
      "$.c.$value", "names a group"
    ),
    (
      ##"{"c": {"$type": "color", "$value": "#000"}, "d": {"$type": "dimension", "$ref": "#/c/$value"}}"##,
      "$.d.$ref", "is the value of a color token, but this token's $type is dimension"
    ),
    // Cycles: aliases, a pointer through $ref tokens, a composite's part pointing at itself.
    (
      ##"{"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "number", "$value": "{a}"}}"##,
      "$.a.$value", "circular reference: {a} → {b} → {a}"
    ),
    (
      ##"{"a": {"$type": "number", "$ref": "#/b/$value"}, "b": {"$type": "number", "$ref": "#/a/$value"}}"##,
      "$.", "circular reference"
    ),
    (
      ##"{"s": {"$type": "border", "$value": {"color": {"$ref": "#/s/$value/color"}, "width": "1px", "style": "solid"}}}"##,
      "$.s.$value.color", "circular reference"
    ),
    // $extends: circular, at a token, at nothing, at a group around it.
    (
      ##"{"a": {"$extends": "{b}"}, "b": {"$extends": "{a}"}}"##, "$.b.$extends",
      "circular $extends"
    ),
    (
      ##"{"t": {"$type": "number", "$value": 1}, "g": {"$extends": "{t}"}}"##, "$.g.$extends",
      "names a token"
    ),
    (##"{"g": {"$extends": "{nope}"}}"##, "$.g.$extends", "names no group"),
    (##"{"g": {"h": {"$extends": "{g}"}}}"##, "$.g.h.$extends", "circular $extends"),
    // Pointers: at metadata, at a group, past the end of an array, not a URI fragment.
    (
      ##"{"t": {"$type": "number", "$value": 1}, "u": {"$type": "number", "$ref": "#/t/$type"}}"##,
      "$.u.$ref", "points at the token's \"$type\""
    ),
    (
      ##"{"g": {"t": {"$type": "number", "$value": 1}}, "u": {"$type": "number", "$ref": "#/g"}}"##,
      "$.u.$ref", "points at a group"
    ),
    (
      ##"{"c": {"$type": "cubicBezier", "$value": [0, 0, 1, 1]}, "u": {"$type": "number", "$ref": "#/c/$value/4"}}"##,
      "$.u.$ref", "is not an index"
    ),
    (
      ##"{"u": {"$type": "number", "$ref": "#/a b/$value"}}"##, "$.u.$ref",
      "which a URI fragment must percent-encode"
    ),
    // Metadata: unknown $ properties on tokens and groups, names with a dot, $deprecated types.
    (##"{"g": {"$foo": 1}}"##, "$.g.$foo", "unknown property"),
    (##"{"t": {"$type": "number", "$value": 1, "$foo": 1}}"##, "$.t.$foo", "unknown property"),
    (##"{"a.b": {"$type": "number", "$value": 1}}"##, ##"$["a.b"]"##, "cannot contain '.'"),
    (
      ##"{"t": {"$type": "number", "$value": 1, "$deprecated": 1}}"##, "$.t.$deprecated",
      "true, false or a string"
    ),
    (
      ##"{"t": {"$type": "number", "$value": 1, "$extensions": 1}}"##, "$.t.$extensions",
      "must be an object"
    ),
    // The older forms are refused where the document declares 2025.10.
    (
      ##"{\##(strict), "c": {"$type": "color", "$value": "#35F"}}"##, "$.c.$value",
      "older draft form"
    ),
    (
      ##"{\##(strict), "d": {"$type": "dimension", "$value": "8px"}}"##, "$.d.$value",
      "older draft form"
    ),
    // Older forms that are still wrong.
    (##"{"c": {"$type": "color", "$value": "#35"}}"##, "$.c.$value", "is not a colour"),
    (##"{"c": {"$type": "color", "$value": "rgb(300, 0, 0)"}}"##, "$.c.$value", "is not a colour"),
    (##"{"d": {"$type": "dimension", "$value": "8pt"}}"##, "$.d.$value", "is not a dimension"),
    (##"{"d": {"$type": "dimension", "$value": 8}}"##, "$.d.$value", "expected a dimension"),
  ])
  func documentsAreRefusedAtTheirPath(json: String, path: String, reason: String) {
    let error = Self.refusal(json)
    guard case .invalid(let at, let why)? = error else {
      Issue.record("expected invalid, got \(String(describing: error))")
      return
    }
    #expect(at.hasPrefix(path), "\(at)")
    #expect(why.contains(reason), "\(why)")
  }

  @Test func typedValuesOfTheOlderForms() throws {
    let document = try Self.read(
      #"""
      {"d": {"$type": "dimension", "$value": "0.5rem"},
       "t": {"$type": "duration", "$value": "200ms"},
       "w": {"$type": "fontWeight", "$value": "medium"},
       "f": {"$type": "fontFamily", "$value": ["Inter", "Arial", "sans-serif"]},
       "s": {"$type": "shadow", "$value": [
         {"color": "#00000026", "offsetX": "0px", "offsetY": "25px", "blur": "25px", "spread": "0px"},
         {"color": "{c}", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px",
          "inset": true}]},
       "c": {"$type": "color", "$value": "#0A0D14"},
       "y": {"$type": "typography", "$value": {"fontFamily": "{f}", "fontWeight": "{w}",
         "fontSize": "{d}", "lineHeight": "20px", "letterSpacing": "-0.006em"}}}
      """#)
    #expect(document["d"]?.value == .dimension(TokenDimension(0.5, .rem)))
    #expect(TokenDimension(0.5, .rem).points == 8)
    #expect(document["t"]?.value == .duration(TokenDuration(200, .ms)))
    #expect(document["w"]?.value == .fontWeight(500))
    #expect(document["f"]?.value == .fontFamily(["Inter", "Arial", "sans-serif"]))
    guard case .shadow(let layers)? = document["s"]?.value,
      case .typography(let style)? = document["y"]?.value
    else {
      Issue.record("not read as a shadow and a typography")
      return
    }
    #expect(layers.count == 2 && layers[1].inset && layers[1].color.srgb.hex == "#0A0D14")
    #expect(style.fontFamily == ["Inter", "Arial", "sans-serif"] && style.fontWeight == 500)
    #expect(style.fontSize.points == 8 && style.lineHeightPoints == 20)
    #expect(style.letterSpacingEms == -0.006)
    #expect(document.reading == .withOlderForms && document.olderForms == 14)
  }

  @Test func deprecationIsInheritedAndCanBeUndone() throws {
    let document = try Self.read(
      #"""
      {"g": {"$deprecated": "use h", "$type": "number",
        "a": {"$value": 1}, "b": {"$value": 2, "$deprecated": false},
        "c": {"$value": 3, "$description": "three", "$extensions": {"org.example": [1]}}}}
      """#)
    #expect(document["g.a"]?.isDeprecated == true && document["g.a"]?.deprecationNote == "use h")
    #expect(document["g.b"]?.isDeprecated == false)
    #expect(document["g.c"]?.description == "three")
  }

  /// Hostile documents are refused quickly, never by exhausting the stack or memory: a chain of
  /// aliases deeper than the limit, and `$extends` doubling a group over and over.
  @Test func limitsKeepHostileDocumentsFromHanging() throws {
    /// `length` number tokens, each an alias of the next (or, `reversed`, of the one before).
    func chain(_ length: Int, reversed: Bool = false) -> String {
      let links = (0..<length - 1).map { index in
        let (name, target) = reversed ? (index + 1, index) : (index, index + 1)
        return #""t\#(name)": {"$type": "number", "$value": "{t\#(target)}"}"#
      }
      let end = reversed ? 0 : length - 1
      return "{" + links.joined(separator: ", ")
        + #", "t\#(end)": {"$type": "number", "$value": 1}}"#
    }
    for reversed in [false, true] {
      #expect(try Self.read(chain(60, reversed: reversed))["t30"]?.value == .number(1))
      guard case .invalid(_, let reason)? = Self.refusal(chain(200, reversed: reversed)) else {
        Issue.record("a 200-link chain was read")
        continue
      }
      #expect(reason.contains("64"), "\(reason)")
    }
    var groups = [#""g0": {"$type": "number", "a": {"$value": 1}, "b": {"$value": 2}}"#]
    for level in 1...30 {
      groups.append(
        #""g\#(level)": {"x": {"$extends": "{g\#(level - 1)}"}, "y": {"$extends": "{g\#(level - 1)}"}}"#
      )
    }
    // The refusal names the token budget: the reader stopped at it instead of copying 2^30 groups.
    guard case .invalid(_, let why)? = Self.refusal("{" + groups.joined(separator: ", ") + "}")
    else {
      Issue.record("2^30 copies were read")
      return
    }
    #expect(why.contains("more than 100000 tokens"))
  }

  @Test func theSchemaDecidesTheReading() throws {
    #expect(try Self.read(##"{\##(Self.strict)}"##).reading == .format2025)
    #expect(try Self.read("{}").reading == .withOlderForms)
    #expect(
      try Self.read(##"{"c": {"$type": "color", "$value": "#fff"}}"##, reading: .withOlderForms)
        .olderForms == 1)
    #expect(
      Self.refusal(##"{"c": {"$type": "color", "$value": "#fff"}}"##, reading: .format2025) != nil)
  }

  @Test(arguments: [
    (JSONPath.root.appending("a").appending(0).appending("b-c"), "$.a[0].b-c"),
    (JSONPath.root.appending("token uno"), #"$["token uno"]"#),
    (JSONPath.root.appending("a\nb"), #"$["a\u{a}b"]"#),
    (JSONPath.root.appending("a\u{202E}b"), #"$["a\u{202e}b"]"#),
  ])
  func pathsAreOneLine(path: JSONPath, text: String) {
    #expect(path.description == text)
  }
}
