import CoreGraphics
import Dispatch
import Foundation
import Logging
import VitrinePlatform

/// A dummy framebuffer: the same `DisplayBackend` as a KMS output, with memory
/// buffers instead of scan-out and a vsync clock that is real-time or stepped.
///
/// It keeps a swap chain of `bufferCount` buffers and tracks each one's age exactly
/// as a page-flipping display does, so damage tracking is exercised for real. Tests
/// and tools simulate what happens to a real display with `pause()`, `resume()`,
/// `setMode(pixelWidth:pixelHeight:refreshRate:)` and `setRotation(_:)`.
@MainActor
public final class HeadlessDisplay: SteppableDisplay, FrontBufferReadable {
    public let name = "headless"
    public private(set) var mode: DisplayMode
    public let scale: CGFloat
    public let pixelFormat: PixelFormat
    public private(set) var rotation: DisplayRotation
    public let clock: HeadlessClock
    /// The clock `step()` advances when `clock` is `.stepped`; the runtime hands it to
    /// `CACurrentMediaTime()`.
    public let steppedClock: SteppedClock?

    /// Virtual (stepped) or monotonic (real-time) time of the last vertical blank.
    public private(set) var currentTime: TimeInterval = 0
    /// Vertical blanks so far.
    public private(set) var vblankCount: UInt64 = 0
    /// Frames presented so far (a frame with no damage is not presented).
    public private(set) var presentCount = 0
    /// Calls of the frame handler so far.
    public private(set) var frameCallbackCount = 0
    /// Whether a frame was requested and not yet delivered.
    public var isFrameRequested: Bool { schedule.isFrameRequested }
    /// The requested frame and, in real time, the grid of blanks.
    private var schedule = RefreshSchedule()
    /// Damage passed with the last `present`, in pixels.
    public private(set) var lastPresentedDamage: [CGRect] = []
    /// Whether presenting is paused (`pause()`): no buffer is lent until `resume()`.
    public private(set) var isPaused = false

    /// Whether the buffers count as ordinary memory that is cheap to read back (true, as
    /// they are). False makes the compositor treat them as a KMS display's scan-out
    /// memory, never read: it paints into a shadow buffer and copies into them.
    public let lendsCachedMemory: Bool

    /// The swap chain; empty while the memory for it cannot be had.
    private var buffers: [PixelBuffer]
    private let bufferCount: Int
    /// The frame number at which each buffer was last presented (0 = never).
    private var ages: SwapChainAges
    private var frameHandler: (@MainActor (FrameTiming) -> Void)?
    private var eventHandler: (@MainActor (DisplayEvent) -> Void)?
    private var timer: DispatchSourceTimer?
    private let logger = Logger(label: "vitrine.headless")

