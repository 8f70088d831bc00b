import CoreGraphics
import Foundation
import Logging
import VitrinePlatform

/// Vitrine's control of a running app: its display, its frames, its screenshots.
///
/// `UIApplicationMain` makes one for the app. Tests and tools make one on a headless
/// display whose clock they step:
///
/// ```swift
/// let runtime = VitrineRuntime.headless(pixelWidth: 320, pixelHeight: 480, scale: 2)
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// window.makeKeyAndVisible()
/// runtime.stepFrames()                  // one vsync: layout, draw, composite, present
/// let png = try runtime.screenshotPNG() // what the screen shows now
/// ```
///
/// Making a runtime makes its screen `UIScreen.main`: one runtime drives the process
/// at a time, and the newest wins.
@preconcurrency @MainActor
public final class VitrineRuntime {
    /// The runtime driving the process, if any.
    public private(set) static var current: VitrineRuntime?

    /// The display frames are shown on.
    public let display: any DisplayBackend
    /// The screen UIKit sees: the display's size in points.
    public let screen: UIScreen
    private let pipeline: FramePipeline
    private let orientationPolicy: InterfaceOrientationPolicy
    private let logger = Logger(label: "vitrine.runtime")

    /// Makes a runtime on `display` and starts it: its screen becomes `UIScreen.main`
    /// and layer changes schedule frames on it.
    public init(display: any DisplayBackend) throws {
        self.display = display
        let size = display.screenPixelSize
        screen = UIScreen(pixelWidth: size.width, pixelHeight: size.height,
                          scale: display.scale, maximumFramesPerSecond: Int(display.mode.refreshRate.rounded()))
        UIScreen.setMain(screen)
        UITraitCollection.current = screen.traitCollection
        pipeline = FramePipeline(display: display, screen: screen)
        orientationPolicy = InterfaceOrientationPolicy(baseRotation: display.rotation)
        VitrineRuntime.current?.stop()
        // CACurrentMediaTime() reads the display's clock: a stepped one's, else CLOCK_MONOTONIC.
        MediaClock.use((display as? any SteppableDisplay)?.steppedClock)
        UIResponder.forgetFirstResponder()
        VitrineRuntime.current = self
        try pipeline.start()
    }

    /// Turns the display for the orientations `controller` (a key window's root)
    /// supports.
    func applySupportedOrientations(of controller: UIViewController) {
        let rotation = orientationPolicy.rotation(for: controller.supportedInterfaceOrientations,
                                                  panelWidth: display.mode.pixelWidth, panelHeight: display.mode.pixelHeight)
        guard rotation != display.rotation else { return }
        logger.info("turning the display to \(rotation) for \(type(of: controller))'s supported orientations")
        display.setRotation(rotation)
    }

