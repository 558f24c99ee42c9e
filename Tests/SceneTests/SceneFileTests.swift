import DrawList
import Foundation
import PickerModel
import Scene
import StrictJSON
import Testing
import Theme

/// Scene files: the shipped ones equal the built-in scenes, the format's rules each give their
/// one-line message, and the schema agrees with the decoder.
@Suite struct SceneFileTests {
  /// The README's example: a March range.
  static let march = """
    {
      "picker": "date-picker",
      "summary": "March 2026, the 9th to the 13th",
      "month": "2026-03",
      "selection": {"start": "2026-03-09", "end": "2026-03-13"},
      "marked": ["2026-03-02", "2026-03-17"],
      "today": "2026-03-20",
      "focus": "2026-03-13",
      "theme": "both",
      "scale": 2
    }
    """

  @Test func everyShippedFileDrawsItsBuiltInSceneExactly() throws {
    #expect(SceneFolder.files.count == SceneFolder.builtInWithFiles.count)
    for name in SceneFolder.files {
      let file = try SceneFile.decode(SceneFolder.bytes(name), file: name)
      let builtIn = try #require(SceneSpec.named(file.spec.id), "\(name) names no built-in scene")
      #expect(file.spec.summary == builtIn.summary, "\(name)")
      #expect(file.spec.appearances == builtIn.appearances, "\(name)")
      #expect(file.spec.scales == builtIn.scales, "\(name)")
      let filePolicy = try file.spec.auditPolicy()
      let builtInPolicy = try builtIn.auditPolicy()
      #expect(filePolicy.touchPlatform == builtInPolicy.touchPlatform, "\(name)")
      #expect(
        filePolicy.contrastExceptions.map(\.name) == builtInPolicy.contrastExceptions.map(\.name),
        "\(name)")
      for appearance in Appearance.allCases {
        let context = Fixture.context(appearance)
        #expect(
          try file.spec.build(context).dump() == builtIn.build(context).dump(),
          "\(name) in \(appearance) draws differently from the built-in scene")
      }
    }
  }

  @Test func everyBuiltInSceneHasItsFile() throws {
    let files = Set(SceneFolder.files)
    let missing = SceneFolder.builtInWithFiles.map { "\($0.id).json" }.filter {
      !files.contains($0)
    }
    #expect(missing.isEmpty, "built-in scenes without a file in scenes/: \(missing)")
    // Every family is used by at least one shipped file.
    var pickers = Set<String>()
    for name in SceneFolder.files {
      guard case .object(let members)? = try? JSONValue.parse(SceneFolder.bytes(name)),
        case .string(let picker)? = members.first(where: { $0.key == "picker" })?.value
      else {
        Issue.record("\(name) names no picker")
        continue
      }
      pickers.insert(picker)
    }
    #expect(pickers == Set(SceneFile.pickers))
  }

  /// The scenes left without a file are exactly the listed non-picker ones, each with a reason.
  @Test func onlyTheListedNonPickerScenesHaveNoFile() {
    let files = Set(SceneFolder.files)
    let without = SceneSpec.builtIn.filter { !files.contains("\($0.id).json") }.map(\.id)
    for id in without {
      #expect(
        SceneFolder.withoutFiles.contains { id.hasPrefix($0.prefix) && !$0.reason.isEmpty },
        "\(id) has no file and no listed reason")
    }
    for excluded in SceneFolder.withoutFiles {
      #expect(
        SceneSpec.builtIn.contains { $0.id.hasPrefix(excluded.prefix) },
        "\(excluded.prefix) matches no built-in scene")
    }
  }

  @Test func theMarchExampleDecodes() throws {
    let file = try decodeScene(Self.march)
    #expect(file.spec.id == "march")
    #expect(file.spec.summary == "March 2026, the 9th to the 13th")
    #expect(file.spec.scales == [.x2])
    #expect(file.spec.appearances == [.light, .dark])
    #expect(file.locale == nil && file.tokens == nil)
    let list = try file.spec.build(Fixture.context())
    let expected = try SceneStrategy.datePicker.build(
      DatePicker(
        month: YearMonth(year: 2026, month: 3),
        selection: .range(
          start: CalendarDate(year: 2026, month: 3, day: 9),
          end: CalendarDate(year: 2026, month: 3, day: 13)),
        mode: .range,
        markedDates: [
          CalendarDate(year: 2026, month: 3, day: 2), CalendarDate(year: 2026, month: 3, day: 17),
        ],
        today: CalendarDate(year: 2026, month: 3, day: 20),
        focusedDate: CalendarDate(year: 2026, month: 3, day: 13)),
      Fixture.context())
    #expect(list.dump() == expected.dump())
  }

  @Test func theReadmeExampleIsThisOne() throws {
    let readme = try String(
      contentsOf: SceneFolder.url.appendingPathComponent("../README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "### Scene files\n"))
    let rest = readme[section.upperBound...]
    let start = try #require(rest.range(of: "```json\n"))
    let end = try #require(rest[start.upperBound...].range(of: "```"))
    let example = try decodeScene(String(rest[start.upperBound..<end.lowerBound]))
    let context = Fixture.context(.dark)
    #expect(
      try example.spec.build(context).dump() == decodeScene(Self.march).spec.build(context).dump())
    #expect(example.spec.summary == "March 2026, the 9th to the 13th")
  }

  /// The README does not repeat the keys: its Scene files section points at the generated
  /// schema and the one list of families.
  @Test func theReadmePointsAtTheGeneratedSchema() throws {
    let readme = try String(
      contentsOf: SceneFolder.url.appendingPathComponent("../README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "### Scene files\n"))
    let end = try #require(readme[start.upperBound...].range(of: "\n### "))
    let section = readme[start.upperBound..<end.lowerBound]
    #expect(section.contains("(scenes/scene.schema.json)"))
    #expect(section.contains("tools/generate-schema"))
  }

  @Test func themeScaleAndLocaleAreRead() throws {
    let file = try decodeScene(
      #"{"picker": "date-selector", "month": "2026-01", "theme": "dark", "scale": [3, 1], "#
        + #""locale": "de_DE"}"#)
    #expect(file.spec.appearances == [.dark])
    #expect(file.spec.scales == [.x1, .x3])
    #expect(file.locale == "de_DE")
  }

  /// The weekday labels of a Date Picker draw list, left to right.
  static func weekdayRow(_ list: DrawList) -> [String] {
    list.items.compactMap { item -> GlyphRun? in
      guard item.tag.hasPrefix("weekday "), case .text(let run) = item.command else { return nil }
      return run
    }
    .sorted { $0.origin.x < $1.origin.x }.map(\.text)
  }

  @Test func aGermanLocaleGivesAMondayFirstGermanCard() throws {
    let file = try decodeScene(
      #"{"picker": "date-picker", "month": "2026-01", "selection": "2026-01-16", "#
        + #""locale": "de_DE"}"#)
    #expect(file.locale == "de_DE")
    let list = try file.spec.build(Fixture.context())
    #expect(Self.weekdayRow(list) == ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"])
    #expect(
      list.items.contains { item in
        if case .text(let run) = item.command { return run.text == "Januar 2026" }
        return false
      })
    let picker = DatePicker(
      month: try YearMonth(year: 2026, month: 1), selection: .single(Fixture.date(16)),
      localeIdentifier: "de_DE")
    #expect(list.dump() == (try SceneStrategy.datePicker.build(picker, Fixture.context()).dump()))
    // en_US starts on Sunday; without a locale the spec's card starts on Monday, in English.
    let american = try decodeScene(
      #"{"picker": "date-picker", "month": "2026-01", "locale": "en_US"}"#)
    #expect(
      Self.weekdayRow(try american.spec.build(Fixture.context()))
        == ["Su", "M", "Tu", "We", "Th", "Fr", "Sa"])
    let plain = try decodeScene(#"{"picker": "date-picker", "month": "2026-01"}"#)
    #expect(Self.weekdayRow(try plain.spec.build(Fixture.context())).first == "M")
  }

  /// `render --locale` sets the context's locale; a file with token overrides keeps it.
  @Test func tokenOverridesKeepTheContextsLocale() throws {
    let file = try decodeScene(
      #"{"picker": "date-picker", "month": "2026-01", "tokens": {}}"#)
    var context = Fixture.context()
    context.localeIdentifier = "de_DE"
    #expect(Self.weekdayRow(try file.spec.build(context)).first == "Mo")
  }

  /// February 2026 starts on a Sunday: from Sunday (en_US) its grid runs to 14 March, from
  /// Monday (the spec's card) to the 8th; the file's locale decides which days can be focused.
  @Test func theLocalesGridDecidesWhatCanBeFocused() throws {
    let american = try decodeScene(
      #"{"picker": "date-picker", "month": "2026-02", "locale": "en_US", "focus": "2026-03-14"}"#)
    let list = try american.spec.build(Fixture.context())
    #expect(list.items.contains { $0.tag.contains("2026-03-14") })
    #expect(
      sceneError(#"{"picker": "date-picker", "month": "2026-02", "focus": "2026-03-14"}"#)
        == "march.json: $.focus: date picker: the focused day 2026-03-14 is not on February "
        + "2026's grid (2026-02-01 to 2026-03-08)")
  }

  @Test func aLocaleInATimePickerFileGivesItsDigitsAndClock() throws {
    let arabic = try decodeScene(#"{"picker": "time-picker", "locale": "ar_EG"}"#)
    let expected = SceneStrategy.timePicker.build
    #expect(
      try arabic.spec.build(Fixture.context()).dump()
        == expected(LocaleFixtures.timePicker("ar_EG"), Fixture.context()).dump())
    let german = try decodeScene(#"{"picker": "time-picker", "locale": "de_DE"}"#)
    let list = try german.spec.build(Fixture.context())
    #expect(
      list.dump()
        == (try expected(
          TimePicker(format: .twentyFourHour, localeIdentifier: "de_DE"), Fixture.context()
        )
        .dump()))
  }

  @Test func aLocaleReachesTheAppleAndMaterialModels() throws {
    let wheels = try decodeScene(
      #"{"picker": "ios-date-picker", "mode": "time", "date": "2026-01-16", "time": "10:30", "#
        + #""locale": "de_DE"}"#)
    let german = try AppleWheelsFixtures.picker(.time, locale: "de_DE")
    #expect(
      try wheels.spec.build(Fixture.context()).dump()
        == SceneStrategy.appleWheels.build(german, Fixture.context()).dump())
    let forced = try decodeScene(
      #"{"picker": "ios-date-picker", "mode": "time", "date": "2026-01-16", "time": "10:30", "#
        + #""clock": "24-hour"}"#)
    #expect(
      try forced.spec.build(Fixture.context()).dump()
        != SceneStrategy.appleWheels.build(
          try AppleWheelsFixtures.picker(.time), Fixture.context()
        ).dump())
    let landscape = try decodeScene(
      #"{"picker": "ios-date-picker", "mode": "time", "date": "2026-01-16", "time": "10:30", "#
        + #""locale": "de_DE", "orientation": "landscape"}"#)
    #expect(
      try landscape.spec.build(Fixture.context()).dump()
        == SceneStrategy.appleWheels(.landscape).build(german, Fixture.context()).dump())
    #expect(try landscape.spec.build(Fixture.context()).canvas.height == 162)
    let portrait = try decodeScene(
      #"{"picker": "ios-date-picker", "mode": "time", "date": "2026-01-16", "time": "10:30", "#
        + #""locale": "de_DE", "orientation": "portrait"}"#)
    #expect(
      try portrait.spec.build(Fixture.context()).dump()
        == SceneStrategy.appleWheels.build(german, Fixture.context()).dump())
    let material = try decodeScene(
      #"{"picker": "material-date-picker", "month": "2026-01", "today": "2026-01-20", "#
        + #""selection": "2026-01-16", "locale": "de_DE"}"#)
    #expect(try material.spec.build(Fixture.context()).dump().contains("Januar 2026"))
  }

  @Test func tokenOverridesChangeTheDrawing() throws {
    let plain = try decodeScene(#"{"picker": "date-selector", "month": "2026-01"}"#)
    let blue = try decodeScene(
      #"{"picker": "date-selector", "month": "2026-01", "tokens": "#
        + ##"{"primitive": {"white": {"base": {"$value": "#3559E9"}}, "##
        + ##""gray": {"950": {"$value": "#3559E9"}}}}}"##)
    #expect(blue.tokens != nil)
    let context = Fixture.context()
    #expect(try plain.spec.build(context).dump() != blue.spec.build(context).dump())
    #expect(try blue.spec.build(context).dump().lowercased().contains("3559e9"))
  }

  /// Bad files and their exact one-line messages.
  /// Every family's `"picker"` name, quoted, as the messages list them: `"date-picker", …,
  /// "a" or "b"` (the list is PickerFamily.all's, so a new family does not edit this file).
  static let knownPickers: String = {
    let quoted = SceneFile.pickers.map { "\"\($0)\"" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  }()

  static let badFiles: [(String, String)] = [
    (
      #"{"picker": "date-picker", "month": "2026-02", "selection": "2026-02-30"}"#,
      #"march.json: $.selection: "2026-02-30" is not a date (February 2026 has 28 days)"#
    ),
    (
      #"{"picker": "date-picker", "month": "2026-03", "selection": "16 March"}"#,
      #"march.json: $.selection: "16 March" is not a date (expected YYYY-MM-DD)"#
    ),
    (
      ##"{"picker": "color-picker", "colour": "#335CFF"}"##,
      "march.json: $.colour: unknown key (known: $schema, picker, summary, theme, scale, locale, "
        + "tokens, tab, color, opacity, saved, focus, swatch, hex, labels, actions)"
    ),
    (
      #"{"picker": "date-selector", "month": "2026-01", "scale": "4"}"#,
      #"march.json: $.scale: expected 1, 2 or 3, got "4""#
    ),
    (
      #"{"picker": "date-selector", "month": "2026-01", "scale": [2, 4]}"#,
      #"march.json: $.scale[1]: expected 1, 2 or 3, got 4"#
    ),
    (
      #"{"picker": "date-selector", "month": "2026-01", "scale": 1e300}"#,
      #"march.json: $.scale: expected 1, 2 or 3, got 1e300"#
    ),
    (
      #"{"picker": "date-selector", "month": "2026-01", "theme": null}"#,
      #"march.json: $.theme: expected "light", "dark" or "both", got null"#
    ),
    (
      #"{"picker": "date-selector", "month": "2026-13"}"#,
      #"march.json: $.month: "2026-13" is not a month (invalid month 13 of 2026: months run from 1 to 12)"#
    ),
    (
      #"{"picker": "date-picker", "month": "2026-03", "selection": "2026-04-02"}"#,
      "march.json: $.selection: date picker: the selected day 2026-04-02 is outside March 2026, "
        + "the month shown"
    ),
    (
      #"{"picker": "date-picker", "month": "2026-03", "focus": "2026-05-01"}"#,
      "march.json: $.focus: date picker: the focused day 2026-05-01 is not on March 2026's grid "
        + "(2026-03-01 to 2026-04-05)"
    ),
    (
      #"{"picker": "segmented", "label": "Size", "options": ["XS", "S", "M", "L", "XL", "XXL"]}"#,
      "march.json: $.options: segmented picker: 6 options, at most five; use the menu style "
        + "(select.menu)"
    ),
    (
      #"{"picker": "segmented", "label": "Size", "options": ["S", "M"], "focus": 2}"#,
      "march.json: $.focus: segmented picker: focused index 2 is outside the 2 options (0…1)"
    ),
    (
      #"{"picker": "segmented", "label": "Size", "options": ["S", "M"], "selected": 1.5}"#,
      "march.json: $.selected: expected a whole number, got 1.5"
    ),
    (
      #"{"picker": "segmented", "label": "Size", "options": ["S", "M"], "selected": -1}"#,
      "march.json: $.selected: segmented picker: selected index -1 is outside the 2 options (0…1)"
    ),
    (
      #"{"picker": "option-tiles", "tiles": [{"value": "1 GB", "selected": true}, "#
        + #"{"value": "2 GB", "selected": true}]}"#,
      #"march.json: $.tiles: option tile row: one tile at most is selected, not "1 GB", "2 GB""#
    ),
    (
      #"{"picker": "date-selector", "month": "2026-01", "summary": "two\nlines"}"#,
      #"march.json: $.summary: "two\u{a}lines" holds U+000A, a control character"#
    ),
    (
      #"{"picker": "segmented", "label": "Size", "options": ["S", "M"], "width": 1e300}"#,
      "march.json: $.width: expected a number from 1 to 5429 (with its margins a wider track "
        + "makes a canvas of more than 16384 pixels at @3x), got 1e300"
    ),
    (
      ##"{"picker": "color-picker", "color": "#33GZ11"}"##,
      ##"march.json: $.color: "#33GZ11": "G" is not a hex digit"##
    ),
    (
      #"{"picker": "time-picker", "time": "10:15"}"#,
      #"march.json: $.time: "10:15" is not a half-hour slot (expected HH:00 or HH:30, 00:00 to 23:30)"#
    ),
    (
      #"{"picker": "option-tiles", "tiles": [{"value": "1 GB"}, "#
        + #"{"value": "5 GB", "selected": true, "disabled": true}]}"#,
      #"march.json: $.tiles[1]: option tile "5 GB": a disabled tile is never shown as selected"#
    ),
    (
      #"{"picker": "option-tiles", "tiles": [{"value": "1 GB", "selected": true}, "#
        + #"{"value": "5 GB", "selected": true}]}"#,
      #"march.json: $.tiles: option tile row: one tile at most is selected, not "1 GB", "5 GB""#
    ),
    (
      #"{"picker": "option-tiles", "tiles": [{"value": "1 GB", "price": 5}, {"value": "2 GB"}]}"#,
      "march.json: $.tiles[0].price: unknown key (known: value, caption, badge, selected, "
        + "disabled)"
    ),
    (
      #"{"picker": "date-selector", "month": "2026-01", "locale": ""}"#,
      #"march.json: $.locale: expected a locale identifier such as "en_US", "de_DE", "he_IL" or "#
        + #""hi-IN-u-nu-deva", got """#
    ),
    (
      #"{"month": "2026-01"}"#,
      #"march.json: $.picker: missing; expected "# + knownPickers
    ),
    (
      #"{"picker": "wheel"}"#,
      #"march.json: $.picker: unknown picker "wheel" (known: "# + knownPickers + ")"
    ),
    // The Apple and Material families: UIKit's and Material's rules in the models' words.
    (
      #"{"picker": "ios-date-picker", "style": "compact", "mode": "countdown-timer", "#
        + #""date": "2026-01-16"}"#,
      "march.json: $.style: date picker: the countdown timer mode is not available in the "
        + "compact style; use the wheels style"
    ),
    (
      #"{"picker": "ios-date-picker", "mode": "time", "date": "2026-01-16", "minuteInterval": 7}"#,
      "march.json: $.minuteInterval: date picker: minute interval 7 does not divide 60; allowed: "
        + "1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30"
    ),
    (
      // UIDatePicker.minuteInterval: "the maximum value is 30".
      #"{"picker": "ios-date-picker", "mode": "time", "date": "2026-01-16", "minuteInterval": 60}"#,
      "march.json: $.minuteInterval: date picker: minute interval 60 is above UIKit's maximum of "
        + "30; allowed: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30"
    ),
    (
      #"{"picker": "ios-date-picker", "mode": "time", "date": "2026-01-16", "time": "25:00"}"#,
      "march.json: $.time: date picker: invalid time 25:0: hours run 0–23 and minutes 0–59"
    ),
    (
      #"{"picker": "ios-date-picker", "mode": "time", "date": "2026-01-16", "time": "10.30"}"#,
      #"march.json: $.time: "10.30" is not a time (expected HH:MM)"#
    ),
    (
      #"{"picker": "ios-date-picker", "mode": "date", "date": "2026-01-16", "#
        + #""countdown": {"hours": 1}}"#,
      #"march.json: $.countdown: only with "mode": "countdown-timer""#
    ),
    (
      #"{"picker": "ios-date-picker", "mode": "countdown-timer", "date": "2026-01-16", "#
        + #""countdown": {"hours": 24, "minutes": 0}}"#,
      "march.json: $.countdown: date picker: countdown 24 h 0 min is outside 0 h 0 min … "
        + "23 h 59 min (hours 0–23, minutes 0–59)"
    ),
    (
      #"{"picker": "ios-date-picker", "date": "2026-01-16", "locale": "xx_XX"}"#,
      #"march.json: $.locale: date picker: unknown locale "xx_XX"; use an identifier such as "#
        + "en_US or de_DE"
    ),
    (
      #"{"picker": "ios-date-picker", "style": "popover", "date": "2026-01-16"}"#,
      #"march.json: $.style: expected "wheels", "compact", "compact-open" or "inline", "#
        + #"got "popover""#
    ),
    (
      #"{"picker": "ios-date-picker", "mode": "date", "date": "2026-01-16", "#
        + #""orientation": "sideways"}"#,
      #"march.json: $.orientation: expected "portrait" or "landscape", got "sideways""#
    ),
    (
      #"{"picker": "ios-date-picker", "style": "inline", "mode": "date", "date": "2026-01-16", "#
        + #""orientation": "landscape"}"#,
      #"march.json: $.orientation: only with "style": "wheels" (the inline style has one layout)"#
    ),
    (
      #"{"picker": "watchos-picker", "date": "2026-01-16", "orientation": "landscape"}"#,
      "march.json: $.orientation: unknown key (known: $schema, picker, summary, theme, scale, "
        + "locale, tokens, mode, date, time, minuteInterval, countdown, clock)"
    ),
    (
      #"{"picker": "watchos-picker", "style": "wheels", "date": "2026-01-16"}"#,
      "march.json: $.style: unknown key (known: $schema, picker, summary, theme, scale, locale, "
        + "tokens, mode, date, time, minuteInterval, countdown, clock)"
    ),
    (
      #"{"picker": "macos-date-picker", "date": "2026-01-16", "selected": "2026-01-16"}"#,
      "march.json: $.selected: unknown key (known: $schema, picker, summary, theme, scale, "
        + "locale, tokens, style, date, time, range, focus)"
    ),
    (
      #"{"picker": "macos-date-picker", "date": "2026-01-16", "#
        + #""range": {"start": "2026-01-12", "end": "2026-01-16"}}"#,
      "march.json: $.range: macOS date picker: a range needs the graphical style, not textual"
    ),
    (
      #"{"picker": "macos-date-picker", "style": "graphical", "date": "2026-01-16", "#
        + #""range": {"start": "2026-01-16", "end": "2026-01-12"}}"#,
      "march.json: $.range: the range ends (2026-01-12) before it starts (2026-01-16)"
    ),
    (
      #"{"picker": "macos-date-picker", "style": "clock", "date": "2026-01-16", "focus": "d"}"#,
      #"march.json: $.focus: only with "style": "textual""#
    ),
    (
      #"{"picker": "macos-date-picker", "date": "2026-01-16", "focus": "q"}"#,
      #"march.json: $.focus: expected one of the field's pattern letters "M", "d", "y", "h", "#
        + #""m" or "a", got "q""#
    ),
    (
      #"{"picker": "platform-comparison", "month": "2026-03", "selection": "2026-04-02"}"#,
      "march.json: $.selection: date picker: the selected day 2026-04-02 is outside March 2026, "
        + "the month shown"
    ),
    (
      #"{"picker": "material-date-picker", "mode": "popup", "month": "2026-01", "#
        + #""today": "2026-01-20"}"#,
      #"march.json: $.mode: expected "modal", "modal-range", "docked", "docked-year-menu", "#
        + #""modal-input", "year-selection" or "fullscreen-range", got "popup""#
    ),
    (
      #"{"picker": "material-date-picker", "month": "2026-01", "today": "2026-01-20", "#
        + #""range": {"start": "2026-01-12", "end": "2026-01-16"}}"#,
      "march.json: $.range: material date picker (modal): a range needs the modal-range or "
        + "fullscreen-range mode"
    ),
    (
      #"{"picker": "material-date-picker", "mode": "modal-range", "month": "2026-01", "#
        + #""today": "2026-01-20", "selection": "2026-01-16"}"#,
      "march.json: $.selection: material date picker (modal-range or fullscreen-range): give a "
        + "start and an end, not one selected date"
    ),
    (
      #"{"picker": "material-date-picker", "mode": "fullscreen-range", "month": "2026-01", "#
        + #""today": "2026-01-20", "selection": "2026-01-16"}"#,
      "march.json: $.selection: material date picker (modal-range or fullscreen-range): give a "
        + "start and an end, not one selected date"
    ),
    (
      #"{"picker": "material-date-picker", "mode": "fullscreen-range", "month": "2026-01", "#
        + #""today": "2026-01-20", "locale": "it_IT"}"#,
      "march.json: $.locale: material picker: no platform words for the language of \"it_IT\" "
        + "(Compose's and Flutter's translations are tabled for ar, de, el, en, es, fa, fr, he, "
        + "hi, ja, ko, pt-BR, ru, th, ur, zh-Hans)"
    ),
    (
      #"{"picker": "material-date-picker", "mode": "docked", "month": "2026-01", "#
        + #""today": "2026-01-20", "input": "01/16/2026"}"#,
      "march.json: $.input: material date picker (docked): input text needs the modal-input mode"
    ),
    (
      #"{"picker": "material-date-picker", "month": "2026-01", "today": "2026-01-20", "#
        + #""years": {"from": 2030, "to": 2040}}"#,
      "march.json: $.today: material date picker: the today's year 2026 is outside 2030...2040"
    ),
    (
      #"{"picker": "material-date-picker", "month": "2026-01", "today": "2026-01-20", "#
        + #""years": {"from": 2100, "to": 1900}}"#,
      "march.json: $.years: the years end (1900) before they start (2100)"
    ),
    (
      #"{"picker": "material-date-picker", "month": "2026-01"}"#,
      #"march.json: $.today: missing; expected a date, "YYYY-MM-DD""#
    ),
    (
      #"{"picker": "material-time-picker", "mode": "input", "time": "10:30", "#
        + #""orientation": "landscape"}"#,
      "march.json: $.orientation: material time picker: the input picker has no landscape "
        + "layout (use a dial mode)"
    ),
    (
      #"{"picker": "material-time-picker", "time": "10:30", "orientation": "sideways"}"#,
      #"march.json: $.orientation: expected "portrait" or "landscape", got "sideways""#
    ),
    (
      #"{"picker": "material-time-picker", "time": "10:75"}"#,
      "march.json: $.time: material time picker: minute 75 is outside 0...59"
    ),
    (
      #"{"picker": "material-time-picker", "time": "10:30", "focus": "minute"}"#,
      #"march.json: $.focus: only with "mode": "input" (the dial selects its mode's field)"#
    ),
    (
      #"{"picker": "material-time-picker", "time": "10:30", "is24Hour": true}"#,
      "march.json: $.is24Hour: unknown key (known: $schema, picker, summary, theme, scale, "
        + "locale, tokens, mode, time, clock, orientation, focus)"
    ),
    (
      #"{"picker": "date-picker", "month": "2026-01", "locale": "ar_EG", "focus": "2026-02-08"}"#,
      "march.json: $.focus: date picker: the focused day 2026-02-08 is not on January 2026's "
        + "grid (2026-01-01 to 2026-02-06)"
    ),
    (
      #"{"picker": "date-picker", "month": "2026-01", "locale": "de_DE", "#
        + #""selection": "2026-02-01"}"#,
      "march.json: $.selection: date picker: the selected day 2026-02-01 is outside January "
        + "2026, the month shown"
    ),
    (
      #"{"picker": "date-picker", "month": "2026-01", "locale": "xx_XX"}"#,
      #"march.json: $.locale: unknown locale "xx_XX": Foundation has no data for xx_XX (use one "#
        + "of Locale.availableIdentifiers, such as en_US, de_DE or he_IL)"
    ),
    ("", "march.json: not JSON: line 1, column 1: the file is empty; expected a JSON object"),
    ("[]", #"march.json: $: expected an object with a "picker" key, got an array"#),
    (
      #"{"picker": "segmented", "width": nan}"#,
      "march.json: not JSON: line 1, column 34: expected a value, found 'nan'"
    ),
    (
      "{\n  \"picker\": \"date-selector\",\n  \"scale\": 1e400\n}",
      "march.json: not JSON: line 3, column 12: the number 1e400 is too large"
    ),
    (
      #"{"picker": "date-selector", "month": "2026-01", "month": "2026-02"}"#,
      #"march.json: not JSON: line 1, column 49: the key "month" is given twice"#
    ),
    (
      #"{"picker": "date-selector", "month": "2026-01",}"#,
      "march.json: not JSON: line 1, column 48: expected a key, found '}'"
    ),
    (
      #"{"tokens": "# + String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        + "}",
      "march.json: not JSON: line 1, column 43: nested more than 32 levels deep"
    ),
    (
      #"{"picker": "date-picker", "month": "2026-01", "marked": ["#
        + Array(repeating: "1", count: 1_001).joined(separator: ",") + "]}",
      "march.json: not JSON: line 1, column 2059: more than 1000 elements in one array"
    ),
    (
      #"{"picker": "date-picker", "month": "2026-01", "marked": ["#
        + (1...43).map { _ in #""2026-01-02""# }.joined(separator: ",") + "]}",
      "march.json: $.marked: expected at most 42 elements, got 43"
    ),
    (
      #"{"picker": "date-selector", "month": "2026-01", "tokens": "#
        + ##"{"primitive": {"nope": {"$value": "#000000"}}}}"##,
      "march.json: $.tokens.primitive.nope: "
        + ThemeError.unknownOverride("primitive.nope").reason
    ),
    // Issue 25: groups holding no token were accepted and changed nothing.
    (
      #"{"picker": "segmented", "label": "Fruit", "options": ["A", "B"], "tokens": "#
        + #"{"nope": {"label": {}}}}"#,
      "march.json: $.tokens.nope: unknown group 'nope' (only tokens of the base set can be "
        + "overridden)"
    ),
    (
      #"{"picker": "segmented", "label": "Fruit", "options": ["A", "B"], "tokens": "#
        + (1...28).map { #"{"n\#($0)": "# }.joined() + "{}" + String(repeating: "}", count: 29),
      "march.json: $.tokens.n1: unknown group 'n1' (only tokens of the base set can be "
        + "overridden)"
    ),
    (
      #"{"picker": "segmented", "label": "Fruit", "options": ["A", "B"], "tokens": "#
        + #"{"mode": {"light": {}}}}"#,
      "march.json: $.tokens.mode.light: the group holds no token to override (an override "
        + "changes tokens: give one with $value)"
    ),
    (
      #"{"picker": "segmented", "label": "Fruit", "options": ["A", "B"], "tokens": "#
        + ##"{"mode": {"light": {"label": "#ff0000"}}}}"##,
      "march.json: $.tokens.mode.light.label: expected a token or a group (an object), got "
        + ##""#ff0000""##
    ),
    (
      #"{"picker": "segmented", "label": "Fruit", "options": ["A", "B"], "tokens": "#
        + ##"{"mode": {"light": {"label": {"value": "#ff0000"}}}}}"##,
      "march.json: $.tokens.mode.light.label.value: expected a token or a group (an object), got "
        + ##""#ff0000""##
    ),
    (
      #"{"picker": "segmented", "label": "Fruit", "options": ["A", "B"], "tokens": "#
        + #"{"nope": {"label": {"x": 1}}}}"#,
      "march.json: $.tokens.nope.label.x: expected a token or a group (an object), got 1"
    ),
    (
      #"{"picker": "segmented", "label": "Fruit", "options": ["A", "B"], "tokens": "#
        + ##"{"dimensions": {"radius": {"3xl": {"$value": "20px", "$vaule": 1}}}}}"##,
      "march.json: $.tokens.dimensions.radius.3xl.$vaule: unknown property \"$vaule\" (a token "
        + "holds $value, $ref, $type, $description, $extensions, $deprecated)"
    ),
  ]

  @Test(arguments: badFiles)
  func aBadFileGetsItsOneLineMessage(_ text: String, _ message: String) {
    let got = sceneError(text)
    #expect(got == message)
    #expect(got.map { !$0.contains("\n") } ?? false)
  }

  /// Files at the ends of the supported years build: every month from 0001-01 to 9999-12 (the
  /// Material grid leaves its cells before year 1 and after 9999 empty). The docked picker is
  /// English only, so its Sunday- and Saturday-first grids come from en_IL and en_SD.
  @Test(arguments: [
    #"{"picker": "material-date-picker", "mode": "modal-range", "month": "9999-11", "#
      + #""today": "9999-12-31", "range": {"start": "9999-11-02", "end": "9999-11-03"}, "#
      + #""years": {"from": 9999, "to": 9999}}"#,
    #"{"picker": "material-date-picker", "mode": "modal-range", "month": "9999-12", "#
      + #""today": "9999-12-31", "range": {"start": "9999-12-30", "end": "9999-12-31"}, "#
      + #""years": {"from": 9999, "to": 9999}}"#,
    #"{"picker": "material-date-picker", "mode": "docked", "month": "0001-01", "#
      + #""today": "0001-01-01", "years": {"from": 1, "to": 100}}"#,
    #"{"picker": "material-date-picker", "mode": "fullscreen-range", "month": "9999-12", "#
      + #""today": "9999-12-31", "range": {"start": "9999-12-30", "end": "9999-12-31"}, "#
      + #""years": {"from": 9999, "to": 9999}}"#,
    #"{"picker": "material-date-picker", "mode": "fullscreen-range", "month": "9999-11", "#
      + #""today": "9999-12-31", "range": {"start": "9999-11-02", "end": "9999-12-31"}, "#
      + #""years": {"from": 9999, "to": 9999}}"#,
    #"{"picker": "material-date-picker", "mode": "fullscreen-range", "month": "0001-01", "#
      + #""today": "0001-01-01", "years": {"from": 1, "to": 1}}"#,
    #"{"picker": "material-date-picker", "mode": "docked", "month": "9999-12", "#
      + #""today": "9999-12-31", "years": {"from": 9999, "to": 9999}, "locale": "en_IL"}"#,
    #"{"picker": "platform-comparison", "month": "9999-12", "selection": "9999-12-31"}"#,
    #"{"picker": "platform-comparison", "month": "0001-01", "selection": "0001-01-01"}"#,
    #"{"picker": "material-date-picker", "month": "9999-11", "today": "9999-12-31", "#
      + #""years": {"from": 9999, "to": 9999}}"#,
    #"{"picker": "material-date-picker", "mode": "modal-range", "month": "9999-10", "#
      + #""today": "9999-12-31", "range": {"start": "9999-10-30", "end": "9999-12-31"}, "#
      + #""years": {"from": 9999, "to": 9999}}"#,
    #"{"picker": "material-date-picker", "mode": "docked", "month": "0001-02", "#
      + #""today": "0001-01-01", "years": {"from": 1, "to": 1}, "locale": "en_SD"}"#,
    #"{"picker": "material-date-picker", "mode": "year-selection", "month": "0001-02", "#
      + #""today": "0001-01-01", "years": {"from": 1, "to": 1}}"#,
    #"{"picker": "platform-comparison", "month": "9999-11", "selection": "9999-11-30"}"#,
    #"{"picker": "platform-comparison", "month": "0001-02", "locale": "he_IL"}"#,
    #"{"picker": "ios-date-picker", "style": "compact-open", "date": "9999-12-31"}"#,
    #"{"picker": "ios-date-picker", "mode": "date", "date": "9999-12-31", "#
      + #""orientation": "landscape"}"#,
    #"{"picker": "ios-date-picker", "style": "inline", "mode": "date", "date": "0001-01-01"}"#,
    #"{"picker": "watchos-picker", "date": "0001-01-01", "time": "00:00"}"#,
    #"{"picker": "macos-date-picker", "style": "graphical", "date": "9999-12-31", "#
      + #""range": {"start": "0001-01-01", "end": "9999-12-31"}}"#,
  ])
  func theEdgesOfTheSupportedYearsBuild(_ text: String) throws {
    let file = try decodeScene(text)
    for appearance in file.spec.appearances {
      #expect(!(try file.spec.build(Fixture.context(appearance)).items.isEmpty))
    }
  }

  @Test(arguments: ["March.json", "march", "march.JSON", "-march.json", "a b.json", ".json"])
  func aFileNameThatIsNotAnIDIsRefused(_ name: String) {
    #expect(
      sceneError(#"{"picker": "date-selector", "month": "2026-01"}"#, file: name)
        == "\(name): the file name is not a scene id: use lower-case letters, digits and '-', "
        + "starting with a letter, and end it in .json (march-range.json)")
  }

  @Test func errorKindsSeparateSyntaxValuesAndModelRules() throws {
    func kind(_ text: String) -> SceneFileError.Kind? {
      do {
        _ = try decodeScene(text)
        return nil
      } catch { return error.kind }
    }
    #expect(kind("nan") == .syntax)
    #expect(kind(#"{"picker": 3}"#) == .invalid)
    #expect(kind(#"{"picker": "segmented", "label": "A", "options": ["x"]}"#) == .modelRule)
  }

  /// Thousands of damaged copies of the shipped files (bytes flipped, cut, duplicated, digits
  /// blown up): each decodes (and builds) or is refused with one line, and none traps.
  @Test func damagedFilesNeverTrap() throws {
    var state: UInt64 = 0x5EED_F11E
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
    let replacements = Array("0123456789{}[]\",:.-eE\\ntfu#9".utf8)
    var refused = 0
    for name in SceneFolder.files {
      let original = try SceneFolder.bytes(name)
      for _ in 0..<150 {
        var bytes = original
        for _ in 0...next(3) {
          let at = next(bytes.count)
          switch next(5) {
          case 0: bytes[at] = replacements[next(replacements.count)]
          case 1: bytes.removeSubrange(at...)
          case 2: bytes.insert(contentsOf: Array("99999999999999999999e99".utf8), at: at)
          case 3: bytes.insert(contentsOf: bytes[at..<min(at + 40, bytes.count)], at: at)
          default: bytes.remove(at: at)
          }
          if bytes.isEmpty { break }
        }
        do {
          let file = try SceneFile.decode(bytes, file: name)
          _ = try? file.spec.build(Fixture.context())
        } catch {
          refused += 1
          #expect(!error.description.contains("\n"), "\(error)")
          #expect(error.description.hasPrefix("\(name): "))
        }
      }
    }
    #expect(refused > 1_000)
  }

  // MARK: Schema
  // MARK: Schema

  @Test func theSchemaUsesOnlyWhatTheValidatorChecks() throws {
    let schema = try SceneFolder.schema()
    #expect(SchemaValidator.unsupportedKeywords(schema).isEmpty)
    #expect(SchemaValidator.unsupportedKeywords(.object([("if", .bool(true))])) == ["#/if"])
    let validator = SchemaValidator(root: schema)
    #expect(validator.problems(try JSONValue.parse(Array(Self.march.utf8))).isEmpty)
    guard case .object(let members) = schema,
      case .string(let draft)? = members.first(where: { $0.key == "$schema" })?.value
    else {
      Issue.record("the schema has no $schema")
      return
    }
    #expect(draft == "https://json-schema.org/draft/2020-12/schema")
  }

  @Test func everySceneFileAndValidFixtureMatchesTheSchema() throws {
    let validator = SchemaValidator(root: try SceneFolder.schema())
    var texts = try SceneFolder.files.map { ($0, try SceneFolder.bytes($0)) }
    texts.append(("march.json (README)", Array(Self.march.utf8)))
    texts.append(
      (
        "tokens fixture",
        Array(#"{"picker": "date-selector", "month": "2026-01", "tokens": {}}"#.utf8)
      ))
    for (name, bytes) in texts {
      let problems = validator.problems(try JSONValue.parse(bytes))
      #expect(problems.isEmpty, "\(name): \(problems)")
    }
  }

  /// Files the decoder refuses that the schema must refuse too.
  static let refusedByBoth: [String] = [
    ##"{"picker": "color-picker", "color": "#335CFF", "colour": "#335CFF"}"##,
    #"{"picker": "date-picker", "month": "2026-03", "days": 3}"#,
    #"{"picker": "option-tiles", "tiles": [{"value": "1 GB", "price": 5}, {"value": "2 GB"}]}"#,
    #"{"picker": "date-selector", "month": "2026-01", "scale": "4"}"#,
    #"{"picker": "segmented", "label": "Size", "options": ["XS", "S", "M", "L", "XL", "XXL"]}"#,
    #"{"picker": "time-picker", "time": "10:15"}"#,
    #"{"picker": "date-selector", "month": "2026-13"}"#,
    #"{"picker": "wheel"}"#,
    #"{"month": "2026-01"}"#,
    #"{"picker": "ios-date-picker", "mode": "time", "date": "2026-01-16", "minuteInterval": 7}"#,
    // UIDatePicker.minuteInterval: "the maximum value is 30".
    #"{"picker": "ios-date-picker", "mode": "time", "date": "2026-01-16", "minuteInterval": 60}"#,
    #"{"picker": "watchos-picker", "mode": "time", "date": "2026-01-16", "minuteInterval": 60}"#,
    #"{"picker": "ios-date-picker", "style": "popover", "date": "2026-01-16"}"#,
    #"{"picker": "ios-date-picker", "date": "2026-01-16", "orientation": "sideways"}"#,
    #"{"picker": "watchos-picker", "style": "wheels", "date": "2026-01-16"}"#,
    #"{"picker": "macos-date-picker", "date": "2026-01-16", "selected": "2026-01-16"}"#,
    #"{"picker": "material-date-picker", "mode": "popup", "month": "2026-01", "today": "2026-01-20"}"#,
    #"{"picker": "material-date-picker", "month": "2026-01"}"#,
    #"{"picker": "material-time-picker", "time": "10:30", "orientation": "sideways"}"#,
    #"{"picker": "material-time-picker", "time": "10.30"}"#,
    #"{"picker": "platform-comparison", "month": "2026-01", "days": 3}"#,
  ]

  @Test(arguments: refusedByBoth)
  func aFileTheDecoderRefusesTheSchemaRefusesToo(_ text: String) throws {
    #expect(sceneError(text) != nil)
    let validator = SchemaValidator(root: try SceneFolder.schema())
    #expect(!validator.problems(try JSONValue.parse(Array(text.utf8))).isEmpty)
  }

  @Test func theSchemaListsEveryPicker() throws {
    guard case .object(let members) = try SceneFolder.schema(),
      case .object(let properties)? = members.first(where: { $0.key == "properties" })?.value,
      case .object(let picker)? = properties.first(where: { $0.key == "picker" })?.value,
      case .array(let names)? = picker.first(where: { $0.key == "enum" })?.value
    else {
      Issue.record("the schema has no picker enum")
      return
    }
    #expect(names == SceneFile.pickers.map { JSONValue.string($0) })
  }
}
