import CairoBackend
import Foundation
import Raster
import Testing

@testable import PickerShotCLI

/// `render --locale`: a locale Foundation has data for redraws the Date Picker scenes in it; any
/// other identifier is a usage error (64) in one line, before anything is written.
@Suite struct LocaleOptionTests {
  @Test(arguments: [
    ("xx_YY", "unknown locale 'xx_YY'"), ("garbage!!", "unknown locale 'garbage!!'"),
    ("", "--locale needs a value"), ("de_DE@fw=xyz", "unknown locale 'de_DE@fw=xyz'"),
    ("de_DE@calendar=hebrew", "unknown locale 'de_DE@calendar=hebrew'"),
  ])
  func unknownLocaleIsAUsageError(identifier: String, message: String) {
    let folder = temporaryFolder()
    let run = CLIRun("render", "date-picker", "--locale", identifier, "--out", "\(folder)/o")
    #expect(run.status == 64, "\(run.err)")
    #expect(run.err.contains(message), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(run.out.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/o"))
  }

  /// The seed card with `--locale he_IL` is the he_IL golden's picture, pixel for pixel; the
  /// default is not.
  @Test func localeRedrawsTheSeedCard() throws {
    let folder = temporaryFolder()
    let hebrew = "\(folder)/he.png"
    let run = CLIRun(
      "render", "date-picker", "--locale", "he_IL", "--theme", "light", "--out", hebrew)
    #expect(run.status == 0, "\(run.err)")
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../goldens/date-picker-he-il/light@2x.png").path
    let drawn = try PNGCodec.decodeFile(atPath: hebrew)
    #expect(drawn.pixels == (try PNGCodec.decodeFile(atPath: golden)).pixels)
    let plain = "\(folder)/plain.png"
    #expect(CLIRun("render", "date-picker", "--theme", "light", "--out", plain).status == 0)
    #expect(drawn.pixels != (try PNGCodec.decodeFile(atPath: plain)).pixels)
  }

  @Test func helpNamesTheOption() {
    let help = CLIRun("render", "--help").out
    #expect(help.contains("--locale ID"))
    #expect(help.contains("Locale.availableIdentifiers"))
  }

  /// A missing Noto face is the machine's, like a missing Inter: exit 69, naming fonts-noto-core.
  @Test func aMissingNotoIsExit69NamingFontsNotoCore() {
    let error = PickerShotCommand.classify(
      RenderError.fontMissing(font: "NotoSansHebrew-Regular", searched: "/nonexistent"))
    #expect(error.exitCode == 69)
    #expect(String(describing: error).contains("apt-get install fonts-noto-core"))
    #expect(String(describing: error).contains("PICKERSHOT_NOTO_DIR"))
  }
}