    /// Creates a headless display of `pixelWidth` x `pixelHeight` pixels. When the memory
    /// for its buffers cannot be had, that is logged and frames are skipped
    /// (`acquireBackBuffer()` gives nil) until a later frame can allocate them.
    /// - Parameters:
    ///   - scale: pixels per point of the screen UIKit shows.
    ///   - rotation: how the picture is turned in the buffers (the panel's size is
    ///     `pixelWidth` x `pixelHeight`; the app's screen is turned from it).
    ///   - bufferCount: buffers in the swap chain (2 = double buffering).
    ///   - lendsCachedMemory: false to have the buffers treated as scan-out memory (see
    ///     `lendsCachedMemory`).
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, refreshRate: Double = 60,
                pixelFormat: PixelFormat = .xrgb32, rotation: DisplayRotation = .none,
                bufferCount: Int = 2, clock: HeadlessClock = .stepped, lendsCachedMemory: Bool = true) {
        self.lendsCachedMemory = lendsCachedMemory
        let width = max(1, pixelWidth), height = max(1, pixelHeight)
        if width != pixelWidth || height != pixelHeight {
            Logger(label: "vitrine.headless").error("invalid headless size \(pixelWidth)x\(pixelHeight); using \(width)x\(height)")
        }
        let rate = refreshRate.isFinite && refreshRate > 0 ? refreshRate : 60
        mode = DisplayMode(pixelWidth: width, pixelHeight: height, refreshRate: rate)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.pixelFormat = pixelFormat
        self.rotation = rotation
        self.clock = clock
        steppedClock = clock == .stepped ? SteppedClock() : nil
        self.bufferCount = max(1, bufferCount)
        buffers = []
        ages = SwapChainAges(count: self.bufferCount)
        // Without the memory for them, frames are skipped until it comes back (issue 29).
        if !makeBuffers() {
            logger.error("no memory for the buffers of headless mode \(width)x\(height); frames skipped until there is")
        }
    }

    /// Allocates the swap chain at the current mode's size, all or none; false when the
    /// memory cannot be had.
    private func makeBuffers() -> Bool {
        let made = (0..<bufferCount).compactMap { _ in
            PixelBuffer(allocating: mode.pixelWidth, height: mode.pixelHeight, format: pixelFormat)
        }
        guard made.count == bufferCount else { return false }
        buffers = made
        ages = SwapChainAges(count: bufferCount)
        return true
    }

    /// Stops presenting, as a session switched away or an unplugged connector does: the
    /// pipeline is told, and frames are skipped (`acquireBackBuffer()` gives nil) until
    /// `resume()`. Vertical blanks still come, so the app keeps running.
    public func pause() {
        guard !isPaused else { return }
        isPaused = true
        eventHandler?(.paused)
    }

    /// Presents again after `pause()`. The buffers' contents count as lost (age 0), as
    /// after a VT switch, and the pipeline is told to repaint everything.
    public func resume() {
        guard isPaused else { return }
        isPaused = false
        forgetBufferContents()
        eventHandler?(.resumed)
    }

    /// Switches to a new mode, as a connector replugged into another monitor does: the
    /// buffers are reallocated at the new size (age 0, nothing on screen) and the
    /// pipeline resizes the screen. An invalid size or rate is logged and ignored; so is
    /// a mode whose buffers cannot be allocated: the display keeps the mode and buffers
    /// it has.
    public func setMode(pixelWidth: Int, pixelHeight: Int, refreshRate: Double = 60) {
        guard pixelWidth > 0, pixelHeight > 0, refreshRate.isFinite, refreshRate > 0 else {
            logger.error("invalid headless mode \(pixelWidth)x\(pixelHeight)@\(refreshRate); mode unchanged")
            return
        }
        let newBuffers = (0..<bufferCount).compactMap { _ in
            PixelBuffer(allocating: pixelWidth, height: pixelHeight, format: pixelFormat)
        }
        guard newBuffers.count == bufferCount else {
            logger.error("no memory for the buffers of headless mode \(pixelWidth)x\(pixelHeight); mode unchanged")
            return
        }
        mode = DisplayMode(pixelWidth: pixelWidth, pixelHeight: pixelHeight, refreshRate: refreshRate)
        buffers = newBuffers
        ages = SwapChainAges(count: buffers.count)
        eventHandler?(.modeChanged)
    }

    /// Turns the picture on the panel, as a rotation setting changed at runtime: the
    /// screen the app sees takes the turned size and everything is repainted.
    public func setRotation(_ rotation: DisplayRotation) {
        guard rotation != self.rotation else { return }
        self.rotation = rotation
        forgetBufferContents()
        eventHandler?(.modeChanged)
    }

    private func forgetBufferContents() {
        ages.reset()
    }

    public func start(frameHandler: @escaping @MainActor (FrameTiming) -> Void,
                      eventHandler: @escaping @MainActor (DisplayEvent) -> Void) throws {
        self.frameHandler = frameHandler
        self.eventHandler = eventHandler
        schedule.start = clock == .realTime ? MonotonicClock.now() : 0
        currentTime = schedule.start
        steppedClock?.set(currentTime)
    }

    public func requestFrame() {
        if schedule.requestFrame(), clock == .realTime { armTimer() }
    }

    public func requestFrame(notBefore time: TimeInterval) {
        if schedule.requestFrame(notBefore: time), clock == .realTime { armTimer() }
    }

    public var awaitsBufferMemory: Bool { !isPaused && buffers.isEmpty }

    public func acquireBackBuffer() -> DisplayBuffer? {
        guard !isPaused else { return nil }
        if buffers.isEmpty {
            guard makeBuffers() else { return nil }
            logger.notice("buffers of headless mode \(mode.pixelWidth)x\(mode.pixelHeight) made; presenting")
        }
        // Round-robin like a flip chain: the buffer after the front one.
        let index = ages.next
        return DisplayBuffer(pixels: buffers[index], age: ages.age(of: index), index: index,
                             isCachedMemory: lendsCachedMemory)
    }

    public func present(_ buffer: DisplayBuffer, damage: [CGRect]) {
        guard buffers.indices.contains(buffer.index), buffers[buffer.index] === buffer.pixels else {
            logger.error("present of a buffer this display did not lend; ignored")
            return
        }
        presentCount += 1
        ages.markShown(buffer.index)
        lastPresentedDamage = damage
        // A dummy panel shows the buffer at the next vertical blank, as a page flip would.
        eventHandler?(.presented(at: currentTime + mode.refreshInterval))
    }

    public func stop() {
        timer?.cancel()
        timer = nil
        frameHandler = nil
        eventHandler = nil
        schedule.cancel()
    }

    /// The buffer on screen now, or nil before the first present.
    public var frontBuffer: PixelBuffer? { ages.front.map { buffers[$0] } }

    /// Advances the stepped clock by one refresh interval. At that vertical blank the
    /// frame handler runs if a frame was requested. Returns whether it ran.
    @discardableResult
    public func step() -> Bool {
        guard clock == .stepped else {
            logger.warning("step() on a real-time headless display is ignored")
            return false
        }
        currentTime += mode.refreshInterval
        steppedClock?.set(currentTime)
        return vblank()
    }

    // MARK: - Vertical blanks

    @discardableResult
    private func vblank() -> Bool {
        vblankCount += 1
        guard let frameHandler else { return false }
        guard schedule.takeFrame(at: currentTime) else {
            // Not due yet; in real time the timer woke early (the grid's rounding).
            if schedule.isFrameRequested, clock == .realTime { armTimer() }
            return false
        }
        frameCallbackCount += 1
        frameHandler(FrameTiming(timestamp: currentTime,
                                 targetTimestamp: currentTime + mode.refreshInterval,
                                 sequence: vblankCount))
        return true
    }

    /// Arms the one timer for the blank the requested frame waits for.
    private func armTimer() {
        let now = MonotonicClock.now()
        let next = schedule.nextWake(after: now, interval: mode.refreshInterval)
        let timer = self.timer ?? makeTimer()
        timer.schedule(deadline: .now() + (next - now), leeway: .microseconds(500))
    }

    private func makeTimer() -> DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.currentTime = self.schedule.blank(atOrBefore: MonotonicClock.now(), interval: self.mode.refreshInterval)
                self.vblank()
            }
        }
        timer.resume()
        self.timer = timer
        return timer
    }
}
