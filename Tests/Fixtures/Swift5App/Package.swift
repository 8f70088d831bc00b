// swift-tools-version:5.9
// An app written for iOS in Swift 5 language mode, as it is in its repository: it builds
// against Vitrine with warnings only, as against Apple's UIKit. Vitrine's own package builds
// these sources as its Swift5App target; UIKitTests' Swift5ModeTests
// type-checks these sources in both language modes; `swift build` here builds the app.
import PackageDescription

let package = Package(
    name: "Swift5App",
    dependencies: [.package(name: "Vitrine", path: "../../..")],
    targets: [
        .executableTarget(name: "Swift5App", dependencies: [.product(name: "UIKit", package: "Vitrine")]),
    ],
    swiftLanguageVersions: [.v5]
)
