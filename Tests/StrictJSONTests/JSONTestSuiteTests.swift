import Foundation
import StrictJSON
import Testing

/// JSONTestSuite's parsing cases (`Fixtures/jsontestsuite`, copied unchanged with its LICENSE;
/// see its SOURCE.md): every `y_` case is accepted, every `n_` case is refused with an error
/// (never a crash or a hang), and every `i_` case goes the way the table below decides.
@Suite struct JSONTestSuiteTests {
  /// How the parser must answer a case, and why.
  struct Case: Sendable, CustomTestStringConvertible {
    /// The file's name inside `Fixtures/jsontestsuite`.
    let name: String
    /// Whether the parser accepts the file.
    let accepted: Bool
    /// Text the error message must contain when the file is refused.
    let message: String

    /// Shown in the test report.
    var testDescription: String { name }
  }

  /// The conformance directory inside the test bundle.
  static let directory: String = {
    guard let root = Bundle.module.resourcePath else { return "" }
    return root + "/Fixtures/jsontestsuite"
  }()

  /// Every case file whose name starts with `prefix`, sorted.
  static func names(_ prefix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
  }

  static func parse(_ name: String) throws(JSONSyntaxError) -> JSONValue {
    let bytes = FileManager.default.contents(atPath: directory + "/" + name).map(Array.init)
    return try JSONValue.parse(bytes ?? [])
  }

