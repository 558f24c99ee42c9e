import Audit
import CairoBackend
import DrawList
import Foundation
import Pipeline
import Raster
import Render
import Scene
import Snapshot
import Theme

/// `pickershot render`: built-in scenes to PNG files.
enum RenderCommand {
  static let help = """
    usage: pickershot render SCENE… [--all] [--theme light|dark|both] [--scale 1|2|3]
                             [--scene FILE.json]
                             [--format png|svg|pdf] [--out PATH] [--background #RRGGBB]
                             [--tokens FILE] [--token-map MAP] [--font-dir DIR]
                             [--overlay targets]
                             [--platform ios|android] [--semantics] [--locale ID]

    Renders each scene in each theme to <out>/<scene>/<theme>@<scale>x.<format>, or to PATH
    itself when PATH ends in .png, .svg or .pdf and exactly one image is asked for.

      --all          every built-in scene ('pickershot list')
      --scene        a scene file (JSON, see scenes/ and scenes/scene.schema.json) instead of
                     built-in scenes; its id is the file name without .json
      --theme        light, dark or both (default both)
      --scale        pixels per point: 1, 2 or 3 (default 2)
      --format       png (default), svg or pdf; with --out FILE, FILE's extension is the default.
                     SVG and PDF are one unit a point: paths stay vectors, text stays text in PDF
                     (glyph outlines in SVG), blurs are embedded images of --scale pixels
                     a point, and so are shadows, but in SVG a shadow is a filter wherever
                     that draws as the PNG does
      --out          output directory or .png/.svg/.pdf file (default out)
      --background   fill the canvas with this colour instead of leaving it transparent
    \(TokenOptions.help)
      --font-dir     where the Inter font files are (default: PICKERSHOT_FONT_DIR or
                     /usr/share/fonts/opentype/inter, from Debian's fonts-inter)
      --overlay      targets: draw every touch target (the hit rectangle the draw list declares)
                     over the image: translucent magenta, red where it is below the platform
                     minimum with no named exception (as 'pickershot audit' fails it)
      --platform     whose minimum touch target: ios (44 pt) or android (48 dp); default: each
                     scene's own (android for the Material 3 scenes, ios for the rest)
      --semantics    also write each image's semantics (ids, roles, labels, values, states and
                     touch targets, with the platform and its minimum) as JSON beside it:
                     NAME.semantics.json
      --locale       draw the Date and Time Picker scenes in this locale (de_DE, he_IL, ar_EG…):
                     names, first weekday, digits, AM/PM and direction from Foundation; he and ar
                     mirror the date card. Any of Foundation's Locale.availableIdentifiers, optionally
                     with @fw=mon…sun and @numbers=arab|deva|thai… (BCP 47: hi-IN-u-nu-deva);
                     other scenes are unchanged

    Files are written atomically (temp file, then rename). Same input, same bytes (PDFs carry no
    dates). On a terminal, a progress line counts the images.
    """

  /// The options `render` accepts (exactly those its help lists).
  static let options: Set<String> = TokenOptions.options.union([
    "theme", "scale", "out", "background", "tokens", "font-dir", "overlay", "platform", "format",
    "scene",
    "locale",
  ])
  /// The flags `render` accepts.
  static let flags: Set<String> = ["all", "semantics"]