    /// Light or dark for the whole screen (`VITRINE_APPEARANCE`). Changing it resolves the
    /// dynamic colours of every view again, redraws the views that draw, and calls
    /// `traitCollectionDidChange(_:)`; views with their own `overrideUserInterfaceStyle`
    /// keep it.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { screen.userInterfaceStyle }
        set {
            let style: UIUserInterfaceStyle = newValue == .dark ? .dark : .light
            guard style != screen.userInterfaceStyle else { return }
            let previous = screen.traitCollection
            screen.userInterfaceStyle = style
            screen.traitsDidChange(from: previous)
        }
    }

    /// Stops driving the display.
    public func stop() {
        pipeline.stop()
        if VitrineRuntime.current === self { VitrineRuntime.current = nil }
    }

    // MARK: Frames

    /// Statistics of the last frame pass.
    public var lastFrameStatistics: FrameStatistics? { pipeline.lastStatistics }
    /// Frame passes run so far.
    public var frameCount: Int { pipeline.frameCount }
    /// Seconds from each touch, pointer or key event to the vertical blank at which the
    /// frame showing its effect went on screen (the page flip's timestamp on KMS), for the
    /// last 1000 frames that showed input. The goal is the flip after the next frame pass:
    /// between one and two refresh intervals.
    public var inputLatencies: [TimeInterval] { pipeline.inputLatencies }
    /// Whether something changed and waits for the next vsync.
    public var needsFrame: Bool { pipeline.needsFrame }
    /// Called after every frame pass with its statistics.
    public var onFrame: ((FrameStatistics) -> Void)? {
        get { pipeline.onFrame }
        set { pipeline.onFrame = newValue }
    }

    /// Advances a stepped headless display by `count` vertical blanks. At each, a frame
    /// pass runs if something was dirty. Returns the statistics of the passes that ran.
    @discardableResult
    public func stepFrames(_ count: Int = 1) -> [FrameStatistics] {
        guard let steppable = display as? any SteppableDisplay, steppable.steppedClock != nil else {
            logger.error("stepFrames needs a stepped headless display; \(display.name) runs on its own clock")
            return []
        }
        var passes: [FrameStatistics] = []
        for _ in 0..<max(0, count) {
            // A blank can wake the pipeline without a pass (a skipped frame's retry, an owed heap trim).
            let before = pipeline.frameCount
            if steppable.step(), pipeline.frameCount > before, let stats = pipeline.lastStatistics { passes.append(stats) }
        }
        return passes
    }

    /// Steps until no frame is pending (at most `maxFrames` vertical blanks) and
    /// returns the number of frame passes that ran.
    @discardableResult
    public func stepUntilIdle(maxFrames: Int = 600) -> Int {
        var passes = 0
        for _ in 0..<max(0, maxFrames) where pipeline.needsFrame {
            let ran = stepFrames(1).count
            // A display that does not step (real time, or stopped) never becomes idle here.
            guard ran > 0 else { break }
            passes += ran
        }
        return passes
    }

    // MARK: Input

    /// The device id the touch conveniences below use.
    public static let syntheticDevice = -1

    /// Queues an input event exactly as an input backend delivers one: it is handled at the
    /// start of the next frame pass, which it asks for. Input backends call this.
    public func inject(_ event: InputEvent) {
        pipeline.input.enqueue(event)
    }

    /// Now on the display's clock, which input timestamps use: the stepped time on a stepped
    /// headless display, CLOCK_MONOTONIC otherwise.
    public var inputTimestamp: TimeInterval {
        (display as? any SteppableDisplay)?.steppedClock?.now ?? MonotonicClock.now()
    }

    /// Puts a finger down in multitouch slot `slot` at `point` (screen points).
    public func touchDown(slot: Int = 0, at point: CGPoint, majorRadius: Double? = nil) {
        let panel = panelPosition(of: point)
        inject(InputEvent(.touchDown(slot: slot, x: panel.x, y: panel.y, majorRadius: majorRadius),
                          device: Self.syntheticDevice, timestamp: inputTimestamp))
    }

    /// Moves the finger of slot `slot` to `point` (screen points).
    public func touchMove(slot: Int = 0, to point: CGPoint, majorRadius: Double? = nil) {
        let panel = panelPosition(of: point)
        inject(InputEvent(.touchMotion(slot: slot, x: panel.x, y: panel.y, majorRadius: majorRadius),
                          device: Self.syntheticDevice, timestamp: inputTimestamp))
    }

    /// Lifts the finger of slot `slot`.
    public func touchUp(slot: Int = 0) {
        inject(InputEvent(.touchUp(slot: slot), device: Self.syntheticDevice, timestamp: inputTimestamp))
    }

    /// A key of a hardware keyboard pressed and released, delivered in the next frame pass.
    public func pressKey(_ usage: UIKeyboardHIDUsage, characters: String = "", modifiers: InputModifiers = []) {
        for pressed in [true, false] {
            let key = InputKey(hidUsage: usage.rawValue, evdevCode: UInt32(usage.rawValue) + 8, isPressed: pressed,
                               characters: characters, charactersIgnoringModifiers: characters.lowercased(),
                               modifiers: modifiers, isRepeat: false)
            inject(InputEvent(.key(key), device: Self.syntheticDevice, timestamp: inputTimestamp))
        }
    }

    /// A finger down and up at `point` (screen points), delivered in the next frame pass.
    public func tap(at point: CGPoint, slot: Int = 0) {
        touchDown(slot: slot, at: point)
        touchUp(slot: slot)
    }

    /// When the mouse cursor shows: `.automatic` (while a pointer device is plugged in),
    /// `.show` or `.hide`. `UIApplicationMain` sets it from `VITRINE_CURSOR`.
    public var cursorVisibility: CursorVisibility {
        get { pipeline.input.cursor.visibility }
        set {
            pipeline.input.cursor.visibility = newValue
            pipeline.input.updateCursor()
        }
    }

    /// Whether the mouse cursor is on screen.
    public var isCursorVisible: Bool { pipeline.input.cursor.isVisible }

    /// Where screen point `point` is on the panel, normalized 0...1 (the inverse of the
    /// mapping input goes through).
    public func panelPosition(of point: CGPoint) -> (x: Double, y: Double) {
        let mapping = display.rotation.panelToScreen(screenSize: screen.bounds.size)
        let panel = point.applying(mapping.inverted())
        return (Double(panel.x), Double(panel.y))
    }

    /// Runs `body` once the screen shows the layer tree as it is now: after the next frame
    /// pass when a change waits for one (then `screenshot()` shows it), at once otherwise.
    /// A runtime stopped first never runs it.
    public func afterPendingFrame(_ body: @escaping @MainActor () -> Void) {
        pipeline.afterPendingFrame(body)
    }

    // MARK: Screenshots

    /// Whether the frame on screen can be read back (`screenshot()`): on the headless
    /// display and a desktop window, not on KMS, whose scan-out memory is not read.
    public var canReadScreen: Bool { display is any FrontBufferReadable }

    /// A copy of the frame on screen now, as the panel shows it (turned by the display's
    /// rotation), or nil before the first frame or when the memory for the copy cannot be
    /// had (logged once until such an allocation succeeds).
    public func screenshot() -> PixelBuffer? {
        frontBuffer()?.copy(for: "a screenshot")
    }

    /// The frame on screen itself, not a copy: read it before the next frame pass.
    private func frontBuffer() -> PixelBuffer? {
        guard let readable = display as? any FrontBufferReadable else {
            logger.error("screenshots are taken from the headless display or a desktop window only")
            return nil
        }
        return readable.frontBuffer
    }

    /// The screen composed from scratch from the layer tree as it is now, in panel pixels
    /// (turned by the display's rotation): what any display shows once the frame pending
    /// now is on it. Tools compare it with a capture of a real display. Nil, logged, when
    /// the memory for it cannot be had.
    public func renderScreen() -> PixelBuffer? {
        let size = display.screenPixelSize
        guard let panel = PixelBuffer(allocating: display.mode.pixelWidth, height: display.mode.pixelHeight,
                                      format: display.pixelFormat),
              !Compositor(pixelWidth: size.width, pixelHeight: size.height)
                .composite(root: screen.rootLayer, scale: screen.scale, into: panel, bufferAge: 0, rotation: display.rotation,
                           targetIsCachedMemory: true).isSkipped else {
            logger.error("no memory to render the \(size.width)x\(size.height) screen")
            return nil
        }
        return panel
    }

    /// The frame on screen now as PNG data, encoded from the display's buffer (no copy).
    public func screenshotPNG() throws -> Data {
        guard let pixels = frontBuffer() else { throw VitrineRuntimeError.noFramePresented }
        return try ImageCodec.encodePNG(pixels)
    }

    /// Writes the frame on screen now to a PNG file, compressed from the display's buffer
    /// straight into the file: no copy of the screen, no PNG in memory (issue 30).
    public func writeScreenshot(to url: URL) throws {
        guard let pixels = frontBuffer() else { throw VitrineRuntimeError.noFramePresented }
        try ImageCodec.writePNG(pixels, to: url)
    }
}
