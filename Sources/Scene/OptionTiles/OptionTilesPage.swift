import PickerModel

/// The e& top-up page: its own segmented control (one active segment) above a row of tiles.
public struct OptionTilesPage: Hashable, Sendable {
  /// The control's accessibility label: the name VoiceOver gives its group of segments.
  public var label: String
  /// The segment labels.
  public var segments: [String]
  /// The active segment.
  public var selectedSegment: Int
  /// The tiles below.
  public var row: OptionTileRow

  /// Creates a page.
  public init(label: String, segments: [String], selectedSegment: Int, row: OptionTileRow) {
    self.label = label
    self.segments = segments
    self.selectedSegment = selectedSegment
    self.row = row
  }
}