  static func run(_ arguments: [String], terminal: Terminal) throws -> Int32 {
    let args = try Arguments(
      arguments, options: options, flags: flags, repeatable: TokenOptions.repeatable,
      command: "render")
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    var selection = try SceneSelection(args, command: "render", defaultScale: .x2)
    try selection.localize(args, command: "render")
    var background: Color?
    if let text = args.options["background"] {
      guard let color = Color(hex: text), text.hasPrefix("#") ? text.count == 7 : text.count == 6
      else {
        throw CLIError.usage("render: --background wants #RRGGBB, not '\(text)'")
      }
      background = color
    }
    let tokens = try TokenOptions(args, command: "render").load().tokens
    let overlay = args.options["overlay"]
    guard overlay == nil || overlay == "targets" else {
      throw CLIError.usage("render: unknown overlay '\(overlay!)' (use targets)")
    }
    let platformOverride = try AuditCommand.platform(args, command: "render")
    let writeSemantics = args.flags.contains("semantics")
    let out = args.options["out"] ?? "out"
    // Each scene in the asked themes it has (the primitives are Light only).
    let jobs = selection.scenes.flatMap { scene in
      selection.appearances.filter(scene.appearances.contains).map { (scene, $0) }
    }
    guard !jobs.isEmpty else {
      throw CLIError.usage(
        "render: \(selection.scenes.map(\.id).joined(separator: ", ")) has no "
          + selection.appearances.map(\.rawValue).joined(separator: " or ") + " theme")
    }
    let format = try outputFormat(args.options["format"], out: out)
    let singleFile = OutputFormat.allCases.contains { out.hasSuffix("." + $0.rawValue) }
    if singleFile { try checkFileOutput(out, command: "render") }
    if singleFile && jobs.count != 1 {
      throw CLIError.usage(
        "render: --out \(out) names one file but \(jobs.count) images were asked for")
    }

    // Temp files a killed run left where this one writes go first, each named.
    let scaleSuffix = "@\(selection.scale.rawValue)x.\(format.rawValue)"
    StaleTemporaries.remove(
      in: jobs.map { job in
        StaleTemporaries.folder(
          of: singleFile ? out : "\(out)/\(job.0.id)/\(job.1.rawValue)\(scaleSuffix)")
      }, command: "render", terminal: terminal)

    let clock = ContinuousClock()
    let start = clock.now
    // One pipeline per core: images are drawn, encoded and written in parallel, and reported in
    // the order they were asked for. Cores left over (fewer images than cores) draw each image
    // in bands.
    let fonts = FontLibrary(directory: args.options["font-dir"])
    let share = CoreShare(cores: ProcessorCount.active, images: jobs.count)
    let (workers, bands) = (share.workers, share.bands)
    // Bands draw pixels: vector output uses one core an image.
    let cores = format == .png ? workers * bands : workers
    let pipelines = UnsafeSendableBox(
      try (0..<workers).map { _ in try RenderPipeline(tokens: tokens, fonts: fonts, bands: bands) })
    let scale = selection.scale
    let fill = background
    let chosen = selection
    let progress = Progress("render", total: jobs.count, terminal: terminal)
    // Every image's draw list first, each checked against the render budget (canvas, shadow and
    // blur extents), so an image over it is refused before anything is drawn rather than after
    // the images before it.
    let prepared = WorkQueue<Result<PreparedImage, any Error>>.run(
      count: jobs.count, workers: workers
    ) { index, worker in
      Result {
        let (scene, appearance) = jobs[index]
        let pipeline = pipelines.value[worker]
        let t0 = clock.now
        // A scene that cannot be drawn (text with no glyph) is named, its exit code kept; a scene
        // file's error names its file and JSON path already.
        var list: DrawList
        do { list = try pipeline.drawList(scene, appearance: appearance) } catch {
          if error is SceneFileError { throw error }
          throw PickerShotCommand.classify(error).prefixed("render: \(scene.id): ")
        }
        let theme = pipeline.context(appearance).theme
        // The declared touch targets against the platform minimum, only when the overlay or the
        // semantics file shows them.
        var targets: [TargetFinding] = []
        var platform = platformOverride ?? .ios
        var minimum = 0.0
        if overlay != nil || writeSemantics {
          let policy = try scene.auditPolicy()
          platform = platformOverride ?? policy.touchPlatform
          let audit = SceneAudit.targets(theme, policy: policy, platform: platformOverride)
          targets = audit.audit(list)
          minimum = audit.minimum
        }
        // Every node, containers too (the targets are the nodes that take touches).
        let semantics = list.semantics
        if overlay != nil { list = TargetOverlay.drawn(over: list, targets: targets) }
        // A canvas too large or too much to blur names the scene (its file), theme and scale,
        // the size needed and the limit.
        do { try RenderBudget.check(list, scale: scale.rawValue) } catch {
          throw CLIError.data(
            "render: \(chosen.origin(of: scene)) (\(appearance.rawValue) "
              + "@\(scale.rawValue)x): \(error)")
        }
        return PreparedImage(
          list: list, semantics: semantics, platform: platform, minimum: minimum,
          build: clock.now - t0)
      }
    }
    let images = try prepared.map { try $0.get() }
    let results = WorkQueue<Result<String, any Error>>.run(count: jobs.count, workers: workers) {
      index, worker in
      Result {
        let (scene, appearance) = jobs[index]
        let pipeline = pipelines.value[worker]
        let image = images[index]
        let list = image.list
        let t1 = clock.now
        let size: String
        let t2: ContinuousClock.Instant
        let name = "\(scene.id)/\(appearance.rawValue)@\(scale.rawValue)x"
        let path = singleFile ? out : "\(out)/\(name).\(format.rawValue)"
        var embedded: [EmbeddedImage] = []
        let write: () throws -> Void
        switch format {
        case .png:
          let bitmap: Bitmap
          let png: PixelBytes
          let drawing = "\(scene.id) \(appearance.rawValue)@\(scale.rawValue)x"
          do { bitmap = try pipeline.render(list, scale: scale, background: fill) } catch {
            if let error = error as? OutOfMemory {
              throw CLIError.outOfMemory("render: \(error.drawing(drawing))")
            }
            // A canvas too large names the scene (its file), theme and scale, and the limit.
            switch error {
            case RenderError.badCanvas, RenderError.overBudget: break
            default: throw error
            }
            throw CLIError.data(
              "render: \(chosen.origin(of: scene)) (\(appearance.rawValue) "
                + "@\(scale.rawValue)x): \(error)")
          }
          t2 = clock.now
          // Renders favour speed: no filters, our own fast deflate (see PNGProfile).
          do { png = try PNGCodec.encodeChecked(bitmap, profile: .fast, threads: bands) } catch {
            guard let error = error as? OutOfMemory else { throw error }
            throw CLIError.outOfMemory("render: \(error.drawing(drawing))")
          }
          size = "\(bitmap.width)x\(bitmap.height)"
          write = { try AtomicFile.write(png, to: path, sync: false) }
        case .svg, .pdf:
          let vector: VectorFormat = format == .svg ? .svg : .pdf
          let document: VectorDocument
          do {
            document = try pipeline.vectorDocument(
              list, format: vector, scale: scale, background: fill,
              title: AccessibleName.of(scene, semantics: image.semantics))
          } catch let error as OutOfMemory {
            throw CLIError.outOfMemory(
              "render: \(error.drawing("\(scene.id) \(appearance.rawValue) \(format.rawValue)"))")
          }
          embedded = document.embedded
          t2 = clock.now
          let canvas = list.canvas
          size = "\(DumpFormat.number(canvas.width))x\(DumpFormat.number(canvas.height)) pt"
          write = { try AtomicFile.write(document.bytes, to: path, sync: false) }
        }
        do { try write() } catch {
          throw CLIError.cannotCreate("render: cannot write \(path): \(error)")
        }
        if writeSemantics {
          let json = String(path.dropLast(format.rawValue.count + 1)) + ".semantics.json"
          do {
            try AtomicFile.write(
              try SemanticsJSON.encoded(
                image.semantics, platform: image.platform, minimum: image.minimum),
              to: json, sync: false)
          } catch { throw CLIError.cannotCreate("render: cannot write \(json): \(error)") }
        }
        let t3 = clock.now
        progress.advance(Progress.label(caseID: name))
        let stage = format == .png ? "raster" : format.rawValue
        let written = format == .png ? "png" : "write"
        var line =
          "\(path)  \(size)  build \(ms(image.build))  "
          + "\(stage) \(ms(t2 - t1))  \(written) \(ms(t3 - t2))"
        // A shape whose paint the format cannot express is an embedded image: say which. (A
        // loop, not `map` + `joined()`, whose generic flattening costs a cold start 0.3 ms.)
        for name in embedded { line += "\n  embeds \(name)" }
        return line
      }
    }
    progress.finish()
    for result in results { terminal.line(try result.get()) }
    terminal.line(
      "rendered \(jobs.count) image\(jobs.count == 1 ? "" : "s") in \(ms(clock.now - start)) "
        + "on \(cores) core\(cores == 1 ? "" : "s")")
    return 0
  }

