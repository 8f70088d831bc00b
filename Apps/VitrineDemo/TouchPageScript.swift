import DemoScenes
import Foundation
import UIKit

/// What the tour does on the touch page through the runtime's synthetic input, as a
/// finger would: three taps on the counter, a tile dragged, a stroke painted, the
/// picture pinched and turned. One step per tick of the tour.
@MainActor
enum TouchPageScript {
    typealias Step = @MainActor (VitrineRuntime) -> Void

    static func steps(for page: TouchPage) -> [Step] {
        page.layoutIfNeeded()   // positions are read now
        var steps: [Step] = []
        let counter = page.convert(page.tapCounter.center, to: nil)
        for _ in 0..<3 {
            steps.append { $0.touchDown(at: counter) }
            steps.append { $0.touchUp() }
        }

        if let tile = page.tiles.first {
            let start = page.convert(tile.center, to: nil)
            steps += stroke((0...20).map { CGPoint(x: start.x + 16 * CGFloat($0), y: start.y + 10 * CGFloat($0)) })
        }

        let canvas = page.convert(page.canvas.frame, to: nil)
        steps += stroke((0...30).map { index in
            let progress = CGFloat(index) / 30
            return CGPoint(x: canvas.minX + 40 + (canvas.width - 80) * progress,
                           y: canvas.midY + 90 * sin(progress * 2 * .pi))
        })

        let center = page.convert(page.picture.center, to: nil)
        for index in 0...15 {
            let progress = CGFloat(index) / 15, radius = 60 + 40 * progress, angle = 0.5 * progress
            let a = CGPoint(x: center.x - radius * cos(angle), y: center.y - radius * sin(angle))
            let b = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 {
                steps.append { $0.touchDown(slot: 0, at: a); $0.touchDown(slot: 1, at: b) }
            } else {
                steps.append { $0.touchMove(slot: 0, to: a); $0.touchMove(slot: 1, to: b) }
            }
        }
        steps.append { $0.touchUp(slot: 0); $0.touchUp(slot: 1) }
        return steps
    }

    /// One finger down at the first point, through the others, lifted at the last.
    private static func stroke(_ points: [CGPoint]) -> [Step] {
        guard let first = points.first else { return [] }
        return [{ $0.touchDown(at: first) }] + points.dropFirst().map { point in { $0.touchMove(to: point) } }
            + [{ $0.touchUp() }]
    }
}
