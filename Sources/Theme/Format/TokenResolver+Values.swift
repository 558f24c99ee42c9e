import DrawList
import StrictJSON

/// Each type's value read from JSON, in 2025.10 form and (when the document does not declare the
/// 2025.10 schema) the older draft forms of ``LegacyTokenForms``.
extension TokenResolver {
  /// `json` at `path` read as a `type` value. A `{"$ref": …}` object is followed; a curly alias
  /// is followed where `alias` allows one (a token's whole value and a composite's parts) and
  /// must name a token of `type`.
  func value(_ type: TokenType, _ json: JSONValue, at path: JSONPath, alias: Bool)
    throws(ThemeError) -> TokenValue
  {
    if let pointer = Self.pointerObject(json) {
      let at = path.appending("$ref")
      return try read(type, try follow(pointer, at: at), pointer: pointer, from: at)
    }
    if case .string(let text) = json, TokenReference.isCurly(text) {
      guard alias else {
        throw invalid(
          path,
          "a curly reference cannot stand here (this part takes a literal or "
            + "{\"$ref\": \"#/…\"}), got \(text)")
      }
      let target = try resolve(try aliasTarget(text, at: path))
      guard target.type == type else {
        throw invalid(
          path, "\(text) is a \(target.type.rawValue) token; a \(type.rawValue) is needed here")
      }
      return target.value
    }
    switch type {
    case .color: return .color(try color(json, at: path))
    case .dimension: return .dimension(try dimension(json, at: path))
    case .fontFamily: return .fontFamily(try fontFamily(json, at: path))
    case .fontWeight: return .fontWeight(try fontWeight(json, at: path))
    case .duration: return .duration(try duration(json, at: path))
    case .cubicBezier: return .cubicBezier(try cubicBezier(json, at: path))
    case .number: return .number(try number(json, at: path))
    case .strokeStyle: return .strokeStyle(try strokeStyle(json, at: path))
    case .border: return .border(try border(json, at: path))
    case .transition: return .transition(try transition(json, at: path))
    case .shadow: return .shadow(try shadow(json, at: path))
    case .gradient: return .gradient(try gradient(json, at: path))
    case .typography: return .typography(try typography(json, at: path))
    }
  }

  /// The older forms are read in this document.
  var readsOlderForms: Bool { reading == .withOlderForms }

  /// `what` was expected at `path` but `json` was written.
  func expected(_ what: String, got json: JSONValue, at path: JSONPath) -> ThemeError {
    var reason = "expected \(what), got \(json.shown)"
    if case .string = json, !readsOlderForms {
      reason +=
        " (a string here is an older draft form; this document declares the 2025.10 "
        + "$schema, so only 2025.10 forms are read)"
    }
    return invalid(path, reason)
  }

  // MARK: - Parts

  /// A typed part of a composite: a literal, an alias (curly or pointer) of the right type.
  func part<Part>(
    _ type: TokenType, _ key: String, of members: [(key: String, value: JSONValue)],
    at path: JSONPath, _ extract: KeyPath<TokenValue, Part?>
  ) throws(ThemeError) -> Part {
    let here = path.appending(key)
    guard let json = TokenStructure.member(key, of: members) else {
      throw invalid(path, "missing \(JSONValue.quoted(key))")
    }
    let value = try value(type, json, at: here, alias: true)
    guard let part = value[keyPath: extract] else {
      throw invalid(here, "expected a \(type.rawValue), got a \(value.type.rawValue)")
    }
    return part
  }

  /// An object's keys checked: none but `allowed`, each of `required` present.
  func checkKeys(
    _ members: [(key: String, value: JSONValue)], allowed: [String], required: [String],
    what: String, at path: JSONPath
  ) throws(ThemeError) {
    for (key, _) in members where !allowed.contains(key) {
      throw invalid(
        path.appending(key),
        "unknown key \(JSONValue.quoted(key)) (\(what) holds \(allowed.joined(separator: ", ")))")
    }
    for key in required where TokenStructure.member(key, of: members) == nil {
      throw invalid(
        path,
        "\(what) needs \(JSONValue.quoted(key)) (required: "
          + "\(required.joined(separator: ", ")))")
    }
  }

