// swift-tools-version:6.0
import PackageDescription

// scripts/port's tool, in a package of its own so that swift-syntax is never resolved or
// built by an app that depends on Vitrine's UIKit product.
let package = Package(
    name: "VitrinePort",
    products: [
        .executable(name: "vitrine-port", targets: ["vitrine-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // Reading the project, the transformations and writing the package.
        .target(name: "VitrinePortKit",
                dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"),
                               .product(name: "SwiftParser", package: "swift-syntax"),
                               .product(name: "SwiftSyntaxBuilder", package: "swift-syntax")]),
        .executableTarget(name: "vitrine-port", dependencies: ["VitrinePortKit"]),
        .testTarget(name: "VitrinePortKitTests",
                    dependencies: ["VitrinePortKit", .product(name: "SwiftParser", package: "swift-syntax")],
                    exclude: ["Fixtures"]),
    ]
)
