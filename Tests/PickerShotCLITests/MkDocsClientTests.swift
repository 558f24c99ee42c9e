import Foundation
import Testing

/// Issue 24, "Docs sites": a gallery dropped into an MkDocs site is its folder's page. MkDocs
/// (PyPI, pinned in tools/client-requirements.txt, in the venv tools/client-venv makes) builds
/// it in strict mode, so a skipped `README.md` (MkDocs skips it beside an `index.html`) or a
/// broken link fails the build, and the page it makes shows every scene's picture.
@Suite struct MkDocsClientTests {
  /// The venv's `mkdocs` when the venv holds it.
  static let mkdocs: String? = {
    let path = "\(JUnitClientTests.root)/.build/client-venv/bin/mkdocs"
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }()

  static let missing =
    "mkdocs is not in the venv .build/client-venv: run tools/client-venv (tools/install-deps "
    + "runs it)"

  static let scenes = ["date-picker", "segmented-fruit"]

  @Test(.enabled(if: mkdocs != nil, Comment(rawValue: missing)), .timeLimit(.minutes(3)))
  func strictMkDocsMakesTheGalleryTheFolderPage() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let gallery = CLIRun(["gallery", "--out", "\(root)/docs"] + Self.scenes)
    #expect(gallery.status == 0, "\(gallery.err)")
    try "site_name: Gallery\ndocs_dir: docs\nsite_dir: site\n".write(
      toFile: "\(root)/mkdocs.yml", atomically: true, encoding: .utf8)
    let build = try ExternalTool.run(Self.mkdocs!, ["build", "--strict"], in: root)
    #expect(build.status == 0, "\(build.output)")
    #expect(!build.output.contains("WARNING"), "\(build.output)")
    let page = try String(contentsOfFile: "\(root)/site/index.html", encoding: .utf8)
    #expect(page.components(separatedBy: "<picture>").count - 1 == Self.scenes.count)
    #expect(page.contains("prefers-color-scheme: dark"))
    for scene in Self.scenes {
      for theme in ["light", "dark"] {
        let image = "\(scene)/\(theme)@2x.png"
        #expect(page.contains(image), "\(image) is not on the page")
        #expect(FileManager.default.fileExists(atPath: "\(root)/site/\(image)"), "\(image)")
      }
    }
  }
}