  /// The suite's `y_` cases that the parser refuses on purpose: it refuses a key given twice in
  /// one object, because a reader looking the key up would get one of the two values and the
  /// other would be dropped without a word (a later duplicate would silently win).
  static let refusedOnPurpose = [
    Case(
      name: "y_object_duplicated_key.json", accepted: false,
      message: #"the key "a" is given twice"#),
    Case(
      name: "y_object_duplicated_key_and_value.json", accepted: false,
      message: #"the key "a" is given twice"#),
  ]

  /// Every `y_` case but those refused on purpose.
  static let accepted = names("y_").filter { name in
    !refusedOnPurpose.contains { $0.name == name }
  }

  /// Every `n_` case.
  static let refused = names("n_")

  /// Every `i_` case, decided by what ``JSONValue/parse(_:)`` documents, group by group.
  static let implementationDefined: [Case] = [
    // Numbers beyond a finite Double (they would read as ±infinity): refused, as `parse`
    // documents for `1e400`, since `JSONValue.number` holds a finite Double.
    refuse("i_number_huge_exp.json", "is too large"),
    refuse("i_number_neg_int_huge_exp.json", "is too large"),
    refuse("i_number_pos_double_huge_exp.json", "is too large"),
    refuse("i_number_real_neg_overflow.json", "is too large"),
    refuse("i_number_real_pos_overflow.json", "is too large"),
    // Numbers too small for a Double: accepted, read as 0, which is finite (the number keeps its
    // text, so a message still quotes what was written).
    accept("i_number_double_huge_neg_exp.json"),
    accept("i_number_real_underflow.json"),
    // Integers with more digits than a Double holds: accepted, rounded to the nearest Double
    // like every other number, which is finite.
    accept("i_number_too_big_neg_int.json"),
    accept("i_number_too_big_pos_int.json"),
    accept("i_number_very_big_negative_int.json"),
    // A `\u` escape of a UTF-16 surrogate without its partner: refused, since a string is
    // Unicode scalars and a lone surrogate is none.
    refuse("i_object_key_lone_2nd_surrogate.json", "a lone UTF-16 surrogate"),
    refuse("i_string_1st_surrogate_but_2nd_missing.json", "a lone UTF-16 surrogate"),
    refuse("i_string_1st_valid_surrogate_2nd_invalid.json", "a lone UTF-16 surrogate"),
    refuse("i_string_incomplete_surrogate_and_escape_valid.json", "a lone UTF-16 surrogate"),
    refuse("i_string_incomplete_surrogate_pair.json", "a lone UTF-16 surrogate"),
    refuse("i_string_incomplete_surrogates_escape_valid.json", "a lone UTF-16 surrogate"),
    refuse("i_string_invalid_lonely_surrogate.json", "a lone UTF-16 surrogate"),
    refuse("i_string_invalid_surrogate.json", "a lone UTF-16 surrogate"),
    refuse("i_string_inverted_surrogates_U+1D11E.json", "a lone UTF-16 surrogate"),
    refuse("i_string_lone_second_surrogate.json", "a lone UTF-16 surrogate"),
    // Invalid UTF-8 in a string (Latin-1, overlong forms, encoded surrogates, cut sequences,
    // code points past U+10FFFF): refused, since `parse` reads UTF-8 text, and repairing it with
    // U+FFFD would change the text without a word.
    refuse("i_string_UTF-8_invalid_sequence.json", "not valid UTF-8"),
    refuse("i_string_UTF8_surrogate_U+D800.json", "not valid UTF-8"),
    refuse("i_string_invalid_utf-8.json", "not valid UTF-8"),
    refuse("i_string_iso_latin_1.json", "not valid UTF-8"),
    refuse("i_string_lone_utf8_continuation_byte.json", "not valid UTF-8"),
    refuse("i_string_not_in_unicode_range.json", "not valid UTF-8"),
    refuse("i_string_overlong_sequence_2_bytes.json", "not valid UTF-8"),
    refuse("i_string_overlong_sequence_6_bytes.json", "not valid UTF-8"),
    refuse("i_string_overlong_sequence_6_bytes_null.json", "not valid UTF-8"),
    refuse("i_string_truncated-utf-8.json", "not valid UTF-8"),
    // UTF-16 text, with or without a byte order mark: refused, since `parse` reads UTF-8 only
    // (RFC 8259 section 8.1 asks for UTF-8 between systems).
    refuse("i_string_UTF-16LE_with_BOM.json", "expected a value, found byte 0xFF"),
    refuse("i_string_utf16BE_no_BOM.json", "expected a value, found byte 0x0"),
    refuse("i_string_utf16LE_no_BOM.json", "expected a value, found byte 0x0"),
    // A UTF-8 byte order mark before the value: accepted and skipped, as RFC 8259 section 8.1
    // allows and `parse` documents (some editors write one).
    accept("i_structure_UTF-8_BOM_empty_object.json"),
    // Deep nesting: refused past `JSONValue.maxDepth` (32) levels, with an error rather than a
    // deeper recursion.
    refuse("i_structure_500_nested_arrays.json", "nested more than 32 levels deep"),
  ]

  static func accept(_ name: String) -> Case { Case(name: name, accepted: true, message: "") }

  static func refuse(_ name: String, _ message: String) -> Case {
    Case(name: name, accepted: false, message: message)
  }

  /// The copy is whole, and the tables name every case in it and nothing else.
  @Test func everyCaseOfTheSuiteIsInATable() {
    #expect(Self.names("y_").count == 95)
    #expect(Self.names("n_").count == 188)
    #expect(Self.names("i_").count == 35)
    #expect(Self.accepted.count + Self.refusedOnPurpose.count == 95)
    #expect(Self.implementationDefined.map(\.name).sorted() == Self.names("i_"))
    #expect(FileManager.default.fileExists(atPath: Self.directory + "/LICENSE"))
  }

  @Test(arguments: accepted)
  func everyAcceptedCaseParses(name: String) {
    #expect(throws: Never.self) { try Self.parse(name) }
  }

  @Test(arguments: refused)
  func everyRefusedCaseFailsWithAnError(name: String) {
    #expect(throws: JSONSyntaxError.self) { try Self.parse(name) }
  }

  @Test(arguments: refusedOnPurpose)
  func theSuitesDuplicatedKeyCasesAreRefused(_ testCase: Case) {
    #expect(throws: JSONSyntaxError.self) { try Self.parse(testCase.name) }
    do { _ = try Self.parse(testCase.name) } catch {
      #expect(error.message == testCase.message)
    }
  }

  @Test(arguments: implementationDefined)
  func everyImplementationDefinedCaseGoesTheDecidedWay(_ testCase: Case) {
    do {
      _ = try Self.parse(testCase.name)
      #expect(testCase.accepted, "accepted, but the table refuses it")
    } catch {
      guard !testCase.accepted else {
        Issue.record("refused (\(error)), but the table accepts it")
        return
      }
      #expect(error.message.contains(testCase.message), "refused for another reason: \(error)")
    }
  }
}
