import Foundation
import PixelDiff
import Raster
import Snapshot

/// `pickershot diff A.png B.png`: the standalone pixelmatch differ.
enum DiffCommand {
  static let help = """
    usage: pickershot diff A.png B.png [--threshold T] [--include-aa] [--out DIFF.png] [--json]

    Compares two PNGs with pixelmatch semantics (YIQ colour delta, anti-aliasing detection).
      --threshold T   0…1, default 0.1 (smaller is stricter)
      --include-aa    count anti-aliased pixels as different
      --out DIFF.png  write the diff image (red: different, yellow: anti-aliased)
      --json          print the result as JSON (docs/schemas/diff.schema.json: schemaVersion,
                      differingPixels, boxes… as in a report's summary.json)
    Exit 0 when no pixel differs, 1 when some do, 64 usage, 65 when a file is corrupt (even when
    both files are the same bytes), too large, not a regular file, or the sizes differ, 66 when a
    file does not exist, 73 when DIFF.png cannot be written.
    """

  /// The options `diff` accepts (exactly those its help lists).
  static let options: Set<String> = ["threshold", "out"]
  /// The flags `diff` accepts.
  static let flags: Set<String> = ["include-aa", "json"]

  static func run(_ arguments: [String], terminal: Terminal) throws -> Int32 {
    let args = try Arguments(arguments, options: options, flags: flags, command: "diff")
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    guard args.positionals.count == 2 else {
      throw CLIError.usage("diff: give exactly two PNG files (see 'pickershot diff --help')")
    }
    var options = PixelDiffOptions()
    if let text = args.options["threshold"] {
      guard Self.isDecimal(text), let value = Double(text), value >= 0, value <= 1 else {
        throw CLIError.usage("diff: --threshold wants a number from 0 to 1, not '\(text)'")
      }
      options.threshold = value
    }
    options.includeAA = args.flags.contains("include-aa")
    if let out = args.options["out"] { try RenderCommand.checkFileOutput(out, command: "diff") }
    let (a, b) = (args.positionals[0], args.positionals[1])
    let result: PixelDiffResult
    do {
      result = try PixelDiff.compareFiles(
        a, b, options: options, makeDiffImage: args.options["out"] != nil)
    } catch {
      throw PickerShotCommand.classify(error).prefixed("diff: ")
    }
    if let out = args.options["out"] {
      let png: PixelBytes
      do {
        let image = try result.diffImage ?? PNGCodec.decodeFile(atPath: a)
        png = try PNGCodec.encodeChecked(image, profile: .fast)
      } catch let error as OutOfMemory {
        throw CLIError.outOfMemory("diff: \(error.during("writing the diff of \(a) with \(b)"))")
      } catch {
        throw PickerShotCommand.classify(error).prefixed("diff: ")
      }
      do { try AtomicFile.write(png, to: out, sync: false) } catch {
        throw CLIError.cannotCreate("diff: cannot write \(out): \(error)")
      }
    }
    if args.flags.contains("json") {
      terminal.line(DiffJSON.encoded(result))
    } else {
      let total = result.width * result.height
      let percent =
        total == 0 ? 0 : (Double(result.differentPixels) * 10000 / Double(total)).rounded() / 100
      terminal.line(
        "\(result.differentPixels) of \(total) pixels differ (\(percent) %), "
          + "\(result.antialiasedPixels) anti-aliased, max delta RGBA "
          + result.maxChannelDelta.map(String.init).joined(separator: " "))
      for region in result.regions.prefix(20) {
        terminal.line(
          "  region \(region.x),\(region.y) \(region.width)x\(region.height): "
            + "\(region.differentPixels) pixels")
      }
    }
    return result.differentPixels == 0 ? 0 : 1
  }

  /// Whether `text` is a plain decimal number (`0.1`, `1`, `.5`): no sign, exponent or hex.
  static func isDecimal(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, text.utf8.count <= 32, parts.contains(where: { !$0.isEmpty }) else {
      return false
    }
    return parts.allSatisfy { $0.utf8.allSatisfy { (48...57).contains($0) } }
  }
}
