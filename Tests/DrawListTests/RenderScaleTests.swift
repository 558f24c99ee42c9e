import DrawList
import Testing

@Suite struct RenderScaleTests {
  @Test func scalesAreOneTwoAndThreeInOrder() {
    #expect(RenderScale.allCases == [.x1, .x2, .x3])
    #expect(RenderScale.values == [1, 2, 3])
    #expect(RenderScale.allCases.sorted() == RenderScale.allCases)
    #expect(RenderScale.x1 < .x3)
  }

  @Test func theyReadAsTheyAreWritten() {
    #expect(RenderScale.listed == "1, 2 or 3")
    #expect(RenderScale.allCases.map(\.description) == ["@1x", "@2x", "@3x"])
  }

  @Test(arguments: [(0, nil), (1, RenderScale.x1), (2, .x2), (3, .x3), (4, nil)])
  func aWholeNumberNamesAScale(value: Int, scale: RenderScale?) {
    #expect(RenderScale(rawValue: value) == scale)
  }
}
