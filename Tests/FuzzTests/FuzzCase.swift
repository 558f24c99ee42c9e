/// One reproducible fuzz case, derived from (seed, index) alone: which real file is mutated and
/// how, which `pickershot` command runs on it, and which exit codes that command may give.
struct FuzzCase: Sendable {
  /// The command a case runs.
  enum Command: String, CaseIterable, Sendable {
    /// `diff MUTATED ORIGINAL`.
    case diffMutatedFirst = "diff mutated original"
    /// `diff ORIGINAL MUTATED`.
    case diffMutatedSecond = "diff original mutated"
    /// `diff MUTATED MUTATED`, cross-checked against the same image with junk after IEND.
    case diffSelf = "diff mutated mutated"
    /// `render date-picker --tokens MUTATED`.
    case renderTokens = "render --tokens mutated"
    /// `render --scene MUTATED`: a scene file with `tokens` overrides and texts to draw.
    case renderSceneFile = "render --scene mutated"
    /// `verify date-picker` against goldens whose light@1x PNG is mutated.
    case verifyImage = "verify mutated golden png"
    /// `verify date-picker` against goldens whose light@1x sidecar is mutated.
    case verifySidecar = "verify mutated sidecar"

    /// The documented exit codes: 0 ok, 1 differences, 65 bad input data. 70 (internal error),
    /// a signal or a hang is a bug.
    var allowedExitCodes: Set<Int32> {
      switch self {
      case .renderTokens, .renderSceneFile: [0, 65]
      default: [0, 1, 65]
      }
    }
  }

  /// Bytes appended after IEND for the `diffSelf` cross-check (a decoder stops at IEND).
  static let trailer = Array("trailing bytes after IEND".utf8)

  /// The run's seed.
  let seed: UInt64
  /// The case's number in the run.
  let index: Int
  /// The command it runs.
  let command: Command
  /// The input file the mutation started from, relative to the package root.
  let source: String
  /// The edits made to it, in order.
  let edits: [Mutation]
  /// The files to create in the case's folder (relative path, bytes), mutated one first.
  let files: [(path: String, bytes: [UInt8])]
  /// The `pickershot` arguments, with paths relative to the case's folder.
  let arguments: [String]
  /// For `diffSelf` on a file that still ends in IEND: arguments that must give the same exit
  /// code, because the two files decode identically (the second has junk after IEND).
  let crossCheck: [String]?

  /// The arguments of the case's `pickershot` run as one shell-like line.
  var commandLine: String { (["pickershot"] + arguments).joined(separator: " ") }

  /// Derives case `index` of the run seeded with `seed` from `inputs`.
  init(seed: UInt64, index: Int, inputs: FuzzInputs) {
    var mutator = Mutator(random: SplitMix64(seed: seed, index: index))
    let command: Command =
      switch mutator.below(100) {
      case 0..<12: .diffMutatedFirst
      case 12..<24: .diffMutatedSecond
      case 24..<36: .diffSelf
      case 36..<64: .renderTokens
      case 64..<80: .renderSceneFile
      case 80..<90: .verifyImage
      default: .verifySidecar
      }
    let golden = FuzzInputs.verifiedGolden
    let source: String =
      switch command {
      case .renderTokens: inputs.tokens
      case .renderSceneFile: mutator.pick(FuzzInputs.sceneFiles)
      case .verifyImage:
        mutator.below(2) == 0 ? "\(golden).png" : FuzzCase.pickImage(&mutator, inputs)
      case .verifySidecar:
        mutator.below(2) == 0 ? "\(golden).json" : mutator.pick(inputs.sidecars)
      default: FuzzCase.pickImage(&mutator, inputs)
      }
    let mutated = mutator.mutate(
      inputs.bytes(source), format: source.hasSuffix(".png") ? .png : .json)
    self.init(
      seed: seed, index: index, command: command, source: source, edits: mutated.edits,
      mutated: mutated.bytes, inputs: inputs)
  }

