import CairoBackend
import DrawList
import Foundation
import Pipeline
import Raster
import Render
import Scene
import Snapshot
import Theme

/// `pickershot gallery`: every scene (or those named) in Light and Dark at @2x, as PNG and SVG,
/// with a static `gallery.html` and a `README.md` for a documentation site.
enum GalleryCommand {
  static let help = """
    usage: pickershot gallery --out DIR [SCENE…] [--all] [--tokens FILE] [--token-map MAP]
                              [--font-dir DIR] [--scene FILE.json | --scenes DIR] [--locale ID]

    Renders every built-in scene (or the scenes named) in Light and Dark at @2x to
    DIR/<scene>/<theme>@2x.png and .svg, and writes DIR/gallery.html (a static page: the scenes
    grouped into families, Light | Dark side by side, each scene's summary, links to the PNG and
    SVG) and DIR/README.md (Markdown that GitHub and MkDocs render: one picture a scene that shows
    Light or Dark with the reader's theme, its summary as alt text, links to every file), ready to
    publish. README.md is the folder's page on GitHub and in MkDocs (which would skip it beside an
    index.html). Scenes sharing a group (before the /) or a first word are one family, named by
    the words their ids all start with. DIR holds one gallery: the previous one's files are
    removed first, and a folder holding other files is refused.

      --out DIR      where the gallery goes (required)
      --all          every built-in scene (the default when no scene is named)
      --scene FILE   a scene file (JSON, see scenes/) instead of built-in scenes
      --scenes DIR   a folder of scene files: every *.json in it, or the SCENEs named
      --locale ID    draw the scenes in this locale, as 'pickershot render --locale' does
    \(TokenOptions.help)
      --font-dir DIR where the Inter font files are

    Files are written atomically; same input, same bytes. On a terminal, a progress line counts
    the images. Exit 0 when written, 64 usage (also: DIR holds other files, an unknown locale),
    65 bad input (a bad scene file), 66 a token or scene file or the --scenes folder missing,
    69 missing font, 73 cannot write.
    """

  /// The options `gallery` accepts (exactly those its help lists).
  static let options: Set<String> = TokenOptions.options.union([
    "out", "font-dir", "scene", "scenes", "locale",
  ])
  /// The flags `gallery` accepts.
  static let flags: Set<String> = ["all"]

