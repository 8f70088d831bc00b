import HeadlessDisplay
import VitrinePlatform
import Testing
@testable import UIKitCore

/// UIScrollView driven by real touches on the headless runtime: the delegate's calls in
/// iOS's order for a drag, a fling and its deceleration, the rubber band and the bounce
/// back, paging, a target the delegate changes, animated offsets, and bad values refused.
@MainActor
struct UIScrollViewTests {
    final class Recorder: UIScrollViewDelegate {
        var log: [String] = []
        var target: CGPoint?
        var velocity: CGPoint?
        var offsetAtLift: CGPoint?
        var retarget: ((CGPoint) -> CGPoint)?

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if log.last != "didScroll" { log.append("didScroll") }
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            log.append("willEndDragging")
            self.velocity = velocity
            offsetAtLift = scrollView.contentOffset
            if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
            target = targetContentOffset.pointee
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            log.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
    }

    private func makeScrollView(contentSize: CGSize = CGSize(width: 400, height: 2000)) throws
        -> (VitrineRuntime, UIScrollView, Recorder) {
        let display = HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = contentSize
        let recorder = Recorder()
        scrollView.delegate = recorder
        window.addSubview(scrollView)
        runtime.stepFrames(1)
        return (runtime, scrollView, recorder)
    }

    /// A finger from `start` by `steps` moves of `step`, one per frame, then resting
    /// `rest` frames before it lifts.
    private func drag(_ runtime: VitrineRuntime, from start: CGPoint, step: CGPoint, steps: Int, rest: Int = 0) {
        runtime.touchDown(at: start)
        runtime.stepFrames(1)
        var point = start
        for _ in 0..<steps {
            point = CGPoint(x: point.x + step.x, y: point.y + step.y)
            runtime.touchMove(to: point)
            runtime.stepFrames(1)
        }
        runtime.stepFrames(rest)
        runtime.touchUp()
        runtime.stepFrames(1)
    }

    @Test func aSlowDragMovesTheContentWithTheFingerAndStops() throws {
        let (runtime, scrollView, recorder) = try makeScrollView()
        // 20 moves of 10 points up, then the finger rests before lifting: no fling.
        drag(runtime, from: CGPoint(x: 200, y: 250), step: CGPoint(x: 0, y: -10), steps: 20, rest: 10)
        // The first 10 points start the pan and are left out, as on iOS.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 190))
        #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(recorder.target == CGPoint(x: 0, y: 190))
        #expect(!scrollView.isDragging && !scrollView.isDecelerating)
    }

    // "The scroll view calls this method when the user finishes scrolling the content"
    // (willEndDragging) with the velocity in points per millisecond, then decelerates to
    // the target it offered: didEndDragging(true), willBeginDecelerating, didScroll...,
    // didEndDecelerating.
    @Test func aFlingDeceleratesToTheTargetItAnnounced() throws {
        let (runtime, scrollView, recorder) = try makeScrollView()
        drag(runtime, from: CGPoint(x: 200, y: 280), step: CGPoint(x: 0, y: -25), steps: 6)
        #expect(scrollView.isDecelerating)
        let released = try #require(recorder.offsetAtLift).y
        let velocity = try #require(recorder.velocity)
        // 25 points a frame at 60 Hz is 1.5 points per millisecond.
        #expect(abs(velocity.y - 1.5) < 0.1)
        let target = try #require(recorder.target)
        // iOS's projection: velocity * rate / (1 - rate) (0.998 per millisecond).
        #expect(abs(target.y - (released + velocity.y * 0.998 / 0.002)) < 2)
        runtime.stepUntilIdle()
        #expect(abs(scrollView.contentOffset.y - target.y) <= 2)
        #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                 "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        #expect(!scrollView.isDecelerating)
        // A slower rate stops sooner.
        scrollView.decelerationRate = .fast
        recorder.log = []
        drag(runtime, from: CGPoint(x: 200, y: 280), step: CGPoint(x: 0, y: -25), steps: 6)
        let fast = try #require(recorder.target).y - scrollView.contentOffset.y
        #expect(fast > 0 && fast < 200)
    }

