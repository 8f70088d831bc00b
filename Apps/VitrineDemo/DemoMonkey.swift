import DemoScenes
import Foundation
import HeadlessDisplay
import QuartzCore
import UIKit
import VitrinePlatform

/// Drives the demo app on a stepped headless display with seeded random input
/// (`--monkey EVENTS --seed SEED`, scripts/monkey): taps, drags, flings, pinches,
/// rotations, long presses, keys and text, the on-screen keyboard, pages pushed and
/// popped, tabs, alerts and sheets, display rotation and mode changes, VT pause and
/// resume, light and dark. Every `homeEvery` events, and at the end, it goes back to the
/// root and checks that no view controller or view that was pushed or presented is still
/// alive (a weak-reference census), that the app goes idle there (no animation or display
/// link left running), and that RSS is back within `rssBound` of what it was at the first
/// return home. The same seed replays the same run.
@MainActor
final class DemoMonkey {
    /// How far RSS may grow from the first return home to the last (caches fill: glyphs,
    /// images, cells; a leak grows with every page).
    static let rssBound = 48 * 1024 * 1024
    static let homeEvery = 250
    /// The display modes the monkey switches between, in pixels (the first is the one it starts in).
    static let modes = [(1280, 800), (1024, 768), (800, 480), (1920, 1080)]

    private(set) var runtime: VitrineRuntime
    private(set) var app: DemoTabBarController
    private let window: UIWindow
    private var random: SplitMix64
    let seed: UInt64
    private var census: [ObjectIdentifier: Census] = [:]
    private var rootObjects: Set<ObjectIdentifier> = []
    private(set) var failures: [String] = []
    private var firstHomeRSS: Int?
    private(set) var events = 0
    /// What was shown, by name (pages pushed, tabs, presentations), for the report.
    private(set) var shown: [String: Int] = [:]

