import Foundation

/// What is on disk under the goldens folder.
public enum GoldenInventory {
  /// Files under `root` that no case in `keeping` renders (paths relative to `root`, sorted).
  /// Dot-files such as `.editorconfig` are left alone.
  public static func obsolete(root: String, keeping cases: [SnapshotCase]) -> [String] {
    var expected = Set<String>()
    for item in cases {
      expected.insert("\(item.id).png")
      expected.insert("\(item.id).json")
    }
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var result: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &isDirectory)
      let name = (path as NSString).lastPathComponent
      if isDirectory.boolValue || name.hasPrefix(".") || name == "README.md" { continue }
      if !expected.contains(path) { result.append(path) }
    }
    return result.sorted()
  }
}
