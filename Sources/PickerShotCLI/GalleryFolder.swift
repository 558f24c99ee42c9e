import Foundation
import Raster
import Scene

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder `pickershot gallery` writes: like a report folder, it holds one gallery. The previous
/// gallery's files are removed first, and a folder holding anything a gallery does not write is
/// refused before anything is touched (so `--out .` cannot empty a project).
///
/// A gallery writes `gallery.html`, `README.md` and `<scene>/<theme>@<n>x.png|.svg` (the scene id
/// possibly `group/name`). Names starting with a dot are left alone.
enum GalleryFolder {
  /// The files at the top of a gallery, and `index.html`, which galleries wrote before
  /// ``GalleryPage/htmlFile`` (so a folder of an older gallery is still replaced).
  static let topFiles: Set<String> = [GalleryPage.htmlFile, "README.md", "index.html"]

  /// Makes `directory` an empty gallery folder: creates it, or clears a previous gallery.
  ///
  /// - Throws: ``CLIError/usage(_:)`` when it holds other files (nothing is removed then),
  ///   ``CLIError/cannotCreate(_:)`` when it cannot be created or cleared.
  static func prepare(_ directory: String, command: String) throws(CLIError) {
    let (files, folders) = try contents(of: directory, command: command)
    for path in files where unlink("\(directory)/\(path)") != 0 && errno != ENOENT {
      throw .cannotCreate("\(command): cannot remove \(directory)/\(path)")
    }
    for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir("\(directory)/\(folder)") }
    guard AtomicFile.makeDirectories(directory) else {
      throw .cannotCreate("\(command): cannot create the folder \(directory)")
    }
  }

  /// Whether `path` (relative to the gallery) is a file a gallery writes.
  static func isGalleryFile(_ path: String) -> Bool {
    if topFiles.contains(path) { return true }
    guard let slash = path.lastIndex(of: "/") else { return false }
    let scene = String(path[..<slash])
    let name = path[path.index(after: slash)...]
    guard SceneSpec.isValidID(scene), let at = name.firstIndex(of: "@") else { return false }
    let theme = name[..<at]
    let rest = name[name.index(after: at)...]
    guard !theme.isEmpty, theme.allSatisfy({ ("a"..."z").contains($0) }) else { return false }
    for suffix in ["x.png", "x.svg"] where rest.hasSuffix(suffix) {
      let digits = rest.dropLast(suffix.count)
      return !digits.isEmpty && digits.count <= 2 && digits.allSatisfy(\.isASCII)
        && digits.allSatisfy(\.isNumber)
    }
    return false
  }

  /// The gallery files and folders under `directory` (relative paths); a usage error naming the
  /// first thing that is not one. A missing folder has none.
  static func contents(of directory: String, command: String) throws(CLIError)
    -> (files: [String], folders: [String])
  {
    var info = stat()
    guard lstat(directory, &info) == 0 else { return ([], []) }
    func refuse(_ what: String) -> CLIError {
      .usage(
        "\(command): \(directory) is not a gallery folder (it holds \(what)); "
          + "choose an empty or new folder")
    }
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
      throw .usage("\(command): --out \(directory) is not a folder")
    }
    var files: [String] = []
    var folders: [String] = []
    var pending = [""]
    while let folder = pending.popLast() {
      let full = folder.isEmpty ? directory : "\(directory)/\(folder)"
      let names: [String]
      do { names = try FileManager.default.contentsOfDirectory(atPath: full).sorted() } catch {
        throw .cannotCreate("\(command): cannot list \(full)")
      }
      for name in names where !name.hasPrefix(".") {
        let path = folder.isEmpty ? name : "\(folder)/\(name)"
        guard lstat("\(directory)/\(path)", &info) == 0 else { throw refuse(path) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR where SceneSpec.isValidID(path):
          folders.append(path)
          pending.append(path)
        case S_IFREG where isGalleryFile(path):
          files.append(path)
        default:
          throw refuse(path)
        }
      }
    }
    return (files, folders)
  }
}
