import DrawList
import Foundation
import Raster
import Testing

@testable import CairoBackend

/// Font faces outlive every renderer: one process-wide cache, FT faces freed by Cairo's destroy
/// callback, renderers created and dropped on many threads at once.
@Suite struct FontLifetimeTests {
  /// Text in both Inter weights the scenes use, plus a shadow.
  static func list() throws -> DrawList {
    let shaper = HarfBuzzShaper()
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 120, height: 40))
    list.append(
      .shadow(
        .roundedRect(Rect(x: 4, y: 4, width: 100, height: 30), radius: 8),
        Shadow(offsetX: 0, offsetY: 2, blur: 4, color: .black)),
      tag: "card")
    for (index, font) in ["Inter-Medium", "Inter-Regular"].enumerated() {
      let style = TextStyle(font: FontID(font), size: 14)
      let shaped = try shaper.shape("January 16", style: style)
      list.append(
        .text(
          GlyphRun(
            text: "January 16", font: style.font, size: 14, color: .black,
            origin: Point(x: 6, y: 18 + 16 * Double(index)), glyphs: shaped.glyphs,
            advance: shaped.advance)),
        tag: font)
    }
    return list
  }

  @Test func manyRenderersOnManyThreadsDrawTheSameBytes() throws {
    let list = try Self.list()
    let before = try CairoRenderer().render(list, scale: 2).pixels
    let mismatches = Locked(0)
    let failures = Locked([String]())
    DispatchQueue.concurrentPerform(iterations: 50) { _ in
      do {
        // Each renderer is made, used twice and dropped on this thread.
        let renderer = try CairoRenderer()
        for scale in [2, 1] {
          let pixels = try renderer.render(list, scale: scale).pixels
          if scale == 2, pixels != before { mismatches.withLock { $0 += 1 } }
        }
      } catch {
        failures.withLock { $0.append("\(error)") }
      }
    }
    #expect(failures.withLock { $0 } == [])
    #expect(mismatches.withLock { $0 } == 0)
    let after = try CairoRenderer().render(list, scale: 2).pixels
    #expect(after == before)
  }

  @Test func facesAreSharedOnePerFontFile() throws {
    let list = try Self.list()
    for _ in 0..<5 { _ = try CairoRenderer().render(list, scale: 1) }
    let count = FontFaceCache.count
    for _ in 0..<5 { _ = try CairoRenderer().render(list, scale: 1) }
    #expect(FontFaceCache.count == count)
    #expect(count >= 2)
  }
}

/// A value behind a lock, for counting across threads.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
