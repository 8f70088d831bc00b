import CoreGraphics

/// A place frames are shown: the headless dummy framebuffer, or a KMS output.
///
/// UIKit's application drives it: it calls `requestFrame()` whenever something is
/// dirty, and the backend calls the frame handler once at the next vertical blank.
/// A backend never calls the handler unasked, so an idle app costs no wake-ups.
@MainActor
public protocol DisplayBackend: AnyObject {
    /// A short name for logs ("headless", "kms card0 HDMI-A-1").
    var name: String { get }
    /// The mode being scanned out.
    var mode: DisplayMode { get }
    /// Pixels per point of the screen UIKit shows on this display.
    var scale: CGFloat { get }
    /// The format of the buffers handed out by `acquireBackBuffer()`.
    var pixelFormat: PixelFormat { get }
    /// How the picture is turned on the panel. `mode` is the panel's own (unturned) size;
    /// the screen the app sees has width and height swapped when `rotation.swapsAxes`.
    var rotation: DisplayRotation { get }

    /// Turns the picture on the panel at run time (the app's root controller supports
    /// only the other orientation): the event handler hears `modeChanged`, and every
    /// buffer is repainted.
    func setRotation(_ rotation: DisplayRotation)

    /// Starts the display. `frameHandler` runs on the main actor at each vertical
    /// blank that follows a `requestFrame()`; `eventHandler` when the display changes
    /// outside that cycle (mode change, pause, resume).
    func start(frameHandler: @escaping @MainActor (FrameTiming) -> Void,
               eventHandler: @escaping @MainActor (DisplayEvent) -> Void) throws

    /// Asks for one call of the frame handler at the next vertical blank. Several
    /// requests before that blank coalesce into one call.
    func requestFrame()

    /// Asks for one call of the frame handler at the first vertical blank at or after `time`
    /// on the display's clock (`FrameTiming.timestamp`), waking nothing before it: a frame
    /// tried again later (issue 29). A `requestFrame()` before then brings the call forward
    /// to the next blank; the call, whenever it comes, ends both requests.
    func requestFrame(notBefore time: TimeInterval)

    /// The buffer to draw the next frame into, or nil when presenting is not
    /// possible right now (display lost or paused, or no memory for the buffers): the frame
    /// is skipped.
    func acquireBackBuffer() -> DisplayBuffer?

    /// Whether the last `acquireBackBuffer()` gave nil for want of memory for the buffers,
    /// which only a later frame tries to allocate again (issue 29), so that the frame is tried
    /// again. False while paused or lost, when the display says itself that it presents
    /// again (`DisplayEvent`). Default false.
    var awaitsBufferMemory: Bool { get }

    /// Queues `buffer` for scan-out. `damage` lists the pixel rectangles that changed
    /// since the previous frame; an empty list means nothing changed.
    func present(_ buffer: DisplayBuffer, damage: [CGRect])

    /// Stops presenting and releases the display.
    func stop()

    /// Whether the display comes with a keyboard of its own (a desktop window has the
    /// desktop's), so that no on-screen keyboard is needed. Default false.
    var providesKeyboard: Bool { get }
}

extension DisplayBackend {
    public var providesKeyboard: Bool { false }
    public var awaitsBufferMemory: Bool { false }
}
