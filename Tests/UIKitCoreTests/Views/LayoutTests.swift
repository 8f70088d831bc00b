import Testing
import UIKitCore

@MainActor
struct LayoutTests {
    @Test func setNeedsLayoutCoalescesIntoOneLayout() {
        let log = EventLog()
        let view = RecordingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        _ = log.take()
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.layer.needsLayout())
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(log.take() == ["view: layoutSubviews"])
        #expect(!view.layer.needsLayout())
    }

    @Test func layoutIfNeededWalksUpToMarkedSuperviews() {
        let log = EventLog()
        let parent = RecordingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = RecordingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let sibling = RecordingView("sibling", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.addSubview(sibling)
        parent.layoutIfNeeded()
        _ = log.take()

        parent.setNeedsLayout()
        child.setNeedsLayout()
        sibling.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(log.take() == ["parent: layoutSubviews", "child: layoutSubviews", "sibling: layoutSubviews"])
    }

    @Test func triggersOfLayout() {
        let log = EventLog()
        let parent = RecordingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = RecordingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(view)
        _ = log.take()
        parent.layoutIfNeeded()
        #expect(log.take() == ["parent: layoutSubviews", "view: layoutSubviews"])

        view.bounds.origin = CGPoint(x: 3, y: 3)
        view.center = CGPoint(x: 40, y: 40)
        parent.layoutIfNeeded()
        #expect(log.take().isEmpty)

        // A size change lays out the view and its superview.
        view.bounds.size = CGSize(width: 20, height: 20)
        parent.layoutIfNeeded()
        #expect(log.take() == ["parent: layoutSubviews", "view: layoutSubviews"])

        view.transform = CGAffineTransform(rotationAngle: 0.5)
        view.layoutIfNeeded()
        #expect(log.take() == ["view: layoutSubviews"])

        view.removeFromSuperview()
        _ = log.take()
        parent.layoutIfNeeded()
        #expect(log.take() == ["parent: layoutSubviews"])
    }

    @Test func autoresizingHappensAtOnceAndBeforeLayoutSubviews() {
        final class Parent: UIView {
            var childFrameSeenInLayout: CGRect?
            override func layoutSubviews() { childFrameSeenInLayout = subviews.first?.frame }
        }
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(child.frame == CGRect(x: 10, y: 20, width: 130, height: 240))
        parent.layoutIfNeeded()
        #expect(parent.childFrameSeenInLayout == CGRect(x: 10, y: 20, width: 130, height: 240))

        parent.autoresizesSubviews = false
        parent.bounds.size = CGSize(width: 50, height: 50)
        #expect(child.frame == CGRect(x: 10, y: 20, width: 130, height: 240))
    }

    // Superview 100 x 100 → 200 x 300; child (10, 20, 30, 40). Horizontally the parts are
    // left 10, width 30, right 60 and get +100; vertically top 20, height 40, bottom 40
    // and get +200, in proportion to the flexible parts' lengths.
    nonisolated static let maskCases: [(UIView.AutoresizingMask, CGRect)] = [
        ([] as UIView.AutoresizingMask, CGRect(x: 10, y: 20, width: 30, height: 40)),
        (.flexibleLeftMargin, CGRect(x: 110, y: 20, width: 30, height: 40)),
        (.flexibleWidth, CGRect(x: 10, y: 20, width: 130, height: 40)),
        (.flexibleRightMargin, CGRect(x: 10, y: 20, width: 30, height: 40)),
        ([.flexibleLeftMargin, .flexibleWidth], CGRect(x: 35, y: 20, width: 105, height: 40)),
        ([.flexibleLeftMargin, .flexibleRightMargin], CGRect(x: 10 + 100.0 / 7, y: 20, width: 30, height: 40)),
        ([.flexibleWidth, .flexibleRightMargin], CGRect(x: 10, y: 20, width: 30 + 100.0 / 3, height: 40)),
        ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], CGRect(x: 20, y: 20, width: 60, height: 40)),
        (.flexibleTopMargin, CGRect(x: 10, y: 220, width: 30, height: 40)),
        (.flexibleHeight, CGRect(x: 10, y: 20, width: 30, height: 240)),
        (.flexibleBottomMargin, CGRect(x: 10, y: 20, width: 30, height: 40)),
        ([.flexibleTopMargin, .flexibleHeight], CGRect(x: 10, y: 20 + 200.0 / 3, width: 30, height: 40 + 400.0 / 3)),
        ([.flexibleTopMargin, .flexibleBottomMargin], CGRect(x: 10, y: 20 + 200.0 / 3, width: 30, height: 40)),
        ([.flexibleHeight, .flexibleBottomMargin], CGRect(x: 10, y: 20, width: 30, height: 140)),
        ([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], CGRect(x: 10, y: 60, width: 30, height: 120)),
        ([.flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin],
         CGRect(x: 35, y: 20 + 200.0 / 3, width: 105, height: 40)),
        ]

    @Test(arguments: LayoutTests.maskCases)
    func autoresizingMasks(mask: UIView.AutoresizingMask, expected: CGRect) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 200, height: 300)
        #expect(closeEnough(child.frame, expected))
    }

    @Test func shrinkingAndZeroLengthParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        parent.addSubview(child)
        // Both flexible parts have zero length: the difference is shared evenly.
        parent.bounds.size = CGSize(width: 200, height: 100)
        #expect(child.frame == CGRect(x: 50, y: 0, width: 50, height: 10))

        // Shrinking back: left 50 and width 50 share -100 equally.
        parent.bounds.size = CGSize(width: 100, height: 100)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 0, height: 10))
    }

    @Test func sizeToFitAndIntrinsicSize() {
        final class Fitting: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 20) }
        }
        let view = Fitting(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 40, height: 20))

        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(plain.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 30, height: 10))
        #expect(plain.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
    }
}
