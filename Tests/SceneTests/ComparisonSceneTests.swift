import DrawList
import Scene
import Testing
import Theme

@Suite struct ComparisonSceneTests {
  @Test func lightAndDarkSitSideBySideOnTheirPages() throws {
    let scene = try #require(SceneSpec.named("date-picker"))
    let light = Fixture.context(.light)
    let dark = Fixture.context(.dark)
    let lightList = try scene.build(light)
    let list = try ComparisonScene(light: light, dark: dark).build(
      light: lightList, dark: try scene.build(dark))
    let panelWidth = lightList.canvas.width + 2 * ComparisonScene.margin
    #expect(
      list.canvas
        == Rect(
          x: 0, y: 0, width: 2 * panelWidth,
          height: lightList.canvas.height + 2 * ComparisonScene.margin + ComparisonScene.labelHeight
        ))
    #expect(list.fill(tagged: "light page")?.1 == .solid(.white))
    #expect(list.fill(tagged: "dark page")?.1 == .solid(Color(hex: "#171717")!))
    #expect(list.text(tagged: "light label")?.text == "Light")
    #expect(list.text(tagged: "dark label")?.text == "Dark")
    // The Dark card is the Light card moved one panel to the right.
    let lightCard = try #require(list.fill(tagged: "light card")?.0.bounds)
    let darkCard = try #require(list.fill(tagged: "dark card")?.0.bounds)
    #expect(darkCard == lightCard.offsetBy(dx: panelWidth, dy: 0))
    #expect(lightCard.width == 340)
  }
}
