// swift-tools-version:6.0
// A package of its own that uses PickerShot the way any other package would: through its products,
// by path. PickerShot's test suite builds and tests it (SamplePackageTests); it is not a target of
// PickerShot itself.
import PackageDescription

let package = Package(
  name: "SamplePackage",
  products: [.library(name: "SampleCards", targets: ["SampleCards"])],
  dependencies: [.package(name: "PickerShot", path: "../..")],
  targets: [
    .target(
      name: "SampleCards", dependencies: [.product(name: "PickerShot", package: "PickerShot")]),
    .testTarget(
      name: "SampleCardsTests",
      dependencies: [
        "SampleCards", .product(name: "PickerShot", package: "PickerShot"),
        .product(name: "PickerShotTesting", package: "PickerShot"),
      ],
      exclude: ["__Goldens__"]),
  ]
)
