import Foundation
import Logging
import SystemdNotify
import VitrinePlatform

/// The per-vsync frame pass: layout, display, commit, composite, present.
///
/// Layer changes call `FrameScheduler.setNeedsFrame()`; the first call since the last
/// pass asks the display for a frame, later ones cost nothing. At the vertical blank
/// the display calls `runFrame(_:)`. Nothing dirty, no request, no wake-up.
@MainActor
final class FramePipeline {
    let display: any DisplayBackend
    let screen: UIScreen
    /// Made at the first frame, not with the pipeline: a GPU renderer's start (EGL and the
    /// driver, loaded on a thread of their own meanwhile) then overlaps the app's launch.
    private var compositor: (any FrameRenderer)?
    /// Input waits here for the start of the next frame pass.
    let input: InputDispatcher
    /// The on-screen keyboard, following the first responder.
    let keyboard: KeyboardPresenter
    private let logger = Logger(label: "vitrine.frame")

    /// Whether a frame was asked for and not built yet.
    private(set) var needsFrame = false
    /// Changes made during layout or display land in the frame being built.
    private var isBuildingFrame = false
    private var changedWhileBuilding = false
    private(set) var frameCount = 0
    private var isRunning = false
    private(set) var lastStatistics: FrameStatistics?
    /// Seconds from an input event to the vertical blank that showed its frame, for the
    /// last `latencyCapacity` frames that showed input.
    private(set) var inputLatencies: [TimeInterval] = []
    static let latencyCapacity = 1000
    /// The earliest input event of the frame presented last, until the display shows it.
    private var inputAwaitingScreen: TimeInterval?
    var onFrame: ((FrameStatistics) -> Void)?
    /// Run once after the next frame pass (`afterPendingFrame(_:)`).
    private var afterNextFrame: [@MainActor () -> Void] = []
    /// When a skipped frame is tried again, on the display's clock; nil while no retry waits
    /// (`retrySkippedFrame(after:)`).
    private var skippedFrameRetryTime: TimeInterval?
    /// Seconds on the display's clock from a skipped frame to its retry.
    static let skippedFrameRetryDelay: TimeInterval = 1
    /// When the heap trim a settling was owed is due, on the display's clock; nil while none
    /// is owed (`HeapTrimmer.workDidSettle(at:)`).
    private var owedTrimTime: TimeInterval?
    /// Paces the trims at settling on this display's clock (a time on another display's
    /// clock means nothing here); they trim through the shared trimmer, which counts them.
    private let settleTrimmer = HeapTrimmer { HeapTrimmer.shared.trim() }

    init(display: any DisplayBackend, screen: UIScreen) {
        self.display = display
        self.screen = screen
        let input = InputDispatcher(display: display, screen: screen)
        self.input = input
        // A desktop window always has the desktop's keyboard; a device has one when an
        // input device with keys is attached.
        let displayHasKeyboard = display.providesKeyboard
        keyboard = KeyboardPresenter(screen: screen, settings: .fromProcess()) { [weak input] in
            displayHasKeyboard || input?.hasHardwareKeyboard ?? false
        }
    }

    /// The compositor works in the screen's orientation, the app's view of the panel; the
    /// UIKit shell may have chosen the GPU renderer (`FrameRenderers`).
    private static func makeCompositor(for display: any DisplayBackend) -> any FrameRenderer {
        let size = display.screenPixelSize
        return FrameRenderers.make(for: display, pixelWidth: size.width, pixelHeight: size.height)
    }

    func start() throws {
        FrameScheduler.shared.onNeedsFrame = { [weak self] in self?.setNeedsFrame() }
        try display.start(frameHandler: { [weak self] timing in self?.runFrame(timing) },
                          eventHandler: { [weak self] event in self?.handle(event) })
        isRunning = true
        // The first frame shows whatever the app built before the first vsync.
        setNeedsFrame()
    }

    /// Stops the display and ends what ran on its clock. A pipeline already stopped (a
    /// newer runtime stopped it) leaves the frame hook and the animations of the one
    /// running now alone.
    func stop() {
        guard isRunning else { return }
        isRunning = false
        display.stop()
        FrameScheduler.shared.onNeedsFrame = nil
        AnimationEngine.shared.displayDidStop()
    }

    func setNeedsFrame() {
        if isBuildingFrame { changedWhileBuilding = true }
        guard !needsFrame, !isBuildingFrame else { return }
        needsFrame = true
        display.requestFrame()
    }

    /// Follows the display through mode changes and session pauses.
    func handle(_ event: DisplayEvent) {
        if case .presented(let time) = event {
            SystemdService.shared.frameShown()  // READY=1 for systemd (issue 29)
            recordInputLatency(shownAt: time)
            return
        }
        logger.info("display \(display.name): \(event)")
        switch event {
        case .modeChanged:
            let size = display.screenPixelSize
            let transition = SizeTransition(screen: screen, newSize: CGSize(width: CGFloat(size.width) / display.scale,
                                                                            height: CGFloat(size.height) / display.scale))
            let previousTraits = screen.traitCollection
            screen.updateMode(pixelWidth: size.width, pixelHeight: size.height, scale: display.scale,
                              maximumFramesPerSecond: Int(display.mode.refreshRate.rounded()))
            screen.traitsDidChange(from: previousTraits)
            transition?.complete()
            compositor = Self.makeCompositor(for: display)
            setNeedsFrame()
        case .paused:
            inputAwaitingScreen = nil
            input.cancelAllTouches()
            UIApplication.shared.enterBackground()
        case .resumed:
            compositor?.setNeedsFullRepaint()
            compositor?.displayDidReturn()
            setNeedsFrame()
            UIApplication.shared.enterForeground()
        case .presented:
            break
        }
    }

