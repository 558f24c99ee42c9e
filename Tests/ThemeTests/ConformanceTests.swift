import Foundation
import StrictJSON
import Testing
import Theme

/// The Design Tokens Community Group's 2025.10 test suite (`Fixtures/dtcg-2025.10`, copied
/// unchanged from `design-tokens/community-group`, `test-suite/tests/2025.10`, with its README
/// and the licence note in SOURCE.md): both manifests run as tables, every positive test read
/// without an error and every negative one refused with a one-line message naming a JSON path.
/// The manifests carry no expected resolved values, so there are none to compare.
@Suite struct ConformanceTests {
  /// One manifest entry.
  struct Case: Sendable, CustomTestStringConvertible {
    /// The entry's `id`.
    let id: String
    /// The input file, relative to the suite's folder.
    let input: String
    /// Whether it is a PositiveEvaluationTest.
    let positive: Bool

    var testDescription: String { "\(positive ? "+" : "-") \(id)" }
  }

  /// The suite's folder inside the test bundle.
  static let folder: String = {
    guard let root = Bundle.module.resourcePath else { return "" }
    return root + "/Fixtures/dtcg-2025.10"
  }()

  /// The entries of `manifest` (`format` or `resolver`), in manifest order.
  static func cases(_ manifest: String) -> [Case] {
    guard
      let data = FileManager.default.contents(atPath: "\(folder)/\(manifest)/manifest.json"),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let tests = root["tests"] as? [[String: Any]]
    else { return [] }
    return tests.compactMap { test in
      guard let id = test["id"] as? String, let input = test["input"] as? String,
        let type = test["type"] as? String
      else { return nil }
      return Case(
        id: id, input: "\(manifest)/\(input)", positive: type == "PositiveEvaluationTest")
    }
  }

  static let format = cases("format")
  static let resolver = cases("resolver")

  /// The file SOURCE.md keeps beside the format manifest (listed by the other upstream version
  /// of it): a token holding a property that is not `$`-prefixed. Refused like the others.
  static let unlisted = Case(
    id: "extra-properties-in-token",
    input: "format/negative/metadata/extra-properties-in-token.json",
    positive: false)

  static func bytes(_ test: Case) throws -> [UInt8] {
    try #require(FileManager.default.contents(atPath: "\(folder)/\(test.input)").map(Array.init))
  }

  /// The manifests are read whole: 220 format tests (93 positive, 127 negative) and 30 resolver
  /// tests (10 positive, 20 negative), and every fixture file is one of them.
  @Test func theManifestsListEveryFixture() throws {
    #expect(Self.format.count == 220)
    #expect(Self.format.filter(\.positive).count == 93)
    #expect(Self.resolver.count == 30)
    #expect(Self.resolver.filter(\.positive).count == 10)
    let listed = Set((Self.format + Self.resolver + [Self.unlisted]).map(\.input))
    let files =
      FileManager.default.enumerator(atPath: Self.folder)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".json") && !$0.hasSuffix("manifest.json") } ?? []
    #expect(Set(files) == listed)
  }

  @Test(arguments: format + [unlisted])
  func formatDocuments(_ test: Case) throws {
    let bytes = try Self.bytes(test)
    do {
      let document = try TokenDocument(json: bytes)
      #expect(test.positive, "accepted, but it is a negative test")
      #expect(document.reading == .format2025)
    } catch {
      #expect(!test.positive, "refused: \(error)")
      #expect(error.description.hasPrefix("$"), "\(error)")
      #expect(!error.description.contains("\n"))
    }
  }

  @Test(arguments: resolver)
  func resolverDocuments(_ test: Case) throws {
    let bytes = try Self.bytes(test)
    do {
      _ = try ResolverDocument(json: bytes) { path in
        throw ThemeError.invalid(path: "$", reason: "no files in the suite (\(path))")
      }
      #expect(test.positive, "accepted, but it is a negative test")
    } catch let error as ThemeError {
      #expect(!test.positive, "refused: \(error)")
      #expect(error.description.hasPrefix("$"), "\(error)")
      #expect(!error.description.contains("\n"))
    }
  }

  /// Read with the older draft forms too (as a document without the 2025.10 `$schema` is),
  /// every positive test is still accepted and one negative test is accepted, on purpose: a
  /// border colour written as a `#rrggbb` string, which is the older drafts' colour form.
  @Test func readWithTheOlderFormsOnlyTheHexStringColourIsAccepted() throws {
    var accepted: [String] = []
    for test in Self.format + [Self.unlisted] {
      let document = try? TokenDocument(json: try Self.bytes(test), reading: .withOlderForms)
      if test.positive {
        #expect(document != nil, "\(test.id)")
      } else if document != nil {
        accepted.append(test.id)
      }
    }
    #expect(accepted == ["border-wrong-color-type"])
  }
}
