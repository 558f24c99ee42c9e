import Foundation
import Render
import Testing

@testable import Snapshot

/// The goldens folder's listing and the draw-list golden's lines, which a one-scene `verify` once
/// spent most of its own time on (issue 26 goal 4), held to the answers of the slower code they
/// replaced: Swift's Character-wise `split`, `FileManager.contentsOfDirectory` and an `lstat` per
/// entry.
@Suite struct GoldenListingTests {
  /// Texts whose lines a Character split and a byte split could tell apart: `\r\n` is one
  /// Character (so never split), a combining mark after a line feed is a Character of its own.
  @Test(arguments: [
    "", "\n", "\n\n", "a", "a\n", "\na", "a\nb", "a\n\nb\n", "a\r\nb", "a\r\nb\n", "\r\n\r\n",
    "a\rb\nc", "\r", "\r\n", "\n\r", "a\n\u{301}b", "é\nx\u{301}\n", "日本\n語\n", "a\u{301}\r\nb",
    "line one\nline two\r\nline three\n",
  ])
  func linesAreThoseOfACharacterSplit(_ text: String) {
    let characterSplit = text.split(separator: "\n").map(String.init)
    #expect(DrawListGolden.lines(of: text) == characterSplit)
  }

  /// Paths whose parts a Character split and a byte split could tell apart (a combining mark
  /// after a `/` joins it in one Character), and golden shapes: the byte split answers as the
  /// Character split did.
  @Test(arguments: [
    "date-picker/light@1x.png", "date-picker/dark@2x.json", "date-picker/light.drawlist.txt",
    "primitives/dashed-stroke/light@3x.png", "a/b/c/light@1x.png", "/light@1x.png",
    "date-picker//light@1x.png", "date-picker/", "date-picker", "date-picker/\u{301}light@1x.png",
    "date-picker\u{301}/light@1x.png", "date-picker/light@1x.png\u{301}", "x/y\r/light@1x.png",
    "a/\u{301}/light@1x.png", "date-picker/light@123x.png", "date-picker/Light@1x.png", "", "/",
    "//",
  ])
  func goldenShapesAreThoseOfACharacterSplit(_ path: String) {
    #expect(GoldenInventory.isGoldenShaped(path) == Self.characterSplitIsGoldenShaped(path))
    if !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .nonspacingMark }) {
      let characterSplit = path.split(separator: "/", omittingEmptySubsequences: false)
      #expect(GoldenInventory.pathParts(path).map(String.init) == characterSplit.map(String.init))
    }
  }

  /// `isGoldenShaped` as it was, splitting by Character.
  static func characterSplitIsGoldenShaped(_ relativePath: String) -> Bool {
    let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), parts.dropLast().allSatisfy(GoldenInventory.isSceneName),
      let file = parts.last
    else { return false }
    if file.hasSuffix(".drawlist.txt") {
      return GoldenInventory.isThemeName(file.dropLast(".drawlist.txt".count))
    }
    let stem: Substring
    if file.hasSuffix(".png") {
      stem = file.dropLast(4)
    } else if file.hasSuffix(".json") {
      stem = file.dropLast(5)
    } else {
      return false
    }
    guard let at = stem.firstIndex(of: "@"), stem.hasSuffix("x") else { return false }
    let scale = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
    return GoldenInventory.isThemeName(stem[..<at]) && !scale.isEmpty && scale.count <= 2
      && scale.utf8.allSatisfy { (48...57).contains($0) }
  }

  /// A folder listing with each kind of entry: only regular golden-shaped files in real scene
  /// folders (one level of group) are goldens; symlinks, dot-folders and other names are not.
  @Test func goldenFilesListOnlyRegularGoldenShapedFiles() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-listing-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let fm = FileManager.default
    for folder in [
      "date-picker", "primitives/dashed-stroke", ".hidden", "date-picker/Upper", "elsewhere",
    ] {
      try fm.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
    }
    for file in [
      "date-picker/light@1x.png", "date-picker/light@1x.json", "date-picker/light.drawlist.txt",
      "date-picker/notes.txt", "primitives/dashed-stroke/dark@2x.png", ".hidden/light@1x.png",
      "date-picker/Upper/light@1x.png", "elsewhere/light@1x.png", "README.md",
    ] {
      #expect(fm.createFile(atPath: "\(root)/\(file)", contents: Data([1])))
    }
    // A symlinked golden and a symlinked scene folder are never listed or entered; a folder
    // shaped like a golden is not a file.
    try fm.createSymbolicLink(
      atPath: "\(root)/date-picker/dark@1x.png", withDestinationPath: "light@1x.png")
    try fm.createSymbolicLink(atPath: "\(root)/linked-scene", withDestinationPath: "elsewhere")
    try fm.createDirectory(
      atPath: "\(root)/date-picker/dark@3x.png", withIntermediateDirectories: true)
    #expect(
      GoldenInventory.goldenFiles(root: root) == [
        "date-picker/light.drawlist.txt", "date-picker/light@1x.json", "date-picker/light@1x.png",
        "elsewhere/light@1x.png", "primitives/dashed-stroke/dark@2x.png",
      ])
    #expect(
      GoldenInventory.sceneFolders(root: root) == [
        "date-picker", "elsewhere", "primitives", "primitives/dashed-stroke",
      ])
    let kinds = Dictionary(
      uniqueKeysWithValues: GoldenInventory.entries(of: "\(root)/date-picker").map {
        ($0.name, $0.kind)
      })
    #expect(kinds["dark@1x.png"] == .symlink)
    #expect(kinds["dark@3x.png"] == .directory)
    #expect(kinds["light@1x.png"] == .regular)
    #expect(kinds["."] == nil && kinds[".."] == nil)
    #expect(GoldenInventory.entries(of: "\(root)/no-such-folder").isEmpty)
    // The root is still a goldens folder: scene folders (a symlinked one too), dot-folders, a
    // README; a stray file at its top is not.
    #expect(try GoldenInventory.validateRoot(root))
    #expect(fm.createFile(atPath: "\(root)/stray.png", contents: Data([1])))
    #expect(throws: GoldenError.self) { try GoldenInventory.validateRoot(root) }
  }
}