  static func run(_ arguments: [String], terminal: Terminal) throws -> Int32 {
    let command = "gallery"
    let args = try Arguments(
      arguments, options: options, flags: flags, repeatable: TokenOptions.repeatable,
      command: command)
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    guard let out = args.options["out"] else {
      throw CLIError.usage("\(command): --out DIR is required")
    }
    var selection = try SceneSelection(
      args, command: command, defaultScale: .x2, requireScenes: false)
    try selection.localize(args, command: command)
    let tokens = try TokenOptions(args, command: command).load().tokens
    let fonts = FontLibrary(directory: args.options["font-dir"])
    for font in Fingerprint.fonts { _ = try fonts.path(for: FontID(font)) }
    let scale = RenderScale.x2
    let jobs = selection.scenes.flatMap { scene in
      scene.appearances.filter(GalleryPage.themes.compactMap(Appearance.init).contains).map {
        (scene, $0)
      }
    }
    let share = CoreShare(cores: ProcessorCount.active, images: jobs.count)
    let (workers, bands) = (share.workers, share.bands)
    let pipelines = UnsafeSendableBox(
      try (0..<workers).map { _ in try RenderPipeline(tokens: tokens, fonts: fonts, bands: bands) })
    // Every draw list is built and held to the render budget before the folder is touched: a
    // scene that cannot be drawn (a label that does not fit, a blur past the budget) refuses the
    // gallery with the previous one still in place, never a gallery half replaced.
    let built = WorkQueue<Result<DrawList, any Error>>.run(count: jobs.count, workers: workers) {
      index, worker in
      Result {
        let (scene, appearance) = jobs[index]
        let list = try pipelines.value[worker].drawList(scene, appearance: appearance)
        do { try RenderBudget.check(list, scale: scale.rawValue) } catch RenderError.overBudget(
          let reason)
        {
          throw CLIError.data(
            "\(command): \(scene.id) (\(appearance.rawValue) @\(scale.rawValue)x): cannot draw "
              + "it: \(reason)")
        }
        return list
      }
    }
    let lists = try built.map { try $0.get() }
    try GalleryFolder.prepare(out, command: command)
    StaleTemporaries.remove(
      in: StaleTemporaries.tree(out, depth: 3), command: command, terminal: terminal)

    let progress = Progress(command, total: jobs.count, terminal: terminal)
    let results = WorkQueue<Result<GalleryPage.Image, any Error>>.run(
      count: jobs.count, workers: workers
    ) { index, worker in
      Result {
        let (scene, appearance) = jobs[index]
        let pipeline = pipelines.value[worker]
        let list = lists[index]
        let name = "\(scene.id)/\(appearance.rawValue)@\(scale.rawValue)x"
        let bitmap: Bitmap
        let png: PixelBytes
        let svg: [UInt8]
        do {
          bitmap = try pipeline.render(list, scale: scale)
          png = try PNGCodec.encodeChecked(bitmap, profile: .fast, threads: bands)
          // Titled with the picture's accessible name, as `render --format svg` titles it.
          svg = try pipeline.vectorDocument(
            list, format: .svg, scale: scale,
            title: AccessibleName.of(scene, semantics: list.semantics)
          ).bytes
        } catch let error as OutOfMemory {
          throw CLIError.outOfMemory(
            "\(command): "
              + "\(error.drawing("\(scene.id) \(appearance.rawValue)@\(scale.rawValue)x"))")
        } catch RenderError.overBudget(let reason) {
          throw CLIError.data(
            "\(command): \(scene.id) (\(appearance.rawValue) @\(scale.rawValue)x): cannot draw "
              + "it: \(reason)")
        }
        let image = GalleryPage.Image(
          theme: appearance.rawValue, png: name + ".png", svg: name + ".svg",
          width: bitmap.width, height: bitmap.height)
        // Both files as one group: neither replaces its old file unless both were written.
        // Not synced: a gallery is made again by one command (see `AtomicFile`).
        do {
          try AtomicFile.writeAll(
            [
              (path: "\(out)/\(image.png)", bytes: png),
              (path: "\(out)/\(image.svg)", bytes: svg),
            ], sync: false)
        } catch {
          throw CLIError.cannotCreate("\(command): cannot write \(name) in \(out): \(error)")
        }
        progress.advance(Progress.label(caseID: name))
        return image
      }
    }
    progress.finish()
    var images: [String: GalleryPage.Image] = [:]
    for (job, result) in zip(jobs, results) {
      images["\(job.0.id)/\(job.1.rawValue)"] = try result.get()
    }
    let page = GalleryPage(
      rows: selection.scenes.map { scene in
        GalleryPage.Row(
          id: scene.id, summary: scene.summary,
          images: GalleryPage.themes.map { images["\(scene.id)/\($0)"] })
      })
    for (name, text) in [(GalleryPage.htmlFile, page.html()), ("README.md", page.markdown())] {
      do { try AtomicFile.write(Data(text.utf8), to: "\(out)/\(name)", sync: false) } catch {
        throw CLIError.cannotCreate("\(command): cannot write \(out)/\(name): \(error)")
      }
    }
    terminal.line(
      "gallery: \(selection.scenes.count) scene\(selection.scenes.count == 1 ? "" : "s"), "
        + "\(jobs.count) image\(jobs.count == 1 ? "" : "s") (PNG and SVG) in \(out)")
    terminal.line("open: \(out)/\(GalleryPage.htmlFile)")
    return 0
  }
}
