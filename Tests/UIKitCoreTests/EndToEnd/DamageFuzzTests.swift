import Testing
import UIKitCore
import VitrinePlatform
import VitrineTestSupport

/// Random view-level mutations through the real frame pipeline: after every frame the
/// screen (partial repaints, copied by buffer age) must equal the same tree composed from
/// scratch.
@MainActor
struct DamageFuzzTests {
    private static let palette: [UIColor?] = [.red, .green, .blue, .yellow, .black, .orange,
                                              UIColor(red: 0, green: 0, blue: 1, alpha: 0.5), nil]

    /// A window with plain, drawn, rounded, bordered and nested views.
    private func makeScene(_ window: UIWindow) -> [UIView] {
        var views: [UIView] = []
        let container = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 80))
        container.backgroundColor = UIColor(white: 0.8, alpha: 1)
        container.clipsToBounds = true
        window.addSubview(container)
        views.append(container)
        for index in 0..<3 {
            let drawn = FilledView(frame: CGRect(x: 10 + index * 25, y: 10 + index * 15, width: 40, height: 30),
                                   fill: [.red, .green, .blue][index])
            container.addSubview(drawn)
            views.append(drawn)
        }
        let rounded = UIView(frame: CGRect(x: 130, y: 30, width: 50, height: 50))
        rounded.backgroundColor = .orange
        rounded.layer.cornerRadius = 10
        rounded.layer.borderWidth = 2
        rounded.layer.borderColor = UIColor.black.cgColor
        window.addSubview(rounded)
        views.append(rounded)
        let child = FilledView(frame: CGRect(x: 30, y: 30, width: 30, height: 30), fill: .purple)
        rounded.addSubview(child)
        views.append(child)
        for index in 0..<3 {
            let plain = UIView(frame: CGRect(x: 20 + index * 50, y: 105, width: 40, height: 30))
            plain.backgroundColor = Self.palette[index]
            window.addSubview(plain)
            views.append(plain)
        }
        return views
    }

    /// Applies one random mutation to one random view and describes it.
    private func mutate(_ views: [UIView], window: UIWindow, using rng: inout SeededGenerator) -> String {
        let view = views.randomElement(using: &rng)!
        func coordinate(_ range: ClosedRange<Int>) -> CGFloat {
            // Half the values fall between pixels, to exercise rounding and filtering.
            CGFloat(Int.random(in: range, using: &rng)) + (Bool.random(using: &rng) ? 0.5 : 0)
        }
        switch Int.random(in: 0..<14, using: &rng) {
        case 0:
            view.frame = CGRect(x: coordinate(-20...180), y: coordinate(-20...130),
                                width: coordinate(0...80), height: coordinate(0...60))
            return "frame = \(view.frame)"
        case 1:
            view.center = CGPoint(x: coordinate(0...200), y: coordinate(0...150))
            return "center = \(view.center)"
        case 2:
            let transforms: [CGAffineTransform] = [.identity, CGAffineTransform(rotationAngle: .pi / 7),
                                                   CGAffineTransform(scaleX: 1.5, y: 0.75),
                                                   CGAffineTransform(translationX: 7, y: -3),
                                                   CGAffineTransform(rotationAngle: .pi / 2)]
            view.transform = transforms.randomElement(using: &rng)!
            return "transform = \(view.transform)"
        case 3:
            view.alpha = [0, 0.35, 1].randomElement(using: &rng)!
            return "alpha = \(view.alpha)"
        case 4:
            view.isHidden.toggle()
            return "isHidden = \(view.isHidden)"
        case 5:
            view.backgroundColor = Self.palette.randomElement(using: &rng)!
            return "backgroundColor = \(String(describing: view.backgroundColor))"
        case 6:
            guard let drawn = view as? FilledView else { return "nothing" }
            drawn.fill = Self.palette.compactMap { $0 }.randomElement(using: &rng)!
            let rect = CGRect(x: coordinate(0...30), y: coordinate(0...20), width: coordinate(1...30), height: coordinate(1...20))
            drawn.setNeedsDisplay(rect)
            return "setNeedsDisplay(\(rect)) with fill \(drawn.fill)"
        case 7:
            view.superview?.bringSubviewToFront(view)
            return "bringSubviewToFront"
        case 8:
            if view.superview != nil {
                view.removeFromSuperview()
                return "removeFromSuperview"
            }
            let hosts = [window] + views.filter { $0.window != nil && !$0.isDescendant(of: view) }
            let host = hosts.randomElement(using: &rng)!
            host.addSubview(view)
            return "addSubview to \(hosts.firstIndex { $0 === host }!)"
        case 9:
            view.bounds.origin = CGPoint(x: coordinate(-10...10), y: coordinate(-10...10))
            return "bounds.origin = \(view.bounds.origin)"
        case 10:
            view.clipsToBounds.toggle()
            return "clipsToBounds = \(view.clipsToBounds)"
        case 11:
            view.contentMode = [.scaleToFill, .center, .bottomRight, .scaleAspectFit, .redraw].randomElement(using: &rng)!
            return "contentMode = \(view.contentMode)"
        case 12:
            view.layer.borderWidth = [0, 1, 4.5].randomElement(using: &rng)!
            view.layer.borderColor = Self.palette.randomElement(using: &rng)!?.cgColor
            return "border \(view.layer.borderWidth)"
        default:
            view.layer.cornerRadius = [0, 6, 15].randomElement(using: &rng)!
            return "cornerRadius = \(view.layer.cornerRadius)"
        }
    }

    /// On a turned panel the screenshot is the fresh composition turned.
    @Test(arguments: [(2, UInt64(1), CGFloat(1), DisplayRotation.none), (2, 2, 2, .none), (3, 3, 1, .none), (3, 4, 2, .none),
                      (2, 5, 1, .clockwise90), (3, 6, 2, .upsideDown), (3, 7, 1, .counterclockwise90)])
    func screenEqualsAFreshCompositionAfterEveryStep(bufferCount: Int, seed: UInt64, scale: CGFloat, rotation: DisplayRotation) {
        defer { EndToEnd.restoreDefaultMainScreen() }
        let (runtime, window) = EndToEnd.makeScreen(scale: scale, rotation: rotation, bufferCount: bufferCount)
        let views = makeScene(window)
        runtime.stepUntilIdle()
        var rng = SeededGenerator(state: seed)
        var history: [String] = []
        for step in 0..<150 {
            // One to three mutations per frame, so damage from several changes combines.
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                history.append("step \(step): \(mutate(views, window: window, using: &rng))")
            }
            runtime.stepUntilIdle()
            let shot = runtime.screenshot()!
            let fresh = EndToEnd.freshlyComposedScreen().turned(by: rotation)
            let diff = EndToEnd.differences(shot, fresh)
            guard diff.count == 0 else {
                let recent = history.suffix(6).joined(separator: "\n")
                Issue.record("seed \(seed), \(bufferCount) buffers, scale \(scale), rotation \(rotation): \(diff.count) pixels differ at step \(step), first at \(String(describing: diff.first)); last mutations:\n\(recent)")
                return
            }
        }
    }
}
