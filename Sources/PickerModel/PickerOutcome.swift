/// How a picker closed, and the value it hands back.
public enum PickerOutcome<Value>: Equatable where Value: Equatable {
  /// Submit: keep the value picked.
  case submitted(Value)
  /// Dismiss: the value the picker was opened with.
  case dismissed(Value)

  /// The value handed back, whichever way the picker closed.
  public var value: Value {
    switch self {
    case .submitted(let value), .dismissed(let value): value
    }
  }
}

extension PickerOutcome: Sendable where Value: Sendable {}
