import PickerModel

extension SceneStrategy where Model == SegmentedPicker {
  /// The iOS segmented picker (``SegmentedPickerScene``).
  public static var segmentedPicker: SceneStrategy {
    SceneStrategy { picker, context in try SegmentedPickerScene(context: context).build(picker) }
  }
}
