import DrawList

/// The Material Symbols the pickers draw, simplified to filled outlines on the 24-unit grid.
public enum MaterialIcon: String, CaseIterable, Sendable {
  /// `edit` (a pencil): the modal's switch to text input.
  case edit
  /// `calendar_today`: the input's switch back to the calendar.
  case calendar
  /// `keyboard`: the dial's switch to the input picker.
  case keyboard
  /// `schedule` (a clock): the input's switch back to the dial.
  case clock
  /// `chevron_left`.
  case chevronLeft = "chevron-left"
  /// `chevron_right`.
  case chevronRight = "chevron-right"
  /// `arrow_drop_down`.
  case dropDown = "drop-down"
  /// `arrow_drop_up`.
  case dropUp = "drop-up"
  /// `check`: the docked year menu's selected year.
  case check
  /// `close` (an X): the full-screen range picker's dismiss button.
  case close

  /// The outline on the 24 × 24 grid; holes run the other way round (non-zero rule).
  public var elements: [Path.Element] {
    switch self {
    case .edit:
      IconOutline.polygon([(3, 17.25), (14.06, 6.19), (17.81, 9.94), (6.75, 21), (3, 21)])
        + IconOutline.polygon([(15.13, 5.12), (16.96, 3.29), (20.71, 7.04), (18.88, 8.87)])
    case .calendar:
      IconOutline.polygon([(3, 4), (21, 4), (21, 22), (3, 22)])
        + IconOutline.polygon([(5, 20), (19, 20), (19, 9), (5, 9)])
        + IconOutline.polygon([(6, 1), (8, 1), (8, 4), (6, 4)])
        + IconOutline.polygon([(16, 1), (18, 1), (18, 4), (16, 4)])
    case .keyboard:
      IconOutline.polygon([(2, 5), (22, 5), (22, 19), (2, 19)])
        + IconOutline.polygon([(4, 17), (20, 17), (20, 7), (4, 7)])
        + [5.0, 8, 11, 14, 17].flatMap { x in
          IconOutline.polygon([(x, 8), (x + 2, 8), (x + 2, 10), (x, 10)])
        }
        + [5.0, 8, 11, 14, 17].flatMap { x in
          IconOutline.polygon([(x, 11), (x + 2, 11), (x + 2, 13), (x, 13)])
        }
        + IconOutline.polygon([(8, 14), (16, 14), (16, 16), (8, 16)])
    case .clock:
      IconOutline.circle(center: (12, 12), radius: 10, clockwise: true)
        + IconOutline.circle(center: (12, 12), radius: 8, clockwise: false)
        + IconOutline.polygon([
          (11, 7), (12.5, 7), (12.5, 12.25), (17, 14.92), (16.25, 16.15), (11, 13),
        ])
    case .chevronLeft:
      IconOutline.polygon([(15.41, 7.41), (10.83, 12), (15.41, 16.59), (14, 18), (8, 12), (14, 6)])
    case .chevronRight:
      IconOutline.polygon([(8.59, 16.59), (13.17, 12), (8.59, 7.41), (10, 6), (16, 12), (10, 18)])
    case .dropDown:
      IconOutline.polygon([(7, 10), (17, 10), (12, 15)])
    case .dropUp:
      IconOutline.polygon([(7, 14), (12, 9), (17, 14)])
    case .check:
      IconOutline.polygon([(9, 16.17), (19.59, 5.59), (21, 7), (9, 19), (3.41, 13.41), (4.83, 12)])
    case .close:
      IconOutline.polygon([
        (19, 6.41), (17.59, 5), (12, 10.59), (6.41, 5), (5, 6.41), (10.59, 12), (5, 17.59),
        (6.41, 19), (12, 13.41), (17.59, 19), (19, 17.59), (13.41, 12),
      ])
    }
  }

  /// The icon as a path filling the square `box`.
  public func path(in box: Rect) -> Path {
    IconOutline.path(elements, grid: 24, in: box)
  }
}
