// swift-tools-version:6.0
import PackageDescription

// Layers, one direction of dependency:
//   CoreGraphics  <-  QuartzCore  <-  UIKitCore  <-  UIKit
//   ObjectiveC (selectors, associated objects)  <-  QuartzCore
// Display and input backends implement the small protocols of VitrinePlatform;
// UIKitCore's runtime drives them without knowing which. Only backends import
// libdrm/libinput; the UIKit shell is the one place that chooses them.
// swift-testing ships cross-import overlays for Apple's CoreGraphics and UIKit that do
// not exist on Linux; our modules of the same names would make test files that import
// Testing look for them and fail to compile.
let testSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

let package = Package(
    name: "Vitrine",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        // The same API without the backends, for embedders that bring their own display:
        // UIKitCore with HeadlessDisplay (or another VitrinePlatform display).
        .library(name: "UIKitCore", targets: ["UIKitCore"]),
        .library(name: "HeadlessDisplay", targets: ["HeadlessDisplay"]),
        .library(name: "VitrinePlatform", targets: ["VitrinePlatform"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        // Apple's Combine for apps that import it, on OpenCombine; UIKit does not use it.
        .library(name: "Combine", targets: ["Combine"]),
        .executable(name: "VitrineDemo", targets: ["VitrineDemo"]),
        .executable(name: "VitrineBench", targets: ["VitrineBench"]),
        .executable(name: "VitrineKMSCheck", targets: ["VitrineKMSCheck"]),
        .executable(name: "vitrine-info", targets: ["VitrineInfo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.11.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // C libraries, found through pkg-config.
        .systemLibrary(name: "CPixman", path: "Sources/CShims/CPixman", pkgConfig: "pixman-1",
                       providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CCairo", path: "Sources/CShims/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", path: "Sources/CShims/CPango", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CShims/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", path: "Sources/CShims/CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"])]),
        // Vector images of asset catalogs: librsvg (SVG) and poppler-glib (PDF), opened on
        // first use (see VectorLoader.c).
        .target(name: "CVectorLoader", dependencies: ["CCairo", "CPango"], path: "Sources/CShims/CVectorLoader"),
        .systemLibrary(name: "CSeat", path: "Sources/CShims/CSeat", pkgConfig: "libseat",
                       providers: [.apt(["libseat-dev"])]),
        .systemLibrary(name: "CDRM", path: "Sources/CShims/CDRM", pkgConfig: "libdrm",
                       providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CUdev", path: "Sources/CShims/CUdev", pkgConfig: "libudev",
                       providers: [.apt(["libudev-dev"])]),
        // libjpeg's error handler must longjmp, which Swift cannot host.
        .target(name: "CJPEGHelper", dependencies: ["CJPEG"], path: "Sources/CShims/CJPEGHelper"),
        // libpng's low-level writer, for PNGs streamed a row at a time; its errors longjmp too.
        .target(name: "CPNGHelper", dependencies: ["CPNG"], path: "Sources/CShims/CPNGHelper"),
        .systemLibrary(name: "CInput", path: "Sources/CShims/CInput", pkgConfig: "libinput",
                       providers: [.apt(["libinput-dev"])]),
        .systemLibrary(name: "CXKB", path: "Sources/CShims/CXKB", pkgConfig: "xkbcommon",
                       providers: [.apt(["libxkbcommon-dev"])]),
        // SDL2's headers only: no pkg-config, whose flags would link libSDL2 into every app.
        .systemLibrary(name: "CSDL2", path: "Sources/CShims/CSDL2", providers: [.apt(["libsdl2-dev"])]),
        // SDL2 opened at run time, when a window is opened (see SDL2Loader.c).
        .target(name: "CSDL2Loader", dependencies: ["CSDL2"], path: "Sources/CShims/CSDL2Loader"),
        // EGL and GLES 2 opened at run time by the GPU renderer (see GLESLoader.c); the
        // headers come from libegl-dev and libgles-dev.
        .target(name: "CGLES", path: "Sources/CShims/CGLES"),
        // libgbm opened at run time by the KMS display for the GPU renderer's scan-out
        // buffers (see GBMLoader.c); the header comes from libgbm-dev.
        .target(name: "CGBM", path: "Sources/CShims/CGBM"),
        // Objects of classes known at run time, through the Swift runtime's vtable lookup
        // (see ClassFactory.c): no `required init()` in the app's delegates and layers.
        .target(name: "CClassFactory", path: "Sources/CShims/CClassFactory"),
        // The VT's lockdown parts that run in signal handlers and at exit (issue 29).
        .target(name: "CConsole", path: "Sources/CShims/CConsole"),

        .target(name: "CoreGraphics",
                dependencies: ["CCairo", "CPango", "CPNG", "CPNGHelper", "CJPEG", "CJPEGHelper", "CVectorLoader",
                               .product(name: "Logging", package: "swift-log")]),
        // Selectors and associated objects: what Linux Swift lacks of the Objective-C runtime.
        .target(name: "ObjectiveC",
                dependencies: [.product(name: "Logging", package: "swift-log")]),
        .target(name: "QuartzCore",
                dependencies: ["CoreGraphics", "ObjectiveC", "CPixman", "CCairo", "CClassFactory", "VitrinePlatform",
                               .product(name: "Logging", package: "swift-log")]),
        .target(name: "VitrinePlatform",
                dependencies: ["CoreGraphics"]),
        // sd_notify over $NOTIFY_SOCKET, no libsystemd: READY, WATCHDOG, STATUS (issue 29).
        .target(name: "SystemdNotify",
                dependencies: [.product(name: "Logging", package: "swift-log")]),
        // Auto Layout's constraint solver: plain Swift, no UIKit types.
        .target(name: "LayoutSolver"),
        .target(name: "HeadlessDisplay",
                dependencies: ["VitrinePlatform", "CoreGraphics",
                               .product(name: "Logging", package: "swift-log")],
                path: "Sources/Backends/Headless"),
        .target(name: "DeviceSessions",
                dependencies: ["VitrinePlatform", "CSeat", "CConsole",
                               .product(name: "Logging", package: "swift-log")],
                path: "Sources/Backends/Seat"),
        // Keyboards as both input backends read them: xkbcommon keymaps, evdev codes and HID usages.
        .target(name: "Keymap",
                dependencies: ["VitrinePlatform", "CXKB",
                               .product(name: "Logging", package: "swift-log")],
                path: "Sources/Backends/Keymap"),
        .target(name: "LibInputBackend",
                dependencies: ["VitrinePlatform", "Keymap", "CInput", "CUdev",
                               .product(name: "Logging", package: "swift-log")],
                path: "Sources/Backends/LibInput"),
        .target(name: "KMSDisplay",
                dependencies: ["VitrinePlatform", "CoreGraphics", "CDRM", "CUdev", "CGBM",
                               .product(name: "Logging", package: "swift-log")],
                path: "Sources/Backends/KMS"),
        // A desktop window through SDL2, for developing on a laptop.
        .target(name: "WindowDisplay",
                dependencies: ["VitrinePlatform", "CoreGraphics", "CSDL2", "CSDL2Loader", "Keymap",
                               .product(name: "Logging", package: "swift-log")],
                path: "Sources/Backends/Window"),
        // The UIKit API, with no backend: apps and tests run it on any DisplayBackend.
        .target(name: "UIKitCore",
                dependencies: ["QuartzCore", "ObjectiveC", "CClassFactory", "VitrinePlatform", "LayoutSolver", "SystemdNotify",
                               .product(name: "Logging", package: "swift-log")]),
        // The GPU renderer: the compositor's render records drawn with GLES 2 (docs/GPU.md).
        .target(name: "GLESRenderer",
                dependencies: ["QuartzCore", "CGLES", "VitrinePlatform", .product(name: "Logging", package: "swift-log")],
                path: "Sources/Renderers/GLES"),
        // What apps import: UIKitCore re-exported, UIApplicationMain and VitrineConfiguration,
        // which choose and open the backends.
        .target(name: "UIKit",
                dependencies: ["UIKitCore", "GLESRenderer", "VitrinePlatform", "HeadlessDisplay", "KMSDisplay", "LibInputBackend", "Keymap", "DeviceSessions", "WindowDisplay", "SystemdNotify",
                               .product(name: "Logging", package: "swift-log")]),

        // `import Combine`: OpenCombine under Apple's module name (Sources/Combine/Combine.swift).
        .target(name: "Combine",
                dependencies: [.product(name: "OpenCombine", package: "OpenCombine"),
                               .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                               .product(name: "OpenCombineFoundation", package: "OpenCombine")]),

        // The demo's pages, shared by the demo app and the benchmarks.
        .target(name: "DemoScenes", dependencies: ["UIKit"], path: "Apps/DemoScenes"),
        .executableTarget(name: "VitrineDemo",
                          dependencies: ["UIKit", "DemoScenes",
                                         .product(name: "Logging", package: "swift-log"),
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "Apps/VitrineDemo"),
        .executableTarget(name: "VitrineInputCheck",
                          dependencies: ["UIKit", "VitrinePlatform", "DeviceSessions",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "Apps/VitrineInputCheck"),
        .executableTarget(name: "VitrineInfo",
                          dependencies: ["KMSDisplay",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "Apps/VitrineInfo"),
        .executableTarget(name: "VitrineBench",
                          dependencies: ["UIKit", "GLESRenderer", "DemoScenes", "HeadlessDisplay", "VitrinePlatform", "CPixman", "WindowDisplay",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "Benchmarks/VitrineBench"),
        // An iOS app's code in Swift 5 mode, unchanged: building it is the check that such
        // apps compile (with warnings only); Swift5ModeTests type-checks it in both modes.
        .executableTarget(name: "Swift5App", dependencies: ["UIKit"], path: "Tests/Fixtures/Swift5App/Sources/Swift5App",
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        // An iOS app configured by its Info.plist (scene delegate, fonts, appearance);
        // InfoPlistAppTests runs it with the plist where a SwiftPM build puts it.
        .executableTarget(name: "InfoPlistApp", dependencies: ["UIKit"], path: "Tests/Fixtures/InfoPlistApp/Sources/InfoPlistApp",
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        // An iOS app's Combine code, unchanged, in Swift 5 mode; CombineAppTests runs it.
        .executableTarget(name: "CombineApp", dependencies: ["UIKit", "Combine"], path: "Tests/Fixtures/CombineApp/Sources/CombineApp",
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        // An app on UIKitCore and the headless display only: CoreOnlyAppTests checks that it
        // links no device library (libdrm, libinput, libseat).
        .executableTarget(name: "CoreOnlyApp", dependencies: ["UIKitCore", "HeadlessDisplay"],
                          path: "Tests/Fixtures/CoreOnlyApp/Sources/CoreOnlyApp"),
        // The VM checks' app (scripts/vm-test).
        .executableTarget(name: "VitrineKMSCheck",
                          dependencies: ["UIKit", "DemoScenes", "HeadlessDisplay", "KMSDisplay", "DeviceSessions",
                                         "VitrinePlatform",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "Apps/VitrineKMSCheck"),

        // Fuzz targets (scripts/fuzz; docs/TESTING.md): the targets, replayed by FuzzTests,
        // and their libFuzzer driver, which only replays files in a build without libFuzzer.
        // UIKitCore and the headless display, not the UIKit shell: the instrumented build then
        // leaves out the device backends and the GPU renderer.
        .target(name: "VitrineFuzzTargets", dependencies: ["UIKitCore", "HeadlessDisplay", "LayoutSolver", "VitrinePlatform"],
                path: "Fuzz/Targets"),
        .target(name: "CFuzzerDriver", path: "Fuzz/CFuzzerDriver"),
        .executableTarget(name: "VitrineFuzz", dependencies: ["VitrineFuzzTargets", "CFuzzerDriver"], path: "Fuzz/VitrineFuzz"),
        .testTarget(name: "FuzzTests", dependencies: ["VitrineFuzzTargets", "LayoutSolver"], path: "Tests/FuzzTests",
                    swiftSettings: testSwiftSettings),

        .target(name: "VitrineTestSupport", dependencies: ["CoreGraphics", "VitrinePlatform", .product(name: "Logging", package: "swift-log")],
                path: "Tests/Support"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "VitrineTestSupport"],
                    exclude: ["References"], swiftSettings: testSwiftSettings),
        .testTarget(name: "ObjectiveCTests", dependencies: ["ObjectiveC", "VitrineTestSupport"], swiftSettings: testSwiftSettings),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "VitrinePlatform", "VitrineTestSupport"],
                    exclude: ["References", "Layers/References"], swiftSettings: testSwiftSettings),
        // UIKitCore's API on HeadlessDisplay; no backend that needs a device.
        .testTarget(name: "UIKitCoreTests", dependencies: ["UIKitCore", "VitrinePlatform", "HeadlessDisplay", "VitrineTestSupport"],
                    exclude: ["References", "Drawing/References", "Animation/References", "Controls/References", "Traits/References", "ViewControllers/References", "AutoLayout/References", "Tables/References", "Text/References", "Collections/References", "Keyboard/References", "Interactions/References", "Resources/References", "Search/References", "Focus/References"],
                    // An asset catalog and plain images, as an app ships them (UIImage(named:in:compatibleWith:)).
                    resources: [.process("Resources/Fixtures.xcassets"), .process("Resources/photo.png"),
                                .process("Resources/photo@2x.png"),
                                // Strings tables as scripts/port copies them (String(localized:)).
                                .copy("Resources/en.lproj")],
                    swiftSettings: testSwiftSettings),
        // The shell: VitrineConfiguration, and apps built against `import UIKit`.
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "KMSDisplay", "VitrinePlatform"],
                    swiftSettings: testSwiftSettings),
        .testTarget(name: "LibInputBackendTests", dependencies: ["LibInputBackend", "CInput", "VitrineTestSupport", .product(name: "Logging", package: "swift-log")],
                    swiftSettings: testSwiftSettings),
        .testTarget(name: "KeymapTests", dependencies: ["Keymap", "CInput", "VitrineTestSupport", .product(name: "Logging", package: "swift-log")],
                    swiftSettings: testSwiftSettings),
        .testTarget(name: "WindowDisplayTests",
                    dependencies: ["WindowDisplay", "CSDL2", "UIKit", "VitrinePlatform", "HeadlessDisplay", "VitrineTestSupport"],
                    swiftSettings: testSwiftSettings,
                    // The tests talk to the X server themselves (closing a window as a window manager does).
                    linkerSettings: [.linkedLibrary("X11")]),
        // The GPU renderer against the CPU compositor, on Mesa's llvmpipe where there is no GPU.
        .testTarget(name: "GLESRendererTests",
                    dependencies: ["GLESRenderer", "UIKit", "DemoScenes", "HeadlessDisplay", "VitrineTestSupport"],
                    swiftSettings: testSwiftSettings),
        .testTarget(name: "KMSDisplayTests", dependencies: ["KMSDisplay"], swiftSettings: testSwiftSettings),
        .testTarget(name: "HeadlessDisplayTests", dependencies: ["HeadlessDisplay", "VitrineTestSupport"],
                    swiftSettings: testSwiftSettings),
        .testTarget(name: "DeviceSessionsTests", dependencies: ["DeviceSessions", "CConsole"]),
        .testTarget(name: "SystemdNotifyTests", dependencies: ["SystemdNotify"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine"], swiftSettings: testSwiftSettings),
        .testTarget(name: "VitrinePlatformTests", dependencies: ["VitrinePlatform"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"], swiftSettings: testSwiftSettings),
    ]
)
