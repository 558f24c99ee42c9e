/// One edit of an input file, with every parameter spelled out so it can be printed, replayed and
/// tested. `Mutator` chooses them; `apply(to:)` performs them.
enum Mutation: Equatable, CustomStringConvertible {
  /// XORs the byte at `offset` with `mask` (non-zero).
  case flipByte(offset: Int, mask: UInt8)
  /// Overwrites bytes from `offset` with `bytes` (clipped at the end of the file).
  case overwrite(offset: Int, bytes: [UInt8])
  /// Keeps only the first `length` bytes.
  case truncate(length: Int)
  /// Sets the IHDR width and height, then fixes the IHDR CRC so the decoder believes them.
  case pngDimensions(width: UInt32, height: UInt32)
  /// Sets IHDR data byte `field` (8 bit depth, 9 colour type, 10 compression, 11 filter,
  /// 12 interlace) to `value`, then fixes the CRC.
  case pngHeaderField(field: Int, value: UInt8)
  /// Sets the declared data length of chunk number `chunk` (CRC left alone: the length is not in
  /// it).
  case pngChunkLength(chunk: Int, length: UInt32)
  /// XORs data byte `offset` of chunk number `chunk` with `mask`, then fixes that chunk's CRC, so
  /// the damage reaches zlib or the chunk's parser.
  case pngChunkData(chunk: Int, offset: Int, mask: UInt8)
  /// Removes chunk number `chunk`.
  case pngDropChunk(chunk: Int)
  /// Inserts a copy of chunk number `chunk` right after it.
  case pngDuplicateChunk(chunk: Int)
  /// Replaces the number at `range` (a bare value or the numeric part of a string such as
  /// `"32px"`) with `text`.
  case jsonNumber(range: Range<Int>, text: String)
  /// Deletes the object member at `range` and one neighbouring comma.
  case jsonDeleteMember(range: Range<Int>)
  /// Inserts a copy of the member at `range` after it, so the key appears twice.
  case jsonDuplicateMember(range: Range<Int>)
  /// Replaces the value at `range` (a `fontFamily` string) with the JSON string `text`.
  case jsonFontFamily(range: Range<Int>, text: String)
  /// Replaces the value at `range` (a text a scene file draws: `label`, `options`…) with the
  /// JSON value `text`.
  case jsonText(range: Range<Int>, text: String)

  /// The kind of edit without its parameters, for grouping failures.
  var kind: String {
    switch self {
    case .flipByte: "flip-byte"
    case .overwrite: "overwrite"
    case .truncate: "truncate"
    case .pngDimensions: "png-dimensions"
    case .pngHeaderField: "png-header-field"
    case .pngChunkLength: "png-chunk-length"
    case .pngChunkData: "png-chunk-data"
    case .pngDropChunk: "png-drop-chunk"
    case .pngDuplicateChunk: "png-duplicate-chunk"
    case .jsonNumber: "json-number"
    case .jsonDeleteMember: "json-delete-member"
    case .jsonDuplicateMember: "json-duplicate-member"
    case .jsonFontFamily: "json-font-family"
    case .jsonText: "json-text"
    }
  }

  /// The edit with its parameters, e.g. `png-dimensions 4294967295x1`.
  var description: String {
    switch self {
    case .flipByte(let offset, let mask): "\(kind) @\(offset) ^0x\(hex(mask))"
    case .overwrite(let offset, let bytes):
      "\(kind) @\(offset) \(bytes.count) bytes \(bytes.prefix(8).map(hex).joined())"
    case .truncate(let length): "\(kind) to \(length) bytes"
    case .pngDimensions(let width, let height): "\(kind) \(width)x\(height)"
    case .pngHeaderField(let field, let value): "\(kind) IHDR[\(field)] = \(value)"
    case .pngChunkLength(let chunk, let length): "\(kind) chunk \(chunk) length \(length)"
    case .pngChunkData(let chunk, let offset, let mask):
      "\(kind) chunk \(chunk) data @\(offset) ^0x\(hex(mask))"
    case .pngDropChunk(let chunk), .pngDuplicateChunk(let chunk): "\(kind) chunk \(chunk)"
    case .jsonNumber(let range, let text): "\(kind) @\(range) -> \(text)"
    case .jsonDeleteMember(let range), .jsonDuplicateMember(let range): "\(kind) @\(range)"
    case .jsonFontFamily(let range, let text), .jsonText(let range, let text):
      "\(kind) @\(range) -> \(text)"
    }
  }

  /// `bytes` with this edit made. An edit that no longer fits (for example after an earlier
  /// truncation) leaves the bytes unchanged rather than failing.
  func apply(to bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    let chunks = PNGChunk.chunks(in: bytes)
    switch self {
    case .flipByte(let offset, let mask):
      guard offset < out.count else { return out }
      out[offset] ^= mask
    case .overwrite(let offset, let run):
      guard offset < out.count else { return out }
      let end = min(out.count, offset + run.count)
      out.replaceSubrange(offset..<end, with: run.prefix(end - offset))
    case .truncate(let length):
      out.removeLast(max(0, out.count - length))
    case .pngDimensions(let width, let height):
      guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.length >= 8 else { return out }
      PNGChunk.writeUInt32(width, into: &out, at: ihdr.dataOffset)
      PNGChunk.writeUInt32(height, into: &out, at: ihdr.dataOffset + 4)
      ihdr.fixCRC(in: &out)
    case .pngHeaderField(let field, let value):
      guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.length > field else { return out }
      out[ihdr.dataOffset + field] = value
      ihdr.fixCRC(in: &out)
    case .pngChunkLength(let index, let length):
      guard index < chunks.count else { return out }
      PNGChunk.writeUInt32(length, into: &out, at: chunks[index].offset)
    case .pngChunkData(let index, let offset, let mask):
      guard index < chunks.count, offset < chunks[index].length else { return out }
      out[chunks[index].dataOffset + offset] ^= mask
      chunks[index].fixCRC(in: &out)
    case .pngDropChunk(let index):
      guard index < chunks.count else { return out }
      out.removeSubrange(chunks[index].offset..<chunks[index].end)
    case .pngDuplicateChunk(let index):
      guard index < chunks.count else { return out }
      let chunk = chunks[index]
      out.insert(contentsOf: bytes[chunk.offset..<chunk.end], at: chunk.end)
    case .jsonNumber(let range, let text), .jsonFontFamily(let range, let text),
      .jsonText(let range, let text):
      guard range.upperBound <= out.count else { return out }
      out.replaceSubrange(range, with: Array(text.utf8))
    case .jsonDeleteMember(let range):
      guard range.upperBound <= out.count else { return out }
      var after = range.upperBound
      while after < out.count, JSONText.isSpace(out[after]) { after += 1 }
      if after < out.count, out[after] == UInt8(ascii: ",") {
        out.removeSubrange(range.lowerBound..<(after + 1))
        return out
      }
      var before = range.lowerBound
      while before > 0, JSONText.isSpace(out[before - 1]) { before -= 1 }
      if before > 0, out[before - 1] == UInt8(ascii: ",") {
        out.removeSubrange((before - 1)..<range.upperBound)
      } else {
        out.removeSubrange(range)
      }
    case .jsonDuplicateMember(let range):
      guard range.upperBound <= out.count else { return out }
      out.insert(contentsOf: Array(", ".utf8) + bytes[range], at: range.upperBound)
    }
    return out
  }
}

private func hex(_ byte: UInt8) -> String {
  let digits = Array("0123456789abcdef")
  return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
}
