import Foundation
import HeadlessDisplay
import Testing
import UIKitCore

/// UIDevice, and UIApplication's URL opening, as a kiosk answers them.
@MainActor
@Suite("UIDevice and opening URLs", .serialized)
struct UIDeviceTests {
    final class Controller: UIViewController {
        let mask: UIInterfaceOrientationMask
        init(_ mask: UIInterfaceOrientationMask) {
            self.mask = mask
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask }
    }

    // UIDevice: systemName and systemVersion describe the OS ("Vitrine answers iOS 17.0",
    // docs/WRITING-APPS.md); userInterfaceIdiom "The style of interface to use on the current device".
    @Test func describesTheDeviceAsTheIOSItImplements() throws {
        _ = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 1024, pixelHeight: 768, clock: .stepped))
        let device = UIDevice.current
        #expect(device.systemName == "iOS" && device.systemVersion == "17.0")
        #expect(device.userInterfaceIdiom == .pad && device.model == "iPad" && device.localizedModel == "iPad")
        #expect(!device.name.isEmpty)
        _ = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 390, pixelHeight: 844, clock: .stepped))
        #expect(device.userInterfaceIdiom == .phone && device.model == "iPhone")
    }

    // UIDevice.batteryLevel: "-1.0 if the battery state is UIDevice.BatteryState.unknown".
    @Test func theBatteryIsUnknown() {
        let device = UIDevice.current
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
        device.isBatteryMonitoringEnabled = false
    }

    // UIDevice.identifierForVendor: "The value of this property is the same for apps that
    // come from the same vendor running on the same device."
    @Test func theIdentifierForVendorIsStable() {
        #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor)
    }

    // UIDevice.orientation: "The value of this property always returns 0 unless orientation
    // notifications have been enabled by calling beginGeneratingDeviceOrientationNotifications()";
    // orientationDidChangeNotification is posted when it changes.
    @Test func theOrientationFollowsTheDisplayAndPostsItsChanges() throws {
        let display = HeadlessDisplay(pixelWidth: 480, pixelHeight: 320, clock: .stepped)
        _ = try VitrineRuntime(display: display)
        let window = UIWindow()
        window.rootViewController = Controller(.landscape)
        window.makeKeyAndVisible()
        let device = UIDevice.current
        #expect(device.orientation == .unknown && !device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        defer { device.endGeneratingDeviceOrientationNotifications() }
        // A landscape-right interface is a device turned left (UIInterfaceOrientation.landscapeRight).
        #expect(device.orientation == .landscapeLeft && device.orientation.isLandscape)
        var posted = 0
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification,
                                                              object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        window.rootViewController = Controller(.portrait)
        #expect(device.orientation == .portrait && posted == 1)
        window.rootViewController = Controller(.portrait)
        #expect(posted == 1, "no change, no notification")
    }

    // UIApplication.canOpenURL(_:) / open(_:options:completionHandler:): "completion: the
    // block to execute with the results", called on the main thread; false when no app opens it.
    @Test func openingAURLFails() async {
        let url = URL(string: UIApplication.openSettingsURLString)!
        #expect(!UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
        let opened = await withCheckedContinuation { continuation in
            UIApplication.shared.open(url, options: [:]) { continuation.resume(returning: $0) }
        }
        #expect(!opened)
        #expect(await UIApplication.shared.open(url) == false)
    }
}
