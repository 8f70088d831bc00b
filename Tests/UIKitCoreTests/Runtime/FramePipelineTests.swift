import Foundation
import Testing
import UIKitCore

/// The frame pass as an app sees it, on a stepped headless display.
@MainActor
struct FramePipelineTests {
    final class CountingView: UIView {
        var drawnRects: [CGRect] = []
        var layoutCount = 0
        override func draw(_ rect: CGRect) {
            drawnRects.append(rect)
            UIColor.red.setFill()
            UIRectFill(rect)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            layoutCount += 1
        }
    }

    private func makeScene(scale: CGFloat = 1) -> (VitrineRuntime, UIWindow, CountingView) {
        let runtime = VitrineRuntime.headless(pixelWidth: Int(200 * scale), pixelHeight: Int(100 * scale), scale: scale)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let view = CountingView(frame: CGRect(x: 10, y: 20, width: 50, height: 40))
        window.addSubview(view)
        window.makeKeyAndVisible()
        return (runtime, window, view)
    }

    @Test func runtimeScreenIsMainScreenInPoints() {
        let runtime = VitrineRuntime.headless(pixelWidth: 640, pixelHeight: 480, scale: 2)
        // Views made without a runtime in other tests assume the default scale-1 screen.
        defer { EndToEnd.restoreDefaultMainScreen() }
        #expect(UIScreen.main === runtime.screen)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 240))
        #expect(UIScreen.main.scale == 2)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 640, height: 480))
    }

    @Test func firstFramePresentsTheWholeScreen() throws {
        let (runtime, _, view) = makeScene()
        let passes = runtime.stepFrames(1)
        let stats = try #require(passes.first)
        #expect(stats.presented)
        #expect(stats.damage == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(view.drawnRects == [view.bounds])
        let shot = try #require(runtime.screenshot())
        #expect(shot.pixel(x: 0, y: 0) & 0xFFFFFF == 0xFFFFFF)
        #expect(shot.pixel(x: 10, y: 20) & 0xFFFFFF == 0xFF0000)
        #expect(shot.pixel(x: 59, y: 59) & 0xFFFFFF == 0xFF0000)
        #expect(shot.pixel(x: 60, y: 60) & 0xFFFFFF == 0xFFFFFF)
    }

    @Test func idleAppRunsNoFramePasses() {
        let (runtime, _, _) = makeScene()
        runtime.stepFrames(3)
        let before = runtime.frameCount
        #expect(runtime.stepFrames(120).isEmpty)
        #expect(runtime.frameCount == before)
        #expect(!runtime.needsFrame)
    }

