import DemoScenes
import Foundation
import UIKit

/// What the tour does on the controls page through the runtime's synthetic input, as a
/// finger would: Wi-Fi switched off, the brightness thumb dragged, a copy added with the
/// stepper's plus, "5 min" chosen for Auto-Lock, the Start button tapped and the page
/// control moved on; on the dark page, the Dark Appearance switch turned on first. One
/// step per tick of the tour.
@MainActor
enum ControlsPageScript {
    typealias Step = TouchPageScript.Step

    static func steps(for page: ControlsPage, dark: Bool = false) -> [Step] {
        page.layoutIfNeeded()   // positions are read now
        var steps: [Step] = []
        func tap(_ view: UIView, at point: CGPoint) {
            let screen = view.convert(point, to: nil)
            steps.append { $0.touchDown(at: screen) }
            steps.append { $0.touchUp() }
        }
        func center(_ view: UIView) -> CGPoint { CGPoint(x: view.bounds.midX, y: view.bounds.midY) }

        if dark { tap(page.darkAppearanceSwitch, at: center(page.darkAppearanceSwitch)) }
        tap(page.wifiSwitch, at: center(page.wifiSwitch))

        let slider = page.brightnessSlider
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let start = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
        steps.append { $0.touchDown(at: start) }
        for index in 1...10 {
            let point = CGPoint(x: start.x + CGFloat(index) * 8, y: start.y)
            steps.append { $0.touchMove(to: point) }
        }
        steps.append { $0.touchUp() }

        let stepper = page.copiesStepper
        tap(stepper, at: CGPoint(x: stepper.bounds.maxX - stepper.bounds.width / 4, y: stepper.bounds.midY))

        let segments = page.autoLockControl
        let segmentWidth = segments.bounds.width / CGFloat(max(segments.numberOfSegments, 1))
        tap(segments, at: CGPoint(x: segmentWidth * 2.5, y: segments.bounds.midY))

        tap(page.startButton, at: center(page.startButton))

        let dots = page.pageControl
        tap(dots, at: CGPoint(x: dots.bounds.maxX - 4, y: dots.bounds.midY))
        return steps
    }
}
