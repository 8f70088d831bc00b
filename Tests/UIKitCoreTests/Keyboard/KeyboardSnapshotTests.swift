import Testing
@testable import UIKitCore
import VitrineTestSupport

/// The keyboard's pages as they look on screen, at scale 2, on a portrait phone (390×844)
/// and a landscape kiosk panel (1280×800). Tolerance 2 (of 255) per channel: text is
/// antialiased by pango and cairo.
@MainActor
@Suite("On-screen keyboard look", .serialized)
struct KeyboardSnapshotTests {
    private static let sizes: [(name: String, width: Int, height: Int)] = [("portrait", 390, 844), ("landscape", 1280, 800)]

    private func screenshot(width: Int, height: Int, dark: Bool = false,
                            settings: KeyboardSettings = KeyboardSettings(mode: .auto, layout: .englishUS),
                            configure: (TypingView) -> Void = { _ in },
                            after: (VitrineRuntime) -> Void = { _ in }) throws -> PixelBuffer {
        let (runtime, _, field) = try KeyboardScene.make(width: width, height: height, scale: 2, settings: settings)
        if dark { runtime.userInterfaceStyle = .dark }
        configure(field)
        KeyboardScene.show(field, runtime)
        after(runtime)
        runtime.stepUntilIdle()
        return try #require(runtime.screenshot())
    }

    @Test(arguments: [0, 1])
    func lettersLight(size: Int) throws {
        let (name, width, height) = Self.sizes[size]
        let pixels = try screenshot(width: width, height: height)
        expectMatchesReference(pixels, named: "keyboard-letters-light-\(name)@2x")
    }

    @Test(arguments: [0, 1])
    func lettersDark(size: Int) throws {
        let (name, width, height) = Self.sizes[size]
        let pixels = try screenshot(width: width, height: height, dark: true) { $0.returnKeyType = .search }
        expectMatchesReference(pixels, named: "keyboard-letters-dark-\(name)@2x")
    }

    @Test(arguments: [0, 1])
    func numbers(size: Int) throws {
        let (name, width, height) = Self.sizes[size]
        let pixels = try screenshot(width: width, height: height) { $0.returnKeyType = .done } after: { runtime in
            KeyboardScene.tap(.page(.numbers, title: "123"), runtime)
        }
        expectMatchesReference(pixels, named: "keyboard-numbers-\(name)@2x")
    }

    @Test(arguments: [0, 1])
    func numberPad(size: Int) throws {
        let (name, width, height) = Self.sizes[size]
        let pixels = try screenshot(width: width, height: height) { $0.keyboardType = .numberPad }
        expectMatchesReference(pixels, named: "keyboard-numberpad-\(name)@2x")
    }

    @Test func pressedLetterPopUp() throws {
        let pixels = try screenshot(width: 390, height: 844) { $0.autocapitalizationType = .none } after: { runtime in
            guard let point = KeyboardScene.center(of: "q") else { return }
            runtime.touchDown(at: point)
            runtime.stepFrames(1)
        }
        expectMatchesReference(pixels, named: "keyboard-popup-portrait@2x")
    }

    /// German with English as a second keyboard: QWERTZ with ü, ö, ä, the globe, the return
    /// arrow and "Leerzeichen".
    @Test(arguments: [0, 1])
    func germanWithGlobe(size: Int) throws {
        let (name, width, height) = Self.sizes[size]
        let pixels = try screenshot(width: width, height: height, settings: KeyboardSettings(layouts: [.german, .englishUS]))
        expectMatchesReference(pixels, named: "keyboard-german-\(name)@2x")
    }

    /// A held e: its accents above it, the letter itself selected.
    @Test func heldLetterAccents() throws {
        let pixels = try screenshot(width: 390, height: 844) { $0.autocapitalizationType = .none } after: { runtime in
            guard let point = KeyboardScene.center(of: "e") else { return }
            runtime.touchDown(at: point)
            runtime.stepFrames(35)
        }
        expectMatchesReference(pixels, named: "keyboard-accents-portrait@2x")
    }

    /// The emoji page in colour (Noto Color Emoji).
    @Test func emojiPage() throws {
        let pixels = try screenshot(width: 390, height: 844) { _ in } after: { runtime in
            KeyboardScene.tap(.emoji, runtime)
        }
        expectMatchesReference(pixels, named: "keyboard-emoji-portrait@2x")
    }
}
