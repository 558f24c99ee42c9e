import CairoBackend
import DrawList
import Foundation
import PickerModel
import Scene
import Testing

/// Fit or refuse in the Apple mirrors: a text the locale makes too long for its fixed box (a
/// wheel row in its column, a calendar's month title beside its chevrons, the compact row's
/// caption beside its buttons) is refused at `$.locale` with exit 65, never drawn past its box.
@Suite struct AppleFitTests {
  static let shaper = HarfBuzzShaper()

  /// The Apple built-in scene files (`scenes/ios-*`, `macos-*`, `watchos-*`).
  static let files: [URL] = {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scenes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter {
      $0.hasSuffix(".json")
        && ($0.hasPrefix("ios-") || $0.hasPrefix("macos-") || $0.hasPrefix("watchos-"))
    }.sorted().map { folder.appendingPathComponent($0) }
  }()

  /// The locales tried: long month names (ru, el, de, fr "septembre", pt-BR), right to left.
  static let locales = ["en_US", "ru_RU", "el_GR", "de_DE", "fr_FR", "pt_BR", "he_IL", "ar_EG"]

  /// `file`'s scene in `locale`, in September (the longest month name in most of them) when
  /// `september`, without its range (which would then not hold its month).
  static func scene(_ file: URL, locale: String, september: Bool) throws -> String {
    var object =
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
    object["locale"] = locale
    object["$schema"] = nil
    if september, object["date"] != nil {
      object["date"] = "2026-09-16"
      object["range"] = nil
    }
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  /// Each text run's left and right edges on the page, its groups' transforms applied.
  static func runExtents(_ list: DrawList) -> [(text: String, minX: Double, maxX: Double)] {
    var transforms: [Transform] = [.identity]
    var result: [(String, Double, Double)] = []
    for item in list.items {
      switch item.command {
      case .pushGroup(let group):
        transforms.append(transforms.last!.concatenating(after: group.transform))
      case .popGroup:
        if transforms.count > 1 { transforms.removeLast() }
      case .text(let run):
        let ends = [run.origin.x, run.origin.x + run.advance].map {
          transforms.last!.apply(Point(x: $0, y: run.origin.y)).x
        }
        result.append((run.text, ends.min()!, ends.max()!))
      default: break
      }
    }
    return result
  }

  static let cases: [(URL, String, Bool)] = files.flatMap { file in
    locales.flatMap { locale in [(file, locale, false), (file, locale, true)] }
  }

  /// Every Apple built-in scene in every locale, in January and in September: drawn with every
  /// run inside the page, or refused as a fit error at `$.locale` (exit 65).
  @Test(arguments: cases)
  func everyRunFitsOrTheSceneIsRefused(_ file: URL, _ locale: String, _ september: Bool) throws {
    let text = try Self.scene(file, locale: locale, september: september)
    let scene = try decodeScene(text, file: "fit.json")
    let context = SceneContext(theme: Fixture.tokens.theme(.dark), shaper: Self.shaper)
    do {
      let list = try scene.spec.build(context)
      for run in Self.runExtents(list) {
        #expect(
          run.minX >= list.canvas.x - 0.5 && run.maxX <= list.canvas.maxX + 0.5,
          "\(file.lastPathComponent) \(locale): \"\(run.text)\" leaves the page")
      }
    } catch let error as SceneFileError {
      #expect(error.kind == .modelRule, "\(error)")
      #expect(error.path == "$.locale", "\(error)")
      #expect(error.message.contains("does not fit"), "\(error)")
    }
  }

