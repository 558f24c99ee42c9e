import StrictJSON
import Testing

/// The strict parser's fast paths (plain ASCII strings, small objects' key scan) give exactly what
/// its general paths give, and refuse the same things.
@Suite struct JSONValueTests {
  static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONValue.parse(Array(text.utf8))
  }

  @Test(arguments: [
    (#""plain""#, "plain"),
    (#""a\"b""#, "a\"b"),
    (#""caf\u00e9""#, "café"),
    (#""café""#, "café"),
    (#""\ud83d\ude00 and ü""#, "😀 and ü"),
    (#""""#, ""),
  ])
  func strings(json: String, text: String) throws {
    #expect(try Self.parse(json) == .string(text))
  }

  @Test func literalsAndNumbers() throws {
    #expect(
      try Self.parse("[true, false, null, -1.5e2]")
        == .array([.bool(true), .bool(false), .null, .number(-150, text: "-1.5e2")]))
  }

  @Test(arguments: [
    ("[tru]", "line 1, column 2: expected a value, found 'tru'"),
    ("[nul", "line 1, column 2: expected a value, found 'nul'"),
    (
      "\"a\u{1}\"", "line 1, column 3: a control character inside a string (write it as \\u escape)"
    ),
    ("\"abc", "line 1, column 5: a string is not closed"),
  ])
  func refusals(json: String, message: String) {
    #expect(throws: JSONSyntaxError.self) { try Self.parse(json) }
    do { _ = try Self.parse(json) } catch { #expect(error.description == message) }
  }

  @Test func invalidUTF8IsRefused() {
    let bytes: [UInt8] = [0x22, 0x61, 0xC3, 0x28, 0x22]
    #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(bytes) }
  }

  /// A repeated key is found whether the object is small (scanned) or large (a set).
  @Test(arguments: [3, 15, 16, 17, 40])
  func aRepeatedKeyIsRefusedAtAnySize(count: Int) {
    let members = (0..<count).map { #""k\#($0)": \#($0)"# } + [#""k0": 0"#]
    let json = "{" + members.joined(separator: ", ") + "}"
    do {
      _ = try Self.parse(json)
      Issue.record("\(count) members: the repeated key was not refused")
    } catch {
      #expect(error.message == #"the key "k0" is given twice"#)
    }
    let unique = "{" + members.dropLast().joined(separator: ", ") + "}"
    #expect((try? Self.parse(unique)) != nil)
  }
}