  /// A JSON number (a pointer to one followed).
  func plainNumber(_ json: JSONValue, at path: JSONPath, what: String) throws(ThemeError)
    -> (Double, String)
  {
    let (json, here) = try literal(json, at: path)
    guard case .number(let number, let text) = json else {
      throw expected(what, got: json, at: here)
    }
    return (number, text)
  }

  /// A JSON string (a pointer to one followed).
  func plainString(_ json: JSONValue, at path: JSONPath, what: String) throws(ThemeError)
    -> (String, JSONPath)
  {
    let (json, here) = try literal(json, at: path)
    guard case .string(let text) = json else { throw expected(what, got: json, at: here) }
    return (text, here)
  }

  // MARK: - Colour

  func color(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> TokenColor {
    if case .string(let text) = json, readsOlderForms {
      guard let color = LegacyTokenForms.color(text) else {
        throw invalid(
          path,
          "\(JSONValue.quoted(text)) is not a colour (write {\"colorSpace\": \"srgb\", "
            + "\"components\": [r, g, b]}, or #rrggbb, #rgb, #rrggbbaa or rgb(…))")
      }
      notedOlderForm()
      return TokenColor(color)
    }
    guard case .object(let members) = json else {
      throw expected("a colour {\"colorSpace\": …, \"components\": […]}", got: json, at: path)
    }
    try checkKeys(
      members, allowed: ["colorSpace", "components", "alpha", "hex"],
      required: ["colorSpace", "components"], what: "a colour", at: path)
    let (spaceName, spacePath) = try plainString(
      TokenStructure.member("colorSpace", of: members)!, at: path.appending("colorSpace"),
      what: "a colour space name")
    guard let space = ColorSpace(rawValue: spaceName) else {
      throw invalid(
        spacePath, "unknown colour space \(JSONValue.quoted(spaceName)) (known: \(ColorSpace.list))"
      )
    }
    let (list, listPath) = try literal(
      TokenStructure.member("components", of: members)!, at: path.appending("components"))
    guard case .array(let items) = list else {
      throw expected("an array of three components", got: list, at: listPath)
    }
    guard items.count == 3 else {
      throw invalid(listPath, "\(space.rawValue) has 3 components, got \(items.count)")
    }
    var components: [Double?] = []
    for (index, item) in items.enumerated() {
      let (component, here) = try literal(item, at: listPath.appending(index))
      switch component {
      case .string("none"): components.append(nil)
      case .number(let number, let text):
        let range = space.ranges[index]
        guard range.contains(number) else {
          throw invalid(
            here, "\(space.rawValue) component \(index + 1) must be \(range.text), got \(text)")
        }
        components.append(number)
      default:
        throw invalid(here, "a component is a number or \"none\", not \(component.shown)")
      }
    }
    var alpha = 1.0
    if let json = TokenStructure.member("alpha", of: members) {
      let (number, text) = try plainNumber(json, at: path.appending("alpha"), what: "a number 0…1")
      guard (0...1).contains(number) else {
        throw invalid(path.appending("alpha"), "alpha must be 0…1, got \(text)")
      }
      alpha = number
    }
    var hex: String?
    if let json = TokenStructure.member("hex", of: members) {
      let (text, here) = try plainString(json, at: path.appending("hex"), what: "a #rrggbb string")
      guard text.utf8.count == 7, text.hasPrefix("#"),
        text.utf8.dropFirst().allSatisfy({ TokenReference.hexValue($0) != nil })
      else {
        throw invalid(
          here,
          "hex must be six hex digits, #rrggbb (alpha goes in \"alpha\"), got "
            + JSONValue.quoted(text))
      }
      hex = text
    }
    return TokenColor(space: space, components: components, alpha: alpha, hex: hex)
  }

  // MARK: - Dimension, duration, number

  func dimension(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> TokenDimension {
    if readsOlderForms, case .string(let text) = json {
      guard let dimension = LegacyTokenForms.dimension(text) else {
        throw invalid(
          path,
          "\(JSONValue.quoted(text)) is not a dimension (write {\"value\": 16, "
            + "\"unit\": \"px\"}, \"16px\" or \"1rem\")")
      }
      notedOlderForm()
      return dimension
    }
    guard case .object(let members) = json else {
      throw expected("a dimension {\"value\": 16, \"unit\": \"px\"}", got: json, at: path)
    }
    try checkKeys(
      members, allowed: ["value", "unit"], required: ["value", "unit"], what: "a dimension",
      at: path)
    let (number, _) = try plainNumber(
      TokenStructure.member("value", of: members)!, at: path.appending("value"), what: "a number")
    let (unitName, unitPath) = try plainString(
      TokenStructure.member("unit", of: members)!, at: path.appending("unit"),
      what: "\"px\" or \"rem\"")
    guard let unit = TokenDimension.Unit(rawValue: unitName) else {
      throw invalid(
        unitPath, "a dimension's unit is \"px\" or \"rem\", not \(JSONValue.quoted(unitName))")
    }
    return TokenDimension(number, unit)
  }

  func duration(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> TokenDuration {
    if readsOlderForms, case .string(let text) = json {
      guard let duration = LegacyTokenForms.duration(text) else {
        throw invalid(
          path,
          "\(JSONValue.quoted(text)) is not a duration (write {\"value\": 200, "
            + "\"unit\": \"ms\"}, \"200ms\" or \"0.2s\")")
      }
      notedOlderForm()
      return duration
    }
    guard case .object(let members) = json else {
      throw expected("a duration {\"value\": 200, \"unit\": \"ms\"}", got: json, at: path)
    }
    try checkKeys(
      members, allowed: ["value", "unit"], required: ["value", "unit"], what: "a duration",
      at: path)
    let (number, _) = try plainNumber(
      TokenStructure.member("value", of: members)!, at: path.appending("value"), what: "a number")
    let (unitName, unitPath) = try plainString(
      TokenStructure.member("unit", of: members)!, at: path.appending("unit"),
      what: "\"ms\" or \"s\"")
    guard let unit = TokenDuration.Unit(rawValue: unitName) else {
      throw invalid(
        unitPath, "a duration's unit is \"ms\" or \"s\", not \(JSONValue.quoted(unitName))")
    }
    return TokenDuration(number, unit)
  }

  func number(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> Double {
    try plainNumber(json, at: path, what: "a number").0
  }

  func cubicBezier(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> [Double] {
    guard case .array(let items) = json, items.count == 4 else {
      throw expected("four numbers [P1x, P1y, P2x, P2y]", got: json, at: path)
    }
    var points: [Double] = []
    for (index, item) in items.enumerated() {
      let (number, text) = try plainNumber(item, at: path.appending(index), what: "a number")
      if index % 2 == 0, !(0...1).contains(number) {
        throw invalid(path.appending(index), "an x coordinate must be 0…1, got \(text)")
      }
      points.append(number)
    }
    return points
  }

  // MARK: - Fonts

  func fontFamily(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> [String] {
    switch json {
    case .string(let name): return [name]
    case .array(let items) where !items.isEmpty:
      var names: [String] = []
      for (index, item) in items.enumerated() {
        let (name, here) = try plainString(item, at: path.appending(index), what: "a font name")
        if TokenReference.isCurly(name) {
          throw invalid(here, "a font family list holds names; \(name) is a reference")
        }
        names.append(name)
      }
      return names
    default:
      throw expected("a font name or a non-empty array of names", got: json, at: path)
    }
  }

  /// The weight keywords of the format and their numbers (case matters).
  static let weightKeywords: [String: Double] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600,
    "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900,
    "heavy": 900, "extra-black": 950, "ultra-black": 950,
  ]

  func fontWeight(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> Double {
    switch json {
    case .number(let weight, let text):
      guard (1...1000).contains(weight) else {
        throw invalid(path, "a font weight is 1…1000, got \(text)")
      }
      return weight
    case .string(let keyword):
      guard let weight = Self.weightKeywords[keyword] else {
        throw invalid(
          path,
          "unknown font weight \(JSONValue.quoted(keyword)) (a number 1…1000 or one of "
            + Self.weightKeywords.keys.sorted().joined(separator: ", ") + "; case matters)")
      }
      return weight
    default:
      throw expected("a font weight (1…1000 or a keyword such as \"bold\")", got: json, at: path)
    }
  }

  func typography(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> TokenTypography {
    guard case .object(let members) = json else {
      throw expected("a typography object", got: json, at: path)
    }
    let keys = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    try checkKeys(members, allowed: keys, required: keys, what: "a typography", at: path)
    let family = try part(.fontFamily, "fontFamily", of: members, at: path, \.asFontFamily)
    let size = try part(.dimension, "fontSize", of: members, at: path, \.asDimension)
    let weight = try part(.fontWeight, "fontWeight", of: members, at: path, \.asFontWeight)
    let spacing: TokenTypography.LetterSpacing
    if readsOlderForms,
      case .string(let text)? = TokenStructure.member("letterSpacing", of: members),
      let ems = LegacyTokenForms.ems(text)
    {
      notedOlderForm()
      spacing = .em(ems)
    } else {
      spacing = .dimension(
        try part(.dimension, "letterSpacing", of: members, at: path, \.asDimension))
    }
    let lineHeight: TokenTypography.LineHeight
    if readsOlderForms, case .string(let text)? = TokenStructure.member("lineHeight", of: members),
      !TokenReference.isCurly(text)
    {
      guard let length = LegacyTokenForms.dimension(text) else {
        throw invalid(
          path.appending("lineHeight"),
          "\(JSONValue.quoted(text)) is not a line height (a "
            + "multiple of the font size such as 1.5, or \"20px\")")
      }
      notedOlderForm()
      lineHeight = .dimension(length)
    } else {
      lineHeight = .multiple(
        try part(.number, "lineHeight", of: members, at: path, \.asNumber))
    }
    return TokenTypography(
      fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing,
      lineHeight: lineHeight)
  }

  // MARK: - Strokes, borders, transitions

  func strokeStyle(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> TokenStrokeStyle {
    switch json {
    case .string(let keyword):
      guard TokenStrokeStyle.keywords.contains(keyword) else {
        throw invalid(
          path,
          "unknown stroke style \(JSONValue.quoted(keyword)) (one of "
            + TokenStrokeStyle.keywords.sorted().joined(separator: ", ") + ")")
      }
      return .keyword(keyword)
    case .object(let members):
      try checkKeys(
        members, allowed: ["dashArray", "lineCap"], required: ["dashArray", "lineCap"],
        what: "a stroke style", at: path)
      let (list, listPath) = try literal(
        TokenStructure.member("dashArray", of: members)!, at: path.appending("dashArray"))
      guard case .array(let items) = list, !items.isEmpty else {
        throw expected("a non-empty array of dimensions", got: list, at: listPath)
      }
      var dashes: [TokenDimension] = []
      for (index, item) in items.enumerated() {
        let here = listPath.appending(index)
        guard case .dimension(let dash) = try value(.dimension, item, at: here, alias: true) else {
          throw invalid(here, "expected a dimension")
        }
        dashes.append(dash)
      }
      let (cap, capPath) = try plainString(
        TokenStructure.member("lineCap", of: members)!, at: path.appending("lineCap"),
        what: "\"round\", \"butt\" or \"square\"")
      guard TokenStrokeStyle.lineCaps.contains(cap) else {
        throw invalid(
          capPath, "a line cap is \"round\", \"butt\" or \"square\", not \(JSONValue.quoted(cap))")
      }
      return .dashes(dashes, lineCap: cap)
    default:
      throw expected("a stroke style keyword or {\"dashArray\", \"lineCap\"}", got: json, at: path)
    }
  }

  func border(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> TokenBorder {
    guard case .object(let members) = json else {
      throw expected("a border {\"color\", \"width\", \"style\"}", got: json, at: path)
    }
    let keys = ["color", "width", "style"]
    try checkKeys(members, allowed: keys, required: keys, what: "a border", at: path)
    return TokenBorder(
      color: try part(.color, "color", of: members, at: path, \.asColor),
      width: try part(.dimension, "width", of: members, at: path, \.asDimension),
      style: try part(.strokeStyle, "style", of: members, at: path, \.asStrokeStyle))
  }

  func transition(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> TokenTransition {
    guard case .object(let members) = json else {
      throw expected(
        "a transition {\"duration\", \"delay\", \"timingFunction\"}", got: json, at: path)
    }
    let keys = ["duration", "delay", "timingFunction"]
    try checkKeys(members, allowed: keys, required: keys, what: "a transition", at: path)
    return TokenTransition(
      duration: try part(.duration, "duration", of: members, at: path, \.asDuration),
      delay: try part(.duration, "delay", of: members, at: path, \.asDuration),
      timingFunction: try part(
        .cubicBezier, "timingFunction", of: members, at: path, \.asCubicBezier))
  }

  // MARK: - Shadows and gradients

  func shadow(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> [TokenShadowLayer] {
    switch json {
    case .object(let members): return [try shadowLayer(members, at: path)]
    case .array(let items) where !items.isEmpty:
      var layers: [TokenShadowLayer] = []
      for (index, item) in items.enumerated() {
        let here = path.appending(index)
        if case .object(let members) = item, Self.pointerObject(item) == nil {
          layers.append(try shadowLayer(members, at: here))
        } else if Self.pointerObject(item) != nil
          || { if case .string(let text) = item { TokenReference.isCurly(text) } else { false } }()
        {
          guard case .shadow(let more) = try value(.shadow, item, at: here, alias: true) else {
            throw invalid(here, "expected a shadow")
          }
          layers += more
        } else {
          throw expected("a shadow layer object or a reference to a shadow", got: item, at: here)
        }
      }
      return layers
    default:
      throw expected("a shadow object or a non-empty array of them", got: json, at: path)
    }
  }

  func shadowLayer(_ members: [(key: String, value: JSONValue)], at path: JSONPath)
    throws(ThemeError) -> TokenShadowLayer
  {
    try checkKeys(
      members, allowed: ["color", "offsetX", "offsetY", "blur", "spread", "inset"],
      required: ["color", "offsetX", "offsetY", "blur", "spread"], what: "a shadow", at: path)
    func length(_ key: String) throws(ThemeError) -> TokenDimension {
      try part(.dimension, key, of: members, at: path, \.asDimension)
    }
    var inset = false
    if let json = TokenStructure.member("inset", of: members) {
      let (flag, here) = try literal(json, at: path.appending("inset"))
      guard case .bool(let value) = flag else {
        throw expected("true or false", got: flag, at: here)
      }
      inset = value
    }
    return TokenShadowLayer(
      color: try part(.color, "color", of: members, at: path, \.asColor),
      offsetX: try length("offsetX"), offsetY: try length("offsetY"), blur: try length("blur"),
      spread: try length("spread"), inset: inset)
  }

  func gradient(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> [TokenGradientStop] {
    guard case .array(let items) = json, !items.isEmpty else {
      throw expected("a non-empty array of gradient stops", got: json, at: path)
    }
    var stops: [TokenGradientStop] = []
    for (index, item) in items.enumerated() {
      let here = path.appending(index)
      if case .string(let text) = item, TokenReference.isCurly(text) {
        guard case .gradient(let more) = try value(.gradient, item, at: here, alias: true) else {
          throw invalid(here, "expected a gradient")
        }
        stops += more
        continue
      }
      guard let pointer = Self.pointerObject(item) else {
        stops.append(try gradientStop(item, at: here))
        continue
      }
      let at = here.appending("$ref")
      let location = try follow(pointer, at: at)
      do throws(ThemeError) {
        stops.append(try gradientStop(location.json, at: location.path))
      } catch {
        guard case .invalid(let inner, let reason) = error else { throw error }
        throw invalid(at, "\(pointer) → \(inner): \(reason)")
      }
    }
    return stops
  }

  func gradientStop(_ json: JSONValue, at path: JSONPath) throws(ThemeError) -> TokenGradientStop {
    guard case .object(let members) = json else {
      throw expected("a gradient stop {\"color\", \"position\"}", got: json, at: path)
    }
    try checkKeys(
      members, allowed: ["color", "position"], required: ["color", "position"],
      what: "a gradient stop", at: path)
    return TokenGradientStop(
      color: try part(.color, "color", of: members, at: path, \.asColor),
      position: try part(.number, "position", of: members, at: path, \.asNumber))
  }
}
