/// An opaque RGB colour used to paint pixels in a diff image.
public struct PixelDiffColor: Sendable, Equatable, Hashable {
  /// Red component.
  public var red: UInt8
  /// Green component.
  public var green: UInt8
  /// Blue component.
  public var blue: UInt8

  /// Creates a colour from its components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Pure red, pixelmatch's default `diffColor`.
  public static let red = PixelDiffColor(red: 255, green: 0, blue: 0)
  /// Pure yellow, pixelmatch's default `aaColor`.
  public static let yellow = PixelDiffColor(red: 255, green: 255, blue: 0)

  /// The colour as an opaque little-endian RGBA8 word (alpha 255).
  var opaqueWord: UInt32 {
    UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xff00_0000
  }
}
