import Foundation
import Pipeline
import Raster
import Snapshot

/// `pickershot accept REPORT_DIR [SCENE…]`: the actual images a verify report holds (with their
/// sidecars and draw lists) made goldens, without rendering anything, so a team on a machine
/// without the Linux renderer can re-record from CI artifacts.
enum AcceptCommand {
  static let help = """
    usage: pickershot accept REPORT_DIR [SCENE…] [--goldens DIR]

    Makes goldens of the actual images a verify report folder holds (a CI artifact, or
    .artifacts): for each failed or missing image (or every image of the SCENEs named that has
    an actual image), its actual.png is checked against the SHA-256 its actual.json records,
    re-encoded as goldens are, and written with its sidecar as a pair (temp files, then
    renames), and its actual.drawlist.txt becomes the scene and theme's draw-list golden. Nothing
    is written unless every image checks out. Each file accepted is named; review and commit.

      --goldens DIR  the goldens folder (default goldens), as verify's

    Exit 0 when accepted, 64 usage (also: an unknown SCENE, with the nearest names in the report;
    a goldens folder that is not one), 65 when the report or an image in it is bad (a summary.json
    that is not a PickerShot report, an entry path leaving its folder, a link, a FIFO, an image
    that does not match its sidecar's SHA-256), 66 when the report folder, its summary.json or
    any actual image to accept is missing, 73 when a golden cannot be written.
    """

  /// The options `accept` accepts (exactly those its help lists).
  static let options: Set<String> = ["goldens"]

  /// One image to accept: its entry and the files read from the report, checked.
  struct Accepted {
    var entry: SnapshotEntry
    var image: Bitmap
    var sidecar: GoldenSidecar
    var drawList: [String]
  }

  static func run(_ arguments: [String], terminal: Terminal) throws -> Int32 {
    let command = "accept"
    let args = try Arguments(arguments, options: options, flags: [], command: command)
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    guard let folder = args.positionals.first else {
      throw CLIError.usage("\(command): name the report folder (see 'pickershot accept --help')")
    }
    let scenes = Array(args.positionals.dropFirst())
    let goldens = args.options["goldens"] ?? "goldens"
    do { _ = try GoldenInventory.validateRoot(goldens) } catch {
      throw CLIError.usage("\(command): \(error)")
    }
    let report = try readReport(folder, command: command)
    let chosen = try select(report, scenes: scenes, folder: folder, command: command)
    let root = try realFolder(folder, command: command)
    // Every image is checked before anything is written.
    var accepted: [Accepted] = []
    var drawLists: [String: [String]] = [:]
    for entry in chosen {
      let item = try check(entry, folder: folder, root: root, command: command)
      let key = "\(entry.scene)/\(entry.theme)"
      if let other = drawLists[key], other != item.drawList {
        throw CLIError.data(
          "\(command): \(folder)/\(entry.artifacts.actualDrawList ?? entry.id): the draw list "
            + "differs from another scale's of \(key)")
      }
      drawLists[key] = item.drawList
      accepted.append(item)
    }
    for item in accepted {
      try write(item, goldens: goldens, command: command, terminal: terminal)
    }
    for key in drawLists.keys.sorted() {
      let path = "\(goldens)/\(key).drawlist.txt"
      let bytes = DrawListGolden.encoded(drawLists[key] ?? [])
      if (try? BinaryFile.read(atPath: path, maxBytes: DrawListGolden.maxFileBytes)) == bytes {
        continue
      }
      do { try AtomicFile.write(bytes, to: path) } catch {
        throw CLIError.cannotCreate("\(command): cannot write \(path): \(error)")
      }
      terminal.line("accepted \(path)")
    }
    let count = accepted.count
    terminal.line(
      "accepted \(count) image\(count == 1 ? "" : "s") from \(folder) into \(goldens): "
        + "review and commit them")
    return 0
  }

