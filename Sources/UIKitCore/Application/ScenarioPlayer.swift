import CoreGraphics
import Foundation
import Logging
import VitrinePlatform

/// Replays a person's steps on a running app (`VITRINE_SCENARIO=steps.json`, issue 28):
/// taps on what the screen shows, scrolls and going back, each followed by a wait, then a
/// screenshot and a line saying what is on top. Touches go in as an input backend's do
/// (`VitrineRuntime.inject`), so they take the app's own path: hit-testing, gestures,
/// controls, cell selection. `scripts/compat` drives the corpus apps with it.
///
/// The file is a JSON object whose `steps` each hold one action and an optional `wait`
/// (seconds after the action, default 1):
///
///     {"steps": [{"wait": 2}, {"tap": "Grid"}, {"back": true},
///                {"tapItem": 3, "section": 0}, {"scroll": 400}, {"tap": "Sort", "wait": 3}]}
///
/// `tap`: the frontmost visible label, or button, whose text is that string; `tapAt`: the
/// point `[x, y]` of the screen (for a control that shows no text);
/// `tapItem`/`section`: the cell at that index path in the frontmost table or collection view;
/// `scroll`: a drag of that many points upwards (downwards when negative) in the frontmost
/// scroll view; `back`: the navigation bar's back button; `key`: a key of a hardware
/// keyboard pressed and released (`tab`, `shift-tab`, `up`, `down`, `left`, `right`,
/// `return`, `escape`, or one character), for keyboard focus and key commands. A step whose target is missing is
/// reported and the scenario goes on. Each step's report is a JSON line in the
/// `reportPath` file: the step, what it did, the top view controller's class and title
/// before and after, and the share of the screen's pixels that changed.
@MainActor
package final class ScenarioPlayer {
    package struct Step: Decodable, Sendable {
        var tap: String?
        var tapAt: [Double]?
        var tapItem: Int?
        var section: Int?
        var scroll: Double?
        var back: Bool?
        var key: String?
        var wait: Double?

        var action: String {
            if let tap { return "tap \"\(tap)\"" }
            if let tapAt { return "tap at \(tapAt.map { String(Int($0)) }.joined(separator: ","))" }
            if let tapItem { return "tap item \(section ?? 0).\(tapItem)" }
            if let scroll { return "scroll \(Int(scroll))" }
            if back == true { return "back" }
            if let key { return "key \(key)" }
            return "wait"
        }
    }

    private struct Script: Decodable {
        var steps: [Step]
    }

    private let runtime: VitrineRuntime
    private let steps: [Step]
    private let screensDirectory: URL?
    private let reportPath: String?
    private let onFinish: @MainActor () -> Void
    private let logger = Logger(label: "vitrine.scenario")
    private var index = 0
    private var previousScreen: PixelBuffer?
    private var report = ""

    /// A player for the scenario at `path`, or nil (logged) when it cannot be read.
    package init?(path: String, runtime: VitrineRuntime, screensDirectory: String?, reportPath: String?,
                  onFinish: @escaping @MainActor () -> Void) {
        let logger = Logger(label: "vitrine.scenario")
        do {
            steps = try JSONDecoder().decode(Script.self, from: Data(contentsOf: URL(fileURLWithPath: path))).steps
        } catch {
            logger.error("cannot read the scenario \(path): \(error)")
            return nil
        }
        self.runtime = runtime
        self.screensDirectory = screensDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
        self.reportPath = reportPath
        self.onFinish = onFinish
        if let screensDirectory {
            try? FileManager.default.createDirectory(atPath: screensDirectory, withIntermediateDirectories: true)
        }
    }

    /// Plays the steps one after the other on the main run loop, then calls `onFinish`.
    package func start() {
        logger.info("playing a scenario of \(steps.count) steps")
        next()
    }

    private func next() {
        guard index < steps.count else {
            onFinish()
            return
        }
        let step = steps[index]
        let before = Self.describe(Self.topViewController())
        let outcome = perform(step)
        after(step.wait ?? 1) { [self] in
            finish(step, before: before, outcome: outcome)
            index += 1
            next()
        }
    }

    /// Does the step's action; returns nil when done, else why not.
    private func perform(_ step: Step) -> String? {
        if let text = step.tap {
            guard let view = Self.frontmostView(where: { Self.text(of: $0) == text }) else { return "nothing titled \"\(text)\" on screen" }
            return tap(view)
        }
        if let point = step.tapAt {
            guard point.count == 2 else { return "tapAt takes [x, y]" }
            runtime.touchDown(at: CGPoint(x: point[0], y: point[1]))
            after(0.1) { [runtime] in runtime.touchUp() }
            return nil
        }
        if let item = step.tapItem {
            let indexPath = IndexPath(item: item, section: step.section ?? 0)
            let scrollView = Self.frontmostView { $0 is UITableView || $0 is UICollectionView }
            let cell: UIView? = if let table = scrollView as? UITableView {
                table.cellForRow(at: indexPath)
            } else {
                (scrollView as? UICollectionView)?.cellForItem(at: indexPath)
            }
            guard let cell else { return "no cell shown at \(indexPath.section).\(indexPath.item)" }
            return tap(cell)
        }
        if let distance = step.scroll {
            guard let scrollView = Self.frontmostView(where: { $0 is UIScrollView }) else { return "no scroll view on screen" }
            drag(in: scrollView, by: CGFloat(distance))
            return nil
        }
        if step.back == true {
            guard let button = Self.frontmostView(where: { $0 is NavigationBackButton }) else { return "no back button on screen" }
            return tap(button)
        }
        if let name = step.key {
            guard let (usage, characters, modifiers) = Self.key(named: name) else { return "no key named \"\(name)\"" }
            runtime.pressKey(usage, characters: characters, modifiers: modifiers)
            return nil
        }
        return nil
    }

    /// The HID usage, text and modifiers of a key named in a `key` step.
    static func key(named name: String) -> (UIKeyboardHIDUsage, String, InputModifiers)? {
        switch name {
        case "tab": (.keyboardTab, "\t", [])
        case "shift-tab": (.keyboardTab, "\t", .shift)
        case "up": (.keyboardUpArrow, "", [])
        case "down": (.keyboardDownArrow, "", [])
        case "left": (.keyboardLeftArrow, "", [])
        case "right": (.keyboardRightArrow, "", [])
        case "return": (.keyboardReturnOrEnter, "\r", [])
        case "escape": (.keyboardEscape, "\u{1B}", [])
        default:
            name.count == 1 ? (.keyboardErrorUndefined, name, []) : nil
        }
    }

    /// A finger down at the middle of the part of `view` on screen, and up a tenth of a second later.
    private func tap(_ view: UIView) -> String? {
        guard let point = Self.visibleCenter(of: view) else { return "\(type(of: view)) is off screen" }
        runtime.touchDown(at: point)
        after(0.1) { [runtime] in runtime.touchUp() }
        return nil
    }

    /// A finger drawn `distance` points up through the middle of `scrollView` in a third of a second.
    private func drag(in scrollView: UIView, by distance: CGFloat) {
        guard let center = Self.visibleCenter(of: scrollView) else { return }
        let start = CGPoint(x: center.x, y: center.y + distance / 2)
        runtime.touchDown(at: start)
        let moves = 10
        for move in 1...moves {
            after(0.03 * Double(move)) { [runtime] in
                runtime.touchMove(to: CGPoint(x: start.x, y: start.y - distance * CGFloat(move) / CGFloat(moves)))
            }
        }
        after(0.03 * Double(moves + 2)) { [runtime] in runtime.touchUp() }
    }

    private func finish(_ step: Step, before: String, outcome: String?) {
        let number = index + 1
        let screen = runtime.screenshot()
        var changed = -1.0
        if let screen {
            changed = previousScreen.map { Self.changedShare($0, screen) } ?? 1
            previousScreen = screen
            if let screensDirectory {
                let url = screensDirectory.appendingPathComponent(String(format: "%02d.png", number))
                do { try runtime.writeScreenshot(to: url) } catch { logger.error("cannot write \(url.path): \(error)") }
            }
        }
        let after = Self.describe(Self.topViewController())
        let line: [String: Any] = ["step": number, "action": step.action, "missed": outcome ?? "", "before": before,
                                   "after": after, "changed": (changed * 1000).rounded() / 1000]
        if let data = try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys]),
           let text = String(data: data, encoding: .utf8) {
            report += text + "\n"
            if let reportPath { try? report.write(toFile: reportPath, atomically: true, encoding: .utf8) }
        }
        logger.info("step \(number) \(step.action)\(outcome.map { " missed: \($0)" } ?? ""): \(before) -> \(after), \(Int(changed * 100))% of the screen changed")
    }

    private func after(_ seconds: Double, _ body: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { MainActor.assumeIsolated { body() } }
    }

    // MARK: What the screen shows

    /// The view controller on top of the key window.
    static func topViewController() -> UIViewController? {
        (UIScreen.main.keyWindow ?? UIScreen.main.windows.last)?.frontmostViewController
    }

    static func describe(_ controller: UIViewController?) -> String {
        guard let controller else { return "none" }
        let title = controller.title ?? controller.navigationItem.title
        return "\(type(of: controller))" + (title.map { " \"\($0)\"" } ?? "")
    }

    /// The text a label or a button shows; a text field's text, or its placeholder while
    /// empty (as UI tests find fields).
    static func text(of view: UIView) -> String? {
        if let label = view as? UILabel { return label.text }
        if let button = view as? UIButton { return button.currentTitle }
        if let field = view as? UITextField { return field.text?.isEmpty == false ? field.text : field.placeholder }
        return nil
    }

    /// The frontmost view on screen that `matches`, front to back: the windows from the
    /// top level down, each view's subviews from the last.
    static func frontmostView(where matches: (UIView) -> Bool) -> UIView? {
        func search(_ view: UIView) -> UIView? {
            guard !view.isHidden, view.alpha > 0.01 else { return nil }
            for subview in view.subviews.reversed() {
                if let found = search(subview) { return found }
            }
            return matches(view) && visibleCenter(of: view) != nil ? view : nil
        }
        for window in UIScreen.main.windows.reversed() {
            if let found = search(window) { return found }
        }
        return nil
    }

    /// The middle of the part of `view` that its ancestors' bounds and the screen leave
    /// visible, in screen points, or nil when none is.
    static func visibleCenter(of view: UIView) -> CGPoint? {
        guard let window = view.window else { return nil }
        var visible = view.convert(view.bounds, to: window)
        var ancestor = view.superview
        while let clip = ancestor {
            if clip.clipsToBounds { visible = visible.intersection(clip.convert(clip.bounds, to: window)) }
            ancestor = clip.superview
        }
        visible = visible.offsetBy(dx: window.frame.minX, dy: window.frame.minY).intersection(UIScreen.main.bounds)
        guard !visible.isNull, visible.width >= 1, visible.height >= 1 else { return nil }
        return CGPoint(x: visible.midX, y: visible.midY)
    }

    /// The share of pixels that differ between two screenshots of the same size (1 when the sizes differ).
    static func changedShare(_ first: PixelBuffer, _ second: PixelBuffer) -> Double {
        guard first.width == second.width, first.height == second.height, first.format == second.format else { return 1 }
        let rowBytes = first.width * first.bytesPerPixel
        var differing = 0
        for row in 0..<first.height {
            let a = first.data.advanced(by: row * first.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let b = second.data.advanced(by: row * second.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            var pixel = 0
            while pixel < rowBytes {
                if memcmp(a + pixel, b + pixel, first.bytesPerPixel) != 0 { differing += 1 }
                pixel += first.bytesPerPixel
            }
        }
        return Double(differing) / Double(max(1, first.width * first.height))
    }
}
