import Foundation
import HeadlessDisplay
import Testing
import UIKitCore

/// Bad values given to views through the real frame pipeline: each is logged, rejected or
/// normalised, and the screen shows exactly the scene without the bad assignment.
@MainActor
struct BadInputTests {
    /// A red view and a drawn blue view (the target of the bad input) on white.
    private func scene(_ window: UIWindow, mutate: (FilledView) -> Void = { _ in }) {
        let plain = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        plain.backgroundColor = .red
        window.addSubview(plain)
        let target = FilledView(frame: CGRect(x: 100, y: 30, width: 50, height: 50), fill: .blue)
        window.addSubview(target)
        mutate(target)
    }

    /// Applies `mutate` to the drawn view of the scene after a first frame, expecting one log
    /// line containing `expectedLog` and a screen equal to the scene without the mutation.
    private func expectRejected(_ expectedLog: String, sourceLocation: SourceLocation = #_sourceLocation,
                                _ mutate: @escaping (FilledView) -> Void) {
        let expected = EndToEnd.screenshot { scene($0) }
        let (runtime, window) = EndToEnd.makeScreen()
        scene(window)
        runtime.stepUntilIdle()
        let lines = EndToEnd.capturingLog {
            window.subviews.compactMap { $0 as? FilledView }.forEach(mutate)
            runtime.stepUntilIdle()
        }
        #expect(lines.count == 1, "log: \(lines)", sourceLocation: sourceLocation)
        #expect(lines.contains { $0.contains(expectedLog) }, "log: \(lines)", sourceLocation: sourceLocation)
        let shot = runtime.screenshot()!
        #expect(EndToEnd.differences(shot, expected).count == 0, sourceLocation: sourceLocation)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteFrameIsIgnored(value: CGFloat) {
        expectRejected("UIView.frame") { $0.frame = CGRect(x: 10, y: 10, width: value, height: 20) }
        expectRejected("UIView.frame") { $0.frame.origin.y = value }
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteBoundsIsIgnored(value: CGFloat) {
        expectRejected("UIView.bounds") { $0.bounds = CGRect(x: value, y: 0, width: 50, height: 50) }
        expectRejected("UIView.bounds") { $0.bounds.size.height = value }
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteCenterIsIgnored(value: CGFloat) {
        expectRejected("UIView.center") { $0.center = CGPoint(x: value, y: 3) }
    }

    @Test(arguments: [CGFloat.nan, .infinity])
    func nonFiniteTransformIsIgnored(value: CGFloat) {
        expectRejected("UIView.transform") { $0.transform = CGAffineTransform(a: 1, b: 0, c: 0, d: value, tx: 0, ty: 0) }
        expectRejected("UIView.transform") { $0.transform = CGAffineTransform(rotationAngle: value) }
    }

    @Test func nanAlphaIsIgnored() {
        expectRejected("UIView.alpha") { $0.alpha = .nan }
    }

    @Test func nonFiniteDirtyRectIsIgnored() {
        expectRejected("setNeedsDisplay") { view in
            view.fill = .green
            view.setNeedsDisplay(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10))
        }
    }

    @Test func viewCreatedWithNonFiniteFrameHasZeroFrameAndDrawsNothing() {
        let expected = EndToEnd.screenshot { scene($0) }
        let (runtime, window) = EndToEnd.makeScreen()
        scene(window)
        var bad: FilledView!
        let lines = EndToEnd.capturingLog {
            bad = FilledView(frame: CGRect(x: CGFloat.nan, y: 0, width: 40, height: 40), fill: .green)
            bad.backgroundColor = .green
            window.addSubview(bad)
            runtime.stepUntilIdle()
        }
        #expect(lines.count == 1 && lines[0].contains("UIView.frame"), "log: \(lines)")
        #expect(bad.frame == .zero)
        #expect(bad.drawCount == 0)
        #expect(EndToEnd.differences(runtime.screenshot()!, expected).count == 0)
    }

    /// UIKit standardises a frame with a negative size (a frame of width -50 at x 150 is the
    /// frame of width 50 at x 100), as `CGRect.standardized` does.
    @Test func negativeFrameSizeIsStandardised() {
        let expected = EndToEnd.screenshot { window in
            scene(window)
            window.addSubview(FilledView(frame: CGRect(x: 20, y: 80, width: 50, height: 40), fill: .green))
        }
        let (runtime, window) = EndToEnd.makeScreen()
        scene(window)
        let negative = FilledView(frame: CGRect(x: 70, y: 120, width: -50, height: -40), fill: .green)
        window.addSubview(negative)
        runtime.stepUntilIdle()
        #expect(negative.frame == CGRect(x: 20, y: 80, width: 50, height: 40))
        #expect(negative.bounds == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(negative.drawCount == 1)
        #expect(EndToEnd.differences(runtime.screenshot()!, expected).count == 0)
    }

    @Test func zeroSizeViewIsNeverDrawn() {
        let expected = EndToEnd.screenshot { scene($0) }
        let (runtime, window) = EndToEnd.makeScreen()
        scene(window)
        let empty = FilledView(frame: CGRect(x: 30, y: 30, width: 0, height: 40), fill: .green)
        let flat = FilledView(frame: CGRect(x: 30, y: 30, width: 40, height: 0), fill: .green)
        window.addSubview(empty)
        window.addSubview(flat)
        runtime.stepUntilIdle()
        flat.setNeedsDisplay()
        runtime.stepUntilIdle()
        #expect(empty.drawCount == 0)
        #expect(flat.drawCount == 0)
        #expect(empty.layer.backingStore == nil && flat.layer.backingStore == nil)
        #expect(EndToEnd.differences(runtime.screenshot()!, expected).count == 0)
    }

    /// A view of 100 000 × 100 000 points at scale 2 would need a 160 GB backing store:
    /// Vitrine does not draw it (one log line) and shows its background colour.
    @Test func hugeDrawnViewIsNotAllocatedAndShowsItsBackground() {
        defer { EndToEnd.restoreDefaultMainScreen() }
        let hugeFrame = CGRect(x: -50_000, y: -50_000, width: 100_000, height: 100_000)
        let expected = EndToEnd.screenshot(scale: 2) { window in
            let huge = UIView(frame: hugeFrame)
            huge.backgroundColor = .green
            window.addSubview(huge)
            scene(window)
        }
        let (runtime, window) = EndToEnd.makeScreen(scale: 2)
        let huge = FilledView(frame: hugeFrame, fill: .red)
        huge.backgroundColor = .green
        window.addSubview(huge)
        scene(window)
        let lines = EndToEnd.capturingLog { runtime.stepUntilIdle() }
        #expect(lines.count == 1 && lines[0].contains("too large"), "log: \(lines)")
        #expect(huge.layer.backingStore == nil)
        #expect(huge.drawCount == 0)
        #expect(EndToEnd.differences(runtime.screenshot()!, expected).count == 0)
        #expect(EndToEnd.rgb(runtime.screenshot()!, 5, 5) == 0x00FF00)
    }

    /// A store within the side limit but above the memory budget is not drawn either.
    @Test func drawnViewAboveTheMemoryBudgetIsNotAllocated() {
        let (runtime, window) = EndToEnd.makeScreen()
        let big = FilledView(frame: CGRect(x: 0, y: 0, width: 16_000, height: 16_000), fill: .red)
        window.addSubview(big)
        let lines = EndToEnd.capturingLog { runtime.stepUntilIdle() }
        #expect(lines.count == 1 && lines[0].contains("too large"), "log: \(lines)")
        #expect(big.layer.backingStore == nil)
        #expect(EndToEnd.rgb(runtime.screenshot()!, 10, 10) == 0xFFFFFF)
    }

    /// A store the memory cannot give (issue 29; through the allocation seam, as a full
    /// memory refuses it) is not drawn and not a trap: the view shows its background, one
    /// log line however often it is redrawn, and it draws once memory is there again.
    @Test func drawnViewWhoseStoreCannotBeAllocatedShowsItsBackgroundAndLogsOnce() {
        let (runtime, window) = EndToEnd.makeScreen()
        // 300×300 pixels (360 KB) over a limit that the 200×150 screen's own buffers fit.
        let view = FilledView(frame: CGRect(x: -50, y: -50, width: 300, height: 300), fill: .red)
        view.backgroundColor = .green
        window.addSubview(view)
        let lines = EndToEnd.capturingLog {
            PixelBuffer.$allocationLimit.withValue(256 * 1024) {
                runtime.stepUntilIdle()
                view.setNeedsDisplay()
                runtime.stepUntilIdle()
                view.setNeedsDisplay()
                runtime.stepUntilIdle()
            }
        }
        #expect(lines.count == 1 && lines[0].contains("no memory for a backing store of 300x300"), "log: \(lines)")
        #expect(view.layer.backingStore == nil)
        #expect(view.drawCount == 0)
        #expect(EndToEnd.rgb(runtime.screenshot()!, 100, 75) == 0x00FF00)
        view.setNeedsDisplay()
        runtime.stepUntilIdle()
        #expect(view.drawCount == 1)
        #expect(EndToEnd.rgb(runtime.screenshot()!, 100, 75) == 0xFF0000)
    }

    /// A turned screen is composited through a shadow buffer of the screen's size; one the
    /// memory cannot give (issue 29, through the allocation seam) skips the frames instead
    /// of trapping, with one log line however many frames try, and the next frame once
    /// memory is there shows the screen whole.
    @Test func frameWhoseShadowBufferCannotBeAllocatedIsSkippedUntilMemoryIsBack() throws {
        let (runtime, window) = EndToEnd.makeScreen(rotation: .clockwise90)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.backgroundColor = .green
        window.addSubview(view)
        // 200×150 screen: a 117 KB shadow buffer over the limit; the display's buffers exist.
        let lines = EndToEnd.capturingLog {
            PixelBuffer.$allocationLimit.withValue(64 * 1024) {
                runtime.stepUntilIdle()
                view.backgroundColor = .red
                runtime.stepUntilIdle()
            }
        }
        #expect(lines.count == 1 && lines[0].contains("no memory for a 200x150 shadow buffer"), "log: \(lines)")
        #expect(runtime.screenshot() == nil, "nothing presented")
        view.backgroundColor = .blue
        runtime.stepUntilIdle()
        let shown = try #require(runtime.screenshot(), "no frame presented after memory came back")
        #expect(EndToEnd.differences(shown, try #require(runtime.renderScreen())).count == 0)
    }

    /// A skipped frame is tried again a second later on the display's clock (issue 29): the
    /// screen comes back once memory does, with no frame asked for by the app. Between the
    /// skip and the retry no frame pass runs, what is shown stays, and the display is asked
    /// for that one blank only: the frame handler is not woken at the blanks before it.
    @Test func skippedFrameIsTriedAgainASecondLaterOnTheDisplayClock() throws {
        let (runtime, window) = EndToEnd.makeScreen(rotation: .clockwise90)
        let display = try #require(runtime.display as? HeadlessDisplay)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.backgroundColor = .green
        window.addSubview(view)
        runtime.stepUntilIdle()
        let presents = display.presentCount
        #expect(presents >= 1)
        // Turned the other way, the screen takes a new compositor, whose 200×150 shadow
        // buffer (117 KB) is over the limit; the display's buffers exist.
        let lines = EndToEnd.capturingLog {
            PixelBuffer.$allocationLimit.withValue(64 * 1024) {
                view.backgroundColor = .red
                display.setRotation(.counterclockwise90)
                runtime.stepUntilIdle()
            }
        }
        // Besides the turn (an info line), one error.
        let errors = lines.filter { $0.contains(" error ") }
        #expect(errors.count == 1 && errors[0].contains("no memory for a 200x150 shadow buffer"), "log: \(lines)")
        #expect(runtime.lastFrameStatistics?.presented == false)
        #expect(!runtime.needsFrame, "the app asks for nothing")
        let skippedAt = display.currentTime
        let passes = runtime.frameCount
        let wakes = display.frameCallbackCount
        #expect(display.isFrameRequested, "the retry is asked for")

        // Memory is back. 0.9 s later (54 blanks at 60 Hz) nothing has run or changed.
        runtime.stepFrames(54)
        #expect(runtime.frameCount == passes, "no frame pass before the retry is due")
        #expect(display.frameCallbackCount == wakes, "no blank before the retry woke the pipeline")
        #expect(display.presentCount == presents, "what is shown stays")
        // 1 s after the skip (and a blank for the clock's rounding), the retry composites.
        runtime.stepFrames(7)
        #expect(display.currentTime - skippedAt >= 1)
        #expect(runtime.frameCount == passes + 1, "one retry")
        #expect(display.frameCallbackCount == wakes + 1, "one wake-up, at the retry")
        #expect(display.presentCount == presents + 1)
        let shown = try #require(runtime.screenshot())
        #expect(EndToEnd.differences(shown, try #require(runtime.renderScreen())).count == 0)
        #expect(display.rotation == .counterclockwise90)
        // Composited again: nothing more is asked for.
        runtime.stepFrames(120)
        #expect(runtime.frameCount == passes + 1 && !display.isFrameRequested)
    }

    /// While a retry waits, a change of the app's is drawn at the next blank, not at the
    /// retry's time: the retry's later blank does not hold back a frame asked for sooner.
    @Test func frameAskedForWhileARetryWaitsComesAtTheNextBlank() throws {
        let (runtime, window) = EndToEnd.makeScreen(rotation: .clockwise90)
        let display = try #require(runtime.display as? HeadlessDisplay)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.backgroundColor = .green
        window.addSubview(view)
        runtime.stepUntilIdle()
        _ = EndToEnd.capturingLog {
            PixelBuffer.$allocationLimit.withValue(64 * 1024) {
                display.setRotation(.counterclockwise90)
                runtime.stepUntilIdle()
            }
        }
        #expect(runtime.lastFrameStatistics?.presented == false)
        let passes = runtime.frameCount
        runtime.stepFrames(10)
        #expect(runtime.frameCount == passes)
        view.backgroundColor = .red
        #expect(runtime.stepFrames(1).count == 1, "the app's frame runs at the next blank")
        #expect(runtime.lastFrameStatistics?.presented == true, "memory is back: it composites")
        let shown = try #require(runtime.screenshot())
        #expect(EndToEnd.differences(shown, try #require(runtime.renderScreen())).count == 0)
        runtime.stepFrames(120)
        #expect(runtime.frameCount == passes + 1 && !display.isFrameRequested, "no retry is left waiting")
    }

    /// A headless display whose buffers the memory cannot give (issue 29) skips frames; the
    /// frame is tried again a second later on the display's clock, as a skipped composite
    /// is, so the screen shows once memory is back without the app asking for anything.
    @Test func frameWithoutTheDisplaysBuffersIsTriedAgainASecondLater() throws {
        var made: (VitrineRuntime, UIWindow)?
        let lines = EndToEnd.capturingLog {
            // 200×150 xrgb32 buffers (122 KB each) over the limit.
            PixelBuffer.$allocationLimit.withValue(64 * 1024) {
                made = EndToEnd.makeScreen()
                made!.1.backgroundColor = .blue
                made!.0.stepUntilIdle()
            }
        }
        let (runtime, _) = try #require(made)
        let display = try #require(runtime.display as? HeadlessDisplay)
        // The display logs its own line once; the view stack adds none, frame after frame.
        #expect(lines.isEmpty, "log: \(lines)")
        #expect(display.presentCount == 0 && runtime.screenshot() == nil)
        #expect(!runtime.needsFrame, "the app asks for nothing")
        #expect(display.isFrameRequested, "a retry is asked for")
        let skippedAt = display.currentTime
        let passes = runtime.frameCount, wakes = display.frameCallbackCount

        // Memory is back: nothing before the second is up, then one pass presents.
        runtime.stepFrames(54)
        #expect(runtime.frameCount == passes && display.frameCallbackCount == wakes)
        runtime.stepFrames(7)
        #expect(display.currentTime - skippedAt >= 1)
        #expect(runtime.frameCount == passes + 1 && display.presentCount == 1)
        #expect(EndToEnd.rgb(try #require(runtime.screenshot()), 100, 75) == 0x0000FF)
        runtime.stepFrames(120)
        #expect(runtime.frameCount == passes + 1 && !display.isFrameRequested)
    }

    /// Copies of the screen and of an image context that the memory cannot give (issue 29)
    /// are nil, as `UIGraphicsGetImageFromCurrentImageContext()` is when it has no image
    /// (https://developer.apple.com/documentation/uikit/uigraphicsgetimagefromcurrentimagecontext()),
    /// logged once until memory is back.
    @Test func screenshotAndImageOfAContextWithoutMemoryAreNilAndLoggedOnce() throws {
        let (runtime, window) = EndToEnd.makeScreen()
        window.backgroundColor = .blue
        runtime.stepUntilIdle()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 200, height: 100), true, 1)
        defer { UIGraphicsEndImageContext() }
        UIColor.orange.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 200, height: 100))
        var results: [Bool] = []
        let lines = EndToEnd.capturingLog {
            PixelBuffer.$allocationLimit.withValue(64 * 1024) {
                results.append(runtime.screenshot() == nil)
                results.append(runtime.screenshot() == nil)
                results.append(UIGraphicsGetImageFromCurrentImageContext() == nil)
            }
        }
        #expect(results == [true, true, true], "200×150 and 200×100 pixels over the limit")
        // One line a purpose (the two screenshots share one).
        #expect(lines.count == 2 && lines[0].contains("no memory for a screenshot of 200x150 pixels")
                    && lines[1].contains("no memory for an image of a context of 200x100 pixels"), "log: \(lines)")
        let shot = try #require(runtime.screenshot(), "memory is back")
        #expect(EndToEnd.rgb(shot, 100, 75) == 0x0000FF)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 200, height: 100))
    }

    /// Images cut from others (sized by the app) that the memory cannot give are nil, as
    /// `CGImage.cropping(to:)` is for a failure, with one log line until memory is back.
    @Test func croppedImageWithoutMemoryIsNilAndLoggedOnce() throws {
        let image = try #require(UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200)).image { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 200))
        }.cgImage)
        var refused: [Bool] = []
        let lines = EndToEnd.capturingLog {
            PixelBuffer.$allocationLimit.withValue(64 * 1024) {
                refused.append(image.cropping(to: CGRect(x: 0, y: 0, width: 150, height: 150)) == nil)
                refused.append(image.cropping(to: CGRect(x: 0, y: 0, width: 160, height: 160)) == nil)
                refused.append(image.cropping(to: CGRect(x: 0, y: 0, width: 10, height: 10)) == nil)
            }
        }
        #expect(refused == [true, true, false])
        #expect(lines.count == 1 && lines[0].contains("no memory for a cropped image of 150x150 pixels"), "log: \(lines)")
        #expect(image.cropping(to: CGRect(x: 0, y: 0, width: 150, height: 150))?.width == 150, "memory is back")
    }

    // MARK: Images

    private func pngData() -> Data {
        UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).pngData { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
    }

    private func jpegData() -> Data {
        UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).jpegData(withCompressionQuality: 0.9) { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 64, height: 32))
        }
    }

    private func expectImageRejected(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = EndToEnd.screenshot { scene($0) }
        let (runtime, window) = EndToEnd.makeScreen()
        scene(window)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-e2e-\(UUID().uuidString).png")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var fromData: UIImage?, fromFile: UIImage?
        let lines = EndToEnd.capturingLog {
            fromData = UIImage(data: data)
            fromFile = UIImage(contentsOfFile: file.path)
            let imageView = UIImageView(image: fromData ?? fromFile)
            imageView.frame = CGRect(x: 10, y: 90, width: 64, height: 64)
            window.addSubview(imageView)
            runtime.stepUntilIdle()
        }
        #expect(fromData == nil && fromFile == nil, sourceLocation: sourceLocation)
        // One line per attempt, from UIImage (the codec throws, it does not log).
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains("UIImage: cannot decode") }, "log: \(lines)",
                sourceLocation: sourceLocation)
        #expect(EndToEnd.differences(runtime.screenshot()!, expected).count == 0, sourceLocation: sourceLocation)
    }

    @Test func corruptPNGGivesNoImage() throws {
        var data = pngData()
        #expect(UIImage(data: data) != nil)
        // Scramble the compressed pixel data (after the 8-byte signature and 25-byte IHDR).
        for index in 41..<min(data.count - 12, 61) { data[index] ^= 0x5A }
        try expectImageRejected(data)
    }

    @Test func truncatedJPEGGivesNoImage() throws {
        let data = jpegData()
        #expect(UIImage(data: data) != nil)
        try expectImageRejected(data.prefix(data.count / 2))
    }

    @Test func truncatedPNGGivesNoImage() throws {
        let data = pngData()
        try expectImageRejected(data.prefix(data.count - 20))
    }

    /// A list that decodes the same broken thumbnail at each reuse logs it once, not at every
    /// scroll (issue 29: a fault is logged once, not a flood); other broken bytes, or a
    /// missing file, log once each.
    @Test func theSameBrokenImageIsLoggedOnce() {
        let unique = Data(UUID().uuidString.utf8)  // bytes no other test decodes
        let first = pngData().prefix(40) + unique
        let second = pngData().prefix(41) + unique
        let missing = "/nonexistent-\(UUID().uuidString).png"
        var images: [UIImage?] = []
        let lines = EndToEnd.capturingLog {
            for _ in 0..<5 { images.append(UIImage(data: first)) }
            for _ in 0..<3 { images.append(UIImage(data: second, scale: 2)) }
            for _ in 0..<3 { images.append(UIImage(contentsOfFile: missing)) }
        }.filter { $0.contains("\(first.count) bytes") || $0.contains("\(second.count) bytes") || $0.contains(missing) }
        #expect(images.count == 11 && images.allSatisfy { $0 == nil })
        #expect(lines.count == 3, "log: \(lines)")
        #expect(lines.filter { $0.contains("UIImage: cannot decode \(first.count) bytes") }.count == 1)
        #expect(lines.filter { $0.contains("UIImage: cannot decode \(second.count) bytes") }.count == 1)
        #expect(lines.filter { $0.contains("UIImage: cannot read \(missing)") }.count == 1)
    }

    /// Images whose header announces more pixels than Vitrine decodes (16384 a side, 256
    /// megapixels: `ImageCodec`), tiny crafted files under Tests/Fixtures/HugeImages (issue
    /// 29): refused from the header, before any pixel memory is allocated, with one log
    /// line each, as UIImage(data:) gives nil for data it cannot decode. The last one's
    /// width × height × 4 overflows 64 bits.
    @Test(arguments: ["100000x100000.png", "20000x20000.jpg", "2147483647x2147483647.png"])
    func hugeImageHeaderGivesNoImage(fixture: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/HugeImages")
        let data = try Data(contentsOf: folder.appendingPathComponent(fixture))
        let size = fixture.prefix { $0 != "." }.split(separator: "x").compactMap { Int($0) }
        #expect(throws: ImageCodecError.tooLarge(width: size[0], height: size[1])) { try ImageCodec.decode(data) }
        try expectImageRejected(data)
    }

    // MARK: Labels

    @Test func emptyAndNilLabelTextDrawNothing() {
        let expected = EndToEnd.screenshot { scene($0) }
        let (runtime, window) = EndToEnd.makeScreen()
        scene(window)
        let empty = UILabel(frame: CGRect(x: 10, y: 90, width: 100, height: 30))
        empty.text = ""
        let none = UILabel(frame: CGRect(x: 10, y: 120, width: 100, height: 30))
        none.text = nil
        window.addSubview(empty)
        window.addSubview(none)
        let lines = EndToEnd.capturingLog { runtime.stepUntilIdle() }
        #expect(lines.isEmpty, "log: \(lines)")
        #expect(EndToEnd.differences(runtime.screenshot()!, expected).count == 0)
    }

    @Test(arguments: [1, 0])
    func hundredThousandCharacterLabelIsDrawnWithinItsBounds(numberOfLines: Int) {
        let expected = EndToEnd.screenshot { scene($0) }
        let (runtime, window) = EndToEnd.makeScreen()
        scene(window)
        let label = UILabel(frame: CGRect(x: 10, y: 90, width: 180, height: 50))
        label.numberOfLines = numberOfLines
        label.text = String(repeating: "Lorem ipsum dolor sit amet ", count: 100_000 / 27 + 1)
        #expect(label.text!.count > 100_000)
        window.addSubview(label)
        let frames = runtime.stepUntilIdle(maxFrames: 10)
        #expect(frames <= 2)
        let shot = runtime.screenshot()!
        var inked = 0
        for y in 0..<shot.height {
            for x in 0..<shot.width {
                let inside = x >= 10 && x < 190 && y >= 90 && y < 140
                if inside {
                    if EndToEnd.rgb(shot, x, y) != 0xFFFFFF { inked += 1 }
                } else if EndToEnd.rgb(shot, x, y) != EndToEnd.rgb(expected, x, y) {
                    Issue.record("pixel (\(x), \(y)) outside the label changed")
                    return
                }
            }
        }
        #expect(inked > 200)
    }
}

