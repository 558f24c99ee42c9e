import Foundation
import Testing

/// The layering is a test: every `import` in `Sources/` is held to the module table in the
/// README (`## How it is built`), both ways, so a module cannot start importing a layer it should
/// not know, nor the README claim an import the code no longer has.
@Suite struct ImportGraphTests {
  /// The package root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL

  /// Modules that come with the toolchain; the table leaves them out.
  static let toolchain: Set<String> = [
    "Foundation", "Dispatch", "Glibc", "Darwin", "Synchronization", "Testing",
  ]

  /// The README's table: `Module  what it does  ─► A, B` lines in the fenced block after "How it
  /// is built" (continuation lines have no arrow).
  static func documented() throws -> [String: Set<String>] {
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    guard let section = readme.range(of: "## How it is built") else { return [:] }
    let rest = readme[section.upperBound...]
    guard let open = rest.range(of: "```\n"),
      let close = rest[open.upperBound...].range(of: "```")
    else { return [:] }
    var table: [String: Set<String>] = [:]
    var current: String?
    var arrowColumn = 0
    for line in rest[open.upperBound..<close.lowerBound].split(separator: "\n") {
      let characters = Array(line)
      let imports: Substring
      if let arrow = line.range(of: "─►") {
        // A module's line: its name, what it does, then its imports after the arrow.
        current = line.split(separator: " ").first.map(String.init)
        arrowColumn = line.distance(from: line.startIndex, to: arrow.lowerBound)
        imports = line[arrow.upperBound...]
      } else if current != nil, characters.count > arrowColumn + 2 {
        // A continuation: whatever stands in the imports column.
        imports = Substring(String(characters[(arrowColumn + 2)...]))
      } else {
        continue
      }
      guard let module = current else { continue }
      let names = imports.split(separator: ",").map {
        $0.trimmingCharacters(
          in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "*†‡§")))
      }
      table[module, default: []].formUnion(names.filter { !$0.isEmpty && $0 != "nothing" })
    }
    return table
  }

  /// The modules imported by the Swift files under `Sources/<module>`, toolchain ones left out.
  static func imports(of module: String) throws -> Set<String> {
    let folder = root.appendingPathComponent("Sources/\(module)")
    guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: Set<String> = []
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(
        contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      for line in text.split(separator: "\n") {
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first,
          [
            "public", "internal", "package", "private",
            "fileprivate", "@_implementationOnly", "@preconcurrency",
          ].contains(first)
        {
          words.removeFirst()
        }
        guard words.count >= 2, words[0] == "import" else { continue }
        found.insert(words[1])
      }
    }
    return found.subtracting(toolchain)
  }

  /// The Swift modules under `Sources/` (C modules hold no Swift).
  static func modules() throws -> [String] {
    let sources = root.appendingPathComponent("Sources")
    return try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { name in
      (try? imports(of: name)) != nil
        && (FileManager.default.enumerator(atPath: sources.appendingPathComponent(name).path)?
          .contains { ($0 as? String)?.hasSuffix(".swift") == true } ?? false)
    }.sorted()
  }

  @Test func everyModuleIsInTheReadmesTable() throws {
    let table = try Self.documented()
    #expect(!table.isEmpty, "README.md has no module table under '## How it is built'")
    #expect(try Self.modules() == table.keys.sorted())
  }

  @Test(arguments: try modules())
  func aModuleImportsExactlyWhatTheReadmeSays(module: String) throws {
    let documented = try #require(try Self.documented()[module], "\(module) is not in README.md")
    let actual = try Self.imports(of: module)
    #expect(
      actual.subtracting(documented).isEmpty,
      "\(module) imports \(actual.subtracting(documented).sorted()), which README.md does not list")
    #expect(
      documented.subtracting(actual).isEmpty,
      "README.md says \(module) imports \(documented.subtracting(actual).sorted()); it does not")
  }

  /// Each target's `dependencies:` in Package.swift, for the targets the README's table lists.
  static func declared() throws -> [String: Set<String>] {
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var result: [String: Set<String>] = [:]
    for chunk in manifest.components(separatedBy: "arget(").dropFirst() {
      guard let nameStart = chunk.range(of: "name: \""),
        let nameEnd = chunk[nameStart.upperBound...].range(of: "\"")
      else { continue }
      let name = String(chunk[nameStart.upperBound..<nameEnd.lowerBound])
      var dependencies: Set<String> = []
      let head = chunk.components(separatedBy: "),")[0]
      if let list = head.range(of: "dependencies: ["),
        let end = head[list.upperBound...].range(of: "]")
      {
        for item in head[list.upperBound..<end.lowerBound].split(separator: ",") {
          let trimmed = item.trimmingCharacters(in: .whitespacesAndNewlines)
          if trimmed.hasPrefix("\"") {
            dependencies.insert(trimmed.replacingOccurrences(of: "\"", with: ""))
          }
        }
      }
      result[name] = dependencies
    }
    return result
  }

  /// Package.swift declares exactly the dependencies the README's table gives each module (so
  /// an unused dependency cannot hide a layer a module could start importing).
  @Test(arguments: try modules())
  func packageSwiftDeclaresWhatTheReadmeSays(module: String) throws {
    let documented = try #require(try Self.documented()[module])
    let declared = try #require(try Self.declared()[module], "\(module) is not in Package.swift")
    #expect(declared == documented, "\(module): Package.swift \(declared.sorted())")
  }

  /// The layers' order: a lower layer never imports a higher one.
  @Test func noLayerImportsOneAboveIt() throws {
    let layers: [[String]] = [
      ["PickerModel", "DrawList", "StrictJSON", "CPNG", "CPixelKernels", "CSHA256"],
      ["Theme", "Audit", "Raster"],
      ["Scene", "Render", "PixelDiff"],
      ["CairoBackend", "Snapshot"],
      ["Pipeline"],
      ["PickerShotTesting", "PickerShotCLI"],
      ["pickershot"],
    ]
    let rank = Dictionary(
      uniqueKeysWithValues: layers.enumerated().flatMap { index, names in
        names.map { ($0, index) }
      })
    for module in try Self.modules() {
      let own = try #require(rank[module], "\(module) has no layer in this test")
      for imported in try Self.imports(of: module) {
        guard let other = rank[imported] else { continue }
        #expect(other < own || (other == own && imported == module), "\(module) → \(imported)")
      }
    }
  }
}
