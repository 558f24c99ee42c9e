import Foundation
import Raster
import Scene

/// Scene files read for `--scene FILE` and `--scenes DIR`: each through ``BinaryFile`` (regular
/// files only, at most ``SceneFile/maxBytes``) and decoded strictly by ``SceneFile``.
enum SceneFiles {
  /// The scene of the file at `path`: a missing file is 66; a directory, FIFO or device, a file
  /// over 1 MiB and every error in the file (one line: file, JSON path, what was expected) 65.
  static func load(_ path: String) throws(CLIError) -> SceneSpec {
    let bytes: [UInt8]
    do { bytes = try BinaryFile.read(atPath: path, maxBytes: SceneFile.maxBytes) } catch {
      switch PickerShotCommand.classify(error) {
      case .noInput: throw .noInput("scene file \(path) does not exist")
      default: throw .data("scene file: \(error)")
      }
    }
    do { return try SceneFile.decode(bytes, file: path).spec } catch {
      throw .data(error.description)
    }
  }

  /// The scenes of every `*.json` file in `folder` (not `*.schema.json`), sorted by name. A
  /// missing folder or one without scene files is 66, a path that is not a folder 64, and any
  /// bad file 65 naming it.
  static func loadFolder(_ folder: String, command: String) throws(CLIError) -> [SceneSpec] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw .noInput("\(command): scene folder \(folder) does not exist")
    }
    guard isDirectory.boolValue else {
      throw .usage("\(command): --scenes \(folder) is not a folder; name a folder of scene files")
    }
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
      throw .data("\(command): cannot list scene folder \(folder): \(error.localizedDescription)")
    }
    let files = names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
    guard !files.isEmpty else {
      throw .noInput("\(command): no scene files (*.json) in \(folder)")
    }
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    var scenes: [SceneSpec] = []
    for name in files { scenes.append(try load("\(base)/\(name)")) }
    return scenes
  }
}
