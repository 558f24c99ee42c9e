import StrictJSON

/// `summary.json`'s document built by hand: the same bytes `JSONEncoder` writes for
/// ``SnapshotReport`` with `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` (every
/// stored property under its name, `nil` ones left out, keys in `String` order).
///
/// `JSONEncoder` cost a one-scene `verify` about 0.5 ms of its 12 to set up its generic machinery
/// for one small report. `ReportFiles` tests hold this writer to `JSONEncoder`'s bytes for a
/// report with every field set, so a property added to the report and not written here fails.
enum ReportJSON {
  /// The document's text, without a final line feed.
  static func text(_ report: SnapshotReport) -> String {
    JSONPrinter.text(of: value(report), layout: .foundation)
  }

  /// The report as a JSON value.
  static func value(_ report: SnapshotReport) -> JSONValue {
    object([
      ("schemaVersion", number(report.schemaVersion)),
      ("environment", object(report.environment.map { ($0.key, .string($0.value)) })),
      ("entries", .array(report.entries.map(value))),
      ("obsolete", strings(report.obsolete)),
      (
        "shard",
        report.shard.map { object([("index", number($0.index)), ("count", number($0.count))]) }
      ),
      (
        "ci",
        report.ci.map {
          object([
            ("commit", $0.commit.map(JSONValue.string)),
            ("branch", $0.branch.map(JSONValue.string)),
          ])
        }
      ),
    ])
  }

  /// One entry as a JSON value.
  static func value(_ entry: SnapshotEntry) -> JSONValue {
    let artifacts = entry.artifacts
    return object([
      ("id", .string(entry.id)),
      ("scene", .string(entry.scene)),
      ("theme", .string(entry.theme)),
      ("scale", number(entry.scale)),
      ("status", .string(entry.status.rawValue)),
      ("message", .string(entry.message)),
      ("drawListChanges", strings(entry.drawListChanges)),
      ("width", number(entry.width)),
      ("height", number(entry.height)),
      ("differingPixels", number(entry.differingPixels)),
      ("antialiasedPixels", number(entry.antialiasedPixels)),
      ("maxChannelDelta", .array(entry.maxChannelDelta.map(number))),
      (
        "boxes",
        .array(
          entry.boxes.map {
            object([
              ("x", number($0.x)), ("y", number($0.y)), ("width", number($0.width)),
              ("height", number($0.height)), ("differingPixels", number($0.differingPixels)),
            ])
          })
      ),
      ("environmentDiffers", .bool(entry.environmentDiffers)),
      ("environmentChanges", strings(entry.environmentChanges)),
      (
        "artifacts",
        object([
          ("expected", artifacts.expected.map(JSONValue.string)),
          ("actual", artifacts.actual.map(JSONValue.string)),
          ("diff", artifacts.diff.map(JSONValue.string)),
          ("sideBySide", artifacts.sideBySide.map(JSONValue.string)),
          ("actualSidecar", artifacts.actualSidecar.map(JSONValue.string)),
          ("actualDrawList", artifacts.actualDrawList.map(JSONValue.string)),
        ])
      ),
      ("golden", .string(entry.golden)),
      ("problem", entry.problem.map { .string($0.rawValue) }),
      ("recordCommand", entry.recordCommand.map(JSONValue.string)),
      ("provenByFingerprint", entry.provenByFingerprint.map(JSONValue.bool)),
      ("milliseconds", entry.milliseconds.map(number)),
    ])
  }

  /// An object of the members that are set, keys sorted as `JSONEncoder`'s `.sortedKeys` does.
  private static func object(_ members: [(String, JSONValue?)]) -> JSONValue {
    .object(
      members.compactMap { key, value in value.map { (key: key, value: $0) } }
        .sorted { $0.key < $1.key })
  }

  private static func number(_ value: Int) -> JSONValue {
    .number(Double(value), text: String(value))
  }

  private static func strings(_ values: [String]) -> JSONValue {
    .array(values.map(JSONValue.string))
  }
}
