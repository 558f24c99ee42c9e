/// The draw list's primitives (``Primitives``): built-in draw-list tests, one behaviour each, with
/// no model and no scene files.
enum PrimitivesFamily {
  /// The family.
  static let family = PickerFamily(
    name: "primitives", summary: "the draw list's primitives, one behaviour each",
    scenes: { Primitives.scenes })
}
