import PickerModel

extension SceneSpec {
  /// This scene with every ``FitError`` its build throws (a text wider than its box, found only
  /// when the text is shaped) turned into a ``SceneFileError`` naming `object`'s file and the
  /// JSON path of the field it comes from, so a scene file is refused in one line naming the
  /// file and the path whether the decoder or the drawing found the problem.
  func locatingFitErrors(in object: SceneFileObject) -> SceneSpec {
    let build = self.build
    var spec = SceneSpec(
      id: id, summary: summary, appearances: appearances, scales: scales,
      build: { context in
        do { return try build(context) } catch let error as FitError {
          throw object.value(at: error.field).error(error.description, kind: .modelRule)
        }
      })
    spec.policy = policy
    return spec
  }
}

extension SceneFileObject {
  /// The value at `field` (`tiles[2].caption`), or the deepest value on the way there when the
  /// file leaves the rest out (a default broke the rule: the error lands on the object that
  /// would hold it).
  func value(at field: FieldPath) -> SceneFileValue {
    var value = self.value
    for step in field.steps {
      switch (step, value.json) {
      case (.key(let key), .object(let members)):
        let object = SceneFileObject(members: members, path: value.path, file: file)
        guard let member = object[key] else { return value }
        value = member
      case (.index(let index), .array(let items)) where items.indices.contains(index):
        value = SceneFileValue(json: items[index], path: "\(value.path)[\(index)]", file: file)
      default: return value
      }
    }
    return value
  }
}
