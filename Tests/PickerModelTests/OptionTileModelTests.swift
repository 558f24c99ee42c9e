import PickerModel
import Testing

@Suite struct OptionTileModelTests {
  /// A valid tile, for building rows.
  static func tile(
    _ value: String, selected: Bool = false, disabled: Bool = false,
    badge: OptionTileBadge? = nil
  ) throws -> OptionTile {
    try OptionTile(
      value: value, caption: "7 days", badge: badge, selected: selected, disabled: disabled)
  }

  /// What the attempt threw, as its one-line message.
  static func message(_ attempt: () throws -> Void) -> String? {
    do {
      try attempt()
      return nil
    } catch let error as OptionTileError {
      return error.description
    } catch {
      return "not an OptionTileError: \(error)"
    }
  }

  // MARK: Rules, each with its message

  /// Every rule of a tile: the call that breaks it and the message it gives.
  static let tileRules: [(String, @Sendable () throws -> Void, String)] = [
    (
      "disabled and selected",
      { _ = try OptionTile(value: "1 GB", selected: true, disabled: true) },
      "option tile \"1 GB\": a disabled tile is never shown as selected"
    ),
    (
      "wider", { _ = try OptionTile(value: "1 GB", width: 120) },
      "option tile \"1 GB\": tiles are fixed at 106×72, not 120×72"
    ),
    (
      "shorter", { _ = try OptionTile(value: "5 GB", height: 64.5) },
      "option tile \"5 GB\": tiles are fixed at 106×72, not 106×64.5"
    ),
    (
      "not a number", { _ = try OptionTile(value: "5 GB", width: .nan) },
      "option tile \"5 GB\": tiles are fixed at 106×72, not nan×72"
    ),
    (
      "empty value", { _ = try OptionTile(value: "  ", caption: "3 days") },
      "option tile with caption \"3 days\": the value is empty"
    ),
    (
      "empty badge", { _ = try OptionTile(value: "10 GB", badge: .text("")) },
      "option tile \"10 GB\": the badge is empty (leave it out instead)"
    ),
  ]

  @Test(arguments: tileRules.indices)
  func eachTileRuleRefusesWithItsMessage(rule: Int) {
    let (_, attempt, expected) = Self.tileRules[rule]
    #expect(Self.message(attempt) == expected)
  }

  /// Every rule of a row, with its message.
  static let rowRules: [(String, @Sendable () throws -> Void, String)] = [
    (
      "no tiles", { _ = try OptionTileRow([]) },
      "option tile row: tiles only come in rows of two or more, this one has 0"
    ),
    (
      "one tile", { _ = try OptionTileRow([try tile("1 GB")]) },
      "option tile row: tiles only come in rows of two or more, this one has 1"
    ),
    (
      "two selected",
      {
        _ = try OptionTileRow([try tile("1 GB", selected: true), try tile("5 GB", selected: true)])
      },
      "option tile row: one tile at most is selected, not \"1 GB\", \"5 GB\""
    ),
    (
      "same value twice", { _ = try OptionTileRow([try tile("1 GB"), try tile("1 GB")]) },
      "option tile row: two tiles show \"1 GB\""
    ),
    (
      "select outside",
      { _ = try OptionTileRow([try tile("1 GB"), try tile("5 GB")]).selecting(4) },
      "option tile row: no tile 4 in a row of 2"
    ),
    (
      "select disabled",
      {
        _ = try OptionTileRow([try tile("1 GB"), try tile("5 GB", disabled: true)]).selecting(1)
      },
      "option tile row: \"5 GB\" is disabled and cannot be selected"
    ),
  ]

  @Test(arguments: rowRules.indices)
  func eachRowRuleRefusesWithItsMessage(rule: Int) {
    let (_, attempt, expected) = Self.rowRules[rule]
    #expect(Self.message(attempt) == expected)
  }

  @Test(arguments: tileRules.indices)
  func messagesAreOneLine(rule: Int) {
    #expect(Self.message(Self.tileRules[rule].1)?.contains("\n") == false)
  }

  // MARK: Behaviour

  @Test func theFixedSizeIsAcceptedAndIs106By72() throws {
    #expect(OptionTile.width == 106 && OptionTile.height == 72)
    _ = try OptionTile(value: "1 GB", width: 106, height: 72)
  }

  @Test func aDisabledTileHidesItsBadge() throws {
    let tile = try Self.tile("10 GB", disabled: true, badge: .text("Popular"))
    #expect(tile.badge == .text("Popular"))
    #expect(tile.shownBadge == nil)
    #expect(try Self.tile("10 GB", badge: .number(2)).shownBadge?.description == "2")
  }

  @Test(arguments: [
    ("1 GB", "3 days", nil, false, "1 GB, 3 days"),
    ("10 GB", "28 days", OptionTileBadge.text("Popular"), false, "10 GB, 28 days, Popular"),
    ("10 GB", "28 days", OptionTileBadge.text("Popular"), true, "10 GB, 28 days"),
    ("20 GB", "", nil, false, "20 GB"),
  ])
  func theLabelIsValueCaptionAndShownBadge(
    value: String, caption: String, badge: OptionTileBadge?, disabled: Bool, label: String
  ) throws {
    let tile = try OptionTile(value: value, caption: caption, badge: badge, disabled: disabled)
    #expect(tile.accessibilityLabel == label)
  }

  @Test func selectingMovesTheOneSelection() throws {
    let row = try OptionTileRow(
      [try Self.tile("1 GB"), try Self.tile("5 GB", selected: true), try Self.tile("10 GB")],
      surface: .glass)
    #expect(row.selectedIndex == 1)
    let moved = try row.selecting(2)
    #expect(moved.selectedIndex == 2)
    #expect(moved.tiles.filter(\.isSelected).count == 1)
    #expect(moved.surface == .glass)
    #expect(moved.on(.inverse).surface == .inverse)
  }

  @Test(arguments: OptionTileSurface.allCases)
  func darkSurfacesAreInverseAndGlass(surface: OptionTileSurface) {
    #expect(surface.isDark == (surface == .inverse || surface == .glass))
  }
}
