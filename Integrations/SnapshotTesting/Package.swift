// swift-tools-version:6.0
//
// Stacksnap layouts as swift-snapshot-testing strategies: `assertSnapshot(of: layout, as: .stacksnap)`.
// A package of its own so the main package's build never fetches swift-snapshot-testing and
// its dependencies (swift-syntax among them). Build and test it with
// scripts/test-snapshot-testing-integration.
import PackageDescription

let package = Package(
    name: "StacksnapSnapshotTesting",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "StacksnapSnapshotTesting", targets: ["StacksnapSnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "Stacksnap", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", .upToNextMinor(from: "1.19.0")),
    ],
    targets: [
        .target(name: "StacksnapSnapshotTesting", dependencies: [
            .product(name: "StacksnapTesting", package: "Stacksnap"),
            .product(name: "LayoutDSL", package: "Stacksnap"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .testTarget(name: "StacksnapSnapshotTestingTests", dependencies: [
            "StacksnapSnapshotTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