  /// Refusals seen with Inter and the Noto faces: the locale, the text and both widths named.
  @Test(arguments: [
    (
      "macos-graphical-range.json", "el_GR", true,
      "fit.json: $.locale: macOS calendar in el_GR: the month title \"Σεπτέμβριος 2026\" does "
        + "not fit: it needs 120 pt, the 141 pt calendar's header up to its arrows has 111 pt; "
        + "use a locale with shorter month names"
    )
  ])
  func aLongTitleIsRefusedNamingTheLocale(
    _ name: String, _ locale: String, _ september: Bool, _ message: String
  ) throws {
    let file = try #require(Self.files.first { $0.lastPathComponent == name })
    let scene = try decodeScene(
      Self.scene(file, locale: locale, september: september), file: "fit.json")
    let context = SceneContext(theme: Fixture.tokens.theme(.dark), shaper: Self.shaper)
    #expect(throws: SceneFileError.self) { _ = try scene.spec.build(context) }
    do { _ = try scene.spec.build(context) } catch { #expect("\(error)" == message) }
  }

  /// ``AppleFit/check(_:transform:within:rule:)``: the runs as placed, through their group's
  /// transform, must stay between the box's edges; the width needed is the box's plus the
  /// overflow on each side.
  @Test(arguments: [
    // (extent, scale about x = 0, box, needs or nil when it fits)
    ((10.0, 90.0), 1.0, (0.0, 100.0), nil as Double?),
    ((0.0, 100.0), 1.0, (0.0, 100.0), nil),
    ((10.0, 110.0), 1.0, (0.0, 100.0), 110.0),
    ((-5.0, 50.0), 1.0, (0.0, 100.0), 105.0),
    // A magnified row: 10…90 at 1.2 about 0 reaches 108 (the wheel's centre row).
    ((10.0, 90.0), 1.2, (0.0, 100.0), 108.0),
    // A shrunk row fits where it would not flat.
    ((10.0, 110.0), 0.75, (0.0, 100.0), nil),
  ])
  func aRunPastEitherEdgeIsRefused(
    _ extent: (Double, Double), _ scale: Double, _ box: (Double, Double), _ needs: Double?
  ) {
    let rule = AppleFit.rule("t", room: "the box", advice: "a")
    do {
      try AppleFit.check(
        extent, transform: .scale(scale, scale, about: Point(x: 0, y: 0)), within: box,
        rule: rule)
      #expect(needs == nil)
    } catch {
      #expect(error.needs == needs)
      #expect(error.has == box.1 - box.0)
      #expect(error.field == FieldPath("locale"))
    }
  }

  /// ``AppleWheelsScene/checkWidth(_:columns:picker:width:)``: the wheels' widest rows with 12 pt
  /// of padding on each side must fit the 320 pt picker (platform-metrics §1.2 WK-i, §3 FL-D),
  /// or the compact editor's 218;
  /// the error names the widest row with what its column has once the others have theirs.
  @Test(
    arguments: [
      ([100.0, 25.0, 50.0], 320.0, nil as Double?),
      // 175 + 72 = 247: fits with 73 to spare.
      ([248.0, 0.0], 320, nil),
      // 248 + 24 + 0 + 24 = 296 fits; 273 + 48 = 321 does not: the column has 272.
      ([273.0, 0.0], 320, 272.0),
      ([150.0, 60.0, 60.0], 320, 128.0),
      // The compact editor's time wheels have 218 pt (WK-i kDateTimePickerTimeControlWidth):
      // 175 + 72 = 247 fits 320 but not 218, where the 100 pt row's column has 71.
      ([100.0, 25.0, 50.0], 218, 71.0),
      ([70.0, 25.0, 50.0], 218, nil),
    ] as [([Double], Double, Double?)])
  func wheelsWiderThanThePickerAreRefused(_ widths: [Double], _ width: Double, _ has: Double?)
    throws
  {
    let picker = try AppleDatePicker(
      mode: .date, date: CalendarDate(year: 2026, month: 1, day: 16), localeIdentifier: "ru_RU")
    let columns = Array(picker.columns.prefix(widths.count))
    let widest = widths.enumerated().map { (text: "row \($0.offset)", width: $0.element) }
    do {
      try AppleWheelsScene.checkWidth(widest, columns: columns, picker: picker, width: width)
      #expect(has == nil)
    } catch {
      #expect(error.has == has)
      #expect(error.description.contains("iOS wheels in ru_RU"))
      #expect(error.description.contains("\"row 0\""))
    }
  }
}