    @Test func severalInvalidationsCoalesceIntoOneDrawWithTheUnion() throws {
        let (runtime, _, view) = makeScene()
        runtime.stepFrames(1)
        view.drawnRects.removeAll()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 20, y: 5, width: 10, height: 10))
        let passes = runtime.stepFrames(2)
        #expect(passes.count == 1)
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 30, height: 15)])
        #expect(passes[0].layersDisplayed == 1)
    }

    @Test func damageIsTheChangedViewInPixelsAtScale2() throws {
        let (runtime, _, view) = makeScene(scale: 2)
        defer { EndToEnd.restoreDefaultMainScreen() }
        runtime.stepFrames(1)
        view.backgroundColor = .blue
        let stats = try #require(runtime.stepFrames(1).first)
        #expect(stats.presented)
        #expect(stats.damage == [CGRect(x: 20, y: 40, width: 100, height: 80)])
        #expect(stats.layersDisplayed == 0)
    }

    @Test func movingAViewDamagesOldAndNewPlace() throws {
        let (runtime, _, view) = makeScene()
        runtime.stepFrames(1)
        view.center.x += 100
        let stats = try #require(runtime.stepFrames(1).first)
        let covered = stats.damage.reduce(CGRect.null) { $0.union($1) }
        #expect(covered == CGRect(x: 10, y: 20, width: 150, height: 40))
        #expect(view.drawnRects.count == 1)
        let shot = try #require(runtime.screenshot())
        #expect(shot.pixel(x: 15, y: 25) & 0xFFFFFF == 0xFFFFFF)
        #expect(shot.pixel(x: 115, y: 25) & 0xFFFFFF == 0xFF0000)
    }

    @Test func setNeedsLayoutRunsLayoutSubviewsOnceInTheNextFrame() throws {
        let (runtime, _, view) = makeScene()
        runtime.stepFrames(1)
        let before = view.layoutCount
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.layoutCount == before)
        let stats = try #require(runtime.stepFrames(1).first)
        #expect(view.layoutCount == before + 1)
        #expect(stats.layersLaidOut >= 1)
        #expect(!stats.presented)
    }

    @Test func drawInvalidatingAnotherViewGetsAFrameOfItsOwn() throws {
        final class Chained: UIView {
            weak var other: UIView?
            override func draw(_ rect: CGRect) { other?.setNeedsDisplay() }
        }
        let (runtime, window, view) = makeScene()
        let chained = Chained(frame: CGRect(x: 100, y: 0, width: 10, height: 10))
        chained.other = view
        window.addSubview(chained)
        runtime.stepUntilIdle()
        view.drawnRects.removeAll()
        chained.setNeedsDisplay()
        let passes = runtime.stepFrames(5)
        #expect(view.drawnRects.count == 1)
        #expect(passes.count == 2)
    }

    @Test func hiddenWindowShowsNothing() throws {
        let runtime = VitrineRuntime.headless(pixelWidth: 20, pixelHeight: 20)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        runtime.stepFrames(1)
        let shot = try #require(runtime.screenshot())
        #expect(shot.pixel(x: 5, y: 5) & 0xFFFFFF == 0)
        _ = window
    }

    @Test func statisticsReportEveryPass() {
        let (runtime, _, view) = makeScene()
        var seen: [Int] = []
        runtime.onFrame = { seen.append($0.frameNumber) }
        runtime.stepFrames(1)
        view.alpha = 0.5
        runtime.stepFrames(1)
        #expect(seen == [1, 2])
        #expect(runtime.lastFrameStatistics?.frameNumber == 2)
    }

    @Test func screenshotPNGDecodesToTheScreen() throws {
        let (runtime, _, _) = makeScene()
        runtime.stepFrames(1)
        let png = try runtime.screenshotPNG()
        let decoded = try ImageCodec.decode(png)
        #expect(decoded.width == 200 && decoded.height == 100)
        #expect(decoded.premultipliedARGB(x: 30, y: 30) == 0xFFFF_0000)
    }

    @Test func writeScreenshotStreamsTheScreenIntoAFile() throws {
        let (runtime, _, _) = makeScene()
        runtime.stepFrames(1)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-screenshot-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try runtime.writeScreenshot(to: url)
        let written = try Data(contentsOf: url)
        #expect(written == (try runtime.screenshotPNG()))
        #expect(try ImageCodec.decode(written).premultipliedARGB(x: 30, y: 30) == 0xFFFF_0000)
    }

    /// A picture asked for right after a change shows the change: the front buffer is read
    /// once the frame pass that composites it has run, not before.
    @Test func afterPendingFrameRunsOnceTheChangeIsOnScreen() throws {
        let (runtime, window, _) = makeScene()
        runtime.stepFrames(1)
        var runs = 0
        runtime.afterPendingFrame { runs += 1 }
        #expect(runs == 1)  // nothing pending: at once

        let cover = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        cover.backgroundColor = .blue
        window.addSubview(cover)
        var seen: UInt32?
        runtime.afterPendingFrame {
            runs += 1
            seen = runtime.screenshot()?.premultipliedARGB(x: 150, y: 50)
        }
        #expect(runs == 1)
        #expect(runtime.screenshot()?.premultipliedARGB(x: 150, y: 50) == 0xFFFF_FFFF)
        runtime.stepFrames(1)
        #expect(runs == 2)
        #expect(seen == 0xFF00_00FF)
        runtime.stepFrames(2)
        #expect(runs == 2)
    }

    @Test func stepUntilIdleReturnsForAStoppedRuntime() {
        let (runtime, _, view) = makeScene()
        runtime.stepFrames(1)
        view.backgroundColor = .green
        runtime.stop()
        #expect(runtime.stepUntilIdle() == 0)
    }
}
