/// The sheet of all 16 Day cell variants (seed 002's Day cell component): built in only, it has
/// no model and no scene files.
enum DayCellsFamily {
  /// The family.
  static let family = PickerFamily(
    name: "day-cells", summary: "all 16 Day cell variants", strategy: .dayCells,
    policy: { _ in AuditPolicy(contrastExceptions: DatePickerAudit.exceptions) },
    scenes: {
      [
        BuiltInScene(
          "day-cells", "all 16 Day cell variants: eight states, with and without the dot",
          scales: SceneSpec.everyScale, model: {})
      ]
    })
}