    private func recordInputLatency(shownAt time: TimeInterval) {
        guard let inputTime = inputAwaitingScreen else { return }
        inputAwaitingScreen = nil
        inputLatencies.append(time - inputTime)
        if inputLatencies.count > Self.latencyCapacity { inputLatencies.removeFirst() }
        logger.debug("input shown after \(Int(((time - inputTime) * 1000).rounded())) ms")
    }

    /// One frame pass, at the vertical blank described by `timing`.
    func runFrame(_ timing: FrameTiming) {
        if !needsFrame, skippedFrameRetryTime == nil, let due = owedTrimTime {
            // A blank only the owed trim asked for: no frame pass.
            if timing.timestamp >= due { owedTrimTime = settleTrimmer.workDidSettle(at: timing.timestamp) }
            if let due = owedTrimTime { display.requestFrame(notBefore: due) }
            return
        }
        if let retryTime = skippedFrameRetryTime {
            // A blank before the retry is due that the app did not ask for (a display that
            // woke early): nothing runs, the wait goes on.
            guard needsFrame || timing.timestamp >= retryTime else {
                display.requestFrame(notBefore: retryTime)
                return
            }
            if timing.timestamp >= retryTime { skippedFrameRetryTime = nil }
        }
        needsFrame = false
        frameCount += 1
        var stats = FrameStatistics(frameNumber: frameCount, timestamp: timing.timestamp)
        let root = screen.rootLayer

        isBuildingFrame = true
        changedWhileBuilding = false
        var mark = MonotonicClock.now()
        // Before layout, so that a touch changes this very frame.
        let inputTime = input.deliverQueuedEvents(at: timing.timestamp)
        // The keyboard's slide starts in the frame where its responder changed.
        keyboard.update()
        AssociatedObjects.sweep()
        AnimationEngine.shared.advance(to: timing)
        let counts = LayerTreePass.run(root: root)
        stats.layersLaidOut = counts.layersLaidOut
        stats.layersDisplayed = counts.layersDisplayed
        stats.displayTime = Self.lap(&mark)
        CATransaction.flush()
        stats.commitTime = Self.lap(&mark)
        isBuildingFrame = false

        // Before the buffer: a GPU renderer asks the display for its GPU buffers when made.
        let compositor = self.compositor ?? Self.makeCompositor(for: display)
        self.compositor = compositor
        if let buffer = display.acquireBackBuffer() {
            let result = compositor.composite(root: root, scale: screen.scale, into: buffer, rotation: display.rotation)
            stats.damage = result.repaintedDamage
            stats.copied = result.damage
            stats.compositeTime = Self.lap(&mark)
            // Nothing changed on screen: no flip, the front buffer stays.
            if !result.repaintedDamage.isEmpty {
                if let inputTime { inputAwaitingScreen = min(inputAwaitingScreen ?? inputTime, inputTime) }
                display.present(buffer, damage: result.repaintedDamage)
                stats.presented = true
            }
            stats.presentTime = Self.lap(&mark)
            if result.isSkipped {
                retrySkippedFrame(after: timing)
            } else {
                skippedFrameRetryTime = nil
            }
        } else if display.awaitsBufferMemory {
            // No memory for the display's buffers: only a later frame tries them again.
            retrySkippedFrame(after: timing)
        }

        // Marks made while drawing (a draw(_:) invalidating a view) wait for a frame of their own.
        if (changedWhileBuilding && LayerTreePass.hasPendingWork(root)) || input.hasPendingWork { setNeedsFrame() }
        if AnimationEngine.shared.isActive { setNeedsFrame() }
        // A waiting retry wakes the run loop once, when it is due, without a frame asked for.
        if let retryTime = skippedFrameRetryTime, !needsFrame { display.requestFrame(notBefore: retryTime) }
        lastStatistics = stats
        onFrame?(stats)
        let waiting = afterNextFrame
        afterNextFrame = []
        for body in waiting { body() }
        // The burst of work is over: what it freed goes back to the system (issue 29), now or,
        // when the last trim was too recent, at the blank it is due: an app left alone sits trimmed.
        if !needsFrame {
            owedTrimTime = settleTrimmer.workDidSettle(at: timing.timestamp)
            // One wake-up when it is due, not one a blank until then; a waiting retry's
            // frame settles later and trims then, so it needs none of its own.
            if let due = owedTrimTime, skippedFrameRetryTime == nil { display.requestFrame(notBefore: due) }
        }
    }

    /// A frame the renderer skipped (no memory for its buffer, logged there), or one whose
    /// display had no buffer for want of memory, is tried again a second later on the
    /// display's clock, so that a screen nothing changes on comes back once memory does; one
    /// retry at a time, none once a frame composites. The display is asked for the first
    /// blank at or after that time (`requestFrame(notBefore:)`): one wake-up, not one a blank.
    private func retrySkippedFrame(after timing: FrameTiming) {
        if skippedFrameRetryTime == nil { skippedFrameRetryTime = timing.timestamp + Self.skippedFrameRetryDelay }
    }

    /// Runs `body` once the changes made so far are composited: after the next frame pass
    /// when one is pending, at once otherwise.
    func afterPendingFrame(_ body: @escaping @MainActor () -> Void) {
        guard needsFrame || isBuildingFrame else {
            body()
            return
        }
        afterNextFrame.append(body)
    }

    private static func lap(_ mark: inout TimeInterval) -> TimeInterval {
        let t = MonotonicClock.now()
        defer { mark = t }
        return t - mark
    }
}
