import DemoScenes
import Foundation
import UIKit

/// One line saying what a page shows, for a check driving the demo on a real display:
/// `STATE page=touch screen=768x1024 taps=1 tile1=x,y … latency_median_ms=25.0 …`.
/// Positions are centres in screen points; the latency is the runtime's input-to-flip
/// measurement so far.
@MainActor
struct DemoPageState {
    let line: String

    init(page: UIView, runtime: VitrineRuntime) {
        let screen = UIScreen.main.bounds.size
        var fields = ["page=\(page is TouchPage ? "touch" : String(describing: type(of: page)))",
                      "screen=\(Int(screen.width))x\(Int(screen.height))"]
        if let touch = page as? TouchPage {
            let transform = touch.picture.transform
            fields += ["taps=\(touch.taps)", "strokes=\(touch.canvas.strokeCount)",
                       "counter=\(Self.format(touch.tapCounter.center))"]
            fields += touch.tiles.enumerated().map { "tile\($0.offset + 1)=\(Self.format($0.element.center))" }
            fields += ["picture=\(Self.format(touch.picture.center))",
                       "picture_scale=\(Self.format(hypot(transform.a, transform.b)))",
                       "picture_rotation=\(Self.format(atan2(transform.b, transform.a)))",
                       "canvas=\(Self.format(CGPoint(x: touch.canvas.frame.midX, y: touch.canvas.frame.midY)))"]
        }
        let latencies = runtime.inputLatencies.sorted()
        fields += ["latency_count=\(latencies.count)",
                   "latency_min_ms=\(Self.format(1000 * (latencies.first ?? 0)))",
                   "latency_median_ms=\(Self.format(1000 * (latencies.isEmpty ? 0 : latencies[latencies.count / 2])))",
                   "latency_max_ms=\(Self.format(1000 * (latencies.last ?? 0)))"]
        line = (["STATE"] + fields).joined(separator: " ")
    }

    private static func format(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }
    private static func format(_ point: CGPoint) -> String { "\(format(point.x)),\(format(point.y))" }
}
