import HeadlessDisplay
import UIKitCore

// UIKit's API on the headless display with no other backend: the UIKitCore target and
// this app link no libdrm, libinput or libseat (CoreOnlyAppTests checks with ldd).
MainActor.assumeIsolated {
    let runtime: VitrineRuntime
    do {
        runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 64, pixelHeight: 64, clock: .stepped))
    } catch {
        print("no display: \(error)")
        exit(1)
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.backgroundColor = .red
    window.makeKeyAndVisible()
    runtime.stepFrames()
    guard let pixels = runtime.screenshot() else {
        print("no frame")
        exit(1)
    }
    print("frame \(pixels.width)x\(pixels.height)")
}