  /// The report in `folder`, read as merge-reports reads a shard's.
  static func readReport(_ folder: String, command: String) throws -> SnapshotReport {
    var info = stat()
    guard stat(folder, &info) == 0 else {
      throw CLIError.noInput("\(command): no such report folder: \(folder)")
    }
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
      throw CLIError.noInput("\(command): \(folder) is not a report folder (not a folder)")
    }
    let file = "\(folder)/summary.json"
    let bytes: [UInt8]
    do { bytes = try BinaryFile.read(atPath: file, maxBytes: ReportMerge.maxSummaryBytes) } catch {
      throw PickerShotCommand.classify(error).prefixed("\(command): ")
    }
    do { return try ReportMerge.decode(bytes, file: file) } catch {
      throw CLIError.data("\(command): \(error)")
    }
  }

  /// The entries to accept: failed and missing ones with an actual image, or every entry of the
  /// named scenes that has one.
  static func select(_ report: SnapshotReport, scenes: [String], folder: String, command: String)
    throws -> [SnapshotEntry]
  {
    let withActual = report.entries.filter { $0.artifacts.actual != nil }
    guard !scenes.isEmpty else {
      let chosen = withActual.filter { $0.status == .failed || $0.status == .missing }
      guard !chosen.isEmpty else {
        throw CLIError.noInput(
          "\(command): \(folder) holds no actual image of a failed or missing golden")
      }
      return chosen
    }
    let known = Set(report.entries.map(\.scene))
    var chosen: [SnapshotEntry] = []
    for scene in scenes {
      guard known.contains(scene) else {
        let nearest = NearestNames.nearest(to: scene, in: known.sorted())
        throw CLIError.usage(
          "\(command): no scene '\(scene)' in \(folder)/summary.json"
            + (nearest.isEmpty ? "" : " (nearest: \(nearest.joined(separator: ", ")))"))
      }
      let entries = withActual.filter { $0.scene == scene }
      guard !entries.isEmpty else {
        throw CLIError.noInput("\(command): \(folder) holds no actual image of \(scene)")
      }
      chosen += entries.filter { entry in !chosen.contains { $0.id == entry.id } }
    }
    return chosen
  }

  /// `folder` resolved through links, for the containment check.
  static func realFolder(_ folder: String, command: String) throws -> String {
    guard let resolved = realpath(folder, nil) else {
      throw CLIError.noInput("\(command): no such report folder: \(folder)")
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Reads and checks one entry's actual image, sidecar and draw list.
  static func check(_ entry: SnapshotEntry, folder: String, root: String, command: String)
    throws -> Accepted
  {
    let id = "\(entry.scene)/\(entry.theme)@\(entry.scale)x"
    guard id == entry.id else {
      throw CLIError.data(
        "\(command): \(folder)/summary.json: entry \(entry.id) names scene \(entry.scene), "
          + "theme \(entry.theme), scale \(entry.scale)")
    }
    let artifacts = entry.artifacts
    guard let png = artifacts.actual, let json = artifacts.actualSidecar,
      let list = artifacts.actualDrawList
    else {
      throw CLIError.noInput(
        "\(command): \(folder)/summary.json: \(entry.id) lists no actual.json or "
          + "actual.drawlist.txt (a report of an older pickershot?)")
    }
    for path in [png, json, list] { try inside(path, folder: folder, root: root, command: command) }
    let bytes: [UInt8]
    do {
      bytes = try BinaryFile.read(atPath: "\(folder)/\(png)", maxBytes: PNGCodec.maxFileBytes)
    } catch {
      throw PickerShotCommand.classify(error).prefixed("\(command): ")
    }
    let sidecarPath = "\(folder)/\(json)"
    guard let sidecar = try sidecarFile(sidecarPath, command: command) else {
      throw CLIError.noInput("\(command): \(sidecarPath) does not exist")
    }
    guard sidecar.pngSHA256 == SHA256.hex(bytes) else {
      throw CLIError.data(
        "\(command): \(folder)/\(png) does not match the SHA-256 \(sidecarPath) records "
          + "(changed or truncated since verify wrote it)")
    }
    guard sidecar.scene == entry.scene, sidecar.theme == entry.theme,
      sidecar.scale == entry.scale
    else {
      throw CLIError.data("\(command): \(sidecarPath) is not the sidecar of \(entry.id)")
    }
    let image: Bitmap
    do { image = try PNGCodec.decode(bytes, name: "\(folder)/\(png)") } catch {
      throw PickerShotCommand.classify(error).prefixed("\(command): ")
    }
    guard image.width == sidecar.width, image.height == sidecar.height else {
      throw CLIError.data(
        "\(command): \(folder)/\(png) is \(image.width)x\(image.height), its sidecar says "
          + "\(sidecar.width)x\(sidecar.height)")
    }
    let drawList: [String]
    do {
      guard let lines = try DrawListGolden.read("\(folder)/\(list)") else {
        throw CLIError.noInput("\(command): \(folder)/\(list) does not exist")
      }
      drawList = lines
    } catch let error as GoldenError {
      throw CLIError.data("\(command): \(error)")
    }
    return Accepted(entry: entry, image: image, sidecar: sidecar, drawList: drawList)
  }

  /// The sidecar at `path`, `nil` when there is none; a bad one is 65.
  private static func sidecarFile(_ path: String, command: String) throws -> GoldenSidecar? {
    do { return try GoldenSidecar.read(path) } catch {
      throw CLIError.data("\(command): \(error)")
    }
  }

  /// Refuses an artifact that is a link, or whose folders lead out of the report (65); a
  /// missing one is 66.
  static func inside(_ path: String, folder: String, root: String, command: String) throws {
    let full = "\(folder)/\(path)"
    var info = stat()
    guard lstat(full, &info) == 0 else {
      throw CLIError.noInput("\(command): \(full) does not exist")
    }
    guard (info.st_mode & S_IFMT) != S_IFLNK else {
      throw CLIError.data("\(command): \(full) is a symbolic link, not a file verify wrote")
    }
    guard let resolved = realpath(full, nil) else {
      throw CLIError.noInput("\(command): \(full) does not exist")
    }
    defer { free(resolved) }
    guard String(cString: resolved).hasPrefix(root + "/") else {
      throw CLIError.data("\(command): \(full) leads out of the report folder \(folder)")
    }
  }

  /// Writes one accepted image as a golden pair, re-encoded as goldens are, the sidecar
  /// recording the new PNG's SHA-256; files whose bytes would not change are left alone.
  static func write(_ item: Accepted, goldens: String, command: String, terminal: Terminal)
    throws
  {
    let pngPath = "\(goldens)/\(item.entry.id).png"
    let sidecarPath = "\(goldens)/\(item.entry.id).json"
    let png: [UInt8]
    do { png = try PNGCodec.encode(item.image, profile: .small) } catch {
      throw CLIError.internalError("\(command): cannot encode \(pngPath): \(error)")
    }
    var sidecar = item.sidecar
    sidecar.pngSHA256 = SHA256.hex(png)
    let json: [UInt8]
    do { json = [UInt8](try sidecar.encoded()) } catch {
      throw CLIError.internalError("\(command): cannot encode \(sidecarPath): \(error)")
    }
    var files: [(path: String, bytes: [UInt8])] = []
    for (path, bytes, limit) in [
      (sidecarPath, json, GoldenSidecar.maxFileBytes), (pngPath, png, PNGCodec.maxFileBytes),
    ] where (try? BinaryFile.read(atPath: path, maxBytes: limit)) != bytes {
      files.append((path, bytes))
    }
    guard !files.isEmpty else {
      terminal.line("unchanged \(pngPath)")
      return
    }
    do { try AtomicFile.writeAll(files) } catch {
      throw CLIError.cannotCreate("\(command): cannot write \(pngPath): \(error)")
    }
    terminal.line("accepted \(item.entry.id): \(pngPath) and \(sidecarPath)")
  }
}
