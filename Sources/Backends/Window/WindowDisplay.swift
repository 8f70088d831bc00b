import CSDL2
import CoreGraphics
import Dispatch
import Foundation
import Logging
import VitrinePlatform

/// A desktop window (X11 or Wayland, through SDL2) standing in for a panel, for
/// developing a kiosk app on a laptop.
///
/// The window shows the panel as scanned out: its size is the panel's, and the picture is
/// turned by `rotation` as on the device. The composited buffer goes to the window as a
/// streaming texture; only the damaged rectangles are uploaded. Vertical blanks follow a
/// timer on the desktop's refresh grid and presenting waits for the desktop's vsync where
/// the renderer has it, so, as on KMS, an idle app makes no wake-ups and presents nothing.
/// Resizing the window is a mode change. Events are read when the X11 or Wayland
/// connection is readable; `WindowInput` turns them into touches and keys.
///
/// Under the GPU renderer the window is a `GPUWindowDisplay`: the renderer presents into it
/// through an EGL window surface (on X11 on the window, on Wayland on a `wl_egl_window` of
/// SDL's `wl_surface`), and the window's SDL renderer is closed while it does (two
/// presenters on one window would fight over its content).
@MainActor
public final class WindowDisplay: FrontBufferReadable, ClosableDisplay, GPUWindowDisplay {
    /// The desktop's keyboard types into the window: no on-screen keyboard.
    public var providesKeyboard: Bool { true }

    /// "window <video driver> <SDL renderer>"; the renderer part changes when the GPU renderer takes the window.
    public private(set) var name: String
    public private(set) var mode: DisplayMode
    public private(set) var scale: CGFloat
    public let pixelFormat = PixelFormat.xrgb32
    public private(set) var rotation: DisplayRotation

    /// Frames presented so far (a frame with no damage is not presented).
    public private(set) var presentCount = 0
    /// Of those, the frames the GPU renderer presented itself (no upload).
    package private(set) var gpuPresentCount = 0
    /// The pixels the last frame presented changed (its damage), in the window's buffer.
    package private(set) var lastPresentedPixels = 0
    /// Whether the GPU renderer presents into the window now.
    package var presentsThroughGPU: Bool { gpuPresenter != nil }
    /// Seconds the last frame took from its vertical blank to its present returning (the
    /// app's frame pass, the upload and the desktop's present): for benchmarks.
    package private(set) var lastFrameDuration: TimeInterval = 0
    /// Runs when the user closes the window; the app ends as it would on a signal. Without
    /// one the process exits.
    public var closeHandler: (@MainActor () -> Void)?

    /// The window's size in the desktop's coordinates, which mouse positions use.
    var windowPointSize: (width: Int32, height: Int32) { windowSize }

    /// Where `WindowInput` takes the window's input events.
    var inputSink: (@MainActor (SDL_Event) -> Void)?

    private let configuration: WindowConfiguration
    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    /// The frame's CPU buffer; nil while the memory for it cannot be had (issue 29): frames
    /// are skipped, and each one asked for tries to make it again.
    private var buffer: PixelBuffer?
    private var ages = SwapChainAges(count: 1)
    /// The renderer presenting through EGL (`GPUWindowDisplay`), and the window it is lent
    /// each frame; nil while frames are uploaded through SDL.
    private weak var gpuPresenter: (any GPUWindowPresenter)?
    private var gpuBuffer: GPUBuffer?
    /// Why the window cannot be presented into by the GPU, once logged.
    private var gpuFailureLogged = false
    /// On Wayland, once a GPU renderer made its EGL context on this thread: SDL's renderer,
    /// which draws with GL there, must make its own context current again before each use.
    private var sharesGLWithGPURenderer = false
    /// The window's size in the desktop's coordinates, which pixel density multiplies.
    private var windowSize: (width: Int32, height: Int32)
    private var frameHandler: (@MainActor (FrameTiming) -> Void)?
    private var eventHandler: (@MainActor (DisplayEvent) -> Void)?
    /// The requested frame and the grid of blanks.
    private var schedule = RefreshSchedule()
    private var vblankCount: UInt64 = 0
    private var vblankTimer: DispatchSourceTimer?
    /// When the vertical blank the timer waits for falls.
    private var nextVblankTime: TimeInterval = 0
    private var eventSource: DispatchSourceRead?
    /// Reads events at the refresh rate: while a key is held on Wayland (SDL makes the
    /// key's repeats itself, when events are read), or always where the connection has
    /// no descriptor to wait on.
    private var eventPollTimer: DispatchSourceTimer?
    private var pollsEventsAlways = false
    /// The window's Wayland connection, nil on X11.
    private var waylandDisplay: OpaquePointer?
    /// Scancodes of the keys held, on Wayland: their repeats need events read over time.
    private var waylandHeldKeys: Set<UInt32> = []
    private let logger = Logger(label: "vitrine.window")

