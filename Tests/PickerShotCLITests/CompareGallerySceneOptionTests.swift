import Foundation
import Raster
import Testing

@testable import PickerShotCLI

/// `compare` and `gallery` take `--scene FILE`, `--scenes DIR` and `--locale` as `render` does
/// (through the same ``SceneSelection``), so a team makes the Light/Dark sheet and the docs page
/// of its own scenes; every bad input gets render's exit code and one line, and nothing written.
@Suite struct CompareGallerySceneOptionTests {
  /// The shipped scene files (each draws exactly its built-in scene).
  static let shipped = "\(SceneFileCLITests.root)/scenes"

  /// The bytes of the file at `path`.
  static func bytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }

  /// A folder holding `files` (name → text).
  static func folder(_ files: [String: String]) throws -> String {
    let folder = temporaryFolder()
    for (name, text) in files {
      let path = "\(folder)/\(name)"
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try SceneFileCLITests.write(text, to: path)
    }
    return folder
  }

  /// The Light/Dark sheet of a shipped scene file, of the same scene from the shipped folder and
  /// of the built-in scene are the same bytes.
  @Test(arguments: [
    ["--scene", "\(shipped)/segmented-fruit.json"], ["--scenes", shipped, "segmented-fruit"],
  ])
  func compareOfASceneFileIsTheBuiltInSheet(options: [String]) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let builtIn = CLIRun("compare", "segmented-fruit", "--scale", "1", "--out", "\(folder)/a.png")
    #expect(builtIn.status == 0, "\(builtIn.err)")
    let run = CLIRun(["compare"] + options + ["--scale", "1", "--out", "\(folder)/b.png"])
    #expect(run.status == 0, "\(run.err)")
    #expect(run.err.isEmpty)
    #expect(try Self.bytes("\(folder)/a.png") == (try Self.bytes("\(folder)/b.png")))
  }

  /// `--locale he_IL` on the seed card gives the he_IL card's sheet, as `render --locale` gives
  /// its golden; the scene file of a one-theme scene gives one panel.
  @Test func compareTakesALocaleAndAOneSceneFolder() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let hebrew = CLIRun("compare", "date-picker-he-il", "--scale", "1", "--out", "\(folder)/h.png")
    #expect(hebrew.status == 0, "\(hebrew.err)")
    let localized = CLIRun(
      "compare", "date-picker", "--locale", "he_IL", "--scale", "1", "--out", "\(folder)/l.png")
    #expect(localized.status == 0, "\(localized.err)")
    #expect(try Self.bytes("\(folder)/h.png") == (try Self.bytes("\(folder)/l.png")))
    let plain = CLIRun("compare", "date-picker", "--scale", "1", "--out", "\(folder)/p.png")
    #expect(plain.status == 0)
    #expect(try Self.bytes("\(folder)/h.png") != (try Self.bytes("\(folder)/p.png")))
    // A folder of one scene needs no name; a Light-only file gives one panel.
    let scenes = try Self.folder(["sizes.json": SceneFileCLITests.sizes])
    defer { try? FileManager.default.removeItem(atPath: scenes) }
    let one = CLIRun("compare", "--scenes", scenes, "--scale", "1", "--out", "\(folder)/s.png")
    #expect(one.status == 0, "\(one.err)")
    let single = CLIRun(
      "compare", "--scene", "\(scenes)/sizes.json", "--scale", "1", "--out", "\(folder)/t.png")
    #expect(single.status == 0, "\(single.err)")
    #expect(try Self.bytes("\(folder)/s.png") == (try Self.bytes("\(folder)/t.png")))
    let sheet = try PNGCodec.decodeFile(atPath: "\(folder)/s.png")
    let white: [UInt8] = [255, 255, 255, 255]
    #expect(Array(sheet.pixels[0..<4]) == white)
    let last = (sheet.width - 1) * 4
    #expect(Array(sheet.pixels[last..<last + 4]) == white)
  }

  /// A gallery of a team's folder: its scenes, its summaries as alt text, the Light-only one with
  /// its one image; `--scene` gives the same page for one file.
  @Test func galleryOfASceneFolderAndASceneFile() throws {
    let scenes = try Self.folder([
      "march.json": SceneFileCLITests.march, "sizes.json": SceneFileCLITests.sizes,
      "scene.schema.json": "{}",
    ])
    defer { try? FileManager.default.removeItem(atPath: scenes) }
    let out = "\(scenes)/site"
    let run = CLIRun("gallery", "--scenes", scenes, "--out", out)
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.contains("gallery: 2 scenes, 3 images (PNG and SVG) in \(out)"))
    for path in ["march/light@2x.png", "march/dark@2x.svg", "sizes/light@2x.png"] {
      #expect(FileManager.default.fileExists(atPath: "\(out)/\(path)"), "\(path)")
    }
    #expect(!FileManager.default.fileExists(atPath: "\(out)/sizes/dark@2x.png"))
    let readme = try String(contentsOfFile: "\(out)/README.md", encoding: .utf8)
    #expect(readme.contains(#"alt="March 2026, the 9th to the 13th""#))
    #expect(readme.contains(#"<img src="sizes/light@2x.png" alt="segmented from sizes.json""#))
    // One of them by name, and the same file through --scene: the same page.
    let named = CLIRun("gallery", "--scenes", scenes, "march", "--out", "\(scenes)/one")
    #expect(named.status == 0, "\(named.err)")
    let file = CLIRun("gallery", "--scene", "\(scenes)/march.json", "--out", "\(scenes)/two")
    #expect(file.status == 0, "\(file.err)")
    for name in ["README.md", "gallery.html", "march/light@2x.png", "march/dark@2x.svg"] {
      #expect(
        try Self.bytes("\(scenes)/one/\(name)") == (try Self.bytes("\(scenes)/two/\(name)")))
    }
  }

  /// `gallery --locale he_IL` draws the seed card as the he_IL card (its golden's pixels).
  @Test func galleryTakesALocale() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CLIRun("gallery", "date-picker", "--locale", "he_IL", "--out", "\(folder)/g")
    #expect(run.status == 0, "\(run.err)")
    let golden = try PNGCodec.decodeFile(
      atPath: "\(SceneFileCLITests.root)/goldens/date-picker-he-il/light@2x.png")
    let drawn = try PNGCodec.decodeFile(atPath: "\(folder)/g/date-picker/light@2x.png")
    #expect(drawn.pixels == golden.pixels)
  }

  /// Bad input, as `render` and `verify` refuse it: the code, one line naming the file, the
  /// folder or the locale, and no output.
  @Test(arguments: ["compare", "gallery"])
  func hostileInputs(command: String) throws {
    let folder = try Self.folder([
      "notes.txt": "not a scene", "empty/.keep": "", "schema/scene.schema.json": "{}",
      "bad/broken.json": "{\"picker\": \"date-picker\",", "a/b/.keep": "",
      "a/sizes.json": SceneFileCLITests.sizes, "two/march.json": SceneFileCLITests.march,
      "two/sizes.json": SceneFileCLITests.sizes, "climb/...json": SceneFileCLITests.sizes,
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    mkfifo("\(folder)/fifo.json", 0o600)
    let out = "\(folder)/out" + (command == "compare" ? ".png" : "")
    let cases: [([String], Int32, String)] = [
      (["--scene", "\(folder)/missing.json"], 66, "\(folder)/missing.json does not exist"),
      (["--scenes", "\(folder)/missing"], 66, "\(folder)/missing does not exist"),
      (["--scenes", "\(folder)/empty"], 66, "no scene files (*.json) in \(folder)/empty"),
      (["--scenes", "\(folder)/schema"], 66, "no scene files (*.json) in \(folder)/schema"),
      (["--scenes", "\(folder)/notes.txt"], 64, "is not a folder"),
      (["--scene", "\(folder)/empty"], 65, "\(folder)/empty"),
      (["--scene", "\(folder)/fifo.json"], 65, "\(folder)/fifo.json"),
      (["--scene", "\(folder)/bad/broken.json"], 65, "\(folder)/bad/broken.json"),
      (["--scenes", "\(folder)/bad"], 65, "\(folder)/bad/broken.json"),
      (["--scene", "\(folder)/a/sizes.json", "date-picker"], 64, "name no other scene"),
      (["--scenes", "\(folder)/two", "nope"], 64, "no scene file nope.json in \(folder)/two"),
      (["--scenes", "\(folder)/climb"], 65, "the file name is not a scene id"),
      (["--scene", "\(folder)/a/b/../../climb/...json"], 65, "the file name is not a scene id"),
      (["date-picker", "--locale", "xx_YY"], 64, "\(command): unknown locale 'xx_YY'"),
      (["date-picker", "--locale", "de_DE@calendar=hebrew"], 64, "unknown locale"),
      (["--scene", "\(folder)/a/sizes.json", "--locale", "garbage!!"], 64, "unknown locale"),
      (["date-picker", "--locale", ""], 64, "--locale needs a value"),
      (["date-picker", "--scene", "\(folder)/a/sizes.json", "--scene", "x.json"], 64, "twice"),
    ]
    for (arguments, status, message) in cases {
      let run = CLIRun([command] + arguments + ["--out", out])
      #expect(run.status == status, "\(arguments): \(run.err)")
      #expect(run.err.contains(message), "\(arguments): \(run.err)")
      #expect(run.err.split(separator: "\n").count == 1, "\(arguments): \(run.err)")
      #expect(!FileManager.default.fileExists(atPath: out), "\(arguments)")
    }
  }

  /// `compare` draws one scene: a folder of two needs a name, and the names it has are listed.
  @Test func compareOfAFolderOfTwoScenesNeedsAName() throws {
    let scenes = try Self.folder([
      "march.json": SceneFileCLITests.march, "sizes.json": SceneFileCLITests.sizes,
    ])
    defer { try? FileManager.default.removeItem(atPath: scenes) }
    let run = CLIRun("compare", "--scenes", scenes, "--out", "\(scenes)/c.png")
    #expect(run.status == 64)
    #expect(run.err.contains("\(scenes) holds 2 scenes; name one: march, sizes"), "\(run.err)")
    let two = CLIRun("compare", "--scenes", scenes, "march", "sizes", "--out", "\(scenes)/c.png")
    #expect(two.status == 64)
    #expect(two.err.contains("name exactly one scene"), "\(two.err)")
    #expect(CLIRun("compare", "--out", "\(scenes)/c.png").status == 64)
    #expect(!FileManager.default.fileExists(atPath: "\(scenes)/c.png"))
  }

  /// `../` in the folder's path reads that folder and writes only where `--out` says.
  @Test func dotDotInTheScenePathsWritesOnlyTheOutput() throws {
    let folder = try Self.folder(["a/sizes.json": SceneFileCLITests.sizes, "a/b/.keep": ""])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let gallery = CLIRun("gallery", "--scenes", "\(folder)/a/b/..", "--out", "\(folder)/g")
    #expect(gallery.status == 0, "\(gallery.err)")
    let compare = CLIRun(
      "compare", "--scene", "\(folder)/a/b/../sizes.json", "--out", "\(folder)/c.png")
    #expect(compare.status == 0, "\(compare.err)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a", "c.png", "g"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: "\(folder)/a").sorted()
        == ["b", "sizes.json"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: "\(folder)/g").sorted()
        == ["README.md", "gallery.html", "sizes"])
  }

  @Test(arguments: [CompareCommand.help, GalleryCommand.help])
  func helpNamesTheOptions(help: String) {
    for option in ["--scene FILE", "--scenes DIR", "--locale ID"] {
      #expect(help.contains(option), "\(option)")
    }
  }
}