/// Finite but extreme geometry: degenerate and enormous transforms, far-away and negative
/// bounds. Nothing crashes and the screen shows what the geometry means.
@MainActor
struct ExtremeGeometryTests {
    private func scene(_ window: UIWindow) {
        let plain = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        plain.backgroundColor = .red
        window.addSubview(plain)
    }

    private func expectScreen(sourceLocation: SourceLocation = #_sourceLocation, _ add: (UIWindow) -> Void,
                              equals expected: (UIWindow) -> Void) {
        let reference = EndToEnd.screenshot(expected)
        let (runtime, window) = EndToEnd.makeScreen()
        add(window)
        runtime.stepUntilIdle()
        let diff = EndToEnd.differences(runtime.screenshot()!, reference)
        #expect(diff.count == 0, "first difference at \(String(describing: diff.first))", sourceLocation: sourceLocation)
    }

    @Test func zeroScaleTransformShowsNothing() {
        var view: FilledView!
        expectScreen({ window in
            scene(window)
            view = FilledView(frame: CGRect(x: 100, y: 30, width: 50, height: 50), fill: .blue)
            view.backgroundColor = .green
            view.transform = CGAffineTransform(scaleX: 0, y: 0)
            window.addSubview(view)
        }, equals: scene)
        #expect(view.window?.hitTest(CGPoint(x: 125, y: 55), with: nil) === view.window)
        #expect(view.frame.size == .zero)
    }

