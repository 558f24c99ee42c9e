internal import CCairo
import DrawList
import Foundation

/// A shadow written into an SVG as a `<filter>` (Gaussian blur of the offset silhouette's alpha,
/// flooded with the shadow's colour) instead of an embedded image, where that draws what the PNG
/// draws.
///
/// Cairo 1.16 cannot write filters, so the painter draws a placeholder in the shadow's place: a
/// 1x1 image whose attached "PNG" is ``marker``, unique in the document. Cairo writes it as an
/// `<image>` in `<defs>` and a `<use>` of it where the shadow is painted (inside the same clips
/// and groups, at the same place in the paint order, with the current transform as its
/// `transform`). ``substituted(_:_:)`` then replaces that `<use>` with the filter and the
/// silhouette under Cairo's transform (moved by the shadow's offset), and drops the placeholder
/// `<image>`.
///
/// The rule (``unsupported(matrix:shape:shadow:)``): a shadow is a filter unless
///
/// - its transform to the SVG's units is not a positive uniform scale with a translation (a
///   rotation, skew, mirror or non-uniform scale): the PNG blurs along device axes with one
///   standard deviation, the SVG would blur in the shape's own rotated or stretched space; or
/// - it is a path's shadow with a negative spread: the PNG cuts a round-joined stroke from the
///   silhouette, which SVG has no filter primitive for (feMorphology erodes by a square).
///
/// The blur's standard deviation is `blur / 2` points, as the PNG's (``Shadow``). SVG defines
/// `feGaussianBlur` at 2 pixels and above as the same three box blurs ``BoxBlur`` runs
/// (rsvg-convert does exactly that), so the SVG drawn at the scale asked for blurs as the PNG does.
/// Where that scale's box is one pixel or less the PNG does not blur at all, and neither does the
/// filter. SVGClientTests draws every built-in scene with a shadow through rsvg-convert against
/// the PNG.
struct SVGShadowFilter {
  /// The placeholder's attached bytes: unique to this shadow within the document.
  let marker: [UInt8]
  /// The filter's id (`pickershot-shadow-N`).
  let id: String
  /// The silhouette's path data, in the shadow's user space (points).
  let pathData: String
  /// A path's spread: stroked round-joined at twice this width onto the silhouette (0: none).
  let strokeWidth: Double
  /// The filter region in user space: the silhouette and its blur, padded (before the offset,
  /// which the silhouette's transform carries).
  let region: Rect
  /// The standard deviation in user units, or `nil` where the PNG's box is too small to blur.
  let deviation: Double?
  let offsetX: Double
  let offsetY: Double
  let color: Color

  /// Why `shadow` under `matrix` (user space to the SVG's units) cannot be a filter, or `nil`
  /// when it can.
  static func unsupported(matrix: cairo_matrix_t, shape: Shape, shadow: Shadow) -> String? {
    guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy else {
      return "shadow under a rotated, skewed or stretched transform"
    }
    if case .path = shape, shadow.spread < 0 { return "shadow of a path with a negative spread" }
    return nil
  }

