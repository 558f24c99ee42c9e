internal import CCairo
import Foundation

/// The blurred backdrops one drawing has made, by the index of the group they are beneath: a
/// painter and the painters it starts to draw what lies beneath a backdrop or a blended group
/// share one, so each backdrop is drawn and blurred once.
///
/// Without it a backdrop drew everything before it again, earlier backdrops included, each of
/// which drew what lay beneath it again: the fourth glass tile of a row cost eight backdrops, the
/// row fifteen for four (`option-tiles-segmented-glass` rendered in 104 ms at @2x). What lies
/// beneath the group at an index is the same in every painter of one drawing (the same list,
/// density and open groups), so its blurred image is too; an entry is used only for the same
/// pixel box. Used by one thread (a drawing's painters run in turn), never shared between
/// drawings or bands.
final class BackdropMemo {
  /// A blurred backdrop and the device-pixel box it covers.
  private struct Entry {
    let image: OpaquePointer
    let box: [Double]
  }

  private var entries: [Int: Entry] = [:]

  deinit {
    for entry in entries.values { cairo_surface_destroy(entry.image) }
  }

  /// A new reference to the backdrop beneath the group at `index` covering `box`, if one was
  /// kept; the caller destroys it.
  func image(at index: Int, box: (left: Double, top: Double, width: Int, height: Int))
    -> OpaquePointer?
  {
    guard let entry = entries[index], entry.box == Self.key(box) else { return nil }
    return cairo_surface_reference(entry.image)
  }

  /// Keeps a reference to `image`, the backdrop beneath the group at `index` covering `box` (just
  /// drawn and blurred: told to ``drawn``).
  func keep(
    _ image: OpaquePointer, at index: Int, box: (left: Double, top: Double, width: Int, height: Int)
  ) {
    Self.drawn?.add(index)
    if let old = entries[index] { cairo_surface_destroy(old.image) }
    entries[index] = Entry(image: cairo_surface_reference(image), box: Self.key(box))
  }

  /// How many backdrops are kept.
  var count: Int { entries.count }

  /// Where each backdrop drawn and blurred is told, while one is bound
  /// (`BackdropMemo.$drawn.withValue(log) { … }`): how a test proves each is made once.
  @TaskLocal static var drawn: DrawnLog?

  /// The indices of the backdrops drawn while it was bound to ``drawn``, in order.
  final class DrawnLog: @unchecked Sendable {
    private let lock = NSLock()
    private var indices: [Int] = []

    /// Records that the backdrop beneath the group at `index` was drawn and blurred.
    func add(_ index: Int) { lock.withLock { indices.append(index) } }

    /// Every index recorded, in order.
    var all: [Int] { lock.withLock { indices } }
  }

  private static func key(_ box: (left: Double, top: Double, width: Int, height: Int)) -> [Double] {
    [box.left, box.top, Double(box.width), Double(box.height)]
  }
}
