import DemoScenes
import GLESRenderer
import HeadlessDisplay
import UIKit
import VitrinePlatform

/// Scenarios 2 and 3: the 200-view dashboard at 1920x1080, with one label changing
/// each frame, then scrolled so that the whole screen changes each frame. Scenario 3 is
/// also run on the GPU renderer (issue 30): the scroll, and the full-frame copy by panel
/// rotation (turned on the GPU, then read back into the panel-sized buffer, as on a
/// display that lends no GPU buffers); on Mesa's llvmpipe a software GPU on the same cores.
@MainActor
struct DashboardBenchmark {
    let frames: Int

    func run() -> [String] {
        let runtime = VitrineRuntime.headless(pixelWidth: 1920, pixelHeight: 1080, scale: 1)
        let (window, page) = Self.showDashboard(on: runtime)
        let views = Self.count(window)
        let label = page.allTiles[7].valueLabel
        var tick = 0

        // One label changes: one small redraw, one small damaged rectangle.
        var damaged = 0
        let oneLabel = Measure.cpuTimes(runs: frames) {
            tick += 1
            label.text = "\(tick % 1000) kW"
            damaged = runtime.stepFrames(1).first?.damagedPixelCount ?? 0
        }
        // The same scene repainted in full: every view redrawn, the whole screen recomposited.
        let fullRepaint = Measure.cpuTimes(runs: max(10, frames / 10)) {
            tick += 1
            label.text = "\(tick % 1000) kW"
            Self.setNeedsDisplayEverywhere(page)
            page.backgroundColor = tick % 2 == 0 ? .black : UIColor(white: 0.05, alpha: 1)
            runtime.stepFrames(1)
        }
        let one = Summary(oneLabel), full = Summary(fullRepaint)

        // Scrolling: every pixel changes each frame; compare compositing with one memcpy.
        let reference = FramebufferCopy(bytes: 1920 * 1080 * 4)
        let scrolled = Self.scroll(page, runtime: runtime, frames: frames, reference: reference)
        // The page's background changes colour: every pixel is recomposited, nothing redrawn.
        var recompositeTimes: [Double] = []
        for _ in 0..<max(10, frames / 3) {
            tick += 1
            page.backgroundColor = tick % 2 == 0 ? .black : UIColor(white: 0.05, alpha: 1)
            if let stats = runtime.stepFrames(1).first { recompositeTimes.append(stats.compositeTime) }
        }
        runtime.stop()
        let throughShadow = Self.scrollThroughShadowBuffer(frames: frames, reference: reference)
        let shadowComposite = Summary(throughShadow.composite), shadowReference = Summary(throughShadow.memcpy)
        let memcpyTimes = (0..<frames).map { _ in reference.time() }
        let scroll = Summary(scrolled.frames), composite = Summary(scrolled.composite)
        let scrollReference = Summary(scrolled.memcpy), copyReference = Summary(memcpyTimes)
        let recomposite = Summary(recompositeTimes)
        let copies = DisplayRotation.allCases.map { rotation in
            (rotation: rotation, times: Summary(Self.fullCopyTimes(rotation: rotation, runs: frames) {
                Compositor(pixelWidth: 1920, pixelHeight: 1080)
            }))
        }
        let gpuScroll = Self.scrollOnGPU(frames: frames)
        let gpuCopies = DisplayRotation.allCases.compactMap { rotation -> (rotation: DisplayRotation, times: Summary)? in
            let times = Self.fullCopyTimes(rotation: rotation, runs: frames) {
                try? GLESRenderer(pixelWidth: 1920, pixelHeight: 1080)
            }
            return times.isEmpty ? nil : (rotation, Summary(times))
        }
        let onGPU = Summary(gpuScroll.frames)

        return [
            "2. dashboard, \(views) views, one label changes per frame (\(frames) frames, \(damaged) px damaged)",
            "   frame CPU time   median \(Format.ms(one.median))  p99 \(Format.ms(one.p99))",
            "   full repaint     median \(Format.ms(full.median))  p99 \(Format.ms(full.p99))  (reference)",
            "   ratio            \(String(format: "%.1f%%", 100 * one.median / max(full.median, 1e-12))) of the full-repaint frame (goal <= 5%)",
            "3. full-screen scroll of the dashboard (\(frames) frames, whole screen damaged)",
            "   frame CPU time   median \(Format.ms(scroll.median))  p99 \(Format.ms(scroll.p99))",
            "   composite        median \(Format.ms(composite.median))  p99 \(Format.ms(composite.p99))",
            "   memcpy 1080p     median \(Format.ms(scrollReference.median))  (reference, timed before each frame)",
            "   ratio            \(Format.ratio(composite.median, scrollReference.median)) of one framebuffer memcpy (goal <= 1.5x)",
            "   through a shadow buffer (as on KMS, display memory never read back): composite median "
                + "\(Format.ms(shadowComposite.median))  p99 \(Format.ms(shadowComposite.p99))  "
                + "\(Format.ratio(shadowComposite.median, shadowReference.median)) of memcpy",
            "   full recomposite median \(Format.ms(recomposite.median))  p99 \(Format.ms(recomposite.p99))  (background colour change: every pixel, no redraw)",
            "   full-frame copy, shadow buffer to a back buffer of unknown contents, by panel rotation:",
        ] + copies.map { copy in
            "     \(copy.rotation.description.padding(toLength: 15, withPad: " ", startingAt: 0))median \(Format.ms(copy.times.median))  "
                + "\(Format.ratio(copy.times.median, copyReference.median)) of memcpy"
        } + [
            "   GPU renderer (\(AnimationBenchmark.gpuName)): scroll wall median \(Format.ms(onGPU.median))  p99 \(Format.ms(onGPU.p99))  "
                + "\(Format.ratio(onGPU.median, copyReference.median)) of memcpy;  process CPU \(Format.ms(gpuScroll.processCPU)) per frame",
            "   GPU renderer full-frame copy (turned on the GPU, read back), by panel rotation:",
        ] + gpuCopies.map { copy in
            "     \(copy.rotation.description.padding(toLength: 15, withPad: " ", startingAt: 0))median \(Format.ms(copy.times.median))  "
                + "\(Format.ratio(copy.times.median, copyReference.median)) of memcpy"
        }
    }