    @Test func enormousScaleTransformCoversTheScreen() {
        expectScreen({ window in
            let view = UIView(frame: CGRect(x: 100, y: 30, width: 50, height: 50))
            view.backgroundColor = .green
            view.transform = CGAffineTransform(scaleX: 1e20, y: 1e20)
            window.addSubview(view)
            scene(window)
        }, equals: { window in
            window.backgroundColor = .green
            scene(window)
        })
    }

    @Test func farAwayViewsDrawNothing() {
        expectScreen({ window in
            scene(window)
            let far = FilledView(frame: CGRect(x: 1e300, y: -1e300, width: 50, height: 50), fill: .blue)
            far.backgroundColor = .green
            window.addSubview(far)
            let wide = UIView(frame: CGRect(x: 1e15, y: 0, width: 1e12, height: 1e12))
            wide.backgroundColor = .green
            window.addSubview(wide)
        }, equals: scene)
    }

    /// A negative bounds size is kept as given (UIKit does not standardise bounds), and the
    /// view is drawn and shown as if its bounds were standardised.
    @Test func negativeBoundsSizeDrawsInTheStandardisedRect() {
        var view: FilledView!
        expectScreen({ window in
            scene(window)
            view = FilledView(frame: CGRect(x: 100, y: 30, width: 50, height: 50), fill: .blue)
            view.backgroundColor = .green
            view.bounds = CGRect(x: 0, y: 0, width: -40, height: -20)
            window.addSubview(view)
        }, equals: { window in
            scene(window)
            let view = FilledView(frame: CGRect(x: 105, y: 45, width: 40, height: 20), fill: .blue)
            view.backgroundColor = .green
            window.addSubview(view)
        })
        #expect(view.drawCount == 1)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: -40, height: -20))
        #expect(view.frame == CGRect(x: 105, y: 45, width: 40, height: 20))
    }

    /// A rounded view larger than a whole-layer coverage mask allows (8192 pixels a side)
    /// still shows its background where it is on screen.
    @Test func largeRoundedViewShowsItsBackground() {
        let (runtime, window) = EndToEnd.makeScreen()
        let view = UIView(frame: CGRect(x: -4000, y: -4000, width: 9000, height: 9000))
        view.backgroundColor = .green
        view.layer.cornerRadius = 20
        window.addSubview(view)
        runtime.stepUntilIdle()
        #expect(EndToEnd.rgb(runtime.screenshot()!, 100, 75) == 0x00FF00)
    }
}
