extension SceneSpec {
  /// Every built-in scene, in listing order: each family's (``PickerFamily/all``) in turn.
  public static let builtIn: [SceneSpec] = PickerFamily.all.flatMap(\.scenes)

  /// The built-in scene called `id`, if any. Only the families up to the one holding it make
  /// their lists (a cold `render date-picker` makes one), and no model is made.
  public static func named(_ id: String) -> SceneSpec? {
    for family in PickerFamily.all {
      if let scene = family.scenes.first(where: { $0.id == id }) { return scene }
    }
    return nil
  }
}
