import DemoScenes
import Testing
import UIKit

/// The demo's Settings page (ControlsPage: grouped rows in stack views, a grid of button
/// rows) laid out at 1280x800 points keeps every required constraint it holds, the stack views'
/// own included: "The layout engine must satisfy required constraints" (Apple's Auto
/// Layout Guide, "Anatomy of a Constraint"). Here, as the demo pages live in DemoScenes.
@Suite(.serialized)
@MainActor
struct ControlsPageLayoutTests {
    /// Half a point, one pixel at scale 2: the engine rounds a frame's origin and its size
    /// to the nearest pixel each, so an edge may land up to a pixel from its solved place.
    static let tolerance: CGFloat = 0.5

    @Test func everyRequiredConstraintHoldsAfterLayout() throws {
        let runtime = VitrineRuntime.headless(pixelWidth: 2560, pixelHeight: 1600, scale: 2)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        let page = ControlsPage(frame: window.bounds)
        window.addSubview(page)
        window.makeKeyAndVisible()
        runtime.stepFrames(2)

        var required: [NSLayoutConstraint] = []
        func collect(_ view: UIView) {
            required += view.constraints.filter { $0.isActive && $0.priority == .required }
            view.subviews.forEach(collect)
        }
        collect(page)
        var checked = 0
        for constraint in required {
            guard let first = value(of: constraint.firstItem, constraint.firstAttribute, in: window) else { continue }
            var second: CGFloat = 0
            if constraint.secondItem != nil {
                guard let value = value(of: constraint.secondItem, constraint.secondAttribute, in: window) else { continue }
                second = value
            }
            let target = constraint.multiplier * second + constraint.constant
            let holds = switch constraint.relation {
            case .equal: abs(first - target) <= Self.tolerance
            case .lessThanOrEqual: first <= target + Self.tolerance
            case .greaterThanOrEqual: first >= target - Self.tolerance
            }
            #expect(holds, "\(constraint): \(first) against \(target)")
            checked += 1
        }
        // The rows' heights (52 points, 92 with a second line) and the button rows' least
        // height (44) are among them; most of the page's constraints are checked.
        let heights = required.filter { $0.secondItem == nil && $0.firstAttribute == .height }.map(\.constant)
        #expect(heights.filter { $0 == 52 }.count == 5 && heights.filter { $0 == 92 }.count == 2)
        #expect(required.filter { $0.secondItem == nil && $0.relation == .greaterThanOrEqual && $0.constant == 44 }.count == 4)
        #expect(checked > 150 && checked * 10 >= required.count * 9, "checked \(checked) of \(required.count)")
    }

    /// An attribute of a view or layout guide in window coordinates (left to right, as the
    /// page is laid out); nil for the attributes this check does not compute.
    private func value(of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, in window: UIWindow) -> CGFloat? {
        let frame: CGRect
        if let view = item as? UIView {
            frame = view.convert(view.bounds, to: window)
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            frame = owner.convert(guide.layoutFrame, to: window)
        } else {
            return nil
        }
        switch attribute {
        case .left, .leading: return frame.minX
        case .right, .trailing: return frame.maxX
        case .top: return frame.minY
        case .bottom: return frame.maxY
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.midX
        case .centerY: return frame.midY
        default: return nil
        }
    }
}
