import Foundation

/// The real files the fuzzer starts from, read once from the package checkout: every golden PNG
/// and sidecar, the Raster test fixtures and the shipped `tokens.json`. Paths are relative to the
/// package root.
struct FuzzInputs: Sendable {
  /// The package root (the folder holding Package.swift).
  static let packageRoot: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The golden that `verify date-picker --theme light --scale 1` reads.
  static let verifiedGolden = "goldens/date-picker/light@1x"
  /// The draw-list golden that verify reads beside it (one per scene and theme).
  static let verifiedDrawList = "goldens/date-picker/light.drawlist.txt"

  /// Golden PNGs.
  let goldenImages: [String]
  /// Golden sidecars.
  let sidecars: [String]
  /// Raster fixture PNGs (valid and corrupt ones).
  let fixtures: [String]
  /// The design-token file.
  let tokens = "Sources/Theme/Resources/tokens.json"
  /// Scene files the scene-file cases mutate (``contents`` entries made here, not read from the
  /// checkout): token overrides beside texts to draw.
  static let sceneFiles = ["fuzz/segmented.json", "fuzz/option-tiles.json"]
  static let sceneTexts = [
    ##"{"picker": "segmented", "label": "Fruit", "options": ["Apple", "Banana", "Cherry"], "##
      + ##""summary": "Apple", "tokens": {"mode": {"light": {"bg": {"raised": "##
      + ##"{"$value": "#FFFFFF"}}}}, "shadow": {"regular-xs": {"$value": {"color": "#0a0d1408", "##
      + ##""offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"}}}}}"##,
    ##"{"picker": "option-tiles", "tiles": [{"value": "1", "caption": "GB"}, "##
      + ##"{"value": "5", "caption": "GB", "badge": "New"}], "tokens": {"dimensions": "##
      + ##"{"radius": {"3xl": {"$value": "20px"}}}}}"##,
  ]

  /// Every file's bytes by relative path.
  let contents: [String: [UInt8]]

  /// Every PNG: goldens first, then fixtures.
  var images: [String] { goldenImages + fixtures }

  /// Reads the inputs from `root`; throws when one is missing, so a broken checkout fails clearly.
  init(root: String = FuzzInputs.packageRoot) throws {
    let files = FileManager.default
    func list(_ folder: String, _ suffix: String) throws -> [String] {
      try files.subpathsOfDirectory(atPath: "\(root)/\(folder)")
        .filter { $0.hasSuffix(suffix) }.sorted().map { "\(folder)/\($0)" }
    }
    goldenImages = try list("goldens", ".png")
    sidecars = try list("goldens", ".json")
    fixtures = try list("Tests/RasterTests/Fixtures", ".png")
    var contents: [String: [UInt8]] = [:]
    for path in goldenImages + sidecars + fixtures + [tokens, FuzzInputs.verifiedDrawList] {
      guard let data = files.contents(atPath: "\(root)/\(path)") else {
        throw FuzzError("cannot read fuzz input \(root)/\(path)")
      }
      contents[path] = [UInt8](data)
    }
    for (path, text) in zip(FuzzInputs.sceneFiles, FuzzInputs.sceneTexts) {
      contents[path] = Array(text.utf8)
    }
    guard !goldenImages.isEmpty, !sidecars.isEmpty, !fixtures.isEmpty,
      contents["\(FuzzInputs.verifiedGolden).png"] != nil,
      contents["\(FuzzInputs.verifiedGolden).json"] != nil
    else {
      throw FuzzError("fuzz inputs missing under \(root) (goldens, Raster fixtures, tokens.json)")
    }
    self.contents = contents
  }

  /// The bytes of `path` (empty if it is not an input).
  func bytes(_ path: String) -> [UInt8] { contents[path] ?? [] }
}
