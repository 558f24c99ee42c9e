import Raster

// TEMPORARY until the Raster work lands.
extension BinaryFile {
  public static func read(atPath path: String, maxBytes: Int) throws -> [UInt8] {
    try read(atPath: path)
  }
}

extension AtomicFile {
  static func writeAll(_ files: [(path: String, bytes: [UInt8])]) throws {
    for file in files { try write(file.bytes, to: file.path) }
  }
}

extension AtomicFile {
  static func removeStaleTemporaries(in directory: String) throws -> [String] { [] }
}

extension PNGCodec {
  public static let maxFileBytes = 1 << 31
}
