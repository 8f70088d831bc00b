import Foundation
import Testing
import UIKitCore
import VitrinePlatform

/// Records a recognizer's actions as "name state", and runs a check at each.
@MainActor
final class GestureActions {
    var entries: [String] = []
    var onAction: ((UIGestureRecognizer) -> Void)?

    func handle(_ sender: UIGestureRecognizer) {
        entries.append("\(sender.name ?? "?") \(sender.state)")
        onAction?(sender)
    }
}

/// Lets two recognizers recognize together.
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

func approximately(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

func approximately(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
    approximately(a.x, b.x, within: tolerance) && approximately(a.y, b.y, within: tolerance)
}

@MainActor
enum Gestures {
    /// A 200×150 point scene whose one view covers the window and records its touches.
    static func makeScene() throws -> (VitrineRuntime, TouchRecordingView, EventLog, GestureActions) {
        let (runtime, window, log) = try Events.makeScene()
        let view = TouchRecordingView("v", frame: window.bounds, log: log)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        return (runtime, view, log, GestureActions())
    }

    /// Adds `recognizer` to `view`, named, reporting to `actions`.
    static func attach(_ recognizer: UIGestureRecognizer, named name: String, to view: UIView,
                       actions: GestureActions) {
        recognizer.name = name
        recognizer.addTarget(actions, action: GestureActions.handle)
        view.addGestureRecognizer(recognizer)
    }

    /// One finger down, moved through `points` one per frame, then lifted (unless `lift` is false).
    static func drag(_ runtime: VitrineRuntime, through points: [CGPoint], slot: Int = 0, lift: Bool = true) {
        guard let first = points.first else { return }
        runtime.touchDown(slot: slot, at: first)
        runtime.stepFrames(1)
        for point in points.dropFirst() {
            runtime.touchMove(slot: slot, to: point)
            runtime.stepFrames(1)
        }
        guard lift else { return }
        runtime.touchUp(slot: slot)
        runtime.stepFrames(1)
    }

    /// Two fingers down at the first pair of `positions`, moved through the others one
    /// frame each (both in the same frame).
    static func twoFingers(_ runtime: VitrineRuntime, through positions: [(CGPoint, CGPoint)], lift: Bool = true) {
        guard let first = positions.first else { return }
        runtime.touchDown(slot: 0, at: first.0)
        runtime.touchDown(slot: 1, at: first.1)
        runtime.stepFrames(1)
        for (a, b) in positions.dropFirst() {
            runtime.touchMove(slot: 0, to: a)
            runtime.touchMove(slot: 1, to: b)
            runtime.stepFrames(1)
        }
        guard lift else { return }
        runtime.touchUp(slot: 0)
        runtime.touchUp(slot: 1)
        runtime.stepFrames(1)
    }

    /// Two fingers `radius` points from `center`, on a line at `angle` radians.
    static func fingers(around center: CGPoint, radius: CGFloat, angle: CGFloat) -> (CGPoint, CGPoint) {
        let dx = radius * cos(angle), dy = radius * sin(angle)
        return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
    }

    /// Cancels the synthetic finger in `slot` as a backend does when it loses the touch.
    static func cancelTouch(_ runtime: VitrineRuntime, slot: Int = 0) {
        runtime.inject(InputEvent(.touchCancel(slot: slot), device: VitrineRuntime.syntheticDevice,
                                  timestamp: runtime.inputTimestamp))
        runtime.stepFrames(1)
    }
}
