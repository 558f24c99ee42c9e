// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "PickerShot",
  products: [
    .executable(name: "pickershot", targets: ["pickershot"]),
    .library(
      name: "PickerShot",
      targets: [
        "PickerModel", "DrawList", "Theme", "Scene", "Audit", "Raster", "Render",
        "CairoBackend", "Pipeline", "PixelDiff", "Snapshot",
      ]),
    // `expectSnapshot(of:as:…)` for other packages' Swift Testing tests (see Tests/SamplePackage).
    .library(name: "PickerShotTesting", targets: ["PickerShotTesting"]),
  ],
  targets: [
    // MARK: Core (pure Swift, nothing that draws)
    .target(name: "PickerModel"),
    .target(name: "DrawList"),
    .target(name: "StrictJSON"),
    .target(
      name: "Theme", dependencies: ["DrawList", "StrictJSON"],
      resources: [.embedInCode("Resources/tokens.json")]),
    .target(name: "Audit", dependencies: ["DrawList"]),
    .target(
      name: "Scene", dependencies: ["PickerModel", "DrawList", "Theme", "Audit", "StrictJSON"]),

    // MARK: Pixels
    .target(name: "Raster", dependencies: ["CPNG"]),
    .target(name: "Render", dependencies: ["DrawList", "Raster"]),
    .target(
      name: "CairoBackend",
      dependencies: ["DrawList", "Raster", "Render", "CCairo", "CHarfBuzz", "CPixelKernels"],
      plugins: ["BackendCodeHash"]),
    .target(name: "PixelDiff", dependencies: ["Raster"]),
    // Compares pictures without knowing how they are drawn: its callers give it the scenes and a
    // renderer (Render's SceneDescription and Renderer).
    .target(
      name: "Snapshot",
      dependencies: ["DrawList", "Raster", "Render", "PixelDiff", "StrictJSON", "CSHA256"]),
    // The wiring of scenes, tokens and Cairo: RenderPipeline for the drawing commands, the
    // scene descriptions and Cairo renderer that the CLI and PickerShotTesting give Snapshot, and
    // TokenSources (a brand's token files, read for both).
    .target(
      name: "Pipeline",
      dependencies: [
        "DrawList", "Raster", "Render", "StrictJSON", "Theme", "Scene", "CairoBackend", "Snapshot",
      ]),

    // MARK: Testing support (this package's tests, and other packages' through the product)
    .target(
      name: "PickerShotTesting",
      dependencies: ["Snapshot", "Pipeline", "Scene", "Render", "DrawList"]),

    // MARK: C libraries (each private to one target)
    // libpng reports errors with longjmp, which Swift cannot take part in, so its calls live in a
    // small C target (CPNG, used by Raster only) over the system libraries (CLibPNG, used by CPNG
    // only: libpng, zlib, and libdeflate for the fast decode path's inflate).
    .target(
      name: "CPNG", dependencies: ["CLibPNG"],
      linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate")]),
    // The blur's box pass and the readback's unpremultiply, built for baseline x86-64 and for
    // AVX2 and picked by the CPU at load time (used by CairoBackend only).
    .target(name: "CPixelKernels"),
    // SHA-256 in C: SHA-NI where the CPU has it (asked at run time), else a portable compression
    // (used by Snapshot only, for font, PNG and sidecar hashes).
    .target(name: "CSHA256"),
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev", "zlib1g-dev", "libdeflate-dev"])]),
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev", "libfreetype-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),

    // MARK: Build tools
    // Builds the hash of the code that decides pixels into CairoBackend (`BackendCodeHash`), the
    // `backend` key of every golden's fingerprint: regenerated whenever a hashed file changes.
    .plugin(
      name: "BackendCodeHash", capability: .buildTool(), dependencies: ["BackendCodeHasher"]),
    .executableTarget(name: "BackendCodeHasher", path: "Plugins/BackendCodeHasher"),

    // MARK: CLI
    .target(
      name: "PickerShotCLI",
      dependencies: [
        "DrawList", "StrictJSON", "Theme", "Scene", "Audit", "Raster", "Render", "CairoBackend",
        "PixelDiff", "Snapshot", "Pipeline",
      ]),
    .executableTarget(name: "pickershot", dependencies: ["PickerShotCLI"]),

    // MARK: Tests
    .testTarget(name: "PickerModelTests", dependencies: ["PickerModel"]),
    .testTarget(name: "DrawListTests", dependencies: ["DrawList"]),
    .testTarget(
      name: "StrictJSONTests", dependencies: ["StrictJSON"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "ThemeTests", dependencies: ["Theme", "DrawList", "StrictJSON"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "SceneTests",
      dependencies: ["Scene", "PickerModel", "Theme", "DrawList", "CairoBackend", "StrictJSON"]),
    .testTarget(
      name: "CairoBackendTests", dependencies: ["CairoBackend", "DrawList", "Raster", "Render"]),
    .testTarget(
      name: "SnapshotTests",
      dependencies: [
        "Snapshot", "PickerShotTesting", "Pipeline", "Scene", "PickerModel", "Theme", "DrawList",
        "Raster", "Render", "CairoBackend", "PixelDiff",
      ],
      exclude: ["__Goldens__"]),
    .testTarget(name: "RasterTests", dependencies: ["Raster"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "PixelDiffTests", dependencies: ["PixelDiff", "Raster"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "PickerShotCLITests",
      dependencies: [
        "PickerShotCLI", "Raster", "Snapshot", "Pipeline", "Scene", "PickerModel", "DrawList",
        "CairoBackend", "StrictJSON",
      ]),
    .testTarget(name: "FuzzTests"),
    // Reads README.md and every `import` under Sources/: the layering as a test.
    .testTarget(name: "ArchitectureTests"),
    .testTarget(
      name: "AuditTests",
      dependencies: ["Audit", "Scene", "Theme", "DrawList", "CairoBackend", "PickerModel"]),
  ]
)