  /// A PNG to mutate: half the time a Raster fixture (every colour type, bit depth and
  /// interlacing), mostly @1x goldens otherwise; @2x and @3x goldens are rarer because diffing
  /// them takes about a second in a debug build.
  static func pickImage(_ mutator: inout Mutator, _ inputs: FuzzInputs) -> String {
    let roll = mutator.below(100)
    if roll < 50 { return mutator.pick(inputs.fixtures) }
    if roll < 85 { return mutator.pick(inputs.goldenImages.filter { $0.hasSuffix("@1x.png") }) }
    return mutator.pick(inputs.goldenImages)
  }

  /// The control run of `command`: the same layout with the input left intact, which must exit 0
  /// (otherwise the harness or the machine is broken, and every case would fail for nothing).
  static func control(_ command: Command, inputs: FuzzInputs) -> FuzzCase {
    let golden = FuzzInputs.verifiedGolden
    let source =
      switch command {
      case .renderTokens: inputs.tokens
      case .renderSceneFile: FuzzInputs.sceneFiles[0]
      case .verifySidecar: "\(golden).json"
      default: "\(golden).png"
      }
    return FuzzCase(
      seed: 0, index: -1, command: command, source: source, edits: [],
      mutated: inputs.bytes(source), inputs: inputs)
  }

  /// Lays out the case's files and arguments for `command` with `mutated` standing in for
  /// `source`.
  private init(
    seed: UInt64, index: Int, command: Command, source: String, edits: [Mutation],
    mutated: [UInt8], inputs: FuzzInputs
  ) {
    self.seed = seed
    self.index = index
    self.command = command
    self.source = source
    self.edits = edits
    let original = inputs.bytes(source)
    let golden = FuzzInputs.verifiedGolden
    var crossCheck: [String]? = nil
    switch command {
    case .diffMutatedFirst, .diffMutatedSecond:
      files = [("mutated.png", mutated), ("original.png", original)]
      arguments =
        command == .diffMutatedFirst
        ? ["diff", "mutated.png", "original.png"] : ["diff", "original.png", "mutated.png"]
    case .diffSelf:
      var list = [(path: "mutated.png", bytes: mutated)]
      if PNGChunk.endsWithIEND(mutated) {
        list.append(("mutated-trailer.png", mutated + FuzzCase.trailer))
        crossCheck = ["diff", "mutated.png", "mutated-trailer.png"]
      }
      files = list
      arguments = ["diff", "mutated.png", "mutated.png"]
    case .renderTokens:
      files = [("tokens.json", mutated)]
      arguments = [
        "render", "date-picker", "--theme", "light", "--scale", "1", "--tokens", "tokens.json",
        "--out", "x.png",
      ]
    case .renderSceneFile:
      files = [("scene.json", mutated)]
      arguments = [
        "render", "--scene", "scene.json", "--theme", "light", "--scale", "1", "--out", "x.png",
      ]
    case .verifyImage:
      files = [
        ("\(golden).png", mutated), ("\(golden).json", inputs.bytes("\(golden).json")),
        (FuzzInputs.verifiedDrawList, inputs.bytes(FuzzInputs.verifiedDrawList)),
      ]
      arguments = FuzzCase.verifyArguments
    case .verifySidecar:
      files = [
        ("\(golden).json", mutated), ("\(golden).png", inputs.bytes("\(golden).png")),
        (FuzzInputs.verifiedDrawList, inputs.bytes(FuzzInputs.verifiedDrawList)),
      ]
      arguments = FuzzCase.verifyArguments
    }
    self.crossCheck = crossCheck
  }

  /// `verify` of the one golden the cases replace, in the case's folder.
  static let verifyArguments = [
    "verify", "date-picker", "--scale", "1", "--theme", "light", "--goldens", "goldens",
    "--record", "never", "--report", "report",
  ]
}