    /// Opens the window on the desktop that `DISPLAY` or `WAYLAND_DISPLAY` names.
    /// - Throws: `WindowDisplayError.noDesktop` when neither is set, `.sdl` when SDL
    ///   cannot reach the desktop or make the window.
    public init(configuration: WindowConfiguration,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard Self.hasDesktop(environment: environment) else { throw WindowDisplayError.noDesktop }
        self.configuration = configuration
        rotation = configuration.rotation
        // Signals end the app through its delegate (UIApplicationMain), not through SDL_QUIT.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // Mouse and touch are told apart here: no events synthesized from one for the other.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        // A desktop compositor keeps running while the window is up.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else { throw WindowDisplayError.sdl(Self.sdlError()) }
        let requested = configuration.scale.isFinite && configuration.scale > 0 ? configuration.scale : 1
        let width = Int32(max(1, min(16384, (CGFloat(configuration.pointWidth) * requested).rounded())))
        let height = Int32(max(1, min(16384, (CGFloat(configuration.pointHeight) * requested).rounded())))
        let undefinedPosition = Int32(bitPattern: SDL_WINDOWPOS_UNDEFINED_MASK)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(configuration.title, undefinedPosition, undefinedPosition, width, height, flags) else {
            let message = Self.sdlError()
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            throw WindowDisplayError.sdl(message)
        }
        // The desktop's vsync paces presenting where the renderer has it; software
        // renderers (Xvfb) ignore the flag and the vblank timer alone paces frames.
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let message = Self.sdlError()
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            throw WindowDisplayError.sdl(message)
        }
        self.window = window
        self.renderer = renderer
        waylandDisplay = vitrine_sdl_wayland_display(window)
        windowSize = (width, height)
        let pixels = Self.outputSize(renderer, fallback: (width, height))
        scale = requested * CGFloat(pixels.width) / CGFloat(max(1, width))
        mode = DisplayMode(pixelWidth: Int(pixels.width), pixelHeight: Int(pixels.height),
                           refreshRate: Self.refreshRate(of: window))
        buffer = Self.makeBuffer(for: mode)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let driver = String(cString: SDL_GetCurrentVideoDriver())
        name = "window \(driver) \(String(cString: info.name))"
        texture = makeTexture()
        Self.installDisplayLostHandler()
    }

    isolated deinit {
        stop()
    }

    /// Whether the environment names a desktop: `DISPLAY` (X11) or `WAYLAND_DISPLAY`.
    public nonisolated static func hasDesktop(environment: [String: String]) -> Bool {
        ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
    }

    public func setRotation(_ rotation: DisplayRotation) {
        guard rotation != self.rotation else { return }
        self.rotation = rotation
        ages.reset()
        eventHandler?(.modeChanged)
    }

    public func start(frameHandler: @escaping @MainActor (FrameTiming) -> Void,
                      eventHandler: @escaping @MainActor (DisplayEvent) -> Void) throws {
        self.frameHandler = frameHandler
        self.eventHandler = eventHandler
        schedule.start = MonotonicClock.now()
        startReadingEvents()
        logger.info("\(name): \(windowSize.width)x\(windowSize.height) window, \(mode), scale \(scale)")
    }

    public func requestFrame() {
        if window != nil, schedule.requestFrame() { armTimer() }
    }

    public func requestFrame(notBefore time: TimeInterval) {
        if window != nil, schedule.requestFrame(notBefore: time) { armTimer() }
    }

    /// The window is open and its buffer could not be made (`makeBuffer(for:)`).
    public var awaitsBufferMemory: Bool { window != nil && buffer == nil }

    public func acquireBackBuffer() -> DisplayBuffer? {
        guard window != nil else { return nil }
        if buffer == nil {
            buffer = Self.makeBuffer(for: mode)
            if buffer != nil { logger.notice("\(name): buffer of \(mode) made; presenting") }
        }
        guard let buffer else { return nil }
        if gpuPresenter == nil { gpuBuffer = nil }
        gpuBuffer?.lend(age: 0)
        return DisplayBuffer(pixels: buffer, age: ages.age(of: 0), index: 0, gpuBuffer: gpuBuffer)
    }

    /// The CPU buffer of `mode`, or nil (logged once until such an allocation succeeds)
    /// when the memory for it cannot be had: the window's size is the desktop's to choose.
    private static func makeBuffer(for mode: DisplayMode) -> PixelBuffer? {
        PixelBuffer.allocate(mode.pixelWidth, height: mode.pixelHeight, format: .xrgb32, for: "the window's buffer")
    }

    public func present(_ presented: DisplayBuffer, damage: [CGRect]) {
        if let drawn = presented.gpuBuffer, drawn.isDrawn, drawn === gpuBuffer {
            // The renderer swapped the window's buffers itself; the CPU buffer is stale now.
            presentCount += 1
            gpuPresentCount += 1
            lastPresentedPixels = damage.reduce(0) { $0 + Int($1.width * $1.height) }
            ages.reset()
            eventHandler?(.presented(at: MonotonicClock.now()))
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.pumpEvents() }
            }
            return
        }
        guard let buffer, presented.pixels === buffer, let texture, let renderer else {
            logger.error("present of a buffer this window did not lend; ignored")
            return
        }
        releaseGPUContextForSDL()
        let bounds = CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        for rect in damage {
            let clipped = rect.integral.intersection(bounds)
            guard !clipped.isEmpty else { continue }
            var area = SDL_Rect(x: Int32(clipped.minX), y: Int32(clipped.minY),
                                w: Int32(clipped.width), h: Int32(clipped.height))
            let start = buffer.data + Int(clipped.minY) * buffer.bytesPerRow + Int(clipped.minX) * 4
            SDL_UpdateTexture(texture, &area, start, Int32(buffer.bytesPerRow))
        }
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
        presentCount += 1
        ages.markShown(0)
        eventHandler?(.presented(at: MonotonicClock.now()))
        // Xlib may have read events off the connection while presenting; they are queued
        // where the descriptor no longer shows them. Read them once this frame pass is
        // over: a resize must not change the mode in the middle of it.
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.pumpEvents() }
        }
    }

    public func stop() {
        vblankTimer?.cancel()
        vblankTimer = nil
        eventSource?.cancel()
        eventSource = nil
        eventPollTimer?.cancel()
        eventPollTimer = nil
        frameHandler = nil
        eventHandler = nil
        inputSink = nil
        schedule.cancel()
        // EGL's surface and display were made on the connection SDL is about to close.
        gpuPresenter?.windowWillClose()
        gpuPresenter = nil
        gpuBuffer = nil
        releaseGPUContextForSDL()
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        if let renderer { SDL_DestroyRenderer(renderer) }
        renderer = nil
        if let window {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
        }
        window = nil
    }

    /// The buffer the window shows now (the last frame presented), or nil before the first;
    /// read back from the GPU while the GPU renderer presents.
    public var frontBuffer: PixelBuffer? {
        if let gpuPresenter { return gpuPresenter.readFrame() }
        return ages.front == nil ? nil : buffer
    }

    // MARK: - Presenting through EGL

    public func nativeWindow() -> GPUNativeWindow? {
        guard let window else { return nil }
        if let waylandDisplay, let surface = vitrine_sdl_wayland_surface(window) {
            // SDL has no software renderer on Wayland (no framebuffer without GL): its GL
            // renderer stays for the frames still uploaded, and takes its context back
            // before each use (`releaseGPUContextForSDL`).
            sharesGLWithGPURenderer = true
            return GPUNativeWindow(platform: .wayland, display: UnsafeMutableRawPointer(waylandDisplay), window: 0,
                                   visualID: 0, surface: UnsafeMutableRawPointer(surface))
        }
        guard let display = vitrine_sdl_x11_display(window) else {
            logGPUFailure("\(name) is neither on X11 nor on Wayland: EGL window surfaces are made on those only")
            return nil
        }
        // SDL's OpenGL renderer and the GPU renderer's EGL context would share this thread's
        // GL dispatch (libglvnd): SDL's calls, made while the EGL context is current, would
        // delete the renderer's textures and framebuffers. The window takes SDL's software
        // renderer from now on, which draws no GL, for the frames still uploaded.
        useSoftwareRenderer()
        let id = vitrine_sdl_x11_window(window)
        return GPUNativeWindow(platform: .x11, display: display, window: UInt(id),
                               visualID: UInt(vitrine_x11_window_visual(display, id)))
    }

    public func presentThroughGPU(_ presenter: any GPUWindowPresenter) -> Bool {
        guard let window else { return false }
        gpuPresenter = presenter
        if gpuBuffer == nil {
            gpuBuffer = GPUBuffer(nativeBuffer: UnsafeMutableRawPointer(window), width: mode.pixelWidth, height: mode.pixelHeight)
        }
        // SDL's renderer would draw over the EGL surface's frames (on Expose, for one).
        releaseGPUContextForSDL()
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        if let renderer { SDL_DestroyRenderer(renderer) }
        renderer = nil
        return true
    }

    public func stopPresentingThroughGPU(reason: String) {
        guard gpuPresenter != nil || gpuBuffer != nil else { return }
        logGPUFailure(reason)
        stopGPUPresenting()
    }

    /// Replaces SDL's renderer by its software one (no GL, no OpenGL-backed window surface).
    private func useSoftwareRenderer() {
        guard let window else { return }
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        if let renderer { SDL_DestroyRenderer(renderer) }
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        if renderer == nil { logger.error("cannot make the window's SDL renderer: \(Self.sdlError())") }
        name = "window \(String(cString: SDL_GetCurrentVideoDriver())) software"
        texture = makeTexture()
    }

    /// Takes CPU frames through SDL again (the GPU renderer stopped, or the mode changed:
    /// the next renderer asks again).
    private func stopGPUPresenting() {
        gpuPresenter = nil
        gpuBuffer = nil
        ages.reset()
        guard let window, renderer == nil else { return }
        guard waylandDisplay != nil else {
            // Software, as `nativeWindow()` explains.
            useSoftwareRenderer()
            return
        }
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
        if renderer == nil { logger.error("cannot make the window's SDL renderer: \(Self.sdlError())") }
        texture = makeTexture()
    }

    /// On Wayland SDL's renderer draws with GL on the thread where the GPU renderer makes
    /// its EGL context current, which SDL does not see: its calls would go into that
    /// context (and delete the GPU renderer's textures, as on X11). Releasing the thread's
    /// context makes SDL's renderer make its own current at its next call; the GPU
    /// renderer makes its own current at each frame.
    private func releaseGPUContextForSDL() {
        guard sharesGLWithGPURenderer, renderer != nil, let window else { return }
        _ = SDL_GL_MakeCurrent(window, nil)
    }

    private func logGPUFailure(_ reason: String) {
        guard !gpuFailureLogged else { return }
        gpuFailureLogged = true
        logger.error("\(name): the GPU renderer does not present into the window (\(reason)); its frames are read back and uploaded")
    }

    /// The window's content as the desktop shows it, read back from the renderer, or nil
    /// when it cannot be read or the memory for it cannot be had.
    public func readBack() -> PixelBuffer? {
        guard let renderer, let texture,
              let copy = PixelBuffer.allocate(mode.pixelWidth, height: mode.pixelHeight, format: .xrgb32,
                                              for: "the window read back") else { return nil }
        releaseGPUContextForSDL()
        // Read back what the last present showed: draw it again into the back buffer.
        SDL_RenderCopy(renderer, texture, nil, nil)
        guard SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGB888.rawValue, copy.data, Int32(copy.bytesPerRow)) == 0 else {
            logger.error("cannot read the window back: \(Self.sdlError())")
            return nil
        }
        return copy
    }

    /// The window's X11 id (what xdotool and xwd take), nil when it is not on X11.
    package var x11WindowID: UInt? {
        guard let window else { return nil }
        let id = vitrine_sdl_x11_window(window)
        return id == 0 ? nil : UInt(id)
    }

    /// Resizes the window to `width` x `height` in the desktop's coordinates, as a desktop
    /// that resizes it does (SDL then reports the new size): for tests, where a
    /// compositor's own resizing cannot be driven reliably.
    package func resize(width: Int32, height: Int32) {
        guard let window else { return }
        SDL_SetWindowSize(window, width, height)
    }

    /// Runs the window on the calling thread for `duration` seconds, or until `until`
    /// holds: reads its events and delivers due vertical blanks, as the main queue does
    /// when free. For tests and benchmarks, which hold the main actor while they run.
    package func run(for duration: TimeInterval, until: () -> Bool = { false }) {
        let end = MonotonicClock.now() + duration
        while window != nil {
            pumpEvents()
            let now = MonotonicClock.now()
            if schedule.isFrameRequested, now >= nextVblankTime { vblank() }
            guard now < end, !until() else { break }
            usleep(500)
        }
    }

    // MARK: - Vertical blanks

    /// Arms the one timer for the blank the requested frame waits for.
    private func armTimer() {
        let now = MonotonicClock.now()
        let next = schedule.nextWake(after: now, interval: mode.refreshInterval)
        nextVblankTime = next
        let timer = vblankTimer ?? makeVblankTimer()
        timer.schedule(deadline: .now() + (next - now), leeway: .microseconds(500))
    }

    private func makeVblankTimer() -> DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.vblank() }
        }
        timer.resume()
        vblankTimer = timer
        return timer
    }

    private func vblank() {
        vblankCount += 1
        guard let frameHandler else { return }
        let interval = mode.refreshInterval
        let start = MonotonicClock.now()
        let now = schedule.blank(atOrBefore: start, interval: interval)
        guard schedule.takeFrame(at: now) else {
            // Not due yet: the timer woke early (the grid's rounding).
            if schedule.isFrameRequested { armTimer() }
            return
        }
        frameHandler(FrameTiming(timestamp: now, targetTimestamp: now + interval, sequence: vblankCount))
        lastFrameDuration = MonotonicClock.now() - start
    }

    // MARK: - Events

    private func startReadingEvents() {
        var fd = window.map { vitrine_sdl_x11_connection_fd($0) } ?? -1
        if let waylandDisplay { fd = vitrine_wayland_display_fd(waylandDisplay) }
        if fd >= 0 {
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.pumpEvents() }
            }
            source.resume()
            eventSource = source
        } else {
            // A video driver whose connection SDL does not show: poll at the refresh rate
            // instead (wake-ups while idle, unlike on X11 and Wayland).
            logger.info("\(name): no connection descriptor; polling events at \(Int(mode.refreshRate)) Hz")
            pollsEventsAlways = true
        }
        pumpEvents()
    }

    /// Polls while it must (see `eventPollTimer`), and only then.
    private func updateEventPolling() {
        let polls = window != nil && (pollsEventsAlways || !waylandHeldKeys.isEmpty)
        if polls, eventPollTimer == nil {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.pumpEvents() }
            }
            timer.schedule(deadline: .now() + mode.refreshInterval, repeating: mode.refreshInterval)
            timer.resume()
            eventPollTimer = timer
        } else if !polls, let timer = eventPollTimer {
            timer.cancel()
            eventPollTimer = nil
        }
    }

    /// Handles every event SDL has queued.
    func pumpEvents() {
        var event = SDL_Event()
        while window != nil, SDL_PollEvent(&event) != 0 {
            switch vitrine_sdl_event_type(&event) {
            case SDL_QUIT.rawValue:
                if let waylandDisplay, vitrine_wayland_display_error(waylandDisplay) != 0 {
                    Self.displayLost()
                }
                windowClosed()
            case SDL_WINDOWEVENT.rawValue:
                windowEvent(event)
            case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
                if waylandDisplay != nil {
                    let scancode = event.key.keysym.scancode.rawValue
                    if event.key.state == UInt8(SDL_PRESSED) { waylandHeldKeys.insert(scancode) } else { waylandHeldKeys.remove(scancode) }
                }
                inputSink?(event)
            default:
                inputSink?(event)
            }
        }
        guard window != nil else { return }
        // Handling events may have queued requests (SDL answers pings and configures);
        // the compositor must have them before the wait for its next event.
        if let waylandDisplay { vitrine_wayland_display_flush(waylandDisplay) }
        updateEventPolling()
    }

    private func windowEvent(_ event: SDL_Event) {
        switch UInt32(event.window.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            windowResized()
        case SDL_WINDOWEVENT_EXPOSED.rawValue:
            // The desktop lost the window's content (uncovered, no compositor): show the
            // last frame again; the app draws nothing.
            if let gpuPresenter {
                gpuPresenter.presentAgain()
            } else if let renderer, let texture, ages.front != nil {
                releaseGPUContextForSDL()
                SDL_RenderCopy(renderer, texture, nil, nil)
                SDL_RenderPresent(renderer)
            }
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            windowClosed()
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
            // Keys held when the focus leaves are never released to us.
            waylandHeldKeys = []
            inputSink?(event)
        default:
            break
        }
    }

    /// A resized window is a new mode: the screen takes the new size and is redrawn. When
    /// the memory for the new size's buffer cannot be had, frames are skipped until a frame
    /// asked for can make it, as at the start.
    private func windowResized() {
        guard let window else { return }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        // Without an SDL renderer (the GPU renderer presents), SDL's drawable is the pixel size.
        var drawable = (width: width, height: height)
        SDL_GL_GetDrawableSize(window, &drawable.width, &drawable.height)
        let pixels = renderer.map { Self.outputSize($0, fallback: (width, height)) } ?? drawable
        guard pixels.width > 0, pixels.height > 0,
              Int(pixels.width) != mode.pixelWidth || Int(pixels.height) != mode.pixelHeight else { return }
        windowSize = (width, height)
        let requested = configuration.scale.isFinite && configuration.scale > 0 ? configuration.scale : 1
        scale = requested * CGFloat(pixels.width) / CGFloat(max(1, width))
        mode = DisplayMode(pixelWidth: Int(pixels.width), pixelHeight: Int(pixels.height), refreshRate: mode.refreshRate)
        // The old buffer goes first: the new one need not fit beside it.
        buffer = nil
        buffer = Self.makeBuffer(for: mode)
        ages = SwapChainAges(count: 1)
        // The renderer made for the new mode asks for the window again when it presents.
        stopGPUPresenting()
        releaseGPUContextForSDL()
        if let texture { SDL_DestroyTexture(texture) }
        texture = makeTexture()
        logger.info("\(name): resized to \(mode), scale \(scale)")
        eventHandler?(.modeChanged)
    }

    private func windowClosed() {
        logger.info("\(name): window closed")
        if let closeHandler {
            closeHandler()
        } else {
            stop()
            exit(0)
        }
    }

    // MARK: - SDL

    private func makeTexture() -> OpaquePointer? {
        guard let renderer else { return nil }
        releaseGPUContextForSDL()
        let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(mode.pixelWidth), Int32(mode.pixelHeight))
        if texture == nil { logger.error("cannot make the window's texture: \(Self.sdlError())") }
        return texture
    }

    private static func outputSize(_ renderer: OpaquePointer, fallback: (Int32, Int32)) -> (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0, width > 0, height > 0 else { return fallback }
        return (width, height)
    }

    private static func refreshRate(of window: OpaquePointer) -> Double {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Double(mode.refresh_rate)
    }

    private static func sdlError() -> String {
        String(cString: SDL_GetError())
    }

    /// Xlib ends the process when the X server goes away; say why first. A lost
    /// connection cannot be recovered, and the app's delegate cannot run without it.
    private static func installDisplayLostHandler() {
        XSetIOErrorHandler { _ in WindowDisplay.displayLost() }
    }

    /// On Wayland, SDL reports a lost connection as a quit event; the connection's error
    /// tells it from the user closing the window.
    private nonisolated static func displayLost() -> Never {
        Logger(label: "vitrine.window").critical("the display server is gone; exiting")
        exit(1)
    }
}
