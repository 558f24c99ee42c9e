import PickerModel
import Scene

// Test support: the built-in scenes' models as plain values (the scenes make their own, with
// `try`, inside their builders).

extension DatePicker {
  /// The spec's seed card (``SceneFixtures/seedCard()``).
  static let seed = try! SceneFixtures.seedCard()
}

extension SceneFixtures {
  /// The range card (``SceneFixtures/rangeCard()``).
  static let rangePicker = try! SceneFixtures.rangeCard()
}
