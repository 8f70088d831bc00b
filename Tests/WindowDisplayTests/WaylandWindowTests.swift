import CoreGraphics
import Foundation
import Testing
import UIKit
import VitrinePlatform
import VitrineTestSupport
@testable import WindowDisplay

/// The window backend on a real Wayland compositor (weston), through SDL's Wayland
/// driver: what it shows, as weston composites it, HiDPI from the output's scale, and
/// idle. Each test starts its own Xvfb and weston. The tests hold the main actor while the
/// window runs, as the X11 ones do.
@MainActor @Suite(.serialized, .enabled(if: WestonServer.isInstalled, "needs weston and Xvfb (scripts/bootstrap installs them)"))
struct WaylandWindowTests {
    /// The variables the tests change, restored by `close`.
    private static let variables = ["DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER"]

    private func openWindow(on weston: WestonServer) throws -> (WindowDisplay, VitrineRuntime, WindowTestScene, WindowInput, [String: String?]) {
        let saved = Dictionary(uniqueKeysWithValues: Self.variables.map { ($0, ProcessInfo.processInfo.environment[$0]) })
        // Only the compositor: SDL must not fall back to the X server weston runs on.
        unsetenv("DISPLAY")
        for (name, value) in weston.environment { setenv(name, value, 1) }
        var configuration = WindowConfiguration()
        configuration.title = "WaylandWindowTests"
        configuration.pointWidth = 320
        configuration.pointHeight = 200
        let display = try WindowDisplay(configuration: configuration, environment: weston.environment)
        let runtime = try VitrineRuntime(display: display)
        let input = WindowInput(display: display)
        try input.start { [weak runtime] event in runtime?.inject(event) }
        let scene = WindowTestScene()
        display.run(for: 0.5)
        return (display, runtime, scene, input, saved)
    }

    private func close(_ display: WindowDisplay, _ runtime: VitrineRuntime, _ input: WindowInput, _ saved: [String: String?]) {
        input.stop()
        runtime.stop()
        display.stop()
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
    }

    /// The whole output as weston composites it, taken by weston-screenshooter.
    private func screenshot(of weston: WestonServer) throws -> PixelBuffer {
        let folder = weston.runtimeDirectory + "/shots"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try weston.run(["weston-screenshooter"], in: folder)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".png") })
        return try loadReferencePNG(at: URL(fileURLWithPath: folder + "/" + name))
    }

    @Test("on Wayland the window shows, pixel for pixel, what the headless compositor renders; the output's scale is the screen's",
          arguments: [1, 2])
    func windowMatchesHeadlessRender(outputScale: Int) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let weston = try WestonServer(on: server, scale: outputScale, debug: true)
        defer { weston.stop() }
        let (display, runtime, _, input, saved) = try openWindow(on: weston)
        defer { close(display, runtime, input, saved) }
        #expect(display.name.hasPrefix("window wayland"))
        // The window is 320x200 points on the desktop; a scale-2 output doubles its pixels.
        #expect(display.mode.pixelWidth == 320 * outputScale && display.mode.pixelHeight == 200 * outputScale)
        #expect(UIScreen.main.scale == CGFloat(outputScale))
        #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 200))
        #expect(display.presentCount >= 1)
        let expected = runtime.renderScreen()!
        let readBack = try #require(display.readBack())
        #expect(differingPixels(readBack, expected) == 0)
        // What weston shows on its output: the frame somewhere on it (the shell places
        // windows), every pixel of it, with weston's pointer moved onto its panel above.
        try server.run(["xdotool", "mousemove", "1000", "5"])
        display.run(for: 0.2)
        let output = try screenshot(of: weston)
        #expect(output.width == 1024 && output.height == 768)
        if WaylandWindowTests.offset(of: expected, in: output) == nil {
            let folder = FileManager.default.temporaryDirectory
            try ImageCodec.encodePNG(output).write(to: folder.appendingPathComponent("vitrine-wayland-output.png"))
            try ImageCodec.encodePNG(expected).write(to: folder.appendingPathComponent("vitrine-wayland-expected.png"))
            Issue.record("the frame is not on weston's output: see vitrine-wayland-output.png and -expected.png in \(folder.path)")
        }
    }

    @Test("on Wayland an idle app presents nothing over 3 s")
    func idlePresentsNothing() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let weston = try WestonServer(on: server)
        defer { weston.stop() }
        let (display, runtime, _, input, saved) = try openWindow(on: weston)
        defer { close(display, runtime, input, saved) }
        let before = display.presentCount
        #expect(before >= 1)
        display.run(for: 3)
        #expect(display.presentCount == before)
    }

    @Test("on Wayland a held key repeats (SDL makes the repeats as it reads events) and types through the xkb keymap")
    func heldKeyRepeats() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let weston = try WestonServer(on: server)
        defer { weston.stop() }
        let (display, runtime, scene, input, saved) = try openWindow(on: weston)
        defer { close(display, runtime, input, saved) }
        // weston's X window has the X server's focus under the pointer; weston gives its
        // keyboard to the window it mapped last: ours.
        try server.run(["xdotool", "mousemove", "500", "400", "keydown", "a"])
        // weston's repeat: after 400 ms, 40 a second.
        display.run(for: 1)
        try server.run(["xdotool", "keyup", "a", "type", "B"])
        display.run(for: 0.3)
        let text = scene.typing.text
        #expect(text.hasPrefix("aaaa") && text.hasSuffix("B"), "typed \(text)")
        #expect(Set(text.dropLast()) == ["a"], "typed \(text)")
    }

    private func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) & 0xFF_FFFF != b.pixel(x: x, y: y) & 0xFF_FFFF {
                count += 1
            }
        }
        return count
    }

    /// Where `image` appears, every pixel the same, in `output`; nil when nowhere.
    static func offset(of image: PixelBuffer, in output: PixelBuffer) -> (x: Int, y: Int)? {
        guard image.width <= output.width, image.height <= output.height else { return nil }
        let first = image.pixel(x: 0, y: 0) & 0xFF_FFFF
        for y in 0...(output.height - image.height) {
            for x in 0...(output.width - image.width) where output.pixel(x: x, y: y) & 0xFF_FFFF == first {
                if matches(image, in: output, at: x, y) { return (x, y) }
            }
        }
        return nil
    }

    private static func matches(_ image: PixelBuffer, in output: PixelBuffer, at left: Int, _ top: Int) -> Bool {
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y) & 0xFF_FFFF != output.pixel(x: left + x, y: top + y) & 0xFF_FFFF {
                return false
            }
        }
        return true
    }
}
