import Foundation
import Raster

/// Access to the committed fixtures in `Fixtures/` (see make-fixtures.py).
enum FixtureFiles {
  /// The fixture directory inside the test bundle.
  static let directory: String = {
    guard let root = Bundle.module.resourcePath else { fatalError("no resource bundle") }
    return root + "/Fixtures"
  }()

  /// The bytes of fixture file `name` (with extension).
  static func bytes(_ name: String) throws -> [UInt8] {
    try BinaryFile.read(atPath: "\(directory)/\(name)")
  }

  /// Every decodable fixture's base name: each has NAME.png and NAME.rgba.
  static let decodable = [
    "palette8-trns", "palette4-trns", "palette2", "palette1-interlaced",
    "grey1", "grey2", "grey4", "grey8", "grey8-trns", "grey16", "grey2-interlaced",
    "grey-alpha8", "grey-alpha16",
    "rgb8", "rgb8-trns", "rgb16", "rgb8-gamma",
    "rgba8", "rgba16", "rgba8-interlaced", "rgba16-interlaced",
  ]
}
