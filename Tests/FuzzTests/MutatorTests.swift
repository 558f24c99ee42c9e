import Foundation
import Testing

/// The mutation engine on its own: reproducible for a seed, and each edit does what it says.
@Suite struct MutatorTests {
  static let inputs = Result { try FuzzInputs() }
  static let png: [UInt8] = (try? inputs.get().bytes("goldens/date-picker/light@1x.png")) ?? []
  static let tokens = """
    {"a": {"$value": "32px", "fontWeight": 500, "letterSpacing": "-0.006em"},
     "950": {"$value": "#1c1c1c"}, "fontFamily": "Inter"}
    """

  @Test func splitMix64MatchesTheReferenceSequence() {
    // The reference implementation (Vigna) from seed 0.
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func aCaseIsReproducibleFromSeedAndIndex() throws {
    let inputs = try Self.inputs.get()
    for index in 0..<40 {
      let first = FuzzCase(seed: 7, index: index, inputs: inputs)
      let again = FuzzCase(seed: 7, index: index, inputs: inputs)
      #expect(first.edits == again.edits)
      #expect(first.arguments == again.arguments)
      #expect(first.files.map(\.bytes) == again.files.map(\.bytes))
    }
    let seven = (0..<40).map { FuzzCase(seed: 7, index: $0, inputs: inputs).edits }
    let eight = (0..<40).map { FuzzCase(seed: 8, index: $0, inputs: inputs).edits }
    #expect(seven != eight)
    #expect(Set((0..<40).map { seven[$0].description }).count > 30)
  }

  @Test func everyEditKindIsChosenForItsFormat() {
    var mutator = Mutator(random: SplitMix64(seed: 1))
    let json = Array(Self.tokens.utf8)
    let pngKinds = Set((0..<2000).map { _ in mutator.choose(for: Self.png, format: .png).kind })
    let jsonKinds = Set((0..<2000).map { _ in mutator.choose(for: json, format: .json).kind })
    #expect(
      pngKinds == [
        "flip-byte", "overwrite", "truncate", "png-dimensions", "png-header-field",
        "png-chunk-length", "png-chunk-data", "png-drop-chunk", "png-duplicate-chunk",
      ])
    #expect(
      jsonKinds == [
        "flip-byte", "overwrite", "truncate", "json-number", "json-delete-member",
        "json-duplicate-member", "json-font-family",
      ])
  }

  @Test func flipOverwriteAndTruncateEditOnlyWhatTheySay() {
    let bytes: [UInt8] = Array(0..<32)
    let flipped = Mutation.flipByte(offset: 5, mask: 0x81).apply(to: bytes)
    #expect(flipped.count == 32)
    #expect(
      zip(bytes, flipped).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset) == [5])
    #expect(flipped[5] == 5 ^ 0x81)
    let run = Mutation.overwrite(offset: 30, bytes: [0xFF, 0xFF, 0xFF, 0xFF]).apply(to: bytes)
    #expect(run == Array(0..<30) + [0xFF, 0xFF])
    #expect(Mutation.truncate(length: 7).apply(to: bytes) == Array(0..<7))
    #expect(Mutation.truncate(length: 99).apply(to: bytes) == bytes)
  }

  @Test func crc32MatchesPNG() {
    #expect(PNGChunk.crc32(ArraySlice("IEND".utf8)) == 0xAE42_6082)
    let chunks = PNGChunk.chunks(in: Self.png)
    #expect(chunks.first?.type == "IHDR")
    #expect(chunks.last?.type == "IEND")
    let allValid = chunks.allSatisfy { $0.crcIsValid(in: Self.png) }
    let endsWithIEND = PNGChunk.endsWithIEND(Self.png)
    #expect(allValid)
    #expect(endsWithIEND)
  }

  @Test func dimensionEditsFixTheHeaderCRC() throws {
    let edited = Mutation.pngDimensions(width: 0xFFFF_FFFF, height: 16384).apply(to: Self.png)
    let ihdr = try #require(PNGChunk.chunks(in: edited).first)
    #expect(PNGChunk.readUInt32(edited, at: ihdr.dataOffset) == 0xFFFF_FFFF)
    #expect(PNGChunk.readUInt32(edited, at: ihdr.dataOffset + 4) == 16384)
    let crcValid = ihdr.crcIsValid(in: edited)
    let restUnchanged = edited[ihdr.end...] == Self.png[ihdr.end...]
    #expect(crcValid)
    #expect(edited.count == Self.png.count)
    #expect(restUnchanged)

    let field = Mutation.pngHeaderField(field: 9, value: 5).apply(to: Self.png)
    #expect(field[ihdr.dataOffset + 9] == 5)
    let fieldCRCValid = PNGChunk.chunks(in: field)[0].crcIsValid(in: field)
    #expect(fieldCRCValid)
  }

  @Test func chunkEditsTargetOneChunk() throws {
    let chunks = PNGChunk.chunks(in: Self.png)
    let idat = try #require(chunks.firstIndex { $0.type == "IDAT" })

    let data = Mutation.pngChunkData(chunk: idat, offset: 3, mask: 0x10).apply(to: Self.png)
    #expect(data[chunks[idat].dataOffset + 3] == Self.png[chunks[idat].dataOffset + 3] ^ 0x10)
    let dataCRCValid = PNGChunk.chunks(in: data)[idat].crcIsValid(in: data)
    #expect(dataCRCValid)

    let length = Mutation.pngChunkLength(chunk: idat, length: 0x7FFF_FFFF).apply(to: Self.png)
    #expect(PNGChunk.readUInt32(length, at: chunks[idat].offset) == 0x7FFF_FFFF)
    #expect(length.count == Self.png.count)

    let dropped = Mutation.pngDropChunk(chunk: 0).apply(to: Self.png)
    #expect(dropped.count == Self.png.count - chunks[0].end + chunks[0].offset)
    #expect(PNGChunk.chunks(in: dropped).map(\.type) == chunks.dropFirst().map(\.type))

    let doubled = Mutation.pngDuplicateChunk(chunk: 0).apply(to: Self.png)
    #expect(PNGChunk.chunks(in: doubled).map(\.type) == ["IHDR"] + chunks.map(\.type))
  }

  @Test func numbersAreFoundInValuesStringsAndKeys() {
    let json = Array(Self.tokens.utf8)
    let found = JSONText.numbers(in: json).map {
      (String(decoding: json[$0.range], as: UTF8.self), $0.inString, $0.inKey)
    }
    #expect(found.map(\.0) == ["32", "500", "-0.006", "950"])
    #expect(found.map(\.1) == [true, false, true, true])
    #expect(found.map(\.2) == [false, false, false, true])
  }

  @Test func numberSwapsKeepTheUnit() throws {
    let json = Array(Self.tokens.utf8)
    let spans = JSONText.numbers(in: json)
    let px = Mutation.jsonNumber(range: spans[0].range, text: "1e300").apply(to: json)
    #expect(String(decoding: px, as: UTF8.self).contains("\"$value\": \"1e300px\""))
    let bare = Mutation.jsonNumber(range: spans[1].range, text: "nan").apply(to: json)
    #expect(String(decoding: bare, as: UTF8.self).contains("\"fontWeight\": nan,"))
    let em = Mutation.jsonNumber(range: spans[2].range, text: "").apply(to: json)
    #expect(String(decoding: em, as: UTF8.self).contains("\"letterSpacing\": \"em\""))
  }

  @Test(arguments: ["$value", "fontWeight", "letterSpacing", "950", "fontFamily", "a"])
  func deletingAMemberLeavesValidJSONWithoutIt(key: String) throws {
    let json = Array(Self.tokens.utf8)
    let member = try #require(JSONText.members(in: json).first { $0.key == key })
    let edited = Mutation.jsonDeleteMember(range: member.range).apply(to: json)
    let text = String(decoding: edited, as: UTF8.self)
    #expect(try JSONSerialization.jsonObject(with: Data(edited)) is [String: Any])
    #expect(text.count < Self.tokens.count)
    #expect(
      text.components(separatedBy: "\"\(key)\"").count == Self.tokens.components(
        separatedBy: "\"\(key)\""
      ).count - 1)
  }

  @Test func duplicatingAMemberRepeatsTheKey() throws {
    let json = Array(Self.tokens.utf8)
    let member = try #require(JSONText.members(in: json).first { $0.key == "a" })
    #expect(String(decoding: json[member.valueRange], as: UTF8.self).hasSuffix("\"-0.006em\"}"))
    let edited = Mutation.jsonDuplicateMember(range: member.range).apply(to: json)
    let text = String(decoding: edited, as: UTF8.self)
    #expect(text.components(separatedBy: "\"a\":").count == 3)
    #expect(try JSONSerialization.jsonObject(with: Data(edited)) is [String: Any])
  }

  @Test func fontFamilyBecomesAPath() throws {
    let json = Array(Self.tokens.utf8)
    let member = try #require(JSONText.members(in: json).first { $0.key == "fontFamily" })
    let edited = Mutation.jsonFontFamily(range: member.valueRange, text: "\"../../etc/x\"")
      .apply(to: json)
    #expect(String(decoding: edited, as: UTF8.self).hasSuffix("\"fontFamily\": \"../../etc/x\"}"))
  }

  @Test(
    arguments: [
      (CLIProcess.Ending.exit(0), "", nil),
      (.exit(1), "", nil),
      (.exit(65), "pickershot: bad\n", nil),
      (.exit(65), "", "exit 65 with 0 stderr lines (want 1)"),
      (.exit(65), "one\ntwo\n", "exit 65 with 2 stderr lines (want 1)"),
      (.exit(70), "pickershot: oops\n", "exit 70 (internal error)"),
      (.exit(69), "pickershot: font\n", "exit 69 (not in 0, 1, 65)"),
      (.signal(4), "Fatal error: x", "signal 4 (SIGILL)"),
      (.timeout(seconds: 10), "", "timeout after 10.0 s"),
    ] as [(CLIProcess.Ending, String, String?)])
  func theJudgeAllowsOnlyDocumentedEndings(
    ending: CLIProcess.Ending, stderr: String, problem: String?
  ) {
    let result = CLIProcess.Result(ending: ending, stdout: "", stderr: stderr, seconds: 0)
    #expect(FuzzRunner.judge(result, allowed: [0, 1, 65]) == problem)
  }

  @Test func aCrashIsSummarizedByItsMessageAndInnermostFrame() {
    let debug = """
      Swift/IntegerTypes.swift:8841: Fatal error: Double value cannot be converted to Int
      *** Signal 4: Backtracing from 0x7f194276df7f... done ***
        0      0x00007f194276df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
        2 [ra] 0x000055d208af0d7e static CairoRenderer.pixelSize(of:scale:) + 1197 in pickershot at /w/Sources/CairoBackend/CairoRenderer.swift:55:7
        3 [ra] 0x000055d208af138c CairoRenderer.render(_:scale:background:) + 491 in pickershot at /w/Sources/CairoBackend/CairoRenderer.swift:63:32
      """
    let crash = CLIProcess.crashSite(debug)
    #expect(crash.message == "Double value cannot be converted to Int")
    #expect(crash.function == "static CairoRenderer.pixelSize(of:scale:)")
    #expect(crash.place == "CairoRenderer.swift:55:7")
    let release = """
      *** Swift runtime failure: Double value cannot be converted to Int because the result would be greater than Int.max ***
        0 [inlined] [system]      0x0000556266ed3996 Swift runtime failure: Double value in pickershot at //<compiler-generated>
        1                         0x0000556266ed3996 specialized static CairoRenderer.pixelSize(of:scale:) + 182 in pickershot at /w/Sources/CairoBackend/CairoRenderer.swift:56:7
      """
    let inRelease = CLIProcess.crashSite(release)
    #expect(inRelease.message.hasSuffix("greater than Int.max"))
    #expect(inRelease.function == "static CairoRenderer.pixelSize(of:scale:)")
    let result = CLIProcess.Result(ending: .signal(4), stdout: "", stderr: release, seconds: 0)
    #expect(
      FuzzRunner.judge(result, allowed: [0])
        == "signal 4 (SIGILL) in static CairoRenderer.pixelSize(of:scale:)")
  }
}
