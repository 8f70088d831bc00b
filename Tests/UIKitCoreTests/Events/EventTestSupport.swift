import HeadlessDisplay
import Testing
import UIKitCore
import VitrinePlatform

/// A view that logs its touch calls as "name began 1" (the count of touches) and then
/// passes them on when `forwards` is true (as a view that does not handle them).
final class TouchRecordingView: UIView {
    let name: String
    let log: EventLog
    var forwards = false
    var lastTouches: Set<UITouch> = []

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        log.entries.append("\(name) \(phase) \(touches.count)")
        lastTouches = touches
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A display that can be paused: a headless display whose display events the test sends.
@MainActor
final class PausableDisplay: DisplayBackend {
    let headless: HeadlessDisplay
    private var eventHandler: (@MainActor (DisplayEvent) -> Void)?

    init(headless: HeadlessDisplay) { self.headless = headless }

    var name: String { "pausable" }
    var mode: DisplayMode { headless.mode }
    var scale: CGFloat { headless.scale }
    var pixelFormat: PixelFormat { headless.pixelFormat }
    var rotation: DisplayRotation { headless.rotation }

    func start(frameHandler: @escaping @MainActor (FrameTiming) -> Void,
               eventHandler: @escaping @MainActor (DisplayEvent) -> Void) throws {
        self.eventHandler = eventHandler
        try headless.start(frameHandler: frameHandler, eventHandler: eventHandler)
    }
    func setRotation(_ rotation: DisplayRotation) { headless.setRotation(rotation) }
    func requestFrame() { headless.requestFrame() }
    func requestFrame(notBefore time: TimeInterval) { headless.requestFrame(notBefore: time) }
    func acquireBackBuffer() -> DisplayBuffer? { headless.acquireBackBuffer() }
    func present(_ buffer: DisplayBuffer, damage: [CGRect]) { headless.present(buffer, damage: damage) }
    func stop() { headless.stop() }

    func send(_ event: DisplayEvent) { eventHandler?(event) }
}

@MainActor
enum Events {
    /// A 200×150 point runtime with a white key window and the event log.
    static func makeScene(width: Int = 200, height: Int = 150, scale: CGFloat = 1,
                          rotation: DisplayRotation = .none) throws -> (VitrineRuntime, UIWindow, EventLog) {
        let panelWidth = rotation.swapsAxes ? height : width, panelHeight = rotation.swapsAxes ? width : height
        let display = HeadlessDisplay(pixelWidth: Int(CGFloat(panelWidth) * scale), pixelHeight: Int(CGFloat(panelHeight) * scale),
                                      scale: scale, rotation: rotation, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        return (runtime, window, EventLog())
    }
}
