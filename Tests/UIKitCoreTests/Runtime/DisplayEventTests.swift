import HeadlessDisplay
import Testing
import UIKitCore
import VitrinePlatform
import VitrineTestSupport

/// The frame pipeline following its display: a turned panel, mode changes, pause and
/// resume, simulated on a stepped headless display.
@MainActor
struct DisplayEventTests {
    final class LayoutRecordingView: UIView {
        var layoutBounds: [CGRect] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            layoutBounds.append(bounds)
        }
    }

    struct Scene {
        let runtime: VitrineRuntime
        let display: HeadlessDisplay
        let window: UIWindow
        let content: LayoutRecordingView
        /// A red 20x10 view at the screen's top-left corner.
        let marker: UIView
    }

    /// A 200x100 panel turned by `rotation`, with a resizing content view and a marker,
    /// run until idle.
    private func makeScene(rotation: DisplayRotation = .none, bufferCount: Int = 2) throws -> Scene {
        let runtime = VitrineRuntime.headless(pixelWidth: 200, pixelHeight: 100, rotation: rotation, bufferCount: bufferCount)
        let display = try #require(runtime.display as? HeadlessDisplay)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let content = LayoutRecordingView(frame: window.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.backgroundColor = UIColor(white: 0.9, alpha: 1)
        window.addSubview(content)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        marker.backgroundColor = .red
        content.addSubview(marker)
        window.makeKeyAndVisible()
        runtime.stepUntilIdle()
        return Scene(runtime: runtime, display: display, window: window, content: content, marker: marker)
    }

    private func expectScreenIsFreshComposition(_ scene: Scene, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let shot = try #require(scene.runtime.screenshot(), sourceLocation: sourceLocation)
        let fresh = EndToEnd.freshlyComposedScreen().turned(by: scene.display.rotation)
        #expect(EndToEnd.differences(shot, fresh).count == 0, sourceLocation: sourceLocation)
    }

    // MARK: Rotation

    /// The marker at the screen's top-left, and where it must show on the 200x100 panel.
    @Test(arguments: [(DisplayRotation.none, CGRect(x: 0, y: 0, width: 20, height: 10)),
                      (.clockwise90, CGRect(x: 190, y: 0, width: 10, height: 20)),
                      (.upsideDown, CGRect(x: 180, y: 90, width: 20, height: 10)),
                      (.counterclockwise90, CGRect(x: 0, y: 80, width: 10, height: 20))])
    func turnedPanelShowsTheScreenTurned(rotation: DisplayRotation, markerOnPanel: CGRect) throws {
        let scene = try makeScene(rotation: rotation)
        let screenSize = rotation.swapsAxes ? CGSize(width: 100, height: 200) : CGSize(width: 200, height: 100)
        #expect(UIScreen.main.bounds.size == screenSize)
        #expect(UIScreen.main.nativeBounds.size == screenSize)
        #expect(scene.content.bounds.size == screenSize)
        let shot = try #require(scene.runtime.screenshot())
        #expect(shot.width == 200 && shot.height == 100)
        for y in 0..<100 {
            for x in 0..<200 {
                let isMarker = markerOnPanel.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                guard (EndToEnd.rgb(shot, x, y) == 0xFF0000) == isMarker else {
                    Issue.record("panel pixel (\(x), \(y)) is \(String(EndToEnd.rgb(shot, x, y), radix: 16))")
                    return
                }
            }
        }
        try expectScreenIsFreshComposition(scene)
    }

    /// A small view changing presents a small rectangle of the panel, turned.
    @Test(arguments: [(DisplayRotation.none, CGRect(x: 0, y: 0, width: 20, height: 10)),
                      (.clockwise90, CGRect(x: 190, y: 0, width: 10, height: 20)),
                      (.upsideDown, CGRect(x: 180, y: 90, width: 20, height: 10)),
                      (.counterclockwise90, CGRect(x: 0, y: 80, width: 10, height: 20))])
    func smallChangePresentsATurnedRectangle(rotation: DisplayRotation, markerOnPanel: CGRect) throws {
        let scene = try makeScene(rotation: rotation)
        scene.marker.backgroundColor = .blue
        let stats = try #require(scene.runtime.stepFrames(1).first)
        #expect(stats.damage == [markerOnPanel])
        #expect(scene.display.lastPresentedDamage == [markerOnPanel])
        try expectScreenIsFreshComposition(scene)
    }

    @Test func rotationChangeSwapsTheScreenAndLaysOut() throws {
        let scene = try makeScene()
        scene.display.setRotation(.clockwise90)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(scene.window.frame == UIScreen.main.bounds)
        let stats = try #require(scene.runtime.stepFrames(1).first)
        #expect(scene.content.layoutBounds.last == CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(stats.damage == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        try expectScreenIsFreshComposition(scene)

        scene.display.setRotation(.upsideDown)
        scene.runtime.stepUntilIdle()
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(scene.content.layoutBounds.last == CGRect(x: 0, y: 0, width: 200, height: 100))
        try expectScreenIsFreshComposition(scene)
    }

    // MARK: Mode changes

    @Test func modeChangeLaysOutAndRepaintsEverythingAtTheNewSize() throws {
        let scene = try makeScene()
        scene.display.setMode(pixelWidth: 300, pixelHeight: 120, refreshRate: 30)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 300, height: 120))
        #expect(UIScreen.main.maximumFramesPerSecond == 30)
        #expect(scene.window.frame == UIScreen.main.bounds)
        #expect(scene.runtime.needsFrame)
        let stats = try #require(scene.runtime.stepFrames(1).first)
        #expect(scene.content.layoutBounds.last == CGRect(x: 0, y: 0, width: 300, height: 120))
        let whole = [CGRect(x: 0, y: 0, width: 300, height: 120)]
        #expect(stats.presented)
        #expect(stats.damage == whole)
        #expect(stats.copied == whole)
        let shot = try #require(scene.runtime.screenshot())
        #expect(shot.width == 300 && shot.height == 120)
        try expectScreenIsFreshComposition(scene)
        #expect(scene.runtime.stepUntilIdle() == 0)
    }

    @Test func modeChangeOnATurnedPanelKeepsTheTurn() throws {
        let scene = try makeScene(rotation: .counterclockwise90, bufferCount: 3)
        scene.display.setMode(pixelWidth: 160, pixelHeight: 90)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 90, height: 160))
        scene.runtime.stepUntilIdle()
        #expect(scene.content.layoutBounds.last == CGRect(x: 0, y: 0, width: 90, height: 160))
        try expectScreenIsFreshComposition(scene)
        // The new buffers fill up one by one; each must get the whole screen.
        for step in 0..<4 {
            scene.marker.frame.origin.y = CGFloat(10 * (step + 1))
            scene.runtime.stepUntilIdle()
            try expectScreenIsFreshComposition(scene)
        }
    }

    // MARK: Pause and resume

    @Test func pausedFramesAreSkippedAndTheAppKeepsItsState() throws {
        let scene = try makeScene()
        let before = try #require(scene.runtime.screenshot())
        let presents = scene.display.presentCount
        scene.display.pause()
        scene.marker.backgroundColor = .blue
        scene.marker.frame.origin.x = 50
        let passes = scene.runtime.stepFrames(3)
        // The pass runs (layout and drawing keep up with the app), nothing is presented.
        #expect(passes.count == 1)
        #expect(passes.first?.presented == false)
        #expect(scene.display.presentCount == presents)
        #expect(!scene.runtime.needsFrame)
        let during = try #require(scene.runtime.screenshot())
        #expect(EndToEnd.differences(during, before).count == 0)

        scene.display.resume()
        scene.runtime.stepUntilIdle()
        #expect(scene.display.presentCount == presents + 1)
        #expect(scene.marker.frame.origin.x == 50)
        try expectScreenIsFreshComposition(scene)
    }

    @Test(arguments: [DisplayRotation.none, .clockwise90])
    func resumePresentsEverythingEvenWhenNothingIsDirty(rotation: DisplayRotation) throws {
        let scene = try makeScene(rotation: rotation)
        scene.display.pause()
        scene.display.resume()
        #expect(scene.runtime.needsFrame)
        let stats = try #require(scene.runtime.stepFrames(1).first)
        let whole = [CGRect(x: 0, y: 0, width: 200, height: 100)]
        #expect(stats.presented)
        #expect(stats.damage == whole)
        #expect(scene.display.lastPresentedDamage == whole)
        try expectScreenIsFreshComposition(scene)
        #expect(scene.runtime.stepUntilIdle() == 0)
    }

    // MARK: Reference

    /// A portrait kiosk page on a landscape panel turned 90° clockwise: the page reads
    /// from the panel's right edge, top to bottom.
    @Test func portraitPageOnAPanelTurnedClockwise() throws {
        let runtime = VitrineRuntime.headless(pixelWidth: 320, pixelHeight: 200, rotation: .clockwise90)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        header.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.6, alpha: 1)
        let title = UILabel(frame: CGRect(x: 12, y: 10, width: 176, height: 24))
        title.text = "Line 3 status"
        title.font = .boldSystemFont(ofSize: 17)
        title.textColor = .white
        header.addSubview(title)
        window.addSubview(header)
        let colours: [UIColor] = [.green, .orange, .red, .green]
        for index in 0..<4 {
            let tile = UIView(frame: CGRect(x: 12 + CGFloat(index % 2) * 94, y: 56 + CGFloat(index / 2) * 94, width: 82, height: 82))
            tile.backgroundColor = .white
            tile.layer.cornerRadius = 8
            tile.layer.borderWidth = 1
            tile.layer.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
            let lamp = UIView(frame: CGRect(x: 8, y: 8, width: 16, height: 16))
            lamp.backgroundColor = colours[index]
            lamp.layer.cornerRadius = 8
            tile.addSubview(lamp)
            let value = UILabel(frame: CGRect(x: 8, y: 40, width: 66, height: 30))
            value.text = "\(index * 17 + 3)"
            value.font = .systemFont(ofSize: 24)
            tile.addSubview(value)
            window.addSubview(tile)
        }
        let button = UIView(frame: CGRect(x: 12, y: 260, width: 176, height: 44))
        button.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.6, alpha: 1)
        button.layer.cornerRadius = 22
        let caption = UILabel(frame: button.bounds)
        caption.text = "Call supervisor"
        caption.textAlignment = .center
        caption.textColor = .white
        button.addSubview(caption)
        window.addSubview(button)
        window.makeKeyAndVisible()
        runtime.stepUntilIdle()
        #expect(UIScreen.main.bounds.size == CGSize(width: 200, height: 320))
        let shot = try #require(runtime.screenshot())
        EndToEnd.expectReference(shot, named: "e2e-portrait-clockwise90@1x")
        #expect(EndToEnd.differences(shot, EndToEnd.freshlyComposedScreen().turned(by: .clockwise90)).count == 0)
        // What tools compare a real display's capture with.
        let rendered = runtime.renderScreen()!
        #expect((rendered.width, rendered.height) == (320, 200))
        #expect(EndToEnd.differences(shot, rendered).count == 0)
    }
}