    private struct Census {
        weak var object: AnyObject?
        let what: String
    }

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix64(seed: seed)
        runtime = VitrineRuntime.headless(pixelWidth: 1280, pixelHeight: 800)
        window = UIWindow(frame: UIScreen.main.bounds)
        app = DemoTabBarController()
        window.rootViewController = app
        window.makeKeyAndVisible()
        runtime.stepUntilIdle()
        rootObjects = Set(controllers().map(ObjectIdentifier.init))
    }

    var headless: HeadlessDisplay? { runtime.display as? HeadlessDisplay }
    var simulatedSeconds: TimeInterval { headless?.currentTime ?? 0 }

    /// Plays `count` events, returning home every `homeEvery` and at the end.
    func run(events count: Int) {
        for _ in 0..<count {
            playOne()
            events += 1
            if events % Self.homeEvery == 0 { goHome(check: true) }
        }
        goHome(check: true)
    }

    // MARK: Events

    private func playOne() {
        let size = runtime.screen.bounds.size
        func anywhere() -> CGPoint { CGPoint(x: random.unit() * size.width, y: random.unit() * size.height) }
        switch random.below(100) {
        case 0..<12: navigate()
        case 12..<32: runtime.tap(at: anywhere()); steps(2)
        case 32..<42: drag(from: anywhere(), to: anywhere(), moves: 10)
        case 42..<50: drag(from: anywhere(), to: anywhere(), moves: 3)   // a fling
        case 50..<56: twoFingers(around: anywhere())
        case 56..<60:
            runtime.touchDown(at: anywhere()); steps(40 + random.below(30)); runtime.touchUp(); steps(2)
        case 60..<68: typeKeys()
        case 68..<74:
            // The on-screen keyboard's rows, when a field has it up.
            runtime.tap(at: CGPoint(x: random.unit() * size.width, y: size.height * (0.6 + 0.4 * random.unit()))); steps(2)
        case 74..<76:
            headless?.setRotation([.none, .clockwise90, .upsideDown, .counterclockwise90][random.below(4)]); steps(20)
        case 76..<78:
            headless?.pause(); steps(10); headless?.resume(); steps(10)
        case 78..<80:
            let mode = Self.modes[random.below(Self.modes.count)]
            headless?.setMode(pixelWidth: mode.0, pixelHeight: mode.1); steps(20)
        case 80..<84:
            runtime.userInterfaceStyle = runtime.userInterfaceStyle == .dark ? .light : .dark; steps(4)
        default:
            steps(1 + random.below(90))
        }
        record()
    }

    private func navigate() {
        switch random.below(6) {
        case 0:
            app.selectedIndex = random.below(3)
            shown["tab \(app.selectedIndex)", default: 0] += 1
        case 1, 2:
            app.selectedViewController = app.galleryNavigation
            let page = DemoPage.gallery[random.below(DemoPage.gallery.count)]
            app.gallery.show(page)
            shown[page.name, default: 0] += 1
        case 3: (app.selectedViewController as? UINavigationController)?.popViewController(animated: true)
        case 4:
            guard app.presentedViewController == nil else { break }
            app.selectedIndex = 2
            steps(2)
            let choice = random.below(3)
            [app.actions.showAlert, app.actions.showSheet, app.actions.showActionSheet][choice]()
            shown[["alert", "sheet", "action sheet"][choice], default: 0] += 1
        default: app.presentedViewController?.dismiss(animated: true)
        }
        steps(40)
    }

    private func drag(from start: CGPoint, to end: CGPoint, moves: Int) {
        runtime.touchDown(at: start)
        steps(1)
        for index in 1...moves {
            let t = CGFloat(index) / CGFloat(moves)
            runtime.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            steps(1)
        }
        runtime.touchUp()
        steps(2)
    }

    /// A pinch and a turn at once, as two fingers make them.
    private func twoFingers(around center: CGPoint) {
        let from = 30 + random.unit() * 100, to = 30 + random.unit() * 100, turn = random.unit() * 2 - 1
        for index in 0...10 {
            let t = CGFloat(index) / 10, radius = from + (to - from) * t, angle = turn * t
            let a = CGPoint(x: center.x - radius * cos(angle), y: center.y - radius * sin(angle))
            let b = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 {
                runtime.touchDown(slot: 0, at: a); runtime.touchDown(slot: 1, at: b)
            } else {
                runtime.touchMove(slot: 0, to: a); runtime.touchMove(slot: 1, to: b)
            }
            steps(1)
        }
        runtime.touchUp(slot: 0); runtime.touchUp(slot: 1)
        steps(2)
    }

    /// A few keys of a hardware keyboard: letters, digits, space, backspace, return, tab
    /// and arrows (USB HID usages and evdev codes).
    private func typeKeys() {
        let keys: [(hid: Int, evdev: UInt32, text: String)] = [
            (4, 30, "a"), (5, 48, "b"), (6, 46, "c"), (8, 18, "e"), (17, 49, "n"), (30, 2, "1"), (39, 11, "0"),
            (44, 57, " "), (42, 14, "\u{8}"), (40, 28, "\r"), (43, 15, "\t"), (79, 106, ""), (80, 105, ""),
        ]
        for _ in 0..<(1 + random.below(6)) {
            let key = keys[random.below(keys.count)]
            for pressed in [true, false] {
                runtime.inject(InputEvent(.key(InputKey(hidUsage: key.hid, evdevCode: key.evdev, isPressed: pressed, characters: key.text,
                                                        charactersIgnoringModifiers: key.text, modifiers: [])),
                                          device: VitrineRuntime.syntheticDevice, timestamp: runtime.inputTimestamp))
            }
            steps(1)
        }
    }

    func steps(_ count: Int) {
        runtime.stepFrames(count)
    }

    // MARK: Census

    /// Every view controller shown now: the app's children, what they present, and theirs.
    func controllers() -> [UIViewController] {
        var found: [UIViewController] = []
        var pending: [UIViewController] = [app]
        while let controller = pending.popLast() {
            found.append(controller)
            pending += controller.children
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                pending.append(presented)
            }
        }
        return found
    }

    /// Weak references to the controllers shown now that are not the app's own, and to
    /// their views.
    private func record() {
        for controller in controllers() where !rootObjects.contains(ObjectIdentifier(controller)) {
            let key = ObjectIdentifier(controller)
            guard census[key]?.object == nil else { continue }
            census[key] = Census(object: controller, what: "\(type(of: controller))")
            if controller.isViewLoaded {
                census[ObjectIdentifier(controller.view)] = Census(object: controller.view, what: "the view of a \(type(of: controller))")
            }
        }
    }

    /// Back to the first tab's root with nothing presented, the display as it started;
    /// then, with `check`, what was pushed or presented must be gone.
    func goHome(check: Bool) {
        headless?.resume()
        headless?.setRotation(.none)
        headless?.setMode(pixelWidth: 1280, pixelHeight: 800)
        runtime.userInterfaceStyle = .light
        for _ in 0..<3 where app.presentedViewController != nil {
            app.presentedViewController?.dismiss(animated: false)
            steps(2)
        }
        app.galleryNavigation.popToRootViewController(animated: false)
        (app.viewControllers?[2] as? UINavigationController)?.popToRootViewController(animated: false)
        app.selectedIndex = 0
        window.endEditing(true)
        steps(2)
        runtime.stepUntilIdle(maxFrames: 1200)
        // Work queued for the main queue (deferred releases among it) runs.
        RunLoop.main.run(until: Date())
        steps(2)
        guard check else { return }

        // A kiosk left at home goes idle: twenty seconds after the last event, nothing may
        // still ask for frames (an animation or display link left running burns the CPU).
        if runtime.needsFrame, runtime.stepUntilIdle(maxFrames: 1200) == 1200 {
            let busy = AnimationEngine.shared.activeDescriptions
            fail("after \(events) events, back at the root, the app does not go idle: "
                + (busy.isEmpty ? "frames are asked for with no animation running" : busy.joined(separator: "; ")))
        }

        let shown = Set(controllers().map(ObjectIdentifier.init))
        var alive: [String] = []
        for (key, entry) in census {
            guard entry.object != nil else { census[key] = nil; continue }
            if let controller = entry.object as? UIViewController, shown.contains(ObjectIdentifier(controller)) { continue }
            if let view = entry.object as? UIView, view.window != nil { continue }
            alive.append(entry.what)
        }
        if !alive.isEmpty {
            fail("after \(events) events, back at the root, still alive: \(alive.sorted().joined(separator: ", "))")
            census = census.filter { $0.value.object == nil }
        }
        let rss = Self.residentBytes()
        if let first = firstHomeRSS {
            if rss > first + Self.rssBound {
                fail("after \(events) events RSS is \(rss / 1_048_576) MB, more than \(Self.rssBound / 1_048_576) MB over the \(first / 1_048_576) MB at the first return home")
            }
        } else {
            firstHomeRSS = rss
        }
    }

    private func fail(_ message: String) {
        failures.append(message)
        print("monkey: FAIL (seed \(seed)): \(message)")
    }

    var firstHomeResident: Int? { firstHomeRSS }

    /// What was shown and how often, e.g. "alert 3, list 5, tab 1 4".
    var shownSummary: String { shown.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") }

    /// Resident memory now, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// A small seeded generator (SplitMix64): the same seed gives the same run everywhere.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }
}
