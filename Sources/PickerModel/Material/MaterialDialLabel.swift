/// One number on the time picker's dial.
public struct MaterialDialLabel: Hashable, Sendable {
  /// The hour (0…23) or minute (0…59) it stands for.
  public let value: Int
  /// The text drawn (`12`, `05`, `00`), in the picker's locale.
  public let text: String
  /// Its position clockwise from the top: 0…11 (30° apart).
  public let position: Int
  /// Whether it sits on the 24-hour dial's inner ring.
  public let inner: Bool

  /// Creates a label.
  public init(value: Int, text: String, position: Int, inner: Bool) {
    self.value = value
    self.text = text
    self.position = position
    self.inner = inner
  }
}