  /// The filter for the `number`th shadow (from 1): `shape` grown by `shadow`'s spread, its path
  /// flattened by Cairo under `matrix` (user space to mask pixels, as the PNG draws it), blurred
  /// at `pixelsPerUnit` pixels a user unit.
  init(number: Int, shape: Shape, shadow: Shadow, matrix: cairo_matrix_t, pixelsPerUnit: Double) {
    let digits = String(number)
    marker = Array(
      ("pickershot-shadow-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits)
        .utf8)
    id = "pickershot-shadow-\(number)"
    var pathSpread = 0.0
    if case .path = shape { pathSpread = shadow.spread }
    let grown = shape.spread(by: shadow.spread)
    pathData = Self.pathData(grown, matrix: matrix)
    strokeWidth = 2 * max(0, pathSpread)
    let sigma = shadow.blur / 2
    deviation = BoxBlur.boxSize(sigma: sigma * pixelsPerUnit) > 1 ? sigma : nil
    // Three deviations hold the blur (``BoxBlur/reach(sigma:)`` is less); one more unit for
    // antialiasing.
    let pad = max(0, pathSpread) + (deviation.map { 3 * $0 } ?? 0) + 1
    let box = grown.bounds.insetBy(dx: -pad, dy: -pad)
    region = box
    offsetX = shadow.offsetX
    offsetY = shadow.offsetY
    color = shadow.color
  }

  /// `shape`'s outline as SVG path data in user space, as Cairo builds it under `matrix` (arcs
  /// become the same Bézier curves the PNG fills).
  static func pathData(_ shape: Shape, matrix: cairo_matrix_t) -> String {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return "" }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return "" }
    defer { cairo_destroy(cr) }
    var transform = matrix
    cairo_transform(cr, &transform)
    CairoPainter.addPath(cr, shape)
    guard let path = cairo_copy_path(cr) else { return "" }
    defer { cairo_path_destroy(path) }
    var d: [String] = []
    var index = 0
    let count = Int(path.pointee.num_data)
    while index < count {
      let data = path.pointee.data + index
      let length = Int(data.pointee.header.length)
      func point(_ n: Int) -> String {
        let p = (data + n).pointee.point
        return "\(number(p.x)) \(number(p.y))"
      }
      switch data.pointee.header.type {
      case CAIRO_PATH_MOVE_TO: d.append("M \(point(1))")
      case CAIRO_PATH_LINE_TO: d.append("L \(point(1))")
      case CAIRO_PATH_CURVE_TO: d.append("C \(point(1)) \(point(2)) \(point(3))")
      case CAIRO_PATH_CLOSE_PATH: d.append("Z")
      default: break
      }
      index += max(1, length)
    }
    // Cairo starts a new subpath after each close; a last one draws nothing.
    if d.last?.hasPrefix("M ") == true { d.removeLast() }
    return d.joined(separator: " ")
  }

  /// `value` with at most four decimals, no trailing zeros, never an exponent (`-0` is `0`).
  static func number(_ value: Double) -> String {
    // The C library's `%.4f` (correctly rounded), without `String(format:)`'s CoreFoundation
    // formatting machinery, which cost the gallery about 3 % of its time.
    var buffer = [CChar](repeating: 0, count: 64)
    var written = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.4f", $0) }
    if written >= buffer.count {
      buffer = [CChar](repeating: 0, count: Int(written) + 1)
      written = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.4f", $0) }
    }
    var text = String(
      decoding: buffer.prefix(max(0, Int(written))).map(UInt8.init(bitPattern:)), as: UTF8.self)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// The filtered silhouette under `transform` (an attribute, or none), after the `<filter>`
  /// when `defining`.
  func elements(transform: String?, defining: Bool) -> String {
    let n = Self.number
    var filter =
      "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(n(region.x))\" "
      + "y=\"\(n(region.y))\" width=\"\(n(region.width))\" height=\"\(n(region.height))\" "
      + "color-interpolation-filters=\"sRGB\">\n"
    if let deviation {
      filter +=
        "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(n(deviation))\" result=\"shadow\"/>\n"
    }
    filter +=
      "<feFlood flood-color=\"rgb(\(color.red),\(color.green),\(color.blue))\" "
      + "flood-opacity=\"\(n(Double(color.alpha) / 255))\"/>\n"
    filter +=
      "<feComposite in2=\"\(deviation == nil ? "SourceAlpha" : "shadow")\" operator=\"in\"/>\n"
      + "</filter>\n"
    if !defining { filter = "" }
    var path = "<path d=\"\(pathData)\" fill=\"rgb(0,0,0)\" fill-rule=\"nonzero\""
    if strokeWidth > 0 {
      path +=
        " stroke=\"rgb(0,0,0)\" stroke-width=\"\(n(strokeWidth))\" stroke-linejoin=\"round\""
    }
    if let transform { path += " \(transform)" }
    path += " filter=\"url(#\(id))\"/>"
    return filter + path
  }

  /// `svg` (Cairo's output) with each of `filters`' placeholders replaced: its `<use>` by the
  /// filter and silhouette, its `<image>` removed. A placeholder Cairo did not write (drawn
  /// wholly outside the clip) leaves nothing. Searched as bytes (`memchr`, `memcmp`): Foundation's string
  /// search cost the gallery a fifth of its instructions.
  static func substituted(_ svg: [UInt8], _ filters: [SVGShadowFilter]) -> [UInt8] {
    guard !filters.isEmpty else { return svg }
    var bytes = svg
    let quote = UInt8(ascii: "\"")
    let close = Array("/>".utf8)
    for filter in filters {
      let data = Data(filter.marker).base64EncodedString()
      let href = Array("xlink:href=\"data:image/png;base64,\(data)\"".utf8)
      guard let at = find(href, in: bytes, from: 0),
        let open = findBackward(Array("<image ".utf8), in: bytes, before: at),
        let idStart = find(Array(" id=\"".utf8), in: bytes, from: open), idStart < at,
        let idEnd = bytes[(idStart + 5)..<at].firstIndex(of: quote),
        let stop = find(close, in: bytes, from: at + href.count)
      else { continue }
      let imageID = Array(bytes[(idStart + 5)..<idEnd])
      var end = stop + close.count
      if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
      bytes.removeSubrange(open..<end)
      // Every use of the placeholder (one, unless Cairo replays a group twice); the filter is
      // defined at the first.
      let use = Array("<use xlink:href=\"#".utf8) + imageID + [quote]
      var defined = false
      var from = 0
      while let start = find(use, in: bytes, from: from),
        let stop = find(close, in: bytes, from: start + use.count)
      {
        let attributes = String(decoding: bytes[(start + use.count)..<stop], as: UTF8.self)
        let placed = Self.matrix(in: Substring(attributes))
        let elements = Array(
          filter.elements(transform: filter.userTransform(placed), defining: !defined).utf8)
        bytes.replaceSubrange(start..<(stop + close.count), with: elements)
        from = start + elements.count
        defined = true
      }
    }
    return bytes
  }

  /// The index of the first `needle` in `bytes` at or after `from`.
  static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard !needle.isEmpty, from >= 0, from + needle.count <= bytes.count else { return nil }
    return bytes.withUnsafeBytes { hay in
      needle.withUnsafeBytes { pattern in
        guard let base = hay.baseAddress, let first = pattern.baseAddress else { return nil }
        let last = hay.count - pattern.count
        var index = from
        while index <= last {
          guard
            let hit = memchr(base + index, Int32(needle[0]), last - index + 1)
          else { return nil }
          index = base.distance(to: UnsafeRawPointer(hit))
          if memcmp(base + index, first, pattern.count) == 0 { return index }
          index += 1
        }
        return nil
      }
    }
  }

  /// The index of the last `needle` in `bytes` that starts before `before`.
  static func findBackward(_ needle: [UInt8], in bytes: [UInt8], before: Int) -> Int? {
    var index = min(before, bytes.count - needle.count)
    while index >= 0 {
      if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index -= 1
    }
    return nil
  }

  /// The pattern matrix that stretches the 1x1 placeholder over the area the shadow shows in
  /// (``region`` moved by the offset; user space to placeholder pixels): the placeholder's
  /// extents are the shadow's, so Cairo keeps it wherever the shadow shows through the clip.
  var placeholderMatrix: cairo_matrix_t {
    Self.stretch(over: region.offsetBy(dx: offsetX, dy: offsetY))
  }

  /// User space to a 1x1 image stretched over `rect`.
  static func stretch(over rect: Rect) -> cairo_matrix_t {
    let w = max(rect.width, 1e-6)
    let h = max(rect.height, 1e-6)
    return cairo_matrix_t(xx: 1 / w, yx: 0, xy: 0, yy: 1 / h, x0: -rect.x / w, y0: -rect.y / h)
  }

  /// The `transform` attribute that places the silhouette, offset, where Cairo placed the
  /// placeholder (`placed`, its matrix; identity when Cairo wrote none): `placed` after the
  /// stretch over ``region``, which is the current transform after the offset. The offset
  /// moves the silhouette rather than its blur, so no renderer needs what lies beyond the canvas
  /// before the offset (rsvg-convert filters only the visible area). `nil` for the identity.
  func userTransform(_ placed: Transform) -> String? {
    let p = Self.stretch(over: region)
    let t = Transform(
      a: placed.a * p.xx, b: placed.b * p.xx, c: placed.c * p.yy, d: placed.d * p.yy,
      tx: placed.a * p.x0 + placed.c * p.y0 + placed.tx,
      ty: placed.b * p.x0 + placed.d * p.y0 + placed.ty)
    let n = Self.number
    let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(n)
    guard values != ["1", "0", "0", "1", "0", "0"] else { return nil }
    return "transform=\"matrix(\(values.joined(separator: ",")))\""
  }

  /// The `transform="matrix(a,b,c,d,e,f)"` among `attributes`, or the identity.
  static func matrix(in attributes: Substring) -> Transform {
    guard let start = attributes.range(of: "transform=\"matrix("),
      let end = attributes[start.upperBound...].firstIndex(of: ")")
    else { return .identity }
    let values = attributes[start.upperBound..<end].split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard values.count == 6 else { return .identity }
    return Transform(
      a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
  }
}
