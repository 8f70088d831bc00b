import HeadlessDisplay
import Testing
@testable import UIKitCore

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` as Apple's
/// Auto Layout Guide, "Visual Format Language", describes it: the standard space is 8
/// points between views and 20 to the superview's edge; `-n-` is a fixed space; `[a][b]`
/// touch; predicates constrain a view's width (height in `V:`) or a space; options align
/// every view on an attribute.
@MainActor
struct VisualFormatLanguageTests {
    private func makeWindow() throws -> (VitrineRuntime, UIWindow) {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        return (runtime, window)
    }

    private func views(_ names: [String], in superview: UIView) -> [String: UIView] {
        var result: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
            result[name] = view
        }
        return result
    }

    // The Apple sample "Implementing Modern Collection Views" lays out its news cell so.
    @Test func standardSpacesAndAFixedHeight() throws {
        let (runtime, window) = try makeWindow()
        let views = views(["title", "separator"], in: window)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|-[separator]-|", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[title(==30)]-20-[separator(==1)]", options: [],
                                                 metrics: nil, views: views))
        runtime.stepFrames(1)
        #expect(views["title"]?.frame == CGRect(x: 20, y: 20, width: 360, height: 30))
        #expect(views["separator"]?.frame == CGRect(x: 20, y: 70, width: 360, height: 1))
    }

    @Test func standardSpaceBetweenViewsIsEightPoints() throws {
        let (runtime, window) = try makeWindow()
        let views = views(["a", "b"], in: window)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(50)]-[b(==a)]", options: .alignAllTop, metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(pad)-[a(40)]", options: [], metrics: ["pad": 10], views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", options: [], metrics: nil, views: views))
        runtime.stepFrames(1)
        #expect(views["a"]?.frame == CGRect(x: 0, y: 10, width: 50, height: 40))
        // `.alignAllTop` puts b beside a; `(==a)` copies a's width and height.
        #expect(views["b"]?.frame == CGRect(x: 58, y: 10, width: 50, height: 40))
    }

    @Test func relationsAndPrioritiesInPredicates() throws {
        let (_, window) = try makeWindow()
        let views = views(["a", "b"], in: window)
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:[a(>=44@750)]-(<=12)-[b]|", options: [],
                                                         metrics: nil, views: views)
        #expect(constraints.count == 3)
        let width = try #require(constraints.first { $0.firstAttribute == .width })
        #expect(width.relation == .greaterThanOrEqual && width.constant == 44 && width.priority == .defaultHigh)
        let space = try #require(constraints.first { $0.firstAttribute == .leading })
        #expect(space.firstItem === views["b"] && space.secondAttribute == .trailing && space.relation == .lessThanOrEqual)
        #expect(space.constant == 12)
        let edge = try #require(constraints.first { $0.firstItem === window })
        #expect(edge.firstAttribute == .trailing && edge.secondItem === views["b"] && edge.constant == 0)
    }

    // Apple raises NSInvalidArgumentException for a format it cannot parse; Vitrine logs
    // and makes no constraints.
    @Test func aBrokenFormatGivesNoConstraints() throws {
        let (_, window) = try makeWindow()
        let views = views(["a"], in: window)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]", metrics: nil, views: views).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", metrics: nil, views: views).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a(unknownMetric)]", metrics: nil, views: views).isEmpty)
    }
}
