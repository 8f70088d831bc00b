import DemoScenes
import UIKit

/// What the checks show: the demo's dashboard, with a red square in the screen's
/// top-left corner that tells where the screen's origin landed on the panel. While
/// flips are counted, the dashboard is hidden and a small square blinks: frames that
/// cost next to nothing, so the frame rate is the display's even in an emulator.
@MainActor
final class CheckScene {
    /// The marker's side in points.
    static let markerSize: CGFloat = 24

    let page: DashboardPage
    private let marker = UIView()
    private let blinker = UIView()
    private let originalText: String?

    init(in window: UIWindow) {
        page = DashboardPage(frame: window.bounds)
        page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(page)
        marker.frame = CGRect(x: 0, y: 0, width: Self.markerSize, height: Self.markerSize)
        marker.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(marker)
        blinker.frame = CGRect(x: 0, y: window.bounds.height - Self.markerSize,
                               width: Self.markerSize, height: Self.markerSize)
        blinker.isHidden = true
        window.addSubview(blinker)
        originalText = page.allTiles[page.allTiles.count - 1].valueLabel.text
    }

    /// The label the benchmark phase changes every frame (the benchmark's
    /// "one label changes" scenario).
    var changingLabel: UILabel { page.allTiles[page.allTiles.count - 1].valueLabel }
    /// The label the partial-update phase changes once.
    var partialLabel: UILabel { page.allTiles[0].valueLabel }

    /// The partial update: one label's text, which is how the scene ends.
    func showPartialUpdate() {
        partialLabel.text = "42 /min"
    }

    /// Hides the dashboard and shows the blinking square in one of two colours.
    func blink(_ on: Bool) {
        page.isHidden = true
        blinker.isHidden = false
        blinker.backgroundColor = on ? .white : .black
    }

    /// Shows the dashboard again, hides the blinking square and puts the changing
    /// label back, so the screen equals a fresh render of the scene.
    func restore() {
        page.isHidden = false
        blinker.isHidden = true
        changingLabel.text = originalText
    }
}
