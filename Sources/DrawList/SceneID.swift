/// What may name a scene, and so its golden folder: checked where scene ids are made and by the
/// snapshot engine before an id becomes a path.
public enum SceneID {
  /// Whether `id` can name a scene (and its golden folder): one or two kebab-case parts joined by
  /// a slash, each starting with a lower-case letter, made of `a-z`, `0-9` and `-`, at most 100
  /// characters. Nothing else may become a path under the goldens root (`..`, `/x`, `a//b`).
  public static func isValid(_ id: String) -> Bool {
    let parts = id.split(separator: "/", omittingEmptySubsequences: false)
    return (1...2).contains(parts.count) && parts.allSatisfy(isKebabName)
  }

  /// Whether `name` is one kebab-case part (`date-picker`, `dashed-stroke`).
  public static func isKebabName(_ name: Substring) -> Bool {
    guard let first = name.utf8.first, (97...122).contains(first), name.utf8.count <= 100 else {
      return false
    }
    return name.utf8.allSatisfy { (97...122).contains($0) || (48...57).contains($0) || $0 == 45 }
  }
}
