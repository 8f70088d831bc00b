import Testing
import UIKitCore
import VitrineTestSupport

@MainActor
@Suite("UISegmentedControl and UIPageControl")
struct UISegmentedControlTests {
    @Test func itemsBecomeSegmentsWithNoSelection() {
        let control = UISegmentedControl(items: ["One", "Two", UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8)) }])
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 1) == "Two" && control.imageForSegment(at: 2) != nil)
        #expect(control.intrinsicContentSize.height == 32)
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
    }

    @Test func badIndexesAreLoggedAndIgnored() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 5
        control.selectedSegmentIndex = -3
        #expect(control.selectedSegmentIndex == 1)
        control.setTitle("X", forSegmentAt: 9)
        control.removeSegment(at: -1, animated: false)
        control.setEnabled(false, forSegmentAt: 2)
        control.setWidth(.nan, forSegmentAt: 0)
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 9) == nil && control.widthForSegment(at: 0) == 0)
    }

    @Test func insertingAndRemovingKeepsTheSelectedSegment() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
        control.removeSegment(at: 2, animated: true)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    private func scene() throws -> (VitrineRuntime, UISegmentedControl) {
        let (runtime, window) = try ControlScene.make(width: 320, height: 100)
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 10, y: 30, width: 300, height: 32)
        window.addSubview(control)
        return (runtime, control)
    }

    @Test func tappingASegmentSelectsItOnce() throws {
        let (runtime, control) = try scene()
        var values: [Int] = []
        control.addAction(UIAction { _ in values.append(control.selectedSegmentIndex) }, for: .valueChanged)
        runtime.tap(at: CGPoint(x: 160, y: 46))
        runtime.stepFrames(1)
        #expect(control.selectedSegmentIndex == 1 && values == [1])
        runtime.stepFrames(30)
        runtime.tap(at: CGPoint(x: 160, y: 46))
        runtime.stepFrames(1)
        #expect(values == [1], "tapping the selected segment changes nothing")
        runtime.stepUntilIdle()
        #expect(!runtime.needsFrame, "the pill's slide ends")
    }

    @Test func aDisabledSegmentTakesNoTap() throws {
        let (runtime, control) = try scene()
        control.setEnabled(false, forSegmentAt: 2)
        runtime.tap(at: CGPoint(x: 260, y: 46))
        runtime.stepFrames(1)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func aMomentaryControlReportsTheTapButShowsNoSelection() throws {
        let (runtime, control) = try scene()
        control.isMomentary = true
        var values: [Int] = []
        control.addAction(UIAction { _ in values.append(control.selectedSegmentIndex) }, for: .valueChanged)
        runtime.tap(at: CGPoint(x: 60, y: 46))
        runtime.stepFrames(1)
        runtime.stepFrames(30)
        runtime.tap(at: CGPoint(x: 60, y: 46))
        runtime.stepFrames(1)
        #expect(values == [0, 0])
    }

    @Test func actionsRunWhenTheirSegmentIsPicked() throws {
        let (runtime, window) = try ControlScene.make(width: 320, height: 100)
        var picked: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 10, y: 30, width: 300, height: 32), actions: [
            UIAction(title: "List", identifier: UIAction.Identifier("list")) { action in picked.append(action.title) },
            UIAction(title: "Grid", identifier: UIAction.Identifier("grid")) { action in picked.append(action.title) },
        ])
        window.addSubview(control)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("grid")) == 1)
        runtime.tap(at: CGPoint(x: 250, y: 46))
        runtime.stepFrames(1)
        #expect(picked == ["Grid"] && control.selectedSegmentIndex == 1)
    }

    @Test func aSuperviewTapRecognizerDoesNotStealTheTap() throws {
        let (runtime, control) = try scene()
        let tap = UITapGestureRecognizer()
        control.window?.addGestureRecognizer(tap)
        runtime.tap(at: CGPoint(x: 260, y: 46))
        runtime.stepFrames(1)
        #expect(control.selectedSegmentIndex == 2 && tap.state != .ended)
    }

    @Test func aBackgroundImageReplacesTheTrack() throws {
        let (runtime, window) = try ControlScene.make(width: 320, height: 100)
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 10, y: 30, width: 300, height: 32)
        let red = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            UIColor.systemRed.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        control.setBackgroundImage(red, for: .normal, barMetrics: .default)
        window.addSubview(control)
        let screen = ControlScene.settledScreen(runtime)
        let pixel = screen.pixel(x: 60, y: 34)
        #expect((pixel >> 16) & 0xFF > 240 && (pixel >> 8) & 0xFF < 80, "the track shows the image")
    }

    // Apple: currentPage is pinned to 0...numberOfPages - 1.
    @Test func thePageIsPinnedToTheRange() {
        let dots = UIPageControl()
        #expect(dots.numberOfPages == 0 && dots.currentPage == 0 && !dots.hidesForSinglePage)
        dots.numberOfPages = 5
        dots.currentPage = 9
        #expect(dots.currentPage == 4)
        dots.currentPage = -2
        #expect(dots.currentPage == 0)
        dots.currentPage = 3
        dots.numberOfPages = 2
        #expect(dots.currentPage == 1)
        dots.numberOfPages = -1
        #expect(dots.numberOfPages == 0)
        #expect(dots.size(forNumberOfPages: 5).height == 26)
    }

    @Test func tapsEitherSideStepOnePageAndADragScrubs() throws {
        let (runtime, window) = try ControlScene.make(width: 320, height: 100)
        let dots = UIPageControl()
        dots.numberOfPages = 5
        dots.currentPage = 2
        dots.frame = CGRect(x: 60, y: 30, width: 200, height: 26)
        window.addSubview(dots)
        var pages: [Int] = []
        dots.addAction(UIAction { _ in pages.append(dots.currentPage) }, for: .valueChanged)
        runtime.tap(at: CGPoint(x: 250, y: 43))
        runtime.stepFrames(1)
        runtime.stepFrames(30)
        runtime.tap(at: CGPoint(x: 70, y: 43))
        runtime.stepFrames(1)
        #expect(pages == [3, 2])
        runtime.stepFrames(30)
        runtime.touchDown(at: CGPoint(x: 160, y: 43))
        runtime.stepFrames(1)
        runtime.touchMove(to: CGPoint(x: 195, y: 43))
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(pages == [3, 2, 4], "dragged to the last dot")
    }

    @Test func looksLikeIOS() throws {
        for scale in [1, 2] as [CGFloat] {
            let (runtime, window) = try ControlScene.make(width: 320, height: 170, scale: scale)
            let plain = UISegmentedControl(items: ["Day", "Week", "Month"])
            plain.selectedSegmentIndex = 1
            plain.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
            let disabled = UISegmentedControl(items: ["On", "Off", "Auto"])
            disabled.selectedSegmentIndex = 0
            disabled.setEnabled(false, forSegmentAt: 2)
            disabled.frame = CGRect(x: 10, y: 50, width: 300, height: 32)
            let styled = UISegmentedControl(items: ["Red", "Green", "Blue", "None"])
            styled.selectedSegmentIndex = 2
            styled.selectedSegmentTintColor = .systemBlue
            styled.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
            styled.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
            styled.frame = CGRect(x: 10, y: 90, width: 300, height: 32)
            [plain, disabled, styled].forEach(window.addSubview)
            let dots = UIPageControl()
            dots.numberOfPages = 5
            dots.currentPage = 1
            dots.pageIndicatorTintColor = .systemGray4
            dots.currentPageIndicatorTintColor = .label
            dots.frame = CGRect(x: 80, y: 134, width: 160, height: 26)
            window.addSubview(dots)
            expectMatchesReference(ControlScene.settledScreen(runtime), named: "segmented-pagecontrol@\(Int(scale))x")
            runtime.stop()
        }
    }
}
