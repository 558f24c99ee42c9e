import CairoBackend
import DrawList
import Foundation
import Pipeline
import PixelDiff
import Raster
import Scene
import Theme

/// `pickershot bench`: medians of the pipeline's stages, measured in this process.
enum BenchCommand {
  static let help = """
    usage: pickershot bench render [SCENE] [--scale 1|2|3] [--theme light|dark] [--runs N]
                                   [--peer-ops FILE]
           pickershot bench diff [--runs N] [--write-pair DIR | --pair DIR]

    render: the median time per card of building the scene (layout, tokens, shaping), rasterizing
            it and encoding the PNG (fast profile), over N runs after warm-up (default 60), each
            run cold (no shadow mask reused from an earlier one), plus
            the first card's time in a cold pipeline (fonts and tokens loaded). --peer-ops FILE
            also writes the card's draw list as the operations tools/peer-card.c replays (the
            C + Cairo peer that tools/bench-peers compares against).
    diff:   decode and diff throughput on a generated 4096x4096 pair (default 5 runs);
            --write-pair DIR also writes the pair as DIR/a.png and DIR/b.png (for the peers);
            --pair DIR measures DIR/a.png and DIR/b.png instead (files from other tools).
    Build in release first: swift build -c release.
    """

  /// The options `bench` accepts (exactly those its help lists).
  static let options: Set<String> = ["scale", "theme", "runs", "peer-ops", "write-pair", "pair"]
  /// The flags `bench` accepts.
  static let flags: Set<String> = []

  static func run(_ arguments: [String], terminal: Terminal) throws -> Int32 {
    let args = try Arguments(arguments, options: options, flags: flags, command: "bench")
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    guard let what = args.positionals.first else {
      throw CLIError.usage("bench: say what to measure: render or diff")
    }
    let runs = try args.positiveInteger("runs", command: "bench")
    switch what {
    case "render":
      return try render(args, runs: runs ?? 60, terminal: terminal)
    case "diff":
      // Refused before anything is written (the pair is 29 MB).
      if args.options["pair"] != nil && args.options["write-pair"] != nil {
        throw CLIError.usage("bench: --pair and --write-pair cannot be used together")
      }
      if let folder = args.options["write-pair"] {
        let (a, b) = try PixelDiffBenchmark.makePair()
        for (name, image) in [("a.png", a), ("b.png", b)] {
          let bytes = try PNGCodec.encode(image, profile: .fast)
          do { try AtomicFile.write(bytes, to: folder + "/" + name) } catch {
            throw CLIError.cannotCreate("bench: cannot write \(folder)/\(name)")
          }
        }
      }
      if let folder = args.options["pair"] {
        let paths = (folder + "/a.png", folder + "/b.png")
        let pair = (try PNGCodec.readFile(atPath: paths.0), try PNGCodec.readFile(atPath: paths.1))
        _ = try PNGCodec.validate(pair.0, name: paths.0)
        _ = try PNGCodec.validate(pair.1, name: paths.1)
        let result = try PixelDiffBenchmark.run(pair: pair, runs: runs ?? 5)
        for line in report(result) { terminal.line(line) }
        return 0
      }
      return try diff(runs: runs ?? 5, terminal: terminal)
    default:
      throw CLIError.usage("bench: unknown benchmark '\(what)' (use render or diff)")
    }
  }

  static func render(_ args: Arguments, runs: Int, terminal: Terminal) throws -> Int32 {
    let sceneName = args.positionals.dropFirst().first ?? "date-picker"
    let scene = try SceneSelection.scene(named: sceneName, command: "bench")
    let scale = try args.scale(default: .x2, command: "bench")
    let appearance: Appearance
    switch args.options["theme"] ?? "light" {
    case "light": appearance = .light
    case "dark": appearance = .dark
    case let other: throw CLIError.usage("bench: unknown theme '\(other)' (use light or dark)")
    }
    if let path = args.options["peer-ops"] {
      let fonts = FontLibrary()
      let pipeline = try RenderPipeline(fonts: fonts)
      let list = try pipeline.drawList(scene, appearance: appearance)
      let text = try PeerOps.text(of: list, fonts: fonts)
      do { try AtomicFile.write(Data(text.utf8), to: path) } catch {
        throw CLIError.cannotCreate("bench: cannot write --peer-ops '\(path)'")
      }
    }
    let clock = ContinuousClock()
    let coldStart = clock.now
    let pipeline = try RenderPipeline()
    var png = try PNGCodec.encode(
      try pipeline.render(try pipeline.drawList(scene, appearance: appearance), scale: scale),
      profile: .fast)
    let cold = clock.now - coldStart

    var build: [Duration] = []
    var raster: [Duration] = []
    var encode: [Duration] = []
    var size = (0, 0)
    for run in 0..<(runs + 3) {
      // Every run starts cold: no shadow mask kept from the one before.
      ShadowMaskCache.shared.removeAll()
      let t0 = clock.now
      let list = try pipeline.drawList(scene, appearance: appearance)
      let t1 = clock.now
      let bitmap = try pipeline.render(list, scale: scale)
      let t2 = clock.now
      png = try PNGCodec.encode(bitmap, profile: .fast)
      let t3 = clock.now
      size = (bitmap.width, bitmap.height)
      if run >= 3 {
        build.append(t1 - t0)
        raster.append(t2 - t1)
        encode.append(t3 - t2)
      }
    }
    let total = zip(zip(build, raster), encode).map { $0.0 + $0.1 + $1 }
    terminal.line(
      "bench render \(scene.id) \(appearance)\(scale)  \(size.0)x\(size.1) px, "
        + "\(png.count / 1024) KiB PNG, median of \(runs) runs")
    terminal.line("  build   \(ms(median(build)))")
    terminal.line("  raster  \(ms(median(raster)))")
    terminal.line("  png     \(ms(median(encode)))")
    terminal.line("  total   \(ms(median(total))) per card (warm)")
    terminal.line("  cold    \(ms(cold)) first card, including loading tokens and fonts")
    return 0
  }

  static func diff(runs: Int, terminal: Terminal) throws -> Int32 {
    let result = try PixelDiffBenchmark.run(size: 4096, runs: runs)
    for line in report(result) { terminal.line(line) }
    return 0
  }

  /// What `bench diff` prints for `result`: a heading, then a line a stage.
  static func report(_ result: PixelDiffBenchmarkResult) -> [String] {
    var lines = [
      "bench diff \(result.width)x\(result.height) pair, \(result.differentPixels) pixels differ, "
        + "median of \(result.runs) runs"
    ]
    for stage in result.stages {
      let mps = (stage.megapixelsPerSecond * 10).rounded() / 10
      lines.append(
        "  \(stage.name.padding(22)) \(ms(.seconds(stage.medianSeconds)))  \(mps) MP/s  "
          + stage.detail)
    }
    return lines
  }

  /// The median of `values` (the mean of the middle two for an even count).
  static func median(_ values: [Duration]) -> Duration {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .zero }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }
}
