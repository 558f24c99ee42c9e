import Pipeline
import Snapshot
import Testing

/// A Swift Testing trait setting how `expectSnapshot` records and where its goldens are for every
/// test it applies to (a suite's tests and nested suites too):
///
/// ```swift
/// @Suite(.snapshots(record: .missing)) struct CardTests { … }
/// @Test(.snapshots(record: .failed, goldens: .folder("Tests/Goldens"))) func card() { … }
/// @Suite(.snapshots(tokens: .file("Tokens/brand.resolver.json", map: "Tokens/map.json")))
/// ```
///
/// A nested trait overrides the outer one for the settings it gives. The record mode is the call's
/// `record:` argument, else `PICKERSHOT_RECORD`, else this trait's, else `never` under `CI=true`
/// and `missing` otherwise; the goldens are the call's `goldens:` argument, else this trait's,
/// else ``GoldensLocation/besideTest``; the tokens `expectSnapshot(of:as:…)` draws with are the
/// call's `tokens:` argument, else this trait's, else the built-in set.
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
  /// The record mode for the tests (`nil`: the enclosing trait's or the default).
  public var record: RecordMode?
  /// Where their goldens are (`nil`: the enclosing trait's or the default).
  public var goldens: GoldensLocation?
  /// The design tokens they draw with (`nil`: the enclosing trait's or the built-in set).
  public var tokens: TokenSources?

  /// The settings in force for the current task (set by the innermost trait).
  @TaskLocal static var current = SnapshotsTrait(record: nil, goldens: nil, tokens: nil)

  /// Applies to every test of a suite it is put on, and to nested suites.
  public var isRecursive: Bool { true }

  /// Runs `function` with this trait's settings over the enclosing ones.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let outer = Self.current
    let merged = SnapshotsTrait(
      record: record ?? outer.record, goldens: goldens ?? outer.goldens,
      tokens: tokens ?? outer.tokens)
    try await Self.$current.withValue(merged) { try await function() }
  }
}

extension Trait where Self == SnapshotsTrait {
  /// `expectSnapshot`'s record mode, goldens location and design tokens for a suite or a test.
  public static func snapshots(
    record: RecordMode? = nil, goldens: GoldensLocation? = nil, tokens: TokenSources? = nil
  ) -> Self {
    SnapshotsTrait(record: record, goldens: goldens, tokens: tokens)
  }
}
