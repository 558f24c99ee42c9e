import StrictJSON
import Theme

/// Token values as `tokens resolve` writes them on one line.
enum TokenValueText {
  /// `0.5`, `328.363`, `1`: a number as short as it reads back the same.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }

  /// `value` as JSON on one line: `{"value": 16, "unit": "px"}`.
  static func compact(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(_, let text): text
    case .string: JSONPrinter.text(of: value)
    case .array(let items): "[" + items.map(compact).joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.map { JSONPrinter.text(of: .string($0.key)) + ": " + compact($0.value) }
        .joined(separator: ", ") + "}"
    }
  }
}