  /// `scenes` drawn with every locale-aware picker in `identifier`'s locale. An identifier
  /// Foundation has no data for, or with a keyword the pickers would ignore
  /// (``SceneContext/localeProblem(_:)``, checked once), is a usage error (64): Foundation itself
  /// would take any string and fall back to root data.
  static func localized(_ scenes: [SceneSpec], _ identifier: String, command: String)
    throws(CLIError) -> [SceneSpec]
  {
    if let problem = SceneContext.localeProblem(identifier) {
      throw .usage("\(command): \(problem)")
    }
    return scenes.map { localized($0, identifier) }
  }

  /// `scene` drawn in `identifier`'s locale.
  private static func localized(_ scene: SceneSpec, _ identifier: String) -> SceneSpec {
    scene.adaptingContext { context in
      var context = context
      context.localeIdentifier = identifier
      return context
    }
  }

  /// The output format: `--format`, else the extension of an `--out` file, else PNG. A format
  /// that is not png, svg or pdf, or one that contradicts the `--out` file's extension, is a usage
  /// error (64).
  static func outputFormat(_ text: String?, out: String) throws(CLIError) -> OutputFormat {
    let implied = OutputFormat.allCases.first { out.hasSuffix("." + $0.rawValue) }
    guard let text else { return implied ?? .png }
    guard let format = OutputFormat(rawValue: text) else {
      throw .usage("render: unknown format '\(text)' (use png, svg or pdf)")
    }
    if let implied, implied != format {
      throw .usage("render: --out \(out) is a .\(implied.rawValue) file but --format is \(text)")
    }
    return format
  }

  /// Refuses an output file path that names a folder (`out/`, or an existing directory): exit 64.
  static func checkFileOutput(_ path: String, command: String) throws(CLIError) {
    var info = stat()
    if path.hasSuffix("/") || (stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR) {
      throw .usage("\(command): --out \(path) is a folder; name a file")
    }
  }
}

/// A duration in milliseconds with one decimal, e.g. `12.3 ms`.
func ms(_ duration: Duration) -> String {
  let millis =
    Double(duration.components.seconds) * 1000
    + Double(duration.components.attoseconds) / 1e15
  // String(…) first: Substring + String takes the generic sequence-append path.
  return String(DumpFormat.number(millis).dropLast()) + " ms"
}

/// An image of `render` ready to draw: its draw list (with the overlay, when asked), checked
/// against the render budget, and what its semantics file says.
private struct PreparedImage: Sendable {
  var list: DrawList
  var semantics: [SemanticNode]
  var platform: TouchPlatform
  var minimum: Double
  /// How long building the list took.
  var build: Duration
}
