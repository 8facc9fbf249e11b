// swift-tools-version:6.0
//
// Stacksnap: layout specs in, pictures and verdicts out.
// Modules import upstream only (see README "Architecture"); every module a target
// imports is declared below, and PackageManifestTests checks it:
//   Cassowary → AutoLayout → LayoutSpec → InterfaceBuilder, LayoutDSL
//   Pixels → Raster (C shims: CCairo, CPango, CPNG → CDeflate);  Pixels → VisualDiff
//   LayoutSpec, InterfaceBuilder, Raster, VisualDiff → Stacksnap (specs to drawn snapshots)
//   Stacksnap → StacksnapVerify (goldens, cache, decisions, reports) → stacksnap (the CLI)
//   Stacksnap → StacksnapUIKit (UIKit's classes, laid out and drawn by the pipeline)
//   StacksnapVerify, LayoutDSL, StacksnapUIKit → StacksnapTesting
import PackageDescription

let package = Package(
    name: "Stacksnap",
    products: [
        .executable(name: "stacksnap", targets: ["StacksnapCLI"]),
        .library(name: "Stacksnap", targets: ["Stacksnap"]),
        .library(name: "StacksnapVerify", targets: ["StacksnapVerify"]),
        .library(name: "StacksnapTesting", targets: ["StacksnapTesting"]),
        .library(name: "LayoutDSL", targets: ["LayoutDSL"]),
        .library(name: "StacksnapUIKit", targets: ["StacksnapUIKit"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // `swift package generate-documentation`: the DocC catalogs of the library products.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // The solver: no dependencies at all.
        .target(name: "Cassowary"),
        // Items, constraints, VFL, intrinsic sizes, the stack-view rules.
        .target(name: "AutoLayout", dependencies: ["Cassowary"]),
        // The spec file format: decoding, validation, variants, lowering.
        .target(name: "LayoutSpec", dependencies: ["AutoLayout", .product(name: "Yams", package: "Yams")]),
        // Storyboards and XIBs (Xcode's XML) read into spec documents.
        .target(name: "InterfaceBuilder", dependencies: ["LayoutSpec", "AutoLayout"]),
        // Layouts written in Swift (result builders, constraint operators) → the same SpecDocument.
        .target(name: "LayoutDSL", dependencies: ["LayoutSpec", "AutoLayout"]),

        // System libraries. `providers` tells SwiftPM which Debian packages hold them;
        // scripts/setup-system installs them.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Pango without pkg-config: its flags carry -pthread, which SwiftPM warns about in
        // every dependent package's build; CPango/shim.h declares what Stacksnap calls.
        .systemLibrary(name: "CPango", providers: [.apt(["libpango1.0-dev", "libfontconfig-dev"])]),
        // libdeflate: whole-buffer inflate, for the PNGs Stacksnap writes itself.
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // libpng reports errors with longjmp; this C target keeps that inside C.
        .target(name: "CPNG", dependencies: ["CDeflate"], linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),

        // Pixels: the bitmap value shared by the renderer and the comparison.
        .target(name: "Pixels"),
        .target(name: "Raster", dependencies: ["Pixels", "CCairo", "CPango", "CPNG"],
                resources: [.copy("Fonts")]),
        .target(name: "VisualDiff", dependencies: ["Pixels"]),

        // The facade: specs and documents to laid-out, drawn snapshots.
        .target(name: "Stacksnap", dependencies: ["AutoLayout", "LayoutSpec", "InterfaceBuilder", "Pixels", "Raster", "VisualDiff"]),
        // Verification: plans, goldens, the cache, decisions, reports, sharding, merging.
        .target(name: "StacksnapVerify", dependencies: ["Stacksnap", "AutoLayout", "LayoutSpec", "Pixels", "Raster", "VisualDiff"]),
        // UIKit's layout classes over the pipeline: code written for iOS lays out and draws here.
        .target(name: "StacksnapUIKit", dependencies: ["Stacksnap", "AutoLayout", "LayoutSpec", "Raster"]),
        .target(name: "StacksnapTesting", dependencies: ["StacksnapVerify", "Stacksnap", "LayoutDSL", "StacksnapUIKit", "AutoLayout", "LayoutSpec", "InterfaceBuilder", "Pixels", "Raster", "VisualDiff"]),
        .executableTarget(name: "StacksnapCLI", dependencies: [
            "StacksnapVerify", "Stacksnap", "AutoLayout", "InterfaceBuilder", "LayoutSpec", "Raster", "VisualDiff", "Pixels",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Release-build benchmarks, one named suite per module (`swift run -c release Benchmarks solver`).
        .executableTarget(name: "Benchmarks", dependencies: ["Cassowary", "AutoLayout", "LayoutSpec", "VisualDiff", "Raster", "Pixels", "Stacksnap", "StacksnapVerify"],
                          path: "Sources/Benchmarks"),
        // Fuzz targets, the mutation loop and the memory soak (scripts/fuzz, RELIABILITY.md).
        .executableTarget(name: "StacksnapFuzz", dependencies: ["Stacksnap", "StacksnapVerify", "LayoutSpec", "AutoLayout", "InterfaceBuilder", "Raster", "Pixels", "VisualDiff"]),

        .testTarget(name: "CassowaryTests", dependencies: [
            "Cassowary", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "AutoLayoutTests", dependencies: [
            "AutoLayout", .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Grammar/Fixtures"]),
        .testTarget(name: "LayoutSpecTests", dependencies: [
            "LayoutSpec", "AutoLayout", .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Fixtures"]),
        // Stack-view and Auto Layout conformance: spec + hand-worked frames per fixture file.
        .testTarget(name: "ConformanceTests", dependencies: [
            "LayoutSpec", "AutoLayout", .product(name: "Yams", package: "Yams"),
        ], exclude: ["Fixtures"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Pixels", "CCairo", "CPango"]),
        .testTarget(name: "VisualDiffTests", dependencies: [
            "VisualDiff", "Pixels", .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Fixtures"]),
        .testTarget(name: "StacksnapTests", dependencies: [
            "Stacksnap", "StacksnapVerify", "AutoLayout", "LayoutSpec", "Pixels", "Raster", "VisualDiff",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutDSLTests", dependencies: [
            "LayoutDSL", "Stacksnap", "StacksnapVerify", "AutoLayout", "LayoutSpec", .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Fixtures"]),
        .testTarget(name: "StacksnapUIKitTests", dependencies: ["StacksnapUIKit", "Stacksnap", "LayoutSpec", "AutoLayout", "Raster", "Pixels"]),
        .testTarget(name: "StacksnapTestingTests", dependencies: ["StacksnapTesting", "StacksnapVerify", "Stacksnap", "LayoutDSL", "StacksnapUIKit", "AutoLayout", "LayoutSpec"],
                    exclude: ["Fixtures", "__Snapshots__"]),
        // Replays the fuzz corpus and regressions; a short mutation run per target.
        .testTarget(name: "FuzzTests", dependencies: ["StacksnapFuzz", "Stacksnap", "StacksnapVerify"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: [
            "InterfaceBuilder", "Stacksnap", "StacksnapVerify", "AutoLayout", "LayoutSpec", "Raster", "VisualDiff",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Fixtures", "XcodeFrames"]),
    ],
    swiftLanguageModes: [.v6]
)
