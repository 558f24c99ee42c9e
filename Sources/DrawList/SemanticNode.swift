/// What an interactive element is, for accessibility checks, hit testing and exported semantics:
/// kept apart from the free-text tags, which are only for readable diffs.
public struct SemanticNode: Hashable, Sendable {
  /// What kind of control it is.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    /// A push button.
    case button
    /// A day in a calendar grid.
    case day
    /// A time slot in a list.
    case slot
    /// A colour swatch.
    case swatch
    /// A segment of a segmented control.
    case segment
    /// A tab.
    case tab
    /// A slider or a 2-D handle.
    case slider
    /// A text field.
    case textField = "text-field"
    /// A selectable option (a tile, a menu item).
    case option
    /// A labelled group of controls: an accessibility container
    /// (`.accessibilityElement(children: .contain)`). It names its children and takes no touch
    /// of its own; its rectangle is its frame.
    case group
    /// A control whose value steps up and down (UIKit's `.adjustable` trait): a picker wheel.
    case adjustable
  }

  /// A state the element is in.
  public enum State: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Chosen.
    case selected
    /// Not available.
    case disabled
    /// Has keyboard focus.
    case focused
    /// Held down.
    case pressed
    /// In a container that scrolls, some of whose content is out of view (a row of option tiles
    /// wider than its viewport).
    case scrollable

    /// In declaration order, for stable dumps.
    public static func < (lhs: State, rhs: State) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// Unique within the draw list (`day 2026-01-16`, `submit`).
  public var id: String
  /// The kind of control.
  public var role: Role
  /// What assistive technology reads (`16 January 2026`, `Submit`).
  public var label: String
  /// Its current value, if it has one (`#335CFF`, `10:30`).
  public var value: String?
  /// The states it is in.
  public var states: Set<State>
  /// The area that takes a touch or click, in points (at least the drawn shape); for a
  /// container (``isTarget`` false), its frame: the whole of what it contains.
  public var hitRect: Rect
  /// The id of the `.group` node containing it (its children are read with the group's name), or
  /// `nil` at the top level.
  public var container: String?

  /// Creates a node.
  public init(
    id: String, role: Role, label: String, value: String? = nil, states: Set<State> = [],
    hitRect: Rect, container: String? = nil
  ) {
    self.id = id
    self.role = role
    self.label = label
    self.value = value
    self.states = states
    self.hitRect = hitRect
    self.container = container
  }

  /// Whether it takes touches, so its ``hitRect`` is a touch target: every node but a `.group`,
  /// a container whose rectangle is only its frame.
  public var isTarget: Bool { role != .group }
}
