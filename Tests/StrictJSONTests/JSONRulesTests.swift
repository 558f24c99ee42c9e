import StrictJSON
import Testing

/// The rules ``JSONValue/parse(_:)`` documents beyond plain JSON: how deep values may nest, which
/// numbers it reads, and that a key may not be given twice.
@Suite struct JSONRulesTests {
  static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONValue.parse(Array(text.utf8))
  }

  /// `depth` arrays, one inside the other.
  static func arrays(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }

  /// `depth` objects, one inside the other, each under the key "a".
  static func objects(_ depth: Int) -> String {
    String(repeating: #"{"a": "#, count: depth - 1) + "{}"
      + String(repeating: "}", count: depth - 1)
  }

  // MARK: Depth

  @Test func theDepthLimitIs32() {
    #expect(JSONValue.maxDepth == 32)
  }

  @Test(arguments: [1, 2, 31, 32])
  func nestingUpTo32LevelsIsAccepted(depth: Int) {
    #expect(throws: Never.self) { try Self.parse(Self.arrays(depth)) }
    #expect(throws: Never.self) { try Self.parse(Self.objects(depth)) }
  }

  /// The parser stops at the 33rd level, so even a million levels fail with an error, not by
  /// running out of stack.
  @Test(arguments: [33, 34, 500, 100_000, 1_000_000])
  func nestingDeeperThan32LevelsIsRefusedWithAnError(depth: Int) {
    for json in [Self.arrays(depth), String(repeating: "[", count: depth)] {
      do {
        _ = try Self.parse(json)
        Issue.record("\(depth) levels were accepted")
      } catch {
        #expect(error.description == "line 1, column 33: nested more than 32 levels deep")
      }
    }
    do {
      _ = try Self.parse(Self.objects(depth))
      Issue.record("\(depth) levels of objects were accepted")
    } catch {
      #expect(error.description == "line 1, column 193: nested more than 32 levels deep")
    }
  }

  /// Closing a value gives its level back: siblings each 31 deep fit inside one array.
  @Test func siblingsDoNotAddUpToTheDepth() {
    let sibling = Self.arrays(31)
    #expect(throws: Never.self) { try Self.parse("[\(sibling), \(sibling), \(sibling)]") }
    let member = Self.objects(31)
    #expect(throws: Never.self) { try Self.parse(#"{"a": \#(member), "b": \#(member)}"#) }
  }

  // MARK: Numbers

  /// Every number form RFC 8259 allows, read to the nearest Double: `-0` keeps its sign, a
  /// number too small for a Double reads as 0, and the text stays as written.
  @Test(arguments: [
    ("0", 0.0),
    ("-0", -0.0),
    ("-0.0", -0.0),
    ("1E+2", 100),
    ("1e+2", 100),
    ("1E2", 100),
    ("1e-2", 0.01),
    ("-1.5e-2", -0.015),
    ("0.5E-0", 0.5),
    ("1e-400", 0),
    ("-1e-400", -0.0),
    ("4.9e-324", Double.leastNonzeroMagnitude),
    ("1.7976931348623157e308", Double.greatestFiniteMagnitude),
    ("123456789012345678901234567890", 1.2345678901234568e29),
  ])
  func numberFormsAreAccepted(text: String, value: Double) throws {
    guard case .number(let number, let written) = try Self.parse(text) else {
      Issue.record("\(text) is not a number")
      return
    }
    #expect(number.bitPattern == value.bitPattern, "\(text) read as \(number)")
    #expect(written == text)
  }

  /// A number that would read as ±infinity is refused: a `JSONValue` number is always finite.
  @Test(arguments: ["1e400", "-1e400", "1E+400", "1.8e308", "-123123e100000"])
  func numbersBeyondAFiniteDoubleAreRefused(text: String) {
    do {
      _ = try Self.parse("[\(text)]")
      Issue.record("\(text) was accepted")
    } catch {
      #expect(error.description == "line 1, column 2: the number \(text) is too large")
    }
  }

  @Test(arguments: [
    ("01", "line 1, column 1: a number may not start with 0 (leading zeros)"),
    ("-01", "line 1, column 1: a number may not start with 0 (leading zeros)"),
    ("1.", "line 1, column 3: a number wants a digit after '.'"),
    (".5", "line 1, column 1: expected a value, found '.'"),
    ("+1", "line 1, column 1: expected a value, found '+'"),
    ("1e", "line 1, column 3: a number wants a digit in its exponent"),
    ("1e+", "line 1, column 4: a number wants a digit in its exponent"),
    ("0x10", "line 1, column 2: unexpected text after the JSON value"),
    ("NaN", "line 1, column 1: expected a value, found 'NaN'"),
    ("-Infinity", "line 1, column 2: a number wants a digit after '-'"),
  ])
  func numberFormsOutsideRFC8259AreRefused(text: String, message: String) {
    do {
      _ = try Self.parse(text)
      Issue.record("\(text) was accepted")
    } catch {
      #expect(error.description == message)
    }
  }

  // MARK: Duplicate keys

  /// A key given twice is refused (a later duplicate would otherwise silently win), at the second
  /// key, and the message names it.
  @Test(arguments: [
    (#"{"a": 1, "a": 2}"#, #"line 1, column 10: the key "a" is given twice"#),
    (#"{"a": 1, "a": 1}"#, #"line 1, column 10: the key "a" is given twice"#),
    (#"{"a": 1, "b": [], "a": {}}"#, #"line 1, column 19: the key "a" is given twice"#),
    (#"{"x": {"b": 1,"# + "\n" + #""b": 2}}"#, #"line 2, column 1: the key "b" is given twice"#),
    (#"{"é": 1, "\u00e9": 2}"#, #"line 1, column 11: the key "é" is given twice"#),
    (#"{"a\nb": 1, "a\nb": 2}"#, #"line 1, column 13: the key "a\u{a}b" is given twice"#),
    (#"{"": 1, "": 2}"#, #"line 1, column 9: the key "" is given twice"#),
  ])
  func aKeyGivenTwiceIsRefusedByName(json: String, message: String) {
    do {
      _ = try Self.parse(json)
      Issue.record("\(json) was accepted")
    } catch {
      #expect(error.description == message)
    }
  }

  /// Keys are compared as Swift strings, so two spellings of one text (precomposed `é` and `e`
  /// with a combining accent) are the same key: any lookup would find either.
  @Test func canonicallyEquivalentKeysAreTheSameKey() {
    do {
      _ = try Self.parse(#"{"\u00e9": 1, "e\u0301": 2}"#)
      Issue.record("the second spelling of é was accepted")
    } catch {
      #expect(error.message.hasSuffix("is given twice"))
    }
  }

  /// The same key in different objects, or keys that differ only in case, are not repeats.
  @Test(arguments: [
    #"[{"a": 1}, {"a": 2}]"#,
    #"{"a": {"a": {"a": 1}}}"#,
    #"{"a": 1, "A": 2}"#,
    #"{"a": 1, "a ": 2}"#,
  ])
  func keysThatAreNotRepeatsAreAccepted(json: String) {
    #expect(throws: Never.self) { try Self.parse(json) }
  }
}