    @Test func theDelegateMayChangeWhereTheContentComesToRest() throws {
        let (runtime, scrollView, recorder) = try makeScrollView()
        recorder.retarget = { _ in CGPoint(x: 0, y: 500) }
        drag(runtime, from: CGPoint(x: 200, y: 280), step: CGPoint(x: 0, y: -25), steps: 6)
        runtime.stepUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500))
        #expect(recorder.log.last == "didEndDecelerating")
    }

    // Past an edge the content follows the finger less and less (the rubber band), and
    // springs back when the finger lifts; without `bounces` it stops at the edge.
    @Test func pastAnEdgeTheRubberBandStretchesAndSpringsBack() throws {
        let (runtime, scrollView, recorder) = try makeScrollView()
        runtime.touchDown(at: CGPoint(x: 200, y: 20))
        runtime.stepFrames(1)
        for index in 1...21 {
            runtime.touchMove(to: CGPoint(x: 200, y: 20 + CGFloat(index) * 10))
            runtime.stepFrames(1)
        }
        // Dragged 200 points down past the top: the content shows less than that.
        let stretched = scrollView.contentOffset.y
        #expect(stretched < -50 && stretched > -200)
        #expect(abs(stretched + ScrollPhysics.rubberBand(200, dimension: 300)) < 1)
        runtime.stepFrames(10)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(recorder.log.contains("didEndDragging(true)"))
        runtime.stepUntilIdle()
        #expect(scrollView.contentOffset == .zero)
        #expect(recorder.log.last == "didEndDecelerating")

        scrollView.bounces = false
        drag(runtime, from: CGPoint(x: 200, y: 20), step: CGPoint(x: 0, y: 10), steps: 21, rest: 5)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func aFlingThatMeetsTheEndBouncesBackToIt() throws {
        let (runtime, scrollView, _) = try makeScrollView(contentSize: CGSize(width: 400, height: 600))
        var lowest: CGFloat = 0
        drag(runtime, from: CGPoint(x: 200, y: 280), step: CGPoint(x: 0, y: -30), steps: 6)
        for _ in 0..<300 where runtime.needsFrame {
            runtime.stepFrames(1)
            lowest = max(lowest, scrollView.contentOffset.y)
        }
        // It went past the end (300) and came back to rest on it.
        #expect(lowest > 300)
        #expect(scrollView.contentOffset.y == 300)
    }

    @Test func pagingRestsOnWholePages() throws {
        let (runtime, scrollView, recorder) = try makeScrollView(contentSize: CGSize(width: 1600, height: 300))
        scrollView.isPagingEnabled = true
        // A slow drag under half a page goes back; past half it goes on.
        drag(runtime, from: CGPoint(x: 350, y: 150), step: CGPoint(x: -10, y: 0), steps: 15, rest: 10)
        runtime.stepUntilIdle()
        #expect(scrollView.contentOffset.x == 0)
        drag(runtime, from: CGPoint(x: 350, y: 150), step: CGPoint(x: -10, y: 0), steps: 30, rest: 10)
        runtime.stepUntilIdle()
        #expect(scrollView.contentOffset.x == 400)
        // A short quick flick goes to the next page.
        drag(runtime, from: CGPoint(x: 300, y: 150), step: CGPoint(x: -20, y: 0), steps: 3)
        #expect(recorder.target == CGPoint(x: 800, y: 0))
        runtime.stepUntilIdle()
        #expect(scrollView.contentOffset.x == 800)
    }

    @Test func animatedOffsetsGlideAndEndWithTheirCallback() throws {
        let (runtime, scrollView, recorder) = try makeScrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        runtime.stepFrames(5)
        let midway = scrollView.contentOffset.y
        #expect(midway > 0 && midway < 600)
        // About 0.3 s: done within 20 frames at 60 Hz (then the indicator fades).
        runtime.stepFrames(15)
        #expect(scrollView.contentOffset.y == 600)
        #expect(recorder.log == ["didScroll", "didEndScrollingAnimation"])
        runtime.stepUntilIdle()
        // Scrolling a rect into view moves as little as needed.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 100, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 750)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 800, width: 100, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 750)
    }

    @Test func insetsWidenTheRangeAndBadValuesAreRefused() throws {
        let (runtime, scrollView, _) = try makeScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 60, right: 0)
        #expect(scrollView.adjustedContentInset.top == 40)
        drag(runtime, from: CGPoint(x: 200, y: 20), step: CGPoint(x: 0, y: 5), steps: 4, rest: 5)
        runtime.stepUntilIdle()
        #expect(scrollView.contentOffset.y == -40)
        scrollView.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
        #expect(scrollView.contentOffset.y == 5000)   // as on iOS, a set offset is not clamped
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        scrollView.contentSize = CGSize(width: CGFloat.infinity, height: 10)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
        #expect(scrollView.contentOffset.y == 5000)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 2000))
        #expect(scrollView.decelerationRate == .normal)
    }

    // A button in a scroll view still takes a tap; a drag that starts on it scrolls and
    // the button's action does not run.
    @Test func aButtonInsideTakesATapButADragScrolls() throws {
        let (runtime, scrollView, _) = try makeScrollView()
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 60)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scrollView.addSubview(button)
        runtime.stepFrames(1)
        runtime.tap(at: CGPoint(x: 200, y: 130))
        runtime.stepFrames(2)
        #expect(taps == 1)
        drag(runtime, from: CGPoint(x: 200, y: 130), step: CGPoint(x: 0, y: -10), steps: 10, rest: 10)
        runtime.stepUntilIdle()
        #expect(taps == 1)
        #expect(scrollView.contentOffset.y == 90)
    }

    // Apple: "Use the contentLayoutGuide ... to position content"; its size becomes the
    // content size, and a width equal to frameLayoutGuide's scrolls vertically only.
    /// `delaysContentTouches`: iOS holds touchesBegan 150 ms to see whether a drag starts.
    /// A finger held still reaches the content after the wait, while still down; a quick
    /// tap reaches it at once when it lifts; a drag that starts sooner never reaches it.
    @Test func contentHearsAHeldFingerAfter150Milliseconds() throws {
        final class Content: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        }
        let (runtime, scrollView, _) = try makeScrollView()
        let content = Content(frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
        scrollView.addSubview(content)
        runtime.touchDown(at: CGPoint(x: 200, y: 100))
        runtime.stepFrames(8)
        #expect(content.log.isEmpty, "133 ms: still waiting")
        runtime.stepFrames(2)
        #expect(content.log == ["began"], "150 ms: the finger is still down")
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(content.log == ["began", "ended"])

        content.log = []
        runtime.tap(at: CGPoint(x: 200, y: 100))
        runtime.stepFrames(1)
        #expect(content.log == ["began", "ended"])

        content.log = []
        drag(runtime, from: CGPoint(x: 200, y: 200), step: CGPoint(x: 0, y: -12), steps: 6)
        runtime.stepUntilIdle()
        #expect(content.log.isEmpty)
        #expect(scrollView.contentOffset.y > 0)

        // Without the delay the content hears the touch at once (and a drag cancels it).
        scrollView.delaysContentTouches = false
        content.log = []
        drag(runtime, from: CGPoint(x: 200, y: 200), step: CGPoint(x: 0, y: 12), steps: 6)
        runtime.stepUntilIdle()
        #expect(content.log == ["began", "cancelled"])
    }

    /// Nested scroll views as on iOS: a drag goes to the innermost scroll view that can
    /// move along it. A vertical drag on a horizontal carousel inside a vertical list
    /// scrolls the list; a sideways one scrolls the carousel; a sideways drag on a table
    /// (rows without swipe actions) in a horizontal pager turns the page.
    @Test func aDragGoesToTheInnermostScrollViewThatMovesThatWay() throws {
        let (runtime, outer, _) = try makeScrollView()
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 50, width: 400, height: 100))
        carousel.contentSize = CGSize(width: 1600, height: 100)
        outer.addSubview(carousel)
        runtime.stepFrames(1)
        drag(runtime, from: CGPoint(x: 200, y: 100), step: CGPoint(x: 0, y: -10), steps: 8, rest: 10)
        runtime.stepUntilIdle()
        #expect(outer.contentOffset.y > 50)
        #expect(carousel.contentOffset == .zero)
        outer.contentOffset = .zero
        runtime.stepFrames(1)
        drag(runtime, from: CGPoint(x: 300, y: 100), step: CGPoint(x: -10, y: 0), steps: 8, rest: 10)
        runtime.stepUntilIdle()
        #expect(carousel.contentOffset.x > 50)
        #expect(outer.contentOffset == .zero)

        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 800, height: 300)
        let table = UITableView(frame: pager.bounds, style: .plain)
        pager.addSubview(table)
        outer.superview?.addSubview(pager)
        runtime.stepFrames(1)
        drag(runtime, from: CGPoint(x: 300, y: 150), step: CGPoint(x: -30, y: 0), steps: 8)
        runtime.stepUntilIdle()
        #expect(pager.contentOffset.x == 400)
    }

    @Test func contentPinnedToTheContentLayoutGuideSizesTheContent() throws {
        let (runtime, scrollView, _) = try makeScrollView(contentSize: .zero)
        let stack = UIStackView(arrangedSubviews: (0..<20).map { _ in
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 100).isActive = true
            return row
        })
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -32),
        ])
        runtime.stepFrames(1)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 20 * 100 + 19 * 10 + 40))
        #expect(stack.frame == CGRect(x: 16, y: 20, width: 368, height: 2190))
        // Scrolling moves the bounds, not the content's frames.
        scrollView.contentOffset = CGPoint(x: 0, y: 700)
        runtime.stepFrames(1)
        #expect(stack.frame.minY == 20)
        #expect(scrollView.contentOffset.y == 700)
    }

    // Pull to refresh: pulled far enough, the control sends .valueChanged once and the
    // content rests below the spinner until endRefreshing().
    @Test func pullingPastTheRefreshControlRefreshes() throws {
        let (runtime, scrollView, _) = try makeScrollView()
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        scrollView.refreshControl = refresh
        runtime.stepFrames(1)
        // A short pull does nothing.
        drag(runtime, from: CGPoint(x: 200, y: 20), step: CGPoint(x: 0, y: 10), steps: 10, rest: 5)
        runtime.stepUntilIdle()
        #expect(refreshes == 0 && !refresh.isRefreshing && scrollView.contentOffset.y == 0)
        drag(runtime, from: CGPoint(x: 200, y: 10), step: CGPoint(x: 0, y: 10), steps: 27, rest: 5)
        #expect(refreshes == 1 && refresh.isRefreshing)
        runtime.stepUntilIdle()
        #expect(scrollView.contentOffset.y == -60)
        #expect(scrollView.adjustedContentInset.top == 60)
        refresh.endRefreshing()
        runtime.stepUntilIdle()
        #expect(scrollView.contentOffset.y == 0 && refreshes == 1)
    }

    // Zooming: the delegate's view scales between the limits and the content size follows;
    // zoom(to:) fills the view with a rectangle; a pinch zooms about the fingers and tells
    // the delegate willBeginZooming, didZoom, didEndZooming.
    @Test func zoomingScalesTheDelegatesViewAndAPinchZooms() throws {
        final class Zooming: UIScrollViewDelegate {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            var zoomLog: [String] = []
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
            func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { zoomLog.append("willBegin") }
            func scrollViewDidZoom(_ scrollView: UIScrollView) { if zoomLog.last != "didZoom" { zoomLog.append("didZoom") } }
            func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
                zoomLog.append("didEnd")
            }
        }
        let (runtime, scrollView, _) = try makeScrollView(contentSize: CGSize(width: 400, height: 300))
        let zooming = Zooming()
        scrollView.delegate = zooming
        scrollView.addSubview(zooming.view)
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.zoomScale = 2
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 150))
        #expect(zooming.view.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 4)
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 75), animated: false)
        #expect(scrollView.zoomScale == 4 && scrollView.contentOffset == CGPoint(x: 400, y: 400))
        scrollView.zoomScale = 1
        runtime.stepFrames(1)

        zooming.zoomLog = []
        runtime.touchDown(slot: 0, at: CGPoint(x: 180, y: 150))
        runtime.touchDown(slot: 1, at: CGPoint(x: 220, y: 150))
        runtime.stepFrames(1)
        for step in 1...10 {
            runtime.touchMove(slot: 0, to: CGPoint(x: 180 - CGFloat(step) * 8, y: 150))
            runtime.touchMove(slot: 1, to: CGPoint(x: 220 + CGFloat(step) * 8, y: 150))
            runtime.stepFrames(1)
        }
        runtime.touchUp(slot: 0)
        runtime.touchUp(slot: 1)
        runtime.stepUntilIdle()
        #expect(scrollView.zoomScale > 2 && scrollView.zoomScale <= 4)
        #expect(zooming.zoomLog == ["willBegin", "didZoom", "didEnd"])
        // The point between the fingers stayed between them.
        #expect(abs(scrollView.contentOffset.x + 200 - 200 * scrollView.zoomScale) < 30)
    }

    // iOS 15: the navigation bar shows its scroll-edge appearance while the top
    // controller's content is at its top, the standard one once content scrolls under it.
    @Test func theNavigationBarFollowsTheScrollEdge() throws {
        final class ListController: UIViewController {
            override func loadView() {
                let scroll = UIScrollView()
                scroll.contentSize = CGSize(width: 400, height: 3000)
                view = scroll
            }
        }
        let display = HeadlessDisplay(pixelWidth: 400, pixelHeight: 600, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        runtime.stepUntilIdle()
        let scroll = try #require(list.view as? UIScrollView)
        #expect(list.contentScrollView(for: .top) === scroll)
        #expect(navigation.navigationBar.isAtScrollEdge)
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(!navigation.navigationBar.isAtScrollEdge)
        scroll.setContentOffset(CGPoint(x: 0, y: -scroll.adjustedContentInset.top), animated: false)
        #expect(navigation.navigationBar.isAtScrollEdge)
    }

    // A mouse wheel or touchpad scrolls the scroll view under the pointer, within its
    // range; one that cannot move that way passes it to the scroll view around it.
    @Test func aWheelScrollsTheScrollViewUnderThePointer() throws {
        let (runtime, scrollView, recorder) = try makeScrollView()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        inner.contentSize = CGSize(width: 1200, height: 100)
        scrollView.addSubview(inner)
        runtime.stepFrames(1)
        func wheel(at point: CGPoint, dx: Double = 0, dy: Double) {
            runtime.inject(InputEvent(.pointerMotionAbsolute(x: point.x / 400, y: point.y / 300), device: 7,
                                      timestamp: runtime.inputTimestamp))
            runtime.inject(InputEvent(.pointerScroll(dx: dx, dy: dy), device: 7, timestamp: runtime.inputTimestamp))
            runtime.stepFrames(1)
        }
        wheel(at: CGPoint(x: 200, y: 200), dy: 120)
        #expect(scrollView.contentOffset.y == 120)
        #expect(recorder.log.contains("didScroll"))
        wheel(at: CGPoint(x: 200, y: 200), dy: 5000)
        #expect(scrollView.contentOffset.y == 1700)
        // Over the inner view a sideways scroll moves it; an up/down one goes to the outer view.
        scrollView.contentOffset = .zero
        runtime.stepFrames(1)
        wheel(at: CGPoint(x: 200, y: 50), dx: 80, dy: 0)
        #expect(inner.contentOffset.x == 80 && scrollView.contentOffset.y == 0)
        wheel(at: CGPoint(x: 200, y: 50), dy: 40)
        #expect(inner.contentOffset.y == 0 && scrollView.contentOffset.y == 40)
        wheel(at: CGPoint(x: 200, y: 50), dy: .nan)
        #expect(scrollView.contentOffset.y == 40)
    }

    /// Touchpad momentum: two fingers scrolling at 20 points a frame (1,200 points a
    /// second) then lifting (libinput's scroll stop) leave the content gliding on and
    /// slowing down as after a fling; a wheel, which never reports a lift, stops at once.
    @Test func aTouchpadScrollGlidesOnWhenTheFingersLift() throws {
        let (runtime, scrollView, recorder) = try makeScrollView(contentSize: CGSize(width: 400, height: 20_000))
        runtime.inject(InputEvent(.pointerMotionAbsolute(x: 0.5, y: 0.5), device: 7, timestamp: runtime.inputTimestamp))
        for _ in 0..<10 {
            runtime.inject(InputEvent(.pointerScroll(dx: 0, dy: 20), device: 7, timestamp: runtime.inputTimestamp))
            runtime.stepFrames(1)
        }
        #expect(scrollView.contentOffset.y == 200)
        runtime.inject(InputEvent(.pointerScrollStopped, device: 7, timestamp: runtime.inputTimestamp))
        runtime.stepFrames(1)
        #expect(scrollView.isDecelerating)
        #expect(recorder.log.contains("willBeginDecelerating"))
        runtime.stepUntilIdle()
        // 1,200 points a second at 0.998 a millisecond comes to rest about 600 points on.
        #expect(scrollView.contentOffset.y > 700 && scrollView.contentOffset.y < 900)
        #expect(recorder.log.last == "didEndDecelerating")
        // A stop with no scrolling before it does nothing.
        let resting = scrollView.contentOffset
        runtime.inject(InputEvent(.pointerScrollStopped, device: 7, timestamp: runtime.inputTimestamp))
        runtime.stepUntilIdle()
        #expect(scrollView.contentOffset == resting)
    }
}
