/// Each case's payload, or nil for the other cases: the reader takes a composite's typed parts
/// through these key paths instead of one `if case` closure per part.
extension TokenValue {
  var asColor: TokenColor? { if case .color(let color) = self { color } else { nil } }
  var asDimension: TokenDimension? {
    if case .dimension(let length) = self { length } else { nil }
  }
  var asFontFamily: [String]? { if case .fontFamily(let names) = self { names } else { nil } }
  var asFontWeight: Double? { if case .fontWeight(let weight) = self { weight } else { nil } }
  var asDuration: TokenDuration? {
    if case .duration(let duration) = self { duration } else { nil }
  }
  var asCubicBezier: [Double]? { if case .cubicBezier(let points) = self { points } else { nil } }
  var asNumber: Double? { if case .number(let number) = self { number } else { nil } }
  var asStrokeStyle: TokenStrokeStyle? {
    if case .strokeStyle(let style) = self { style } else { nil }
  }
  var asShadow: [TokenShadowLayer]? { if case .shadow(let layers) = self { layers } else { nil } }
  var asTypography: TokenTypography? {
    if case .typography(let style) = self { style } else { nil }
  }
}
