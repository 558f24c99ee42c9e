import Foundation
import Testing

@testable import PickerShotCLI

/// Issue 25: `render --all --scale 3` with every shadow at blur 500 and spread 500 (each in range)
/// drew for minutes before a 65 naming nothing. The budget named the scene since, but `render`
/// checked it only as each image was drawn, after the images before it. Every image's draw list
/// is now built and checked first: an image over the budget is refused before any is drawn.
@Suite struct RenderBudgetCLITests {
  /// The shipped token file with every shadow at blur 500 and spread 500.
  static func blurredTokens(in folder: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Theme/Resources/tokens.json").standardized
    var text = try String(contentsOf: url, encoding: .utf8)
    for key in ["blur", "spread"] {
      text = text.replacingOccurrences(
        of: #""\#(key)": "[0-9.]+px""#, with: #""\#(key)": "500px""#, options: .regularExpression)
    }
    let path = "\(folder)/blurred.json"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// `option-tiles-default` draws no shadow the tokens reach; `date-picker`'s card shadow is over
  /// the budget at @3x. Nothing is written, and the line names the scene, theme, scale, need and limit.
  @Test func anImageOverTheBudgetIsRefusedBeforeAnyIsDrawn() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tokens = try Self.blurredTokens(in: folder)
    let out = "\(folder)/out"
    let run = CLIRun([
      "render", "option-tiles-default", "date-picker", "--theme", "light", "--scale", "3",
      "--tokens", tokens, "--out", out,
    ])
    #expect(run.status == 65, "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
    #expect(
      run.err.hasPrefix(
        "pickershot: render: date-picker (light @3x): cannot draw it: its shadows and backdrop blurs need "
      ),
      "\(run.err)")
    #expect(run.err.contains("more than the limit of 64 Mi"), "\(run.err)")
    let written = FileManager.default.enumerator(atPath: out)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".png") }
    #expect(written?.isEmpty ?? true, "drawn before the refusal: \(written ?? [])")
  }

  /// `gallery` checks every image before it clears its folder: over the budget at @2x, the
  /// previous gallery is left as it was, not half replaced.
  @Test func aGalleryOverTheBudgetLeavesThePreviousGalleryInPlace() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = "\(folder)/gallery"
    let first = CLIRun(["gallery", "option-tiles-default", "date-picker", "--out", out])
    #expect(first.status == 0, "\(first.err)")
    let listing = {
      FileManager.default.enumerator(atPath: out)?.compactMap { $0 as? String }.sorted()
    }
    let before = listing()
    let page = try Data(contentsOf: URL(fileURLWithPath: "\(out)/gallery.html"))
    let run = CLIRun([
      "gallery", "option-tiles-default", "date-picker", "--tokens",
      try Self.blurredTokens(in: folder), "--out", out,
    ])
    #expect(run.status == 65, "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
    #expect(
      run.err.hasPrefix(
        "pickershot: gallery: date-picker (light @2x): cannot draw it: its shadows and backdrop "
      ), "\(run.err)")
    #expect(listing() == before)
    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(out)/gallery.html")) == page)
  }

  /// Without the refusal the same images draw: the test above refuses for the shadows alone.
  @Test func theSameImagesDrawWithTheShippedTokens() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CLIRun([
      "render", "option-tiles-default", "date-picker", "--theme", "light", "--scale", "1", "--out",
      "\(folder)/out",
    ])
    #expect(run.status == 0, "\(run.err)")
    #expect(
      FileManager.default.fileExists(atPath: "\(folder)/out/option-tiles-default/light@1x.png"))
  }
}