    /// The scroll of scenario 3 on the GPU renderer: wall time per frame, and the process's
    /// CPU time per frame (llvmpipe's threads included).
    static func scrollOnGPU(frames: Int) -> (frames: [Double], processCPU: Double) {
        RendererSelection.install(.gpu)
        defer { RendererSelection.install(.cpu) }
        let runtime = VitrineRuntime.headless(pixelWidth: 1920, pixelHeight: 1080, scale: 1)
        defer { runtime.stop() }
        let (window, page) = Self.showDashboard(on: runtime)
        let before = Measure.processUsage().cpu
        var tick = 0
        let times = Measure.times(runs: frames, clock: Measure.monotonic) {
            tick += 1
            page.bounds.origin.y = CGFloat(tick % 40)
            runtime.stepFrames(1)
        }
        window.isHidden = true
        return (times, (Measure.processUsage().cpu - before) / Double(max(1, frames)))
    }

    /// Scrolls `page` by one pixel a frame (jumping back every 40): every pixel moves, the
    /// compositor copies what it has and paints the row that came into view. Returns the
    /// frames' CPU times, the composite (wall) times and those of the reference memcpy,
    /// timed before each frame.
    static func scroll(_ page: UIView, runtime: VitrineRuntime, frames: Int,
                       reference: FramebufferCopy) -> (frames: [Double], composite: [Double], memcpy: [Double]) {
        var compositeTimes: [Double] = [], memcpyTimes: [Double] = []
        var tick = 0
        var frameTimes: [Double] = []
        for _ in 0..<frames {
            memcpyTimes.append(reference.time())
            tick += 1
            frameTimes += Measure.cpuTimes(runs: 1) {
                page.bounds.origin.y = CGFloat(tick % 40)
                if let stats = runtime.stepFrames(1).first { compositeTimes.append(stats.compositeTime) }
            }
        }
        return (frameTimes, compositeTimes, memcpyTimes)
    }

    /// The scroll of scenario 3 on a display whose buffers count as scan-out memory, as a
    /// KMS display's: the compositor keeps a shadow buffer, moves the pixels in it and
    /// copies the frame into the display buffer. Returns the composite times and the
    /// reference's.
    static func scrollThroughShadowBuffer(frames: Int,
                                          reference: FramebufferCopy) -> (composite: [Double], memcpy: [Double]) {
        let display = HeadlessDisplay(pixelWidth: 1920, pixelHeight: 1080, lendsCachedMemory: false)
        guard let runtime = try? VitrineRuntime(display: display) else { return ([], []) }
        defer { runtime.stop() }
        let (window, page) = Self.showDashboard(on: runtime)
        let scrolled = withExtendedLifetime(window) { scroll(page, runtime: runtime, frames: frames, reference: reference) }
        return (scrolled.composite, scrolled.memcpy)
    }

    /// A key window filling the screen with the 40-tile dashboard in it, drawn and at rest.
    static func showDashboard(on runtime: VitrineRuntime) -> (UIWindow, DashboardPage) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let page = DashboardPage(frame: window.bounds, tileCount: 40)
        window.addSubview(page)
        runtime.stepUntilIdle()
        return (window, page)
    }

    static func count(_ view: UIView) -> Int {
        1 + view.subviews.reduce(0) { $0 + count($1) }
    }

    static func setNeedsDisplayEverywhere(_ view: UIView) {
        view.setNeedsDisplay()
        for subview in view.subviews { setNeedsDisplayEverywhere(subview) }
    }

    /// Wall time of a renderer's whole-screen copy into a 1080p panel turned by
    /// `rotation`: each frame one pixel changes, and the back buffer's age 0 (unknown
    /// contents, as after a resume) makes the renderer copy everything. Empty when
    /// `makeRenderer` makes none.
    static func fullCopyTimes(rotation: DisplayRotation, runs: Int, makeRenderer: () -> (any FrameRenderer)?) -> [Double] {
        guard let compositor = makeRenderer() else { return [] }
        let panel = rotation.swapsAxes ? PixelBuffer(width: 1080, height: 1920, format: .xrgb32)
                                       : PixelBuffer(width: 1920, height: 1080, format: .xrgb32)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 1920, height: 1080)
        root.backgroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        root.addSublayer(dot)
        compositor.composite(root: root, scale: 1, into: panel, bufferAge: 0, rotation: rotation, targetIsCachedMemory: false)
        return (0..<runs).map { run in
            dot.backgroundColor = run % 2 == 0 ? CGColor(gray: 1, alpha: 1) : CGColor(gray: 0, alpha: 1)
            let start = Measure.monotonic()
            compositor.composite(root: root, scale: 1, into: panel, bufferAge: 0, rotation: rotation, targetIsCachedMemory: false)
            return Measure.monotonic() - start
        }
    }
}
