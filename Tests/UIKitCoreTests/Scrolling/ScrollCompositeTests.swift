import Testing
import UIKitCore
import VitrinePlatform
import VitrineTestSupport

/// A `UIScrollView` scrolled through the real frame pipeline, where the compositor copies
/// what moved (from the buffer shown into the back buffer, or within its shadow buffer on a
/// turned panel) and paints only what came into view: after every frame the screen equals
/// the same tree composed from scratch, pixel for pixel.
@MainActor
struct ScrollCompositeTests {
    /// A scroll view of labelled rows with images, under an opaque bar at the top (as a
    /// navigation bar) and a translucent badge, both fixed.
    private func makeScene(_ window: UIWindow) -> UIScrollView {
        let bounds = window.bounds
        let scrollView = UIScrollView(frame: bounds)
        scrollView.backgroundColor = .white
        let rowHeight: CGFloat = 22
        let icon = UIImage(systemName: "star.fill")
        for row in 0..<60 {
            let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight - 1))
            cell.backgroundColor = row % 3 == 0 ? UIColor(white: 0.95, alpha: 1) : .white
            let label = UILabel(frame: CGRect(x: 26, y: 2, width: bounds.width - 60, height: rowHeight - 5))
            label.text = "Row \(row)"
            label.font = .systemFont(ofSize: 12)
            cell.addSubview(label)
            let image = UIImageView(image: icon)
            image.frame = CGRect(x: 4, y: 2, width: 17, height: 17)
            image.tintColor = row % 2 == 0 ? .systemBlue : .systemOrange
            cell.addSubview(image)
            let pill = UIView(frame: CGRect(x: bounds.width - 30, y: 5, width: 22, height: 11))
            pill.backgroundColor = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: row % 2 == 0 ? 1 : 0.5)
            pill.layer.cornerRadius = 5.5
            cell.addSubview(pill)
            scrollView.addSubview(cell)
        }
        scrollView.contentSize = CGSize(width: bounds.width, height: 60 * rowHeight)
        window.addSubview(scrollView)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: 30))
        bar.backgroundColor = UIColor(white: 0.97, alpha: 1)
        let title = UILabel(frame: CGRect(x: 60, y: 6, width: 80, height: 18))
        title.text = "Inbox"
        title.textAlignment = .center
        bar.addSubview(title)
        window.addSubview(bar)
        let badge = UIView(frame: CGRect(x: 120, y: 70.5, width: 60, height: 30))
        badge.backgroundColor = UIColor(red: 0, green: 0, blue: 0.5, alpha: 0.35)
        badge.layer.cornerRadius = 8
        window.addSubview(badge)
        return scrollView
    }

    @Test(arguments: [(2, CGFloat(1), DisplayRotation.none, CGFloat(1)), (2, 1, .none, 7), (3, 1, .none, 3),
                      (2, 2, .none, 1), (2, 2, .none, 0.5), (3, 2, .none, 2),
                      (2, 1, .clockwise90, 2), (2, 2, .counterclockwise90, 0.5)])
    func everyScrolledFrameEqualsAFreshComposition(bufferCount: Int, scale: CGFloat, rotation: DisplayRotation,
                                                   step: CGFloat) {
        defer { EndToEnd.restoreDefaultMainScreen() }
        let (runtime, window) = EndToEnd.makeScreen(scale: scale, rotation: rotation, bufferCount: bufferCount)
        let scrollView = makeScene(window)
        runtime.stepUntilIdle()
        for frame in 0..<28 {
            // Down, then back up past where it started.
            let delta = frame < 20 ? step : -2 * step
            scrollView.setContentOffset(CGPoint(x: 0, y: max(0, scrollView.contentOffset.y + delta)), animated: false)
            runtime.stepFrames(1)
            let diff = EndToEnd.differences(runtime.screenshot()!, EndToEnd.freshlyComposedScreen().turned(by: rotation))
            guard diff.count == 0 else {
                Issue.record("frame \(frame) at offset \(scrollView.contentOffset.y): \(diff.count) pixels differ, first at \(diff.first!)")
                return
            }
        }
        #expect(scrollView.contentOffset.y == 4 * step)
    }
}
