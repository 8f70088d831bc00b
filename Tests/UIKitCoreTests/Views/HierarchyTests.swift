import Testing
import UIKitCore

@MainActor
struct HierarchyTests {
    @Test func subviewsAndLayersKeepTheSameOrder() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        let standalone = CALayer()
        parent.layer.addSublayer(standalone)
        parent.addSubview(c)
        #expect(sameViews(parent.subviews, [a, b, c]))
        #expect(sameLayers(parent.layer.sublayerList, [a.layer, b.layer, standalone, c.layer]))

        parent.insertSubview(d, at: 0)
        #expect(sameViews(parent.subviews, [d, a, b, c]))
        #expect(sameLayers(parent.layer.sublayerList, [d.layer, a.layer, b.layer, standalone, c.layer]))

        parent.bringSubviewToFront(a)
        #expect(sameViews(parent.subviews, [d, b, c, a]))
        #expect(sameLayers(parent.layer.sublayerList, [d.layer, b.layer, standalone, c.layer, a.layer]))

        parent.sendSubviewToBack(c)
        #expect(sameViews(parent.subviews, [c, d, b, a]))
        #expect(sameLayers(parent.layer.sublayerList, [c.layer, d.layer, b.layer, standalone, a.layer]))

        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(sameViews(parent.subviews, [a, d, b, c]))
        #expect(sameLayers(parent.layer.sublayerList, [a.layer, d.layer, b.layer, standalone, c.layer]))

        parent.insertSubview(c, aboveSubview: a)
        #expect(sameViews(parent.subviews, [a, c, d, b]))
        parent.insertSubview(a, belowSubview: b)
        #expect(sameViews(parent.subviews, [c, d, a, b]))
        #expect(sameLayers(parent.layer.sublayerList, [c.layer, d.layer, a.layer, b.layer, standalone]))

        parent.addSubview(c)
        #expect(sameViews(parent.subviews, [d, a, b, c]))

        b.removeFromSuperview()
        #expect(sameViews(parent.subviews, [d, a, c]))
        #expect(b.superview == nil)
        #expect(b.layer.superlayer == nil)
        #expect(standalone.superlayer === parent.layer)
    }

    @Test func outOfRangeIndexesAreClampedOrIgnored() {
        let parent = UIView()
        let a = UIView(), b = UIView()
        parent.insertSubview(a, at: 7)
        parent.insertSubview(b, at: -3)
        #expect(sameViews(parent.subviews, [b, a]))
        parent.exchangeSubview(at: 0, withSubviewAt: 5)
        #expect(sameViews(parent.subviews, [b, a]))
    }

    @Test func addingAViewFromElsewhereMovesIt() {
        let first = UIView(), second = UIView(), view = UIView()
        first.addSubview(view)
        second.addSubview(view)
        #expect(first.subviews.isEmpty)
        #expect(first.layer.sublayers == nil)
        #expect(view.superview === second)
        #expect(view.layer.superlayer === second.layer)
        #expect(view.next === second)
    }

    @Test func descendantsAndTags() {
        let root = UIView(), a = UIView(), a1 = UIView(), b = UIView()
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        a.tag = 1
        a1.tag = 2
        b.tag = 2
        #expect(a1.isDescendant(of: root))
        #expect(a1.isDescendant(of: a1))
        #expect(!a.isDescendant(of: a1))
        #expect(!b.isDescendant(of: a))
        // Depth first: a's subtree comes before b.
        #expect(root.viewWithTag(2) === a1)
        #expect(root.viewWithTag(0) === root)
        #expect(b.viewWithTag(2) === b)
        #expect(root.viewWithTag(3) == nil)
    }

    @Test func notificationsWhenAddedOutsideAWindow() {
        let log = EventLog()
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        parent.addSubview(child)
        #expect(log.take() == [
            "child: willMoveToSuperview(parent)",
            "child: didMoveToSuperview(parent)",
            "parent: didAddSubview(child)",
        ])
    }

    @Test func notificationsWhenAddedToAndRemovedFromAWindow() {
        let log = EventLog()
        let window = RecordingWindow("window", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        parent.addSubview(child)
        _ = log.take()

        window.addSubview(parent)
        #expect(log.take() == [
            "parent: willMoveToSuperview(window)",
            "parent: willMoveToWindow(window)",
            "child: willMoveToWindow(window)",
            "parent: didMoveToWindow(window)",
            "child: didMoveToWindow(window)",
            "parent: didMoveToSuperview(window)",
        ])
        #expect(child.window === window)
        #expect(window.window === window)

        parent.removeFromSuperview()
        #expect(log.take() == [
            "parent: willMoveToSuperview(nil)",
            "parent: willMoveToWindow(nil)",
            "child: willMoveToWindow(nil)",
            "parent: didMoveToWindow(nil)",
            "child: didMoveToWindow(nil)",
            "parent: didMoveToSuperview(nil)",
        ])
        #expect(child.window == nil)
    }

    @Test func notificationsWhenMovedBetweenSuperviews() {
        let log = EventLog()
        let window = RecordingWindow("window", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let old = RecordingView("old", log: log)
        let new = RecordingView("new", log: log)
        let view = RecordingView("view", log: log)
        window.addSubview(old)
        old.addSubview(view)
        _ = log.take()

        // Same window: no window notifications.
        window.addSubview(new)
        _ = log.take()
        new.addSubview(view)
        #expect(log.take() == [
            "old: willRemoveSubview(view)",
            "view: willMoveToSuperview(new)",
            "view: didMoveToSuperview(new)",
            "new: didAddSubview(view)",
        ])

        // Out of the window into a detached view.
        let detached = RecordingView("detached", log: log)
        detached.addSubview(view)
        #expect(log.take() == [
            "new: willRemoveSubview(view)",
            "view: willMoveToSuperview(detached)",
            "view: willMoveToWindow(nil)",
            "view: didMoveToWindow(nil)",
            "view: didMoveToSuperview(detached)",
            "detached: didAddSubview(view)",
        ])
    }

    @Test func reorderingSendsNoNotifications() {
        let log = EventLog()
        let parent = RecordingView("parent", log: log)
        let a = RecordingView("a", log: log), b = RecordingView("b", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        _ = log.take()
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(a)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        parent.addSubview(b)
        #expect(log.take().isEmpty)
    }

    @Test func addingAnAncestorIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIView(), child = UIView()
                parent.addSubview(child)
                child.addSubview(parent)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView()
                view.addSubview(view)
            }
        }
    }
}
